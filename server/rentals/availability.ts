/**
 * What the public and staff ask the fleet: is a cart of this plan free for these days, at
 * what price, and if not, the nearest start days that are; and how many are free on each day
 * of a month. The arithmetic is the shared engine's (domain/bookings/room.ts) over the units
 * in service and the claims stored (server/bookings).
 */
import { claimsOver } from '../bookings'
import type { Database } from '../db/database'
import { RENTAL_PLANS } from '#app/content/rentals'
import { addDays, daysBetween, daysFrom, daysOfMonth, type Day, type Month } from '#app/domain/bookings/days'
import { rentalPrice, type RentalQuote } from '#app/domain/bookings/rental-price'
import type { AvailabilityQuery, PlanId } from '#app/domain/bookings/rental-request'
import { firstBookableDay, lastBookableDay } from '#app/domain/bookings/rental-reservation'
import { freeCounts, freeResources, indexClaims, nearestWithRoom, type Claim, type ClaimIndex } from '#app/domain/bookings/room'
import { daySpan, type Span } from '#app/domain/bookings/spans'
import { unitResource } from './model'

/** How far either side of the wanted start the nearest free start days are looked for. */
export const NEAREST_SEARCH_DAYS = { before: 30, after: 60 } as const
/** How far the nearest free start days are looked for, widening until enough are found. */
const NEAREST_REACH = [7, NEAREST_SEARCH_DAYS.after] as const
/** How many nearest start days an answer names. */
export const NEAREST_COUNT = 3

export interface Availability {
  available: boolean
  /** Units of the plan free for all of the days. */
  units: number
  /** Whole dollars, by the price rule. */
  price: number
  quote: RentalQuote
  /** When none is free: the nearest start days with a cart free for as many days, in date order. */
  nextAvailable: Day[]
}

export interface CalendarDay {
  date: Day
  /** Units of the plan free that day. */
  free: number
  /** Whether a rental can start that day online (from tomorrow to a year ahead). */
  bookable: boolean
}

export interface MonthAvailability {
  plan: PlanId
  month: Month
  /** Units of the plan in service. */
  units: number
  days: CalendarDay[]
}

export const planOf = (id: PlanId) => RENTAL_PLANS.find((p) => p.id === id)!

export function availabilityService(db: Database) {
  /** The plan's units in service, as the engine's resources, in the order a reservation takes them. */
  async function resourcesOf(plan: PlanId): Promise<string[]> {
    const rows = await db.kysely.selectFrom('rental_units').select('id').where('plan', '=', plan).where('in_service', '=', 1).orderBy('id').execute()
    return rows.map((row) => unitResource(Number(row.id)))
  }

  /**
   * The plan's units in service and their claims over a span, in one read: what the engine
   * weighs for an availability question.
   */
  async function fleetClaims(plan: PlanId, span: Span): Promise<{ resources: string[]; claims: ClaimIndex }> {
    const rows = await db.all<{ unit: number; starts_at: number | null; ends_at: number | null }>(
      `SELECT u.id AS unit, c.starts_at, c.ends_at FROM rental_units u
         LEFT JOIN booking_claims c ON c.resource = 'unit:' || u.id AND c.starts_at < ? AND c.ends_at > ?
        WHERE u.plan = ? AND u.in_service = 1 ORDER BY u.id`,
      [span.end, span.start, plan],
    )
    const resources: string[] = []
    const claims: Claim[] = []
    for (const row of rows) {
      const resource = unitResource(Number(row.unit))
      if (resources[resources.length - 1] !== resource) resources.push(resource)
      if (row.starts_at !== null && row.ends_at !== null) claims.push({ resource, span: { start: Number(row.starts_at), end: Number(row.ends_at) } })
    }
    return { resources, claims: indexClaims(claims) }
  }

  return {
    resourcesOf,

    async availability({ plan, start, days }: AvailabilityQuery, today: Day): Promise<Availability> {
      const quote = rentalPrice(planOf(plan), days)
      const [first, last] = [firstBookableDay(today), lastBookableDay(today)]
      let nextAvailable: Day[] = []
      // A week either side first (one read answers most questions and their nearest days), then
      // the whole search: every start day within `reach` is weighed, so the nearest found within
      // it are the nearest there are.
      for (const reach of NEAREST_REACH) {
        const from = [addDays(start, -Math.min(reach, NEAREST_SEARCH_DAYS.before)), first].sort()[1]!
        const to = [addDays(start, Math.min(reach, NEAREST_SEARCH_DAYS.after)), last].sort()[0]!
        const { resources, claims } = await fleetClaims(plan, { start: daySpan(from < start ? from : start, 1).start, end: daySpan(to > start ? to : start, days).end })
        if (reach === NEAREST_REACH[0]) {
          const units = freeResources(resources, claims, daySpan(start, days)).length
          if (units > 0) return { available: true, units, price: quote.total, quote, nextAvailable: [] }
        }
        if (from > to) break
        const candidates = daysFrom(from, daysBetween(from, to) + 1).filter((d) => d !== start)
        nextAvailable = nearestWithRoom(candidates, (d) => daySpan(d, days), (d) => daysBetween(start, d), resources, claims, { limit: NEAREST_COUNT })
        if (nextAvailable.length >= NEAREST_COUNT) break
      }
      return { available: false, units: 0, price: quote.total, quote, nextAvailable }
    },

    async month(plan: PlanId, month: Month, today: Day): Promise<MonthAvailability> {
      const resources = await resourcesOf(plan)
      const days = daysOfMonth(month)
      const span = { start: daySpan(days[0]!, 1).start, end: daySpan(days.at(-1)!, 1).end }
      const claims = indexClaims(await claimsOver(db, span, resources))
      const counts = freeCounts(resources, claims, days.map((d) => daySpan(d, 1)))
      const [first, last] = [firstBookableDay(today), lastBookableDay(today)]
      return { plan, month, units: resources.length, days: days.map((date, i) => ({ date, free: counts[i]!, bookable: date >= first && date <= last })) }
    },
  }
}

export type AvailabilityService = ReturnType<typeof availabilityService>
