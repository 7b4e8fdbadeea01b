/**
 * What the renter's e-mails say (a Spanish edition translates this catalogue); the server
 * fills in each reservation (server/rentals/emails.ts).
 */
import { business, type Phone } from './business'
import { formatPrice } from './format'
import { daysText, DEPOSIT_NOTE } from './rental-booking'

/** By kind of e-mail. */
export const RENTAL_EMAIL_COPY = {
  /** The dealer's phone and e-mail as the settings have them when the message is composed. */
  signature: (phone: Phone, email: string) => [business.name, `${phone.display} · ${email}`],
  greeting: (firstName: string) => `Hello ${firstName},`,
  details: 'Your rental',
  labels: { reference: 'Reference', cart: 'Cart', start: 'Starts', end: 'Collected', days: 'Days', price: 'Price', delivery: 'Delivery (estimate)', address: 'Delivery address', unit: 'Your cart' },
  cancelLink: 'To cancel online (until 48 hours before your start day):',
  deliveryFree: (miles: number) => `Free (about ${miles} miles)`,
  deliveryFee: (fee: number, miles: number) => `About ${formatPrice(fee)} (about ${miles} miles)`,
  deliveryUnknown: 'Quoted when we confirm',
  call: (phone: Phone) => `Questions? Call us at ${phone.display}.`,
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
    description: (ref: string, phone: Phone) => `${business.name} rental ${ref}. Questions: ${phone.display}.`,
  },
} as const
