/**
 * The words of online rentals that the availability form's answers and the month table show
 * (on /rentals and every town's rental page; the form's own words are in
 * rental-availability-form.ts), and the days, plans and deposit every rental
 * page and e-mail words the same way (a Spanish edition translates this catalogue). The
 * reservation pages' words are in rental-reservation-pages.ts, the e-mails' in
 * rental-emails.ts: each page's script carries only its own. Figures come from
 * content/rentals.ts and content/business.ts.
 */
import { formatPrice } from './format'
import { RENTAL_PLANS } from './rentals'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** "Monday, June 1, 2026" from "2026-06-01" (no Intl: this runs in the page's script). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()]
  return `${weekday}, ${MONTHS[m - 1]} ${d}, ${y}`
}

/** "Mon, Jun 1" */
export function shortDayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()]!.slice(0, 3)
  return `${weekday}, ${MONTHS[m - 1]!.slice(0, 3)} ${d}`
}

/** "June 2026" from "2026-06". */
export function monthText(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${MONTHS[m - 1]} ${y}`
}

export const WEEKDAY_SHORT = WEEKDAYS.map((w) => w.slice(0, 3))

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
  monthTitle: (plan: string, month: string) => `${plan} carts free each day, ${monthText(month)}`,
  monthCaption: 'How many carts are free on each day; past days and days more than a year ahead cannot be reserved online.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  freeCount: (n: number) => (n === 0 ? 'none free' : `${n} free`),
  notBookable: 'not bookable online',
  showMonth: 'Show the month',
} as const
