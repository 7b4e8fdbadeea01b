/**
 * The leads desk: what the console and the admin API read and change about leads. The
 * inbox (filters, search, paging, overdue), a lead with its notes and delivery log, the
 * pipeline (status, assignee, notes; each audited without the visitor's details), the CSV
 * export, a person's erasure and the retention purge. All the desk's SQL is here.
 */
import { stringify } from 'csv-stringify/sync'
import { recordAudit, actorLabel, type Actor } from './audit'
import { safeCell } from './csv-safe'
import type { Database, Queries, SqlValue } from './db'
import { dayStart, DEFAULT_LEAD_OVERDUE_MINUTES, DEFAULT_LEAD_RETENTION_DAYS, isOverdue, nextDay, overdueCutoff, retentionCutoff } from './lead-policy'
import {
  CAMPAIGN_TAGS,
  LEAD_KINDS,
  LEAD_STATUSES,
  leadRepository,
  toLead,
  type DeliveryRecord,
  type Lead,
  type LeadKind,
  type LeadStatus,
} from './leads'

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

/** The same digits in SQL (what a visitor types between them: spaces, dashes, brackets, dots, plus, slashes). */
const PHONE_DIGITS_SQL = ["' '", "'-'", "'('", "')'", "'.'", "'+'", "'/'"].reduce((sql, char) => `replace(${sql}, ${char}, '')`, 'phone')
const PHONE_MATCH_SQL = `(${PHONE_DIGITS_SQL} = ? OR ${PHONE_DIGITS_SQL} = '1' || ?)`

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

type LeadRow = Parameters<typeof toLead>[0]

/** A lead as the inbox lists it. */
export interface LeadListItem {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  email: string
  phone: string
  kind: LeadKind
  status: LeadStatus
  assignee?: string
  sourcePage?: string
  vehicleId?: string
  firstResponseAt?: string
  overdue: boolean
}

export interface LeadList {
  leads: LeadListItem[]
  /** Leads matching the filters (all pages). */
  total: number
  page: number
  pageSize: number
  pages: number
  /** Overdue leads in the whole inbox, whatever the filters. */
  overdueCount: number
}

export interface LeadNote {
  id: number
  at: string
  author: string
  text: string
}

export interface LeadDetail extends Lead {
  overdue: boolean
  /** Minutes from arrival to the first status change or note. */
  firstResponseMinutes?: number
  notes: LeadNote[]
  deliveries: DeliveryRecord[]
}

export interface LeadUpdate {
  status?: LeadStatus
  /** A name or e-mail; empty clears it. */
  assignee?: string
  note?: string
}

export type UpdateErrors = Partial<Record<'status' | 'assignee' | 'note' | 'form', string>>

const UPDATE_KEYS = new Set(['status', 'assignee', 'note'])

/** Validates a PATCH body or console form: at least one of status, assignee, note; each a valid value. */
export function validateLeadUpdate(input: unknown, { allowEmpty = false } = {}): { ok: true; value: LeadUpdate } | { ok: false; fields: UpdateErrors } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: 'Send an object with status, assignee or note' } }
  const body = input as Record<string, unknown>
  const fields: UpdateErrors = {}
  const value: LeadUpdate = {}
  const unknown = Object.keys(body).filter((key) => !UPDATE_KEYS.has(key))
  if (unknown.length > 0) fields.form = `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. Send status, assignee or note.`
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
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  if (!allowEmpty && value.status === undefined && value.assignee === undefined && value.note === undefined) {
    return { ok: false, fields: { form: 'Send status, assignee or note' } }
  }
  return { ok: true, value }
}

/** Who to erase: exactly one of an e-mail address or a phone number. */
export type ErasureSubject = { email: string } | { phone: string }

export function validateErasure(input: unknown): { ok: true; value: ErasureSubject } | { ok: false; fields: Partial<Record<'email' | 'phone' | 'form', string>> } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: 'Send { "email" } or { "phone" }' } }
  const body = input as Record<string, unknown>
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

