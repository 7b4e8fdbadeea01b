/**
 * The availability form's words on /rentals and every town's rental page (a Spanish edition
 * translates this catalogue). On their own, so the pages' script carries these and nothing
 * else of the rental words: the answers' are in rental-booking.ts, drawn on the server.
 */
import { RENTAL_FREE_DELIVERY_MILES } from './rentals'

/** The availability form, on the page and in its script. */
export const AVAILABILITY_FORM_COPY = {
  title: 'Check Availability and Reserve Online',
  heroLink: 'Check Availability Online',
  intro: 'Choose a cart, a start day and how many days. We show whether one is free, the price, and the nearest free days when none is.',
  plan: 'Cart',
  start: 'Start day',
  startHint: 'From tomorrow on. For a cart today, please call us.',
  days: 'Number of days',
  daysHint: 'Rentals count in 24-hour days, 1 to 30.',
  submit: 'Check Availability',
  checking: 'Checking…',
  orCall: 'Prefer to talk it through? Call us:',
  failed: 'Availability could not be checked just now. Please try again, or call us.',
  deliveryNote: `Delivery is free for the first ${RENTAL_FREE_DELIVERY_MILES} miles; we estimate the fee for your town when you reserve.`,
} as const

/** The form's words, widened: what another language's edition fills in (rental-availability-form-es.ts). */
export type AvailabilityFormCopy = { readonly [K in keyof typeof AVAILABILITY_FORM_COPY]: string }
