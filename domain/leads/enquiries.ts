/**
 * The enquiry forms' schema: one zod/mini schema per kind for the browser form, the
 * no-JavaScript post and the JSON API, built on the contact form's rules for name,
 * e-mail and phone. Dates are checked against today at the dealer.
 */
import * as z from 'zod/mini'
import { contactSchema, LIMITS, MESSAGES, type ContactMessage, type Interest } from './contact'
import { withoutNul } from '../text'
import {
  addDays,
  CONDITIONS,
  dayOfWeek,
  dealerToday,
  DELIVERY_TOWNS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  enquiryFields,
  KIND_FIELDS,
  RENTAL_PLAN_OPTIONS,
  TIMES_OF_DAY,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryKind,
  yearRangeMessage,
} from './enquiry-fields'

export * from './enquiry-fields'

/** A vehicle id as the inventory writes them: lower-case words joined by dashes. */
const VEHICLE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/

const required = (message: string, max: number) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message))

function choice<const T extends readonly { value: string }[]>(options: T, message: string) {
  return z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: message })
}

/** A YYYY-MM-DD day from today to `aheadDays` ahead, optionally never a Sunday. */
function day(today: string, message: string, { aheadDays, tooFar, noSunday }: { aheadDays: number; tooFar: string; noSunday: boolean }) {
  return z.string({ error: message }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value)
      const issue = (text: string) => ctx.addIssue({ code: 'custom', message: text, input: value })
      if (!valid) return issue(message)
      if (value < today) return issue(ENQUIRY_MESSAGES.pastDay)
      if (value > addDays(today, aheadDays)) return issue(tooFar)
      if (noSunday && dayOfWeek(value) === 0) return issue(ENQUIRY_MESSAGES.sunday)
    }),
  )
}

/** A whole number from a JSON number or a form's digits. */
function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.pipe(
      z.transform((value: number | string) => (typeof value === 'number' ? value : /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN)),
      z.int({ error: message }).check(z.gte(min, message), z.lte(max, message)),
    ),
  )
}

const optionalVehicleId = z.optional(z.string().check(z.trim(), z.regex(VEHICLE_ID, ENQUIRY_MESSAGES.vehicleId)))

function kindShape(kind: EnquiryKind, today: string) {
  const appointment = { aheadDays: ENQUIRY_LIMITS.appointmentDays, tooFar: ENQUIRY_MESSAGES.appointmentTooFar, noSunday: true }
  switch (kind) {
    case 'test-drive':
      return {
        vehicleId: z.string({ error: ENQUIRY_MESSAGES.vehicleId }).check(z.trim(), z.regex(VEHICLE_ID, ENQUIRY_MESSAGES.vehicleId)),
        preferredDay: day(today, ENQUIRY_MESSAGES.preferredDay, appointment),
        timeOfDay: choice(TIMES_OF_DAY, ENQUIRY_MESSAGES.timeOfDay),
      }
    case 'rental':
      return {
        plan: choice(RENTAL_PLAN_OPTIONS, ENQUIRY_MESSAGES.plan),
        startDate: day(today, ENQUIRY_MESSAGES.startDate, { aheadDays: ENQUIRY_LIMITS.rentalAheadDays, tooFar: ENQUIRY_MESSAGES.startDateTooFar, noSunday: false }),
        days: wholeNumber(1, ENQUIRY_LIMITS.rentalMaxDays, ENQUIRY_MESSAGES.days),
        town: choice(DELIVERY_TOWNS, ENQUIRY_MESSAGES.town),
      }
    case 'trade-in': {
      const latest = Number(today.slice(0, 4)) + 1
      return {
        year: wholeNumber(ENQUIRY_LIMITS.yearMin, latest, yearRangeMessage(ENQUIRY_LIMITS.yearMin, latest)),
        make: required(ENQUIRY_MESSAGES.make, ENQUIRY_LIMITS.make),
        model: required(ENQUIRY_MESSAGES.model, ENQUIRY_LIMITS.model),
        condition: choice(CONDITIONS, ENQUIRY_MESSAGES.condition),
        vehicleId: optionalVehicleId,
      }
    }
  }
}

/** The schema of one kind's form, for `today` (YYYY-MM-DD at the dealer). */
export function enquirySchema(kind: EnquiryKind, today: string = dealerToday()) {
  const { firstName, lastName, email, phone } = contactSchema.shape
  return z.object({
    firstName,
    lastName,
    email,
    phone,
    message: z._default(z.string({ error: ENQUIRY_MESSAGES.message }).check(z.trim(), z.maxLength(LIMITS.message, ENQUIRY_MESSAGES.message)), ''),
    ...kindShape(kind, today),
  })
}

/** Whom the sales e-mail is for (the contact form's interest). */
export const KIND_INTEREST: Record<EnquiryKind, Interest> = {
  'test-drive': 'sales',
  rental: 'sales',
  'trade-in': 'sales',
}

export interface Enquiry {
  kind: EnquiryKind
  /** The visitor's fields, as the leads table keeps every lead. */
  person: ContactMessage
  /** The kind's own answers. */
  details: Record<string, string | number>
  vehicleId?: string
}

export type EnquiryValidation = { ok: true; value: Enquiry } | { ok: false; fields: EnquiryErrors }

const PERSON_MESSAGES: EnquiryErrors = { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName, email: MESSAGES.email, phone: MESSAGES.phone }

/** Validates any input for one kind; on failure names each invalid field with its first message. */
export function validateEnquiry(kind: EnquiryKind, input: unknown, today: string = dealerToday()): EnquiryValidation {
  const result = enquirySchema(kind, today).safeParse(withoutNul(input))
  const fields = enquiryFields(kind)
  if (!result.success) {
    const errors: EnquiryErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && (fields as readonly string[]).includes(field)) errors[field as EnquiryField] ??= issue.message
    }
    if (Object.keys(errors).length === 0) {
      // Not an object at all: every required field is missing.
      Object.assign(errors, PERSON_MESSAGES)
      for (const field of KIND_FIELDS[kind]) if (kind !== 'trade-in' || field !== 'vehicleId') errors[field] = firstMessage(kind, field, today)
    }
    return { ok: false, fields: errors }
  }
  const { firstName, lastName, email, phone, message, ...answers } = result.data as unknown as Record<string, string | number | undefined> & Omit<ContactMessage, 'interest'>
  const details: Record<string, string | number> = {}
  let vehicleId: string | undefined
  for (const [field, value] of Object.entries(answers)) {
    if (value === undefined || value === '') continue
    if (field === 'vehicleId') vehicleId = String(value)
    else details[field] = value
  }
  return {
    ok: true,
    value: {
      kind,
      person: { firstName, lastName, email, phone, message: message ?? '', interest: KIND_INTEREST[kind] },
      details,
      ...(vehicleId ? { vehicleId } : {}),
    },
  }
}

/** The message a missing field gets. */
function firstMessage(kind: EnquiryKind, field: EnquiryField, today: string): string {
  const result = enquirySchema(kind, today).safeParse({})
  if (result.success) return ''
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? ''
}