/** How much one erasure or purge removed. */
export interface RemovalCounts {
  leads: number
  notes: number
  messages: number
  attempts: number
}

export type UpdateResult = { ok: true; lead: LeadDetail; changed: boolean } | { ok: false; status: 404 }

export interface LeadDeskSettings {
  overdueMinutes?: number
  retentionDays?: number
  /** The clock (tests move it). */
  now?: () => number
}

export interface LeadDesk {
  readonly overdueMinutes: number
  readonly retentionDays: number
  list(filters?: LeadFilters): Promise<LeadList>
  overdueCount(): Promise<number>
  get(id: string): Promise<LeadDetail | undefined>
  /** Changes status and assignee and adds a note, in one audited transaction. */
  update(actor: Actor, id: string, change: LeadUpdate): Promise<UpdateResult>
  /** Every lead matching the filters (all pages), as CSV. */
  csv(filters?: LeadFilters): Promise<string>
  /** How many leads an erasure of this e-mail address or phone number would delete. */
  matching(subject: ErasureSubject): Promise<number>
  /** Deletes every lead with this e-mail address or phone number, with notes, messages and attempts; audited with counts only. */
  erase(actor: Actor, subject: ErasureSubject): Promise<RemovalCounts>
  /** Deletes leads older than the retention period (same cascade). */
  purge(): Promise<RemovalCounts>
}

export const CSV_HEADER = [
  'id',
  'createdAt',
  'kind',
  'status',
  'overdue',
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'message',
  'details',
  'vehicleId',
  'sourcePage',
  'referrer',
  ...CAMPAIGN_TAGS,
  'assignee',
  'firstResponseAt',
  'firstResponseMinutes',
] as const

export function minutesBetween(from: string, to: string): number | undefined {
  const a = Date.parse(from)
  const b = Date.parse(to)
  return Number.isFinite(a) && Number.isFinite(b) ? Math.max(0, Math.round((b - a) / 60_000)) : undefined
}

