/**
 * The words of service drop-off booking, typed once for the pages, the form and the e-mails
 * (a Spanish edition translates this catalogue): the list of days and windows, the form, the
 * booked page and the customer's page behind their link (their e-mails: content/service-emails.ts).
 */
import { timeText } from './dates'

/** "8:00 AM – 10:00 AM" */
export const windowText = (from: string, to: string) => `${timeText(from)} – ${timeText(to)}`

export const placesText = (free: number) => (free === 1 ? '1 place left' : `${free} places left`)

export const SERVICE_BOOKING_COPY = {
  title: 'Book a Service Drop-Off',
  /** The form's heading on /enquiries/service, under the page's title. */
  detailsTitle: 'Your Window and Your Cart',
  intro: 'Choose a drop-off window with room, tell us about your cart, and you get a reference at once. We diagnose first and call with the price before any repair.',
  windowLegend: 'Drop-off window',
  windowHint: 'Only windows with room are listed. Bring the cart, its key and charger within the window.',
  noWindows: (phone: string) => `No drop-off window is open in the next days. Please call us at ${phone}.`,
  cart: 'Your cart',
  make: 'Make',
  model: 'Model',
  problem: 'What is wrong?',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  note: 'Anything else? (optional)',
  honeypot: 'Leave this field empty',
  submit: 'Book This Drop-Off',
  sending: 'Booking…',
  failed: (phone: string) => `Your booking could not be sent. Please try again, or call us at ${phone}.`,
  full: 'The nearest windows with room:',
  fullNone: (phone: string) => `None nearby either. Please call us at ${phone}.`,
  booked: {
    title: 'Your Drop-Off Is Booked',
    lead: 'Thank you. Your cart has a place in this window:',
    reference: 'Your reference',
    window: 'Drop-off',
    cart: 'Cart',
    email: 'We have sent the details to your e-mail, with a calendar invitation. A technician reads what you told us before you arrive.',
    change: 'To cancel or move it, use the link in that e-mail, or call us.',
    missing: 'We could not find that booking. If you booked a moment ago, check your e-mail for the reference, or call us.',
  },
  manage: {
    title: 'Your Service Drop-Off',
    invalid: 'This link is not valid. Please use the link in your e-mail, or call us.',
    status: 'Status',
    cancel: 'Cancel This Drop-Off',
    cancelled: 'Your drop-off is cancelled. We have sent you an e-mail saying so.',
    moved: 'Your drop-off is moved. We have sent you an e-mail with the new window.',
    move: 'Move to another window',
    moveSubmit: 'Move My Drop-Off',
    tooLate: (phone: string) => `The window has begun, so it can no longer be changed online. Please call us at ${phone}.`,
    notActive: 'This booking can no longer be changed online.',
    full: 'That window has just filled up. Please choose another.',
    gone: 'That window is no longer open for booking. Please choose another.',
    choose: 'Choose another window to move your drop-off to.',
  },
  statuses: {
    booked: 'Booked',
    confirmed: 'Confirmed',
    received: 'Cart received',
    'in-progress': 'Being worked on',
    ready: 'Ready for pick-up',
    collected: 'Collected',
    cancelled: 'Cancelled',
  } as Record<string, string>,
} as const
