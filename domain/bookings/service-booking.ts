/**
 * A service drop-off booking as every part of the site reads it: its statuses and the desk's
 * steps, until when the customer may cancel or move it online, the day-before reminder,
 * and the schemas of the booking request, the slots query and the owner's settings, with the
 * message each field answers with.
 */
import * as z from 'zod/mini'
import { contactSchema, MESSAGES as PERSON_MESSAGES } from '../leads/contact'
import { ENQUIRY_LIMITS } from '../leads/enquiry-fields'
import { withoutNul } from '../text'
import { addDays, dealerToday, isDay, type Day } from './days'
import { REQUEST_KEY, type Validation } from './rental-request'
import { isTime, parseWindowId, SETTINGS_LIMITS, type ServiceSettings, type WindowRule } from './service-windows'

/**
 * booked → confirmed → received → in-progress → ready → collected; booked or confirmed may be
 * cancelled (by the desk or the customer). A booking holds its window's place until cancelled.
 */
export const SERVICE_STATUSES = ['booked', 'confirmed', 'received', 'in-progress', 'ready', 'collected', 'cancelled'] as const
export type ServiceStatus = (typeof SERVICE_STATUSES)[number]

/** What the desk can do: each step of the status, plus moving to another window. */
export const SERVICE_ACTIONS = ['confirm', 'receive', 'start', 'ready', 'collect', 'cancel'] as const
export type ServiceAction = (typeof SERVICE_ACTIONS)[number]

export const SERVICE_ACTION_RESULT: Record<ServiceAction, ServiceStatus> = {
  confirm: 'confirmed',
  receive: 'received',
  start: 'in-progress',
  ready: 'ready',
  collect: 'collected',
  cancel: 'cancelled',
}

const ALLOWED: Record<ServiceStatus, readonly ServiceAction[]> = {
  booked: ['confirm', 'receive', 'cancel'],
  confirmed: ['receive', 'cancel'],
  received: ['start', 'ready'],
  'in-progress': ['ready'],
  ready: ['collect'],
  collected: [],
  cancelled: [],
}

export const allowedServiceActions = (status: ServiceStatus): readonly ServiceAction[] => ALLOWED[status]

/** A booking not yet dropped off can be moved to another window. */
export const MOVABLE_STATUSES: readonly ServiceStatus[] = ['booked', 'confirmed']
export const isMovable = (status: ServiceStatus) => MOVABLE_STATUSES.includes(status)

/** The customer may cancel or move the booking through their link until the window's start. */
export type CustomerChangeVerdict = 'ok' | 'too-late' | 'not-active'
export function customerMayChange(booking: { status: ServiceStatus; startsAt: number }, now: number): CustomerChangeVerdict {
  if (!isMovable(booking.status)) return 'not-active'
  return now < booking.startsAt ? 'ok' : 'too-late'
}

/** The day whose reminders are due today: tomorrow at the dealer. */
export const reminderDay = (now: number): Day => addDays(dealerToday(now), 1)

export const BOOKING_FIELDS = ['window', 'make', 'model', 'problem', 'firstName', 'lastName', 'email', 'phone', 'note'] as const
export type BookingField = (typeof BOOKING_FIELDS)[number]
export type BookingErrors = Partial<Record<BookingField, string>>

export const SERVICE_MESSAGES = {
  window: 'Choose a drop-off window',
  make: 'Enter the make of your cart (for example Club Car)',
  model: 'Enter the model of your cart, or "not sure"',
  problem: 'Tell us what is wrong in at least 10 characters',
  note: `Please keep it to ${ENQUIRY_LIMITS.message} characters`,
  firstName: PERSON_MESSAGES.firstName,
  lastName: PERSON_MESSAGES.lastName,
  email: PERSON_MESSAGES.email,
  phone: PERSON_MESSAGES.phone,
  invalid: 'Please correct the highlighted fields.',
  full: 'That drop-off window has just filled up. Please choose another.',
  gone: 'That drop-off window is no longer open for booking. Please choose another.',
  sameWindow: 'The booking is in that window already. Choose another to move it.',
  from: 'Give the first day as YYYY-MM-DD',
  days: 'Ask for 1 to 60 days',
  settings: 'Please correct the highlighted settings.',
} as const

const text = (message: string, min: number, max: number) => z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message))

export const bookingSchema = z.object({
  window: z.string({ error: SERVICE_MESSAGES.window }).check(z.refine((value) => parseWindowId(value) !== null, SERVICE_MESSAGES.window)),
  make: text(SERVICE_MESSAGES.make, 2, ENQUIRY_LIMITS.make),
  model: text(SERVICE_MESSAGES.model, 1, ENQUIRY_LIMITS.model),
  problem: text(SERVICE_MESSAGES.problem, 10, ENQUIRY_LIMITS.problem),
  firstName: contactSchema.shape.firstName,
  lastName: contactSchema.shape.lastName,
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  note: z._default(z.string({ error: SERVICE_MESSAGES.note }).check(z.trim(), z.maxLength(ENQUIRY_LIMITS.message, SERVICE_MESSAGES.note)), ''),
  requestKey: z.optional(z.string().check(z.regex(REQUEST_KEY))),
})

export type BookingRequest = z.infer<typeof bookingSchema>

