/**
 * The words of online rental reservations, typed once for the pages, the widget and the
 * e-mails (a Spanish edition translates this catalogue): the availability form and its
 * answers, the month table, the reservation form, the thank-you and cancel pages, and the
 * renter's e-mails. Figures come from content/rentals.ts and content/business.ts.
 */
import { business } from './business'
import { formatPrice } from './format'
import { RENTAL_FREE_DELIVERY_MILES, RENTAL_MINIMUM_AGE, RENTAL_PLANS } from './rentals'

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

export const AVAILABILITY_COPY = {
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
  available: (units: number) => (units === 1 ? 'Available: 1 cart is free for all of those days.' : `Available: ${units} carts are free for all of those days.`),
  unavailable: 'Not available: no cart of this kind is free for all of those days.',
  nearest: 'The nearest start days with a cart free for as many days:',
  noneNearby: 'None nearby either. Please call us and we will find something.',
  price: (total: number, days: number) => `${formatPrice(total)} for ${daysText(days)}`,
  pricePartsLabel: 'The cheapest set of our periods:',
  reserve: 'Reserve This Cart',
  orCall: 'Prefer to talk it through? Call us:',
  failed: 'Availability could not be checked just now. Please try again, or call us.',
  deliveryNote: `Delivery is free for the first ${RENTAL_FREE_DELIVERY_MILES} miles; we estimate the fee for your town when you reserve.`,
  monthTitle: (plan: string, month: string) => `${plan} carts free each day, ${monthText(month)}`,
  monthCaption: 'How many carts are free on each day; past days and days more than a year ahead cannot be reserved online.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  freeCount: (n: number) => (n === 0 ? 'none free' : `${n} free`),
  notBookable: 'not bookable online',
  showMonth: 'Show the month',
} as const

export const RESERVE_COPY = {
  eyebrow: 'Golf cart rentals',
  title: 'Reserve a Rental Cart',
  choosePlan: 'Choose a cart',
  chooseTown: 'Choose a town',
  collected: (day: string) => `collected ${day}`,
  call: 'Call',
  honeypot: 'Leave this field empty',
  intro: 'Tell us where the cart is going and how to reach you. We hold a cart for you at once and confirm by e-mail.',
  summaryTitle: 'Your rental',
  plan: 'Cart',
  start: 'Start day',
  days: 'Number of days',
  town: 'Delivery town',
  address: 'Delivery address',
  addressHint: 'Street and number, and anything the driver needs (a gate, a venue entrance).',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  note: 'Anything else? (optional)',
  driver: `The driver is ${RENTAL_MINIMUM_AGE} or older and has a valid driver's license`,
  driverHint: 'As our rental policy asks; we check the license at delivery.',
  submit: 'Reserve',
  sending: 'Reserving…',
  price: 'Price',
  delivery: 'Delivery (estimate)',
  deliveryFree: (miles: number) => `Free: about ${miles} miles from our showroom`,
  deliveryFee: (fee: number, miles: number) => `About ${formatPrice(fee)} (about ${miles} miles from our showroom)`,
  deliveryUnknown: 'We quote the delivery fee when we confirm',
  deliveryEstimateNote: 'The delivery fee is an estimate from the distance to your town; we confirm it with your reservation.',
  noPayment: DEPOSIT_NOTE,
  hold: (hours: number) => `We hold the cart for ${hours} hours while we confirm your reservation.`,
  full: 'That cart was just taken for some of those days. These start days have one free:',
  fullNone: 'No cart of this kind is free for those days or nearby. Please call us and we will find something.',
  chooseOther: 'Or change the days',
  policy: 'Rental policy',
  failed: 'Your reservation could not be sent. Please try again, or call us.',
} as const

