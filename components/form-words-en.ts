/**
 * The lead forms' words in English (components/ContactForm.tsx, components/EnquiryForm.tsx and
 * its fields): the forms' default, and the shape every language's words take
 * (components/form-words.ts, which a page's +words.ts reads on the server). Kept apart from the
 * other languages so a page that renders a form without passing its words carries the English
 * alone.
 */
import { CONTACT_MESSAGES, VALIDATION_ERROR, type ContactMessageKey } from '../domain/leads/contact-fields'
import type { EnquiryKind } from '../domain/leads/enquiry-kinds'
import { ENQUIRY_LABELS } from '../domain/leads/enquiry-fields'
import { ENQUIRY_SHELL_EN } from './enquiry-shell-words-en'

/** A catalogue's shape with any strings: the English defines the keys, not the text. */
type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> }

/** What every lead form says around its fields: the whole form's messages and its toasts. */
const form = {
  honeypot: 'Leave this field empty',
  sending: 'Sending...',
  /** The toast's title when a form could not be sent. */
  errorTitle: 'Error',
  /** useLeadForm's SUBMIT_FAILED. */
  submitFailed: 'Failed to send message. Please try again.',
  /** domain/leads VALIDATION_ERROR. */
  validation: VALIDATION_ERROR,
  /** Any other message the server sends a form back with (too many messages, not saved), in a language other than English. */
  failed: 'Your message could not be sent. Please try again, or call us at {phone}.',
}

const contact = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    interest: "I'm interested in",
    message: 'Message',
  },
  interests: {
    sales: 'Sales Inquiry',
    service: 'Service Request',
    parts: 'Parts & Accessories',
    general: 'General Question',
  },
  send: 'Send Message',
  errors: { ...CONTACT_MESSAGES } as Record<ContactMessageKey, string>,
  form,
}

export type ContactFormWords = Words<typeof contact>

const enquiry = {
  /** The fields' labels, as the domain names them (domain/leads/enquiry-fields.ts). */
  labels: { ...ENQUIRY_LABELS },
  /** What each form is called (its accessible name) and what its button says. */
  titles: { 'test-drive': 'Request a Test Drive', rental: 'Request a Rental', 'trade-in': 'Value Your Trade-In' } satisfies Record<EnquiryKind, string>,
  submit: { 'test-drive': 'Request Test Drive', rental: 'Request Rental', 'trade-in': 'Send Trade-In Details' } satisfies Record<EnquiryKind, string>,
  ...ENQUIRY_SHELL_EN,
  cart: 'Cart',
  toward: 'Toward',
  chooseCart: 'Choose a cart',
  chooseTime: 'Choose a time',
  chooseTown: 'Choose a town',
  chooseCondition: 'Choose the condition',
  dayHint: 'Monday to Saturday, within the next 60 days.',
  times: { morning: 'Morning (9 AM - 12 PM)', afternoon: 'Afternoon (12 PM - 5 PM)' },
  conditions: {
    excellent: 'Excellent: like new, no repairs needed',
    good: 'Good: minor wear, runs well',
    fair: 'Fair: runs, needs some work',
    poor: 'Poor: does not run or needs major repairs',
  },
  plans: { '4-seater': '4 Seater', '6-seater': '6 Seater', utility: 'Utility' },
  otherTown: 'Somewhere else (tell us in the message)',
  /** domain/leads/enquiry-fields.ts's messages by their keys (enquiryMessageKey), the person fields' and the message's the contact form's. */
  errors: {
    ...CONTACT_MESSAGES,
    vehicleId: 'Choose the cart you would like to drive',
    vehicleGone: 'This cart is no longer available. Call us and we will find you one like it.',
    preferredDay: 'Choose a day for your test drive',
    timeOfDay: 'Choose morning or afternoon',
    plan: 'Choose a 4 seater, a 6 seater or a utility cart',
    startDate: 'Choose the day your rental starts',
    startDateTooFar: 'Choose a start date within the next 365 days',
    days: 'Enter the number of days, from 1 to 30',
    town: 'Choose the town we deliver to',
    make: 'Enter the make of your cart (for example Club Car)',
    model: 'Enter the model of your cart, or "not sure"',
    year: 'Enter the year your cart was made',
    yearRange: 'Enter the year your cart was made, from {min} to {max}',
    condition: 'Choose the condition of your cart',
    pastDay: 'Choose a day from today on',
    appointmentTooFar: 'Choose a day within the next 60 days',
    sunday: 'We are closed on Sundays. Please choose another day',
  },
  form,
}

export type EnquiryFormWords = Words<typeof enquiry>

/** The forms' words in English; components/form-words.ts has every language's. */
export const FORM_WORDS_EN: { contact: ContactFormWords; enquiry: EnquiryFormWords } = { contact, enquiry }
export type FormWords = typeof FORM_WORDS_EN
