/**
 * The words of online rentals that the availability form's answers and the month table show
 * (on /rentals and every town's rental page; the form's own words are in
 * rental-availability-form.ts), and the days, plans and deposit every rental
 * page and e-mail words the same way (a Spanish edition translates this catalogue). The
 * reservation pages' words are in rental-reservation-pages.ts, the e-mails' in
 * rental-emails.ts: each page's script carries only its own. Figures come from
 * content/rentals.ts and content/business.ts.
 */
import { monthText } from './dates'
import { formatPrice } from './format'
import { RENTAL_PLANS } from './rentals'

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
