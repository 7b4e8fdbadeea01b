/**
 * The enquiry forms beyond the contact form (test drive, rental request, trade-in): their fields, labels, choices, limits and messages, as plain constants the
 * forms render with. The schema that validates them is in ./enquiries.ts (loaded by the
 * forms only when they first validate, like the contact form's).
 */
import { business } from '#app/content/business'
import { municipalities } from '#app/content/towns/municipalities'
import type { RentalPlan } from '#app/content/rentals'
import type { LeadKind } from './lead'
import type { EnquiryKind } from './enquiry-kinds'
import { contactMessageKey, type ContactMessageKey } from './contact-fields'

export { ENQUIRY_COPY, ENQUIRY_KINDS, isEnquiryKind, type EnquiryKind } from './enquiry-kinds'

/** The visitor's own fields, shared with the contact form (same rules and messages); the message is optional here. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/** Each kind's own answers, in the order the form asks them. */
export const KIND_FIELDS = {
  'test-drive': ['vehicleId', 'preferredDay', 'timeOfDay'],
  rental: ['plan', 'startDate', 'days', 'town'],
  'trade-in': ['year', 'make', 'model', 'condition'],
} as const satisfies Record<EnquiryKind, readonly string[]>

export type KindField<K extends EnquiryKind = EnquiryKind> = (typeof KIND_FIELDS)[K][number]
export type EnquiryField = (typeof PERSON_FIELDS)[number] | KindField | 'message'
export type EnquiryErrors = Partial<Record<EnquiryField, string>>

/** Every field an enquiry form sends, in form order (for focusing the first error). */
export function enquiryFields(kind: EnquiryKind): readonly EnquiryField[] {
  return [...KIND_FIELDS[kind], ...PERSON_FIELDS, 'message']
}

export const ENQUIRY_LIMITS = {
  make: 60,
  model: 60,
  /** What is wrong with a cart brought in for service (the service booking's field). */
  problem: 2000,
  message: 5000,
  /** How far ahead a test drive can be booked. */
  appointmentDays: 60,
  /** How far ahead a rental can be booked. */
  rentalAheadDays: 365,
  /** The rental policy's longest rental. */
  rentalMaxDays: 30,
  yearMin: 1980,
} as const

export const TIMES_OF_DAY = [
  { value: 'morning', label: 'Morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
] as const

export const CONDITIONS = [
  { value: 'excellent', label: 'Excellent: like new, no repairs needed' },
  { value: 'good', label: 'Good: minor wear, runs well' },
  { value: 'fair', label: 'Fair: runs, needs some work' },
  { value: 'poor', label: 'Poor: does not run or needs major repairs' },
] as const

/**
 * content/rentals.ts's plans by id and title, written out so the form's chunk does not share the
 * price list with the rental pages (domain/leads/enquiries.test.ts checks they agree).
 */
export const RENTAL_PLAN_OPTIONS = [
  { value: '4-seater', label: '4 Seater' },
  { value: '6-seater', label: '6 Seater' },
  { value: 'utility', label: 'Utility' },
] as const satisfies ReadonlyArray<{ value: RentalPlan['id']; label: RentalPlan['title'] }>

/** Rental delivery towns: the municipalities the dealer serves, and anywhere else nearby. */
export const OTHER_TOWN = 'Other'
export const DELIVERY_TOWNS = [...municipalities.map((m) => ({ value: m.name, label: `${m.name} ${m.type}` })), { value: OTHER_TOWN, label: 'Somewhere else (tell us in the message)' }]

export const ENQUIRY_LABELS: Record<EnquiryField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Anything else? (optional)',
  vehicleId: 'Cart',
  preferredDay: 'Preferred day',
  timeOfDay: 'Time of day',
  plan: 'Cart',
  startDate: 'Start date',
  days: 'Number of days',
  town: 'Delivery town',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  condition: 'Condition',
}

