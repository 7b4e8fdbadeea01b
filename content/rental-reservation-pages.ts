/**
 * The words of the reservation form, the thank-you page and the renter's cancel page (a
 * Spanish edition translates this catalogue). Shared words (days, plans, the deposit) are in
 * rental-booking.ts.
 */
import { formatPrice } from './format'
import { DEPOSIT_NOTE } from './rental-booking'
import { RENTAL_MINIMUM_AGE } from './rentals'

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
  tooLate: (phone: string) => `It is less than 48 hours to your start day: please call us at ${phone} to change or cancel.`,
  notActive: 'This reservation is no longer active: nothing to cancel.',
  badLink: 'This cancel link is not valid. Please use the link in your e-mail, or call us.',
  reservation: (reference?: string) => (reference ? `Reservation ${reference}` : 'Reservation'),
} as const
