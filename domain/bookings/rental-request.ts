/**
 * What a visitor sends to see what is free and to reserve a cart: one zod/mini schema per
 * request for the no-JavaScript forms, the browser and the JSON API, and the messages each
 * field answers with. Start days are checked against today at the dealer.
 */
import * as z from 'zod/mini'
import { RENTAL_MINIMUM_AGE, RENTAL_PLANS, type RentalPlan } from '#app/content/rentals'
import { contactSchema, MESSAGES as PERSON_MESSAGES } from '../leads/contact'
import { DELIVERY_TOWNS } from '../leads/enquiry-fields'
import { withoutNul } from '../text'
import { dealerToday, isDay, isMonth, type Day, type Month } from './days'
import { RENTAL_MAX_DAYS } from './rental-price'
import { RENTAL_HORIZON_DAYS, startVerdict } from './rental-reservation'

export type PlanId = RentalPlan['id']
export const PLAN_IDS = RENTAL_PLANS.map((p) => p.id) as [PlanId, ...PlanId[]]
export const isPlanId = (value: unknown): value is PlanId => typeof value === 'string' && (PLAN_IDS as string[]).includes(value)

export const RESERVATION_FIELDS = ['plan', 'start', 'days', 'town', 'address', 'firstName', 'lastName', 'email', 'phone', 'note', 'driver'] as const
export type ReservationField = (typeof RESERVATION_FIELDS)[number]
export type ReservationErrors = Partial<Record<ReservationField, string>>

export const RESERVATION_LIMITS = { address: 200, note: 2000 } as const

/** Each field's message, and the answers that concern the whole request. */
export const RENTAL_MESSAGES = {
  plan: 'Choose a 4 seater, a 6 seater or a utility cart',
  start: 'Choose the day your rental starts',
  startTooSoon: 'Choose a start day from tomorrow on; for today, please call us',
  startTooFar: `Choose a start day within the next ${RENTAL_HORIZON_DAYS} days`,
  days: `Enter the number of days, from 1 to ${RENTAL_MAX_DAYS}`,
  month: 'Choose a month (YYYY-MM)',
  town: 'Choose the town we deliver to',
  address: 'Enter the street address we deliver to',
  note: `Please keep it to ${RESERVATION_LIMITS.note} characters`,
  driver: `Confirm that the driver is ${RENTAL_MINIMUM_AGE} or older with a valid driver's license`,
  firstName: PERSON_MESSAGES.firstName,
  lastName: PERSON_MESSAGES.lastName,
  email: PERSON_MESSAGES.email,
  phone: PERSON_MESSAGES.phone,
  invalid: 'Please correct the highlighted fields.',
  noCart: 'No cart of this kind is free for all of those days.',
} as const

const plan = z.enum(PLAN_IDS, { error: RENTAL_MESSAGES.plan })

function startDay(today: Day) {
  return z.string({ error: RENTAL_MESSAGES.start }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message, input: value })
      if (!isDay(value)) return issue(RENTAL_MESSAGES.start)
      const verdict = startVerdict(value, today)
      if (verdict === 'too-soon') return issue(RENTAL_MESSAGES.startTooSoon)
      if (verdict === 'too-far') return issue(RENTAL_MESSAGES.startTooFar)
    }),
  )
}

/** A whole number of days from a JSON number or a form's digits. */
const days = z.pipe(
  z.union([z.number(), z.string()], { error: RENTAL_MESSAGES.days }),
  z.pipe(
    z.transform((value: number | string) => (typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN)),
    z.int({ error: RENTAL_MESSAGES.days }).check(z.gte(1, RENTAL_MESSAGES.days), z.lte(RENTAL_MAX_DAYS, RENTAL_MESSAGES.days)),
  ),
)

export function availabilitySchema(today: Day = dealerToday()) {
  return z.object({ plan, start: startDay(today), days })
}

export const calendarSchema = z.object({
  plan,
  month: z.string({ error: RENTAL_MESSAGES.month }).check(z.refine((value) => isMonth(value), RENTAL_MESSAGES.month)),
})