/** Per-field messages (the shared person fields keep the contact form's). */
export const ENQUIRY_MESSAGES = {
  vehicleId: 'Choose the cart you would like to drive',
  vehicleGone: 'This cart is no longer available. Call us and we will find you one like it.',
  preferredDay: 'Choose a day for your test drive',
  timeOfDay: 'Choose morning or afternoon',
  plan: 'Choose a 4 seater, a 6 seater or a utility cart',
  startDate: 'Choose the day your rental starts',
  startDateTooFar: `Choose a start date within the next ${ENQUIRY_LIMITS.rentalAheadDays} days`,
  days: `Enter the number of days, from 1 to ${ENQUIRY_LIMITS.rentalMaxDays}`,
  town: 'Choose the town we deliver to',
  make: 'Enter the make of your cart (for example Club Car)',
  model: 'Enter the model of your cart, or "not sure"',
  year: 'Enter the year your cart was made',
  condition: 'Choose the condition of your cart',
  message: `Message must be at most ${ENQUIRY_LIMITS.message} characters`,
  pastDay: 'Choose a day from today on',
  appointmentTooFar: `Choose a day within the next ${ENQUIRY_LIMITS.appointmentDays} days`,
  sunday: 'We are closed on Sundays. Please choose another day',
} as const

/** The trade-in year's message names the years it accepts: `${ENQUIRY_MESSAGES.year}, from 1980 to 2027`. */
export const yearRangeMessage = (min: number, max: number) => `${ENQUIRY_MESSAGES.year}, from ${min} to ${max}`

/** A stable key for each message an enquiry form can show (the contact form's for the person fields), and the numbers it names. */
export type EnquiryMessageKey = ContactMessageKey | keyof typeof ENQUIRY_MESSAGES | 'yearRange'

/** The key of one of the enquiry schema's messages (and the years a year's message names); undefined for any other text. */
export function enquiryMessageKey(message: string): { key: EnquiryMessageKey; values: Record<string, number> } | undefined {
  const contact = contactMessageKey(message)
  if (contact) return { key: contact, values: {} }
  const own = (Object.keys(ENQUIRY_MESSAGES) as Array<keyof typeof ENQUIRY_MESSAGES>).find((key) => ENQUIRY_MESSAGES[key] === message)
  if (own) return { key: own, values: {} }
  const years = /^(\d{4}) to (\d{4})$/.exec(message.startsWith(`${ENQUIRY_MESSAGES.year}, from `) ? message.slice(`${ENQUIRY_MESSAGES.year}, from `.length) : '')
  if (years) return { key: 'yearRange', values: { min: Number(years[1]), max: Number(years[2]) } }
  return undefined
}

/** The dealer's time zone: "today" and "Sunday" are the showroom's, wherever the visitor is. */
export const DEALER_TIME_ZONE: string = business.timeZone

/** Today's date at the dealer, as YYYY-MM-DD. */
export function dealerToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A YYYY-MM-DD date `days` later (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay()
}

/** What a service lead's details hold: its booking's (server/service), or a drop-off day asked for before bookings. */
const SERVICE_DETAILS = [
  ['booking', 'Booking'],
  ['make', 'Make'],
  ['model', 'Model'],
  ['problem', 'What is wrong?'],
  ['dropOffDay', 'Drop-off day'],
  ['dropOffWindow', 'Drop-off window'],
] as const

/** The answers a lead's `details` hold, labelled for people (the desk, the e-mails). */
export function describeDetails(kind: LeadKind, details: Record<string, unknown>): Array<[string, string]> {
  if (kind === 'contact') return []
  if (kind === 'service') return SERVICE_DETAILS.flatMap(([field, label]): Array<[string, string]> => (typeof details[field] === 'string' && details[field] !== '' ? [[label, details[field] as string]] : []))
  const rows: Array<[string, string]> = []
  if (typeof details.vehicleName === 'string') rows.push(['Vehicle', details.vehicleName])
  for (const field of KIND_FIELDS[kind]) {
    if (field === 'vehicleId') continue
    const value = details[field]
    if (value === undefined || value === null || value === '') continue
    const label = ENQUIRY_LABELS[field]
    const text = String(value)
    const option =
      field === 'timeOfDay'
        ? TIMES_OF_DAY.find((o) => o.value === text)?.label
        : field === 'condition'
          ? CONDITIONS.find((o) => o.value === text)?.label
          : field === 'plan'
            ? RENTAL_PLAN_OPTIONS.find((o) => o.value === text)?.label
            : undefined
    rows.push([label, option ?? text])
  }
  return rows
}
