/**
 * What the leads desk accepts, the same in the console's forms, the admin API and the
 * server: the inbox's filters as a query string reads them, a change to a lead (status,
 * assignee, note) and a request to erase a person's leads. No database here.
 */
import { withoutNul } from '../text'
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from './lead'

/** Leads per inbox page. */
export const LEADS_PAGE_SIZE = 50
/** Longest note, assignee and search text the desk takes. */
export const NOTE_MAX = 4000
export const ASSIGNEE_MAX = 100
const Q_MAX = 100
const SOURCE_PAGE_MAX = 500

export interface LeadFilters {
  status?: LeadStatus
  kind?: LeadKind
  /** The page the form was sent from: an exact path ("/contact") or a prefix ending in * ("/vehicles/*"). */
  sourcePage?: string
  /** Arrived on or after this day (YYYY-MM-DD, on the dealer's clock). */
  from?: string
  /** Arrived on or before this day (YYYY-MM-DD, on the dealer's clock). */
  to?: string
  /** Name, e-mail or phone (phone matched by its digits). */
  q?: string
  /** Only leads still new after the overdue time. */
  overdue?: boolean
  /** 1-based. */
  page?: number
}

export type FilterField = keyof LeadFilters
export type FilterErrors = Partial<Record<FilterField, string>>

const isStatus = (v: unknown): v is LeadStatus => typeof v === 'string' && (LEAD_STATUSES as readonly string[]).includes(v)
const isKind = (v: unknown): v is LeadKind => typeof v === 'string' && (LEAD_KINDS as readonly string[]).includes(v)

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * Reads the inbox's filters from a query string (the console's GET form and the API's
 * parameters alike). Empty values mean "any"; each bad value is named with a message and
 * left out of the filters.
 */
export function parseLeadFilters(query: Record<string, unknown>): { filters: LeadFilters; errors: FilterErrors } {
  const text = (key: string): string | undefined => {
    const value = query[key]
    if (typeof value !== 'string') return undefined
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }
  const filters: LeadFilters = {}
  const errors: FilterErrors = {}
  const status = text('status')
  if (status !== undefined) {
    if (isStatus(status)) filters.status = status
    else errors.status = `Choose one of ${LEAD_STATUSES.join(', ')}.`
  }
  const kind = text('kind')
  if (kind !== undefined) {
    if (isKind(kind)) filters.kind = kind
    else errors.kind = `Choose one of ${LEAD_KINDS.join(', ')}.`
  }
  const sourcePage = text('sourcePage')
  if (sourcePage !== undefined) {
    if (sourcePage.length <= SOURCE_PAGE_MAX && sourcePage.startsWith('/')) filters.sourcePage = sourcePage
    else errors.sourcePage = 'Enter a path on this site, like /contact or /vehicles/*.'
  }
  for (const key of ['from', 'to'] as const) {
    const day = text(key)
    if (day === undefined) continue
    if (isDay(day)) filters[key] = day
    else errors[key] = 'Enter a date as YYYY-MM-DD.'
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.to = 'The end date is before the start date.'
    delete filters.to
  }
  const q = text('q')
  if (q !== undefined) {
    if (q.length <= Q_MAX) filters.q = q
    else errors.q = `Search for at most ${Q_MAX} characters.`
  }
  const overdue = text('overdue')
  if (overdue !== undefined) {
    if (['1', 'true', 'yes', 'on'].includes(overdue)) filters.overdue = true
    else if (!['0', 'false', 'no', 'off'].includes(overdue)) errors.overdue = 'Use 1 for overdue leads only.'
  }
  const page = text('page')
  if (page !== undefined) {
    if (/^\d{1,6}$/.test(page) && Number(page) >= 1) filters.page = Number(page)
    else errors.page = 'Enter a page number from 1.'
  }
  return { filters, errors }
}

