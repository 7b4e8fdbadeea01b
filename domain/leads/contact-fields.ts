/**
 * The contact form's fields, labels, limits and messages: plain constants the form can
 * render with. The schema that validates them is in ./contact.ts (loaded by the form
 * only when it first validates, to keep the page's first script small).
 */
export const INTERESTS = [
  { value: 'sales', label: 'Sales Inquiry' },
  { value: 'service', label: 'Service Request' },
  { value: 'parts', label: 'Parts & Accessories' },
  { value: 'general', label: 'General Question' },
] as const

export type Interest = (typeof INTERESTS)[number]['value']

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'interest', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number is required',
  interest: 'Please choose what your message is about',
  message: 'Message must be at least 10 characters',
} as const satisfies Record<ContactField, string>

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const

/** A field's message when its answer is too long. */
export const TOO_LONG_MESSAGES = {
  firstNameTooLong: `First name must be at most ${LIMITS.name} characters`,
  lastNameTooLong: `Last name must be at most ${LIMITS.name} characters`,
  phoneTooLong: `Phone number must be at most ${LIMITS.phone} characters`,
  messageTooLong: `Message must be at most ${LIMITS.message} characters`,
} as const

/**
 * Every message the contact schema gives, by a stable key (the field, or the field and what is
 * wrong): the API answers in English, and a page in another language says the message the key
 * names in its own words.
 */
export const CONTACT_MESSAGES = { ...MESSAGES, ...TOO_LONG_MESSAGES } as const
export type ContactMessageKey = keyof typeof CONTACT_MESSAGES

/** The key of one of the contact schema's messages; undefined for any other text. */
export function contactMessageKey(message: string): ContactMessageKey | undefined {
  return (Object.keys(CONTACT_MESSAGES) as ContactMessageKey[]).find((key) => CONTACT_MESSAGES[key] === message)
}

export type ContactErrors = Partial<Record<ContactField, string>>

export const VALIDATION_ERROR = 'Please correct the highlighted fields.'

/** The honeypot: a field people never see or fill in. */
export const HONEYPOT_FIELD = 'website'