export function leadDesk(db: Database, settings: LeadDeskSettings = {}): LeadDesk {
  const overdueMinutes = settings.overdueMinutes ?? DEFAULT_LEAD_OVERDUE_MINUTES
  const retentionDays = settings.retentionDays ?? DEFAULT_LEAD_RETENTION_DAYS
  const now = settings.now ?? (() => Date.now())
  const leads = leadRepository(db)

  function where(filters: LeadFilters, at: number): { sql: string; params: SqlValue[] } {
    const clauses: string[] = []
    const params: SqlValue[] = []
    if (filters.status) {
      clauses.push('status = ?')
      params.push(filters.status)
    }
    if (filters.kind) {
      clauses.push('kind = ?')
      params.push(filters.kind)
    }
    if (filters.sourcePage) {
      if (filters.sourcePage.endsWith('*')) {
        clauses.push("source_page LIKE ? ESCAPE '\\'")
        params.push(`${likeEscape(filters.sourcePage.slice(0, -1))}%`)
      } else {
        clauses.push('source_page = ?')
        params.push(filters.sourcePage)
      }
    }
    if (filters.from) {
      clauses.push('created_at >= ?')
      params.push(dayStart(filters.from))
    }
    if (filters.to) {
      clauses.push('created_at < ?')
      params.push(dayStart(nextDay(filters.to)))
    }
    if (filters.overdue) {
      clauses.push("status = 'new' AND first_response_at IS NULL AND created_at < ?")
      params.push(overdueCutoff(at, overdueMinutes))
    }
    if (filters.q) {
      const like = `%${likeEscape(filters.q)}%`
      const parts = [
        "(first_name || ' ' || last_name) LIKE ? ESCAPE '\\'",
        "email LIKE ? ESCAPE '\\'",
      ]
      params.push(like, like)
      const digits = filters.q.replace(/\D/g, '')
      // A phone search needs a few digits; "Dana 2" should not match every number with a 2.
      if (digits.length >= 3 && /^[\d\s()+\-./]+$/.test(filters.q)) {
        parts.push(`${PHONE_DIGITS_SQL} LIKE ?`)
        params.push(`%${phoneDigits(digits).length >= 7 ? phoneDigits(digits) : digits}%`)
      }
      clauses.push(`(${parts.join(' OR ')})`)
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params }
  }

  const listItem = (lead: Lead, at: number): LeadListItem => ({
    id: lead.id,
    createdAt: lead.createdAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    kind: lead.kind,
    status: lead.status,
    ...(lead.assignee ? { assignee: lead.assignee } : {}),
    ...(lead.visit.sourcePage ? { sourcePage: lead.visit.sourcePage } : {}),
    ...(lead.vehicleId ? { vehicleId: lead.vehicleId } : {}),
    ...(lead.firstResponseAt ? { firstResponseAt: lead.firstResponseAt } : {}),
    overdue: isOverdue(lead, at, overdueMinutes),
  })

  async function overdueCount(): Promise<number> {
    const row = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM leads WHERE status = 'new' AND first_response_at IS NULL AND created_at < ?", [overdueCutoff(now(), overdueMinutes)])
    return row?.n ?? 0
  }

  async function detail(id: string): Promise<LeadDetail | undefined> {
    const row = await db.get<LeadRow>('SELECT * FROM leads WHERE id = ?', [id])
    if (!row) return undefined
    const lead = toLead(row)
    const [notes, deliveries] = await Promise.all([
      db.all<LeadNote>('SELECT id, at, author, text FROM lead_notes WHERE lead_id = ? ORDER BY id', [id]),
      leads.deliveries(id),
    ])
    const minutes = lead.firstResponseAt ? minutesBetween(lead.createdAt, lead.firstResponseAt) : undefined
    return { ...lead, overdue: isOverdue(lead, now(), overdueMinutes), ...(minutes !== undefined ? { firstResponseMinutes: minutes } : {}), notes, deliveries }
  }

  const subjectCondition = (subject: ErasureSubject): [string, SqlValue[]] =>
    'email' in subject ? ['email = ? COLLATE NOCASE', [subject.email.trim()]] : [PHONE_MATCH_SQL, [phoneDigits(subject.phone), phoneDigits(subject.phone)]]

  /** Deletes the leads chosen by `condition` and everything hanging off them, counting each. */
  async function removeLeads(tx: Queries, condition: string, params: SqlValue[]): Promise<RemovalCounts> {
    const chosen = `SELECT id FROM leads WHERE ${condition}`
    const messages = `SELECT id FROM outbox WHERE lead_id IN (${chosen})`
    const attempts = await tx.run(`DELETE FROM outbox_attempts WHERE outbox_id IN (${messages})`, params)
    const outbox = await tx.run(`DELETE FROM outbox WHERE lead_id IN (${chosen})`, params)
    const notes = await tx.run(`DELETE FROM lead_notes WHERE lead_id IN (${chosen})`, params)
    const removed = await tx.run(`DELETE FROM leads WHERE ${condition}`, params)
    return { leads: removed.changes, notes: notes.changes, messages: outbox.changes, attempts: attempts.changes }
  }

  return {
    overdueMinutes,
    retentionDays,
    overdueCount,

    async list(filters = {}) {
      const at = now()
      const { sql, params } = where(filters, at)
      const totalRow = await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM leads ${sql}`, params)
      const total = totalRow?.n ?? 0
      const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
      const page = Math.min(Math.max(filters.page ?? 1, 1), pages)
      const rows = await db.all<LeadRow>(`SELECT * FROM leads ${sql} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`, [
        ...params,
        LEADS_PAGE_SIZE,
        (page - 1) * LEADS_PAGE_SIZE,
      ])
      return { leads: rows.map((row) => listItem(toLead(row), at)), total, page, pageSize: LEADS_PAGE_SIZE, pages, overdueCount: await overdueCount() }
    },

    get: detail,

    async update(actor, id, change) {
      const outcome = await db.transaction(async (tx) => {
        const row = await tx.get<{ status: LeadStatus; assignee: string | null }>('SELECT status, assignee FROM leads WHERE id = ?', [id])
        if (!row) return undefined
        const before: Record<string, unknown> = {}
        const after: Record<string, unknown> = {}
        if (change.status !== undefined && change.status !== row.status) {
          before.status = row.status
          after.status = change.status
        }
        const assignee = change.assignee === undefined ? row.assignee : change.assignee || null
        if (assignee !== row.assignee) {
          before.assignee = row.assignee
          after.assignee = assignee
        }
        const responded = after.status !== undefined || change.note !== undefined
        const changedFields = Object.keys(after)
        if (changedFields.length > 0 || change.note !== undefined) {
          await tx.run(
            `UPDATE leads SET status = ?, assignee = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
               first_response_at = CASE WHEN ? THEN COALESCE(first_response_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ELSE first_response_at END
             WHERE id = ?`,
            [(after.status as LeadStatus | undefined) ?? row.status, assignee, responded ? 1 : 0, id],
          )
        }
        if (changedFields.length > 0) {
          // Ids and the changed pipeline fields only: never the visitor's name, e-mail, phone or message.
          await recordAudit(tx, { actor, action: 'lead.update', entity: 'lead', entityId: id, before, after })
        }
        if (change.note !== undefined) {
          const note = await tx.run('INSERT INTO lead_notes (lead_id, author, text) VALUES (?, ?, ?)', [id, actorLabel(actor), change.note])
          // The note's text may quote the visitor; the audit keeps only that a note was added.
          await recordAudit(tx, { actor, action: 'lead.note', entity: 'lead', entityId: id, after: { noteId: note.lastID } })
        }
        return { changed: changedFields.length > 0 || change.note !== undefined }
      })
      if (!outcome) return { ok: false, status: 404 }
      return { ok: true, lead: (await detail(id))!, changed: outcome.changed }
    },

    async csv(filters = {}) {
      const at = now()
      const { sql, params } = where(filters, at)
      const rows = await db.all<LeadRow>(`SELECT * FROM leads ${sql} ORDER BY created_at DESC, rowid DESC`, params)
      const body = rows.map((row) => {
        const lead = toLead(row)
        const details = Object.entries(lead.details)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join('; ')
        const cells = [
          lead.id,
          lead.createdAt,
          lead.kind,
          lead.status,
          isOverdue(lead, at, overdueMinutes) ? 'yes' : 'no',
          lead.firstName,
          lead.lastName,
          lead.email,
          lead.phone,
          lead.interest,
          lead.message,
          details,
          lead.vehicleId ?? '',
          lead.visit.sourcePage ?? '',
          lead.visit.referrer ?? '',
          ...CAMPAIGN_TAGS.map((tag) => lead.visit.campaign?.[tag] ?? ''),
          lead.assignee ?? '',
          lead.firstResponseAt ?? '',
          lead.firstResponseAt ? String(minutesBetween(lead.createdAt, lead.firstResponseAt) ?? '') : '',
        ]
        return cells.map(safeCell)
      })
      return stringify([[...CSV_HEADER], ...body])
    },

    async matching(subject) {
      const [condition, params] = subjectCondition(subject)
      const row = await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE ${condition}`, params)
      return row?.n ?? 0
    },

    async erase(actor, subject) {
      return db.transaction(async (tx) => {
        const by = 'email' in subject ? 'email' : 'phone'
        const counts = await removeLeads(tx, ...subjectCondition(subject))
        // What was erased and how much, never whose: the address or number is not kept.
        await recordAudit(tx, { actor, action: 'lead.erase', entity: 'lead', entityId: null, after: { by, ...counts } })
        return counts
      })
    },

    async purge() {
      const cutoff = retentionCutoff(now(), retentionDays)
      return db.transaction((tx) => removeLeads(tx, 'created_at < ?', [cutoff]))
    },
  }
}