/** The filters as a query string (without the page), for links such as the CSV export and paging. */
export function filtersQuery(filters: LeadFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams()
  for (const key of ['status', 'kind', 'sourcePage', 'from', 'to', 'q'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (filters.overdue) params.set('overdue', '1')
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The digits of a phone number, without a leading US country code: "+1 (610) 555-0199" → "6105550199". */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** How the dealer answered a lead, recorded with one tap: the first response, in words. */
export const CONTACT_METHODS = ['email', 'call', 'text'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

/** The note a one-tap answer leaves on the lead. */
export const CONTACT_NOTES: Readonly<Record<ContactMethod, string>> = {
  email: 'Replied by e-mail.',
  call: 'Called.',
  text: 'Sent a text message.',
}

export interface LeadUpdate {
  status?: LeadStatus
  /** A name or e-mail; empty clears it. */
  assignee?: string
  note?: string
  /** Answered by e-mail, phone or text: noted, and a new lead becomes contacted. */
  contact?: ContactMethod
}

export type UpdateErrors = Partial<Record<'status' | 'assignee' | 'note' | 'contact' | 'form', string>>

const UPDATE_KEYS = new Set(['status', 'assignee', 'note', 'contact'])
const isContact = (v: unknown): v is ContactMethod => typeof v === 'string' && (CONTACT_METHODS as readonly string[]).includes(v)

/** Validates a PATCH body or console form: at least one of status, assignee, note, contact; each a valid value. */
export function validateLeadUpdate(input: unknown, { allowEmpty = false } = {}): { ok: true; value: LeadUpdate } | { ok: false; fields: UpdateErrors } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: 'Send an object with status, assignee or note' } }
  const body = withoutNul(input) as Record<string, unknown>
  const fields: UpdateErrors = {}
  const value: LeadUpdate = {}
  const unknown = Object.keys(body).filter((key) => !UPDATE_KEYS.has(key))
  if (unknown.length > 0) fields.form = `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. Send status, assignee, note or contact.`
  if (body.status !== undefined) {
    if (isStatus(body.status)) value.status = body.status
    else fields.status = `Choose one of ${LEAD_STATUSES.join(', ')}.`
  }
  if (body.assignee !== undefined && body.assignee !== null) {
    if (typeof body.assignee !== 'string') fields.assignee = 'Enter a name or e-mail, or leave it empty for nobody.'
    else if (body.assignee.trim().length > ASSIGNEE_MAX) fields.assignee = `Use at most ${ASSIGNEE_MAX} characters.`
    else if (/[\u0000-\u001f\u007f]/.test(body.assignee)) fields.assignee = 'Use a single line without control characters.'
    else value.assignee = body.assignee.trim()
  } else if (body.assignee === null) value.assignee = ''
  if (body.note !== undefined) {
    if (typeof body.note !== 'string') fields.note = 'Write the note as text.'
    else if (body.note.trim().length > NOTE_MAX) fields.note = `Keep a note to ${NOTE_MAX} characters.`
    else if (body.note.trim() !== '') value.note = body.note.trim()
    else if (!allowEmpty) fields.note = 'Write the note, or leave the field out.'
  }
  if (body.contact !== undefined && body.contact !== '') {
    if (isContact(body.contact)) value.contact = body.contact
    else fields.contact = `Choose one of ${CONTACT_METHODS.join(', ')}.`
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  if (!allowEmpty && value.status === undefined && value.assignee === undefined && value.note === undefined && value.contact === undefined) {
    return { ok: false, fields: { form: 'Send status, assignee, note or contact' } }
  }
  return { ok: true, value }
}

/** Who to erase: exactly one of an e-mail address or a phone number. */
export type ErasureSubject = { email: string } | { phone: string }

export function validateErasure(input: unknown): { ok: true; value: ErasureSubject } | { ok: false; fields: Partial<Record<'email' | 'phone' | 'form', string>> } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: 'Send { "email" } or { "phone" }' } }
  const body = withoutNul(input) as Record<string, unknown>
  const email = typeof body.email === 'string' ? body.email.trim() : body.email
  const phone = typeof body.phone === 'string' ? body.phone.trim() : body.phone
  const hasEmail = email !== undefined && email !== ''
  const hasPhone = phone !== undefined && phone !== ''
  const unknown = Object.keys(body).filter((key) => key !== 'email' && key !== 'phone')
  if (unknown.length > 0) return { ok: false, fields: { form: `Unknown field: ${unknown.slice(0, 5).join(', ')}. Send email or phone.` } }
  if (hasEmail && hasPhone) return { ok: false, fields: { form: 'Give either an e-mail address or a phone number, not both: each is erased on its own.' } }
  if (!hasEmail && !hasPhone) return { ok: false, fields: { form: 'Give the e-mail address or the phone number to erase.' } }
  if (hasEmail) {
    if (typeof email !== 'string' || email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, fields: { email: 'Enter an e-mail address like name@example.com.' } }
    return { ok: true, value: { email } }
  }
  if (typeof phone !== 'string' || phone.length > 40 || phoneDigits(phone).length < 7 || /[^\d\s()+\-./]/.test(phone)) {
    return { ok: false, fields: { phone: 'Enter the phone number as the visitor gave it, like (610) 555-0199.' } }
  }
  return { ok: true, value: { phone } }
}
