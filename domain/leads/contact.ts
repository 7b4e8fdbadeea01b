/**
 * The contact message: one schema for the browser form, the no-JavaScript form post
 * and the JSON API. Built on zod/mini to keep the contact page's script small.
 */
import * as z from 'zod/mini'
import { CONTACT_FIELDS, INTERESTS, LIMITS, MESSAGES, TOO_LONG_MESSAGES, type ContactErrors, type ContactField, type Interest } from './contact-fields'

import { withoutNul } from '../text'

export * from './contact-fields'

function text(required: string, min: number, max: number, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong))
}

export const contactSchema = z.object({
  firstName: text(MESSAGES.firstName, 1, LIMITS.name, TOO_LONG_MESSAGES.firstNameTooLong),
  lastName: text(MESSAGES.lastName, 1, LIMITS.name, TOO_LONG_MESSAGES.lastNameTooLong),
  email: z
    .string({ error: MESSAGES.email })
    .check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.email(MESSAGES.email)),
  phone: text(MESSAGES.phone, 10, LIMITS.phone, TOO_LONG_MESSAGES.phoneTooLong),
  interest: z._default(
    z.enum(INTERESTS.map((i) => i.value) as [Interest, ...Interest[]], { error: MESSAGES.interest }),
    'sales',
  ),
  message: text(MESSAGES.message, 10, LIMITS.message, TOO_LONG_MESSAGES.messageTooLong),
})

export type ContactMessage = z.infer<typeof contactSchema>

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; fields: ContactErrors }

/** Validates any input; on failure names each invalid field with its first message. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(withoutNul(input))
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

