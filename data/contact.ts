/**
 * The contact message: one schema for the browser form, the no-JavaScript form post
 * and the JSON API. Built on zod/mini to keep the contact page's script small.
 */
import * as z from 'zod/mini'

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

function text(required: string, min: number, max: number, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong))
}

export const contactSchema = z.object({
  firstName: text(MESSAGES.firstName, 1, LIMITS.name, `First name must be at most ${LIMITS.name} characters`),
  lastName: text(MESSAGES.lastName, 1, LIMITS.name, `Last name must be at most ${LIMITS.name} characters`),
  email: z
    .string({ error: MESSAGES.email })
    .check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.email(MESSAGES.email)),
  phone: text(MESSAGES.phone, 10, LIMITS.phone, `Phone number must be at most ${LIMITS.phone} characters`),
  interest: z._default(
    z.enum(INTERESTS.map((i) => i.value) as [Interest, ...Interest[]], { error: MESSAGES.interest }),
    'sales',
  ),
  message: text(MESSAGES.message, 10, LIMITS.message, `Message must be at most ${LIMITS.message} characters`),
})

export type ContactMessage = z.infer<typeof contactSchema>
export type ContactErrors = Partial<Record<ContactField, string>>

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; fields: ContactErrors }

/** Validates any input; on failure names each invalid field with its first message. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const fields: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      fields[field as ContactField] ??= issue.message
    }
  }
  if (Object.keys(fields).length === 0) {
    // The body was not an object at all: every field is missing.
    for (const field of CONTACT_FIELDS) if (field !== 'interest') fields[field] = MESSAGES[field]
  }
  return { ok: false, fields }
}

export const VALIDATION_ERROR = 'Please correct the highlighted fields.'

/** The honeypot: a field people never see or fill in. */
export const HONEYPOT_FIELD = 'website'
