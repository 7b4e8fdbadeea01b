/**
 * What the availability form on /rentals and every /rentals/{town} shows, built by their +data
 * hooks: the form as asked (a GET the server answers, so it works without JavaScript) and,
 * when a question was asked, the answer (free or not, the price, the nearest free start days)
 * and the month's table of free carts per day. A page without a question needs no database
 * and stays cached; one with a question renders per request (domain/bookings/rental-request.ts).
 */
import type { PageContextServer } from 'vike/types'
import { RENTAL_PLANS } from '#app/content/rentals'
import { addDays, addMonths, dealerToday, isMonth, monthOf, weekdayOf } from '#app/domain/bookings/days'
import { validateAvailability, validateCalendar, type PlanId } from '#app/domain/bookings/rental-request'
import { firstBookableDay, lastBookableDay, returnDay } from '#app/domain/bookings/rental-reservation'
import type { PricePart } from '#app/domain/bookings/rental-price'

export interface CheckerResult {
  available: boolean
  units: number
  price: number
  parts: PricePart[]
  plan: PlanId
  start: string
  days: number
  returnDay: string
  nextAvailable: string[]
}

export interface MonthTable {
  plan: PlanId
  month: string
  units: number
  /** Leading blanks so the first day falls under its weekday. */
  offset: number
  days: Array<{ date: string; free: number; bookable: boolean }>
  previous: string
  next: string
}

export interface CheckerData {
  /** The page the form answers on (its GET action). */
  path: string
  /** The delivery town the page is about, carried to the reservation. */
  town?: string
  values: { plan: string; start: string; days: string }
  errors: Partial<Record<'plan' | 'start' | 'days' | 'month', string>>
  firstDay: string
  lastDay: string
  result?: CheckerResult
  month?: MonthTable
}

export const PLAN_CHOICES = RENTAL_PLANS.map((p) => ({ value: p.id, label: p.title }))

/** The month table as the page and the widget show it. */
export function monthTable(answer: { plan: PlanId; month: string; units: number; days: Array<{ date: string; free: number; bookable: boolean }> }): MonthTable {
  return { ...answer, offset: weekdayOf(`${answer.month}-01`), previous: addMonths(answer.month, -1), next: addMonths(answer.month, 1) }
}

export async function checkerData(pageContext: PageContextServer, path: string, town?: string): Promise<CheckerData> {
  const search = pageContext.urlParsed.search
  const today = dealerToday()
  const data: CheckerData = {
    path,
    ...(town ? { town } : {}),
    values: { plan: search.plan ?? RENTAL_PLANS[0]!.id, start: search.start ?? addDays(today, 7), days: search.days ?? '1' },
    errors: {},
    firstDay: firstBookableDay(today),
    lastDay: lastBookableDay(today),
  }
  const asked = ['plan', 'start', 'days'].some((f) => search[f] !== undefined)
  const availability = pageContext.services.rentalAvailability
  if (asked) {
    const check = validateAvailability({ plan: search.plan, start: search.start, days: search.days }, today)
    if (!check.ok) data.errors = check.fields
    else {
      const answer = await availability.availability(check.value, today)
      data.result = {
        available: answer.available,
        units: answer.units,
        price: answer.price,
        parts: answer.quote.parts,
        plan: check.value.plan,
        start: check.value.start,
        days: check.value.days,
        returnDay: returnDay(check.value.start, check.value.days),
        nextAvailable: answer.nextAvailable,
      }
    }
  }
  if (search.month !== undefined || (data.result && !data.errors.plan)) {
    const month = search.month ?? monthOf(data.result?.start ?? data.values.start)
    const check = validateCalendar({ plan: data.values.plan, month })
    if (!check.ok) Object.assign(data.errors, check.fields.month ? { month: check.fields.month } : {}, check.fields.plan ? { plan: check.fields.plan } : {})
    else if (isMonth(month)) data.month = monthTable(await availability.month(check.value.plan, check.value.month, today))
  }
  return data
}