const townValues = DELIVERY_TOWNS.map((t) => t.value) as [string, ...string[]]
/** A checkbox sends "yes" (or "on"); JSON sends true. */
const driver = z.pipe(
  z.union([z.boolean(), z.string()], { error: RENTAL_MESSAGES.driver }),
  z.transform((value: boolean | string) => value === true || value === 'yes' || value === 'on' || value === 'true'),
).check(z.refine((value) => value === true, RENTAL_MESSAGES.driver))

/** A random key the form sends with each reservation, so the same form sent twice is one reservation. */
export const REQUEST_KEY = /^[A-Za-z0-9_-]{16,64}$/

export function reservationSchema(today: Day = dealerToday()) {
  const { firstName, lastName, email, phone } = contactSchema.shape
  return z.object({
    plan,
    start: startDay(today),
    days,
    town: z.enum(townValues, { error: RENTAL_MESSAGES.town }),
    address: z.string({ error: RENTAL_MESSAGES.address }).check(z.trim(), z.minLength(5, RENTAL_MESSAGES.address), z.maxLength(RESERVATION_LIMITS.address, RENTAL_MESSAGES.address)),
    firstName,
    lastName,
    email,
    phone,
    note: z._default(z.string({ error: RENTAL_MESSAGES.note }).check(z.trim(), z.maxLength(RESERVATION_LIMITS.note, RENTAL_MESSAGES.note)), ''),
    driver,
    requestKey: z.optional(z.string().check(z.regex(REQUEST_KEY))),
  })
}

export interface AvailabilityQuery {
  plan: PlanId
  start: Day
  days: number
}

export interface CalendarQuery {
  plan: PlanId
  month: Month
}

export interface ReservationRequest extends AvailabilityQuery {
  town: string
  address: string
  firstName: string
  lastName: string
  email: string
  phone: string
  note: string
  requestKey?: string
}

export type Validation<T, F extends string> = { ok: true; value: T } | { ok: false; fields: Partial<Record<F, string>> }

/** The first message of each named field; every field of `fields` when the input was not an object at all. */
function fieldErrors<F extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, fields: readonly F[], missing: (field: F) => string): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) errors[field as F] ??= issue.message
  }
  if (Object.keys(errors).length === 0) for (const field of fields) if (field !== 'note') errors[field] = missing(field)
  return errors
}

export function validateAvailability(input: unknown, today: Day = dealerToday()): Validation<AvailabilityQuery, 'plan' | 'start' | 'days'> {
  const result = availabilitySchema(today).safeParse(withoutNul(input))
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fields: fieldErrors(result.error.issues, ['plan', 'start', 'days'] as const, (f) => RENTAL_MESSAGES[f]) }
}

export function validateCalendar(input: unknown): Validation<CalendarQuery, 'plan' | 'month'> {
  const result = calendarSchema.safeParse(withoutNul(input))
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fields: fieldErrors(result.error.issues, ['plan', 'month'] as const, (f) => RENTAL_MESSAGES[f]) }
}

export function validateReservation(input: unknown, today: Day = dealerToday()): Validation<ReservationRequest, ReservationField> {
  const result = reservationSchema(today).safeParse(withoutNul(input))
  if (result.success) {
    const { driver: _confirmed, ...value } = result.data
    return { ok: true, value }
  }
  return { ok: false, fields: fieldErrors(result.error.issues, RESERVATION_FIELDS, (f) => (f === 'note' ? RENTAL_MESSAGES.note : RENTAL_MESSAGES[f])) }
}

/** The query fields that ask the rental pages a live question (what is free, a month's days). */
export const AVAILABILITY_FIELDS = ['plan', 'start', 'days', 'month'] as const

const LIVE_RENTAL_PAGE = /^\/rentals\/(reserve|thank-you|cancel)(\/index\.pageContext\.json)?$/
const RENTAL_PAGE = /^\/rentals(\/[a-z0-9-]+)?(\/index\.pageContext\.json)?$/

/**
 * Whether a URL is a rental page that answers from the live fleet (rendered for each request,
 * never cached): the reservation, thank-you and cancel pages, and the rentals overview or a
 * town's rental page asked about availability.
 */
export function isLiveRentalUrl(pathname: string, search: URLSearchParams): boolean {
  if (LIVE_RENTAL_PAGE.test(pathname)) return true
  return RENTAL_PAGE.test(pathname) && AVAILABILITY_FIELDS.some((field) => search.has(field))
}
