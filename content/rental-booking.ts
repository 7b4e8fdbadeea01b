/**
 * The words of online rentals that the availability form's answers and the month table show
 * (on /rentals and every town's rental page; the form's own words are in
 * rental-availability-form.ts), and the days, plans and deposit every rental
 * page and e-mail words the same way (a Spanish edition translates this catalogue). The
 * reservation pages' words are in rental-reservation-pages.ts, the e-mails' in
 * rental-emails.ts: each page's script carries only its own. Figures come from
 * content/rentals.ts and content/business.ts.
 */
import { EN_DATES, monthText, type DateWords } from './dates'
import { formatPrice } from './format'
import { RENTAL_PLANS, type RentalRate } from './rentals'

export const daysText = (n: number) => (n === 1 ? '1 day' : `${n} days`)

export const planTitle = (id: string) => RENTAL_PLANS.find((p) => p.id === id)?.title ?? id

export const DEPOSIT_NOTE = `No payment online: the refundable security deposit (${RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} for a ${p.title}`).join(', ')}) is taken on your card when we deliver the cart.`

/** The form's answer and the month's table (rendered on the server only: pages/rentals/checker-view.tsx). */
export const AVAILABILITY_ANSWER_COPY = {
  available: (units: number) => (units === 1 ? 'Available: 1 cart is free for all of those days.' : `Available: ${units} carts are free for all of those days.`),
  unavailable: 'Not available: no cart of this kind is free for all of those days.',
  nearest: 'The nearest start days with a cart free for as many days:',
  noneNearby: 'None nearby either. Please call us and we will find something.',
  price: (total: number, days: number) => `${formatPrice(total)} for ${daysText(days)}`,
  pricePartsLabel: 'The cheapest set of our periods:',
  reserve: 'Reserve This Cart',
  /** "4 Seater: Thursday, June 4, 2026 to Friday, June 5, 2026." */
  stay: (plan: string, from: string, to: string) => `${plan}: ${from} to ${to}.`,
  /** The month table's title, by the plan's id. */
  monthTitle: (plan: string, month: string) => `${planTitle(plan)} carts free each day, ${monthText(month)}`,
  monthCaption: 'How many carts are free on each day; past days and days more than a year ahead cannot be reserved online.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  freeCount: (n: number) => (n === 0 ? 'none free' : `${n} free`),
  notBookable: 'not bookable online',
  showMonth: 'Show the month',
} as const

/** The answers' words with their figures widened: what another language's edition fills in. */
export type AvailabilityAnswerCopy = { readonly [K in keyof typeof AVAILABILITY_ANSWER_COPY]: (typeof AVAILABILITY_ANSWER_COPY)[K] extends string ? string : (typeof AVAILABILITY_ANSWER_COPY)[K] }

/**
 * Everything the availability answer and the month table say, in one language (the server
 * draws them: pages/rentals/checker-view.tsx); Spanish in rental-booking-es.ts.
 */
export interface RentalBookingWords {
  answer: AvailabilityAnswerCopy
  planTitle: (id: string) => string
  daysText: (n: number) => string
  depositNote: string
  /** A price part's period: "1 × Weekly $1,050". */
  periods: Record<RentalRate['label'], string>
  dates: DateWords
}

export const RENTAL_BOOKING_WORDS: RentalBookingWords = {
  answer: AVAILABILITY_ANSWER_COPY,
  planTitle,
  daysText,
  depositNote: DEPOSIT_NOTE,
  periods: { Daily: 'Daily', '3 Day': '3 Day', Weekly: 'Weekly', Monthly: 'Monthly' },
  dates: EN_DATES,
}
