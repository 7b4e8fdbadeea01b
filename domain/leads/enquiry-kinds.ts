/**
 * The enquiry kinds and what each form is called, what its button says and what happens
 * once it is sent: small, for the pages that offer a form before its fields are loaded.
 */
import type { LeadKind } from './lead'

/** Leads from a form of their own beyond the contact form; a service lead comes with a booking (server/service). */
export type EnquiryKind = Exclude<LeadKind, 'contact' | 'service'>
export const ENQUIRY_KINDS = ['test-drive', 'rental', 'trade-in'] as const satisfies readonly EnquiryKind[]

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(value)
}

/** What each form is called, what its button says, and what happens once it is sent. */
export const ENQUIRY_COPY: Record<EnquiryKind, { title: string; submit: string; sent: string; next: readonly string[] }> = {
  'test-drive': {
    title: 'Request a Test Drive',
    submit: 'Request Test Drive',
    sent: 'Your test drive request is in',
    next: [
      'We check that the cart is charged and ready on the day you chose.',
      'A member of our sales team calls or e-mails you to confirm the day and time.',
      'Bring your driver\u2019s license; the drive takes about 20 minutes and there is no obligation.',
    ],
  },
  rental: {
    title: 'Request a Rental',
    submit: 'Request Rental',
    sent: 'Your rental request is in',
    next: [
      'We check that a cart of the kind you chose is free for your dates.',
      'We call or e-mail you with the price, the delivery fee and a delivery time.',
      'Your cart arrives cleaned, charged and insured on the day your rental starts.',
    ],
  },
  'trade-in': {
    title: 'Value Your Trade-In',
    submit: 'Send Trade-In Details',
    sent: 'Your trade-in details are in',
    next: [
      'Our sales team looks up carts like yours and what they sell for.',
      'We call or e-mail you with a first estimate and any questions about your cart.',
      'Bring your cart by (or we collect it) for a final offer toward your next cart.',
    ],
  },
}