export const THANK_YOU_COPY = {
  eyebrow: 'Reservation received',
  title: 'Your Cart Is Held',
  reference: 'Your reference',
  next: [
    'We check the cart and your delivery address, then confirm by e-mail, with a calendar invitation.',
    'Your cart arrives cleaned, charged and insured on your start day; we call to agree on a delivery time.',
    'The security deposit is taken on your card at delivery; there is nothing to pay online.',
  ],
  nextTitle: 'What happens next',
  call: (phone: string) => `Call ${phone}`,
  cancelNote: 'Need to cancel? Use the link in your e-mail, up to 48 hours before your start day, or call us.',
  unknown: 'We could not find that reservation. If you just reserved, check your e-mail or call us.',
} as const

export const CANCEL_COPY = {
  title: 'Cancel Your Rental Reservation',
  intro: 'Check the reservation below, then cancel it if you are sure.',
  submit: 'Cancel My Reservation',
  cancelled: 'Your reservation is cancelled. We have e-mailed you a note of it.',
  tooLate: `It is less than 48 hours to your start day: please call us at ${business.phones.main.display} to change or cancel.`,
  notActive: 'This reservation is no longer active: nothing to cancel.',
  badLink: 'This cancel link is not valid. Please use the link in your e-mail, or call us.',
  reservation: (reference?: string) => (reference ? `Reservation ${reference}` : 'Reservation'),
} as const

/** What the renter's e-mails say, by kind; `Reservation` values are filled in by server/rentals/emails.ts. */
export const RENTAL_EMAIL_COPY = {
  signature: [business.name, `${business.phones.main.display} · ${business.emails.sales}`],
  greeting: (firstName: string) => `Hello ${firstName},`,
  details: 'Your rental',
  labels: { reference: 'Reference', cart: 'Cart', start: 'Starts', end: 'Collected', days: 'Days', price: 'Price', delivery: 'Delivery (estimate)', address: 'Delivery address', unit: 'Your cart' },
  cancelLink: 'To cancel online (until 48 hours before your start day):',
  deliveryFree: (miles: number) => `Free (about ${miles} miles)`,
  deliveryFee: (fee: number, miles: number) => `About ${formatPrice(fee)} (about ${miles} miles)`,
  deliveryUnknown: 'Quoted when we confirm',
  call: `Questions? Call us at ${business.phones.main.display}.`,
  deposit: DEPOSIT_NOTE,
  requested: {
    subject: (ref: string) => `We received your rental reservation ${ref}: ${business.name}`,
    lines: (hours: number) => [`Thank you for reserving with ${business.name}. A cart is held for you while we confirm, within ${hours} hours.`, 'You will get a second e-mail when it is confirmed.'],
  },
  confirmed: {
    subject: (ref: string) => `Your rental ${ref} is confirmed: ${business.name}`,
    lines: ['Your reservation is confirmed. The attached calendar file (.ics) adds it to your calendar.', 'We call you before your start day to agree on a delivery time.'],
  },
  declined: {
    subject: (ref: string) => `We could not confirm your rental ${ref}: ${business.name}`,
    lines: (reason: string) => ['We are sorry: we could not confirm your reservation.', `The reason: ${reason}`, 'Call us and we will gladly look for other days or another cart.'],
  },
  cancelled: {
    subject: (ref: string) => `Your rental ${ref} is cancelled: ${business.name}`,
    lines: (reason: string) => ['Your reservation is cancelled.', `Note: ${reason}`, 'Nothing was charged. We hope to see you another time.'],
  },
  released: {
    subject: (ref: string) => `Your rental request ${ref} has lapsed: ${business.name}`,
    lines: (hours: number) => [`We could not confirm your request within ${hours} hours, so the cart we held is free again.`, 'We are sorry. Call us, or reserve again online, and we will look after you first.'],
  },
  reminder: {
    subject: (ref: string) => `Your golf cart arrives tomorrow (${ref}): ${business.name}`,
    lines: ['A reminder: your rental starts tomorrow.', 'Please have someone 18 or older at the address to receive the cart, with the driver\u2019s license and a card for the deposit.'],
  },
  calendar: {
    summary: (plan: string, days: number) => `Golf cart rental: ${plan}, ${daysText(days)}`,
    description: (ref: string) => `${business.name} rental ${ref}. Questions: ${business.phones.main.display}.`,
  },
} as const