function firstErrors<F extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, fields: readonly F[], missing: (f: F) => string): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) errors[field as F] ??= issue.message
  }
  if (Object.keys(errors).length === 0) for (const field of fields) if (field !== 'note') errors[field] = missing(field)
  return errors
}

export function validateBooking(input: unknown): Validation<BookingRequest, BookingField> {
  const result = bookingSchema.safeParse(withoutNul(input))
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fields: firstErrors(result.error.issues, BOOKING_FIELDS, (f) => SERVICE_MESSAGES[f]) }
}

/** GET /api/service/slots?from=YYYY-MM-DD&days=N (from defaults to today, days to 14). */
export const SLOTS_MAX_DAYS = 60
export function validateSlotsQuery(input: Record<string, unknown>, today: Day = dealerToday()): Validation<{ from: Day; days: number }, 'from' | 'days'> {
  const fields: Partial<Record<'from' | 'days', string>> = {}
  const from = input.from === undefined || input.from === '' ? today : input.from
  if (!isDay(from)) fields.from = SERVICE_MESSAGES.from
  const daysText = input.days === undefined || input.days === '' ? '14' : input.days
  const days = typeof daysText === 'string' && /^\d{1,2}$/.test(daysText) ? Number(daysText) : Number.NaN
  if (!(days >= 1 && days <= SLOTS_MAX_DAYS)) fields.days = SERVICE_MESSAGES.days
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, value: { from: from as Day, days } }
}

/** The settings form's fields: `w<weekday>` one window a line ("08:00-10:00 2"), notice, horizon, closed days one a line. */
export const SETTINGS_MESSAGES = {
  windows: `One window a line, as 08:00-10:00 2 (from, to, how many carts, up to ${SETTINGS_LIMITS.capacity}); at most ${SETTINGS_LIMITS.windowsPerDay} a day, none overlapping another`,
  noticeDays: `Working days of notice, 0 to ${SETTINGS_LIMITS.noticeDays}`,
  horizonDays: `Days ahead one may book, 1 to ${SETTINGS_LIMITS.horizonDays}`,
  closedDays: 'One day a line, as YYYY-MM-DD',
} as const

export type SettingsField = 'w0' | 'w1' | 'w2' | 'w3' | 'w4' | 'w5' | 'w6' | 'noticeDays' | 'horizonDays' | 'closedDays'

const WINDOW_LINE = /^(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})\s+(\d{1,2})$/

/** Parses "08:00-10:00 2" lines into windows in order, or null when any line is wrong or two windows overlap (a window is named by its day and start). */
export function parseWindowLines(value: unknown): WindowRule[] | null {
  if (typeof value !== 'string') return value === undefined ? [] : null
  const rules: WindowRule[] = []
  for (const raw of value.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    const match = WINDOW_LINE.exec(line)
    if (!match) return null
    const [, from, to, capacity] = match as unknown as [string, string, string, string]
    if (!isTime(from) || !isTime(to) || from >= to || Number(capacity) < 1 || Number(capacity) > SETTINGS_LIMITS.capacity) return null
    rules.push({ from, to, capacity: Number(capacity) })
  }
  if (rules.length > SETTINGS_LIMITS.windowsPerDay) return null
  rules.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
  // Sorted by start, each must start at or after the previous one ends.
  if (rules.some((rule, i) => i > 0 && rule.from < rules[i - 1]!.to)) return null
  return rules
}

export const windowLines = (rules: readonly WindowRule[]) => rules.map((r) => `${r.from}-${r.to} ${r.capacity}`).join('\n')

/** The settings form or JSON: windows as lines or arrays. */
export function validateSettings(input: Record<string, unknown>): Validation<ServiceSettings, SettingsField> {
  const fields: Partial<Record<SettingsField, string>> = {}
  const windows: WindowRule[][] = []
  for (let weekday = 0; weekday < 7; weekday++) {
    const key = `w${weekday}` as SettingsField
    const value = input[key]
    const rules = Array.isArray(value) ? parseWindowLines(value.map((r: Partial<WindowRule>) => `${r?.from}-${r?.to} ${r?.capacity}`).join('\n')) : parseWindowLines(value)
    if (rules === null) fields[key] = SETTINGS_MESSAGES.windows
    windows.push(rules ?? [])
  }
  const whole = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN)
  const noticeDays = whole(input.noticeDays)
  if (!(noticeDays >= 0 && noticeDays <= SETTINGS_LIMITS.noticeDays)) fields.noticeDays = SETTINGS_MESSAGES.noticeDays
  const horizonDays = whole(input.horizonDays)
  if (!(horizonDays >= 1 && horizonDays <= SETTINGS_LIMITS.horizonDays)) fields.horizonDays = SETTINGS_MESSAGES.horizonDays
  const closed = Array.isArray(input.closedDays) ? input.closedDays : typeof input.closedDays === 'string' ? input.closedDays.split(/[\s,]+/) : input.closedDays === undefined ? [] : null
  const closedDays = (closed ?? []).filter((d) => d !== '')
  if (closed === null || !closedDays.every(isDay) || closedDays.length > SETTINGS_LIMITS.closedDays) fields.closedDays = SETTINGS_MESSAGES.closedDays
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, value: { windows, noticeDays, horizonDays, closedDays: [...new Set(closedDays as Day[])].sort() } }
}
