/**
 * The leads desk: what the console and the admin API read and change about leads. The
 * inbox (filters, search, paging, overdue), a lead with its notes and delivery log, the
 * pipeline (status, assignee, notes; each audited without the visitor's details), the CSV
 * export, a person's erasure and the retention purge. All the desk's SQL is here.
 */
import { stringify } from 'csv-stringify/sync'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { recordAudit, actorLabel, type Actor } from '../audit'
import { safeCell } from '#app/domain/csv-safe'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Database, Queries, Tables } from '../db/database'
import { likeAnyCase, likeEscape } from '../db/like'
import { dayOf, dayStart, DEFAULT_LEAD_OVERDUE_MINUTES, isOverdue, nextDay, overdueCutoff, retentionCutoff } from '#app/domain/leads/policy'
import type { DeskListItem, LeadPulse } from '#app/domain/leads/inbox'
import { forgetSubmissions } from '../submissions'
import { DEFAULT_LEAD_RETENTION_DAYS } from '#app/content/leads'
import { toLead, type DeliveryRecord, type LeadRepository } from './repository'
import { CONTACT_NOTES, LEADS_PAGE_SIZE, phoneDigits, type ErasureSubject, type LeadFilters, type LeadUpdate } from '#app/domain/leads/desk'
import { CAMPAIGN_TAGS, type Lead, type LeadStatus } from '#app/domain/leads/lead'


/** What a visitor types between a phone number's digits: spaces, dashes, brackets, dots, plus, slashes. */
const PHONE_SEPARATORS = [' ', '-', '(', ')', '.', '+', '/']

type LeadsWhere = ExpressionBuilder<Tables, 'leads'>
/** A condition on the leads table (the same for the count, the page, the export and the deletions). */
type LeadCondition = (eb: LeadsWhere) => Expression<SqlBool>

/** The phone column's digits, as phoneDigits() reads them (without the country code's handling). */
const phoneColumnDigits = (eb: LeadsWhere): Expression<string> =>
  PHONE_SEPARATORS.reduce<Expression<string>>((digits, char) => eb.fn<string>('replace', [digits, sql.lit(char), sql.lit('')]), eb.ref('phone'))


/** A lead as the inbox lists it (one shape with the inbox's view of it, domain/leads/inbox.ts). */
export type LeadListItem = DeskListItem

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

/** What an erased person's reservation or booking says in place of their name, address and words. */
const ERASED = 'Erased'

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
  /** What the inbox and the console's menu count: new leads, today's, overdue ones, and the newest lead's id. */
  pulse(): Promise<LeadPulse>
  get(id: string): Promise<LeadDetail | undefined>
  /**
   * Changes status and assignee and adds a note, in one audited transaction. A one-tap answer
   * (`contact`) adds its note and moves a new lead to contacted.
   */
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
  'language',
] as const

export function minutesBetween(from: string, to: string): number | undefined {
  const a = Date.parse(from)
  const b = Date.parse(to)
  return Number.isFinite(a) && Number.isFinite(b) ? Math.max(0, Math.round((b - a) / 60_000)) : undefined
}

export function leadDesk(db: Database, leads: LeadRepository, settings: LeadDeskSettings = {}): LeadDesk {
  const overdueMinutes = settings.overdueMinutes ?? DEFAULT_LEAD_OVERDUE_MINUTES
  const retentionDays = settings.retentionDays ?? DEFAULT_LEAD_RETENTION_DAYS
  const now = settings.now ?? (() => Date.now())

  /** The leads the filters choose, at the desk's time `at` (for the overdue filter). */
  function matching(filters: LeadFilters, at: number): LeadCondition {
    return (eb) => {
      const clauses: Expression<SqlBool>[] = []
      if (filters.status) clauses.push(eb('status', '=', filters.status))
      if (filters.kind) clauses.push(eb('kind', '=', filters.kind))
      if (filters.sourcePage) {
        clauses.push(
          filters.sourcePage.endsWith('*')
            ? likeAnyCase(eb.ref('source_page').$castTo<string>(), `${likeEscape(filters.sourcePage.slice(0, -1))}%`)
            : eb('source_page', '=', filters.sourcePage),
        )
      }
      if (filters.from) clauses.push(eb('created_at', '>=', dayStart(filters.from)))
      if (filters.to) clauses.push(eb('created_at', '<', dayStart(nextDay(filters.to))))
      if (filters.overdue) clauses.push(overdueAt(eb, at))
      if (filters.q) {
        const like = `%${likeEscape(filters.q)}%`
        const parts: Expression<SqlBool>[] = [likeAnyCase(sql<string>`${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')}`, like), likeAnyCase(eb.ref('email'), like)]
        const digits = filters.q.replace(/\D/g, '')
        // A phone search needs a few digits; "Dana 2" should not match every number with a 2.
        if (digits.length >= 3 && /^[\d\s()+\-./]+$/.test(filters.q)) {
          parts.push(eb(phoneColumnDigits(eb), 'like', `%${phoneDigits(digits).length >= 7 ? phoneDigits(digits) : digits}%`))
        }
        clauses.push(eb.or(parts))
      }
      return eb.and(clauses)
    }
  }

  /** Still new and unanswered past the overdue time (the rule isOverdue() applies to one lead). */
  const overdueAt = (eb: LeadsWhere, at: number) =>
    eb.and([eb('status', '=', 'new'), eb('first_response_at', 'is', null), eb('created_at', '<', overdueCutoff(at, overdueMinutes))])

  /** The inbox's order, newest first; leads that arrived in the same millisecond by id, so pages never overlap. */
  const newestFirst = (filters: LeadFilters, at: number) =>
    db.kysely.selectFrom('leads').selectAll().where(matching(filters, at)).orderBy('created_at', 'desc').orderBy('id', 'desc')

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
    const at = now()
    const row = await db.kysely
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => overdueAt(eb, at))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  async function detail(id: string): Promise<LeadDetail | undefined> {
    const row = await db.kysely.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const lead = toLead(row)
    const [notes, deliveries] = await Promise.all([
      db.kysely.selectFrom('lead_notes').select(['id', 'at', 'author', 'text']).where('lead_id', '=', id).orderBy('id').execute(),
      leads.deliveries(id),
    ])
    const minutes = lead.firstResponseAt ? minutesBetween(lead.createdAt, lead.firstResponseAt) : undefined
    return { ...lead, overdue: isOverdue(lead, now(), overdueMinutes), ...(minutes !== undefined ? { firstResponseMinutes: minutes } : {}), notes, deliveries }
  }

  /** Every lead of one person: the e-mail address in any case, or the phone number however it was written. */
  const subjectCondition = (subject: ErasureSubject): LeadCondition => {
    if ('email' in subject) return (eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(subject.email.trim())]))
    const digits = phoneDigits(subject.phone)
    return (eb) => eb(phoneColumnDigits(eb), 'in', [digits, `1${digits}`])
  }

  /** Deletes the leads chosen by `condition` and everything hanging off them, counting each; their reservations and bookings keep no contact detail. */
  async function removeLeads(tx: Queries, condition: LeadCondition): Promise<RemovalCounts> {
    const chosen = tx.kysely.selectFrom('leads').select('id').where(condition)
    // What the desk's API answered about these leads, kept a day for replays, names the visitor too.
    const ids = (await chosen.execute()).map((row) => row.id)
    await forgetSubmissions(tx, ids.flatMap((id) => [`/api/admin/leads/${id}`, `/admin/leads/${id}`]))
    const messages = tx.kysely.selectFrom('outbox').select('id').where('lead_id', 'in', chosen)
    const attempts = await tx.kysely.deleteFrom('outbox_attempts').where('outbox_id', 'in', messages).executeTakeFirst()
    const outbox = await tx.kysely.deleteFrom('outbox').where('lead_id', 'in', chosen).executeTakeFirst()
    const notes = await tx.kysely.deleteFrom('lead_notes').where('lead_id', 'in', chosen).executeTakeFirst()
    // A rental reservation or a service booking made with these leads stays in the fleet's and the
    // shop's calendars (its dates, its cart, its state), but no longer says whose it was.
    await tx.kysely.updateTable('rental_reservations').set({ first_name: ERASED, last_name: ERASED, email: '', phone: '', note: '', address: ERASED }).where('lead_id', 'in', chosen).execute()
    await tx.kysely.updateTable('service_bookings').set({ first_name: ERASED, last_name: ERASED, email: '', phone: '', note: '', problem: ERASED }).where('lead_id', 'in', chosen).execute()
    const removed = await tx.kysely.deleteFrom('leads').where(condition).executeTakeFirst()
    return { leads: Number(removed.numDeletedRows), notes: Number(notes.numDeletedRows), messages: Number(outbox.numDeletedRows), attempts: Number(attempts.numDeletedRows) }
  }

  async function pulse(): Promise<LeadPulse> {
    const at = now()
    const today = dayStart(dayOf(at))
    const counts = await db.kysely
      .selectFrom('leads')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('status', '=', 'new').then(1).else(0).end()).as('fresh'),
        eb.fn.sum<number>(eb.case().when('created_at', '>=', today).then(1).else(0).end()).as('today'),
      ])
      .executeTakeFirst()
    const latest = await db.kysely.selectFrom('leads').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
    return { newCount: Number(counts?.fresh ?? 0), newToday: Number(counts?.today ?? 0), overdue: await overdueCount(), latestId: latest?.id ?? null }
  }

  return {
    overdueMinutes,
    retentionDays,
    overdueCount,
    pulse,

    async list(filters = {}) {
      const at = now()
      const totalRow = await db.kysely
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(matching(filters, at))
        .executeTakeFirst()
      const total = Number(totalRow?.n ?? 0)
      const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
      const page = Math.min(Math.max(filters.page ?? 1, 1), pages)
      const rows = await newestFirst(filters, at)
        .limit(LEADS_PAGE_SIZE)
        .offset((page - 1) * LEADS_PAGE_SIZE)
        .execute()
      return { leads: rows.map((row) => listItem(toLead(row), at)), total, page, pageSize: LEADS_PAGE_SIZE, pages, overdueCount: await overdueCount() }
    },

    get: detail,

    async update(actor, id, change) {
      const outcome = await db.transaction(async (tx) => {
        const row = await tx.kysely.selectFrom('leads').select(['status', 'assignee', 'first_response_at']).where('id', '=', id).executeTakeFirst()
        if (!row) return undefined
        const before: Record<string, unknown> = {}
        const after: Record<string, unknown> = {}
        // Answered by e-mail, phone or text: a new lead is contacted now, unless the form chose a status itself.
        const status = change.status ?? (change.contact && row.status === 'new' ? 'contacted' : undefined)
        const noteText = change.contact ? [CONTACT_NOTES[change.contact], change.note].filter(Boolean).join(' ') : change.note
        if (status !== undefined && status !== row.status) {
          before.status = row.status
          after.status = status
        }
        const assignee = change.assignee === undefined ? row.assignee : change.assignee || null
        if (assignee !== row.assignee) {
          before.assignee = row.assignee
          after.assignee = assignee
        }
        const responded = after.status !== undefined || noteText !== undefined
        const changedFields = Object.keys(after)
        const at = new Date().toISOString()
        if (changedFields.length > 0 || noteText !== undefined) {
          await tx.kysely
            .updateTable('leads')
            .set({
              status: (after.status as LeadStatus | undefined) ?? row.status,
              assignee,
              updated_at: at,
              // The first status change or note is the first response; an assignment alone is not.
              first_response_at: responded ? (row.first_response_at ?? at) : row.first_response_at,
            })
            .where('id', '=', id)
            .execute()
        }
        if (changedFields.length > 0) {
          // Ids and the changed pipeline fields only: never the visitor's name, e-mail, phone or message.
          await recordAudit(tx, { actor, action: 'lead.update', entity: 'lead', entityId: id, before, after })
        }
        if (noteText !== undefined) {
          const note = await tx.kysely
            .insertInto('lead_notes')
            .values({ lead_id: id, at, author: actorLabel(actor), text: noteText })
            .returning('id')
            .executeTakeFirstOrThrow()
          // The note's text may quote the visitor; the audit keeps only that a note was added.
          await recordAudit(tx, { actor, action: 'lead.note', entity: 'lead', entityId: id, after: { noteId: note.id } })
        }
        return { changed: changedFields.length > 0 || noteText !== undefined }
      })
      if (!outcome) return { ok: false, status: 404 }
      return { ok: true, lead: (await detail(id))!, changed: outcome.changed }
    },

    async csv(filters = {}) {
      const at = now()
      const rows = await newestFirst(filters, at).execute()
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
          lead.visit.language ?? DEFAULT_LANGUAGE,
        ]
        return cells.map(safeCell)
      })
      return stringify([[...CSV_HEADER], ...body])
    },

    async matching(subject) {
      const row = await db.kysely
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(subjectCondition(subject))
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },

    async erase(actor, subject) {
      return db.transaction(async (tx) => {
        const by = 'email' in subject ? 'email' : 'phone'
        const counts = await removeLeads(tx, subjectCondition(subject))
        // What was erased and how much, never whose: the address or number is not kept.
        await recordAudit(tx, { actor, action: 'lead.erase', entity: 'lead', entityId: null, after: { by, ...counts } })
        return counts
      })
    },

    async purge() {
      const cutoff = retentionCutoff(now(), retentionDays)
      // ISO-8601 UTC text with milliseconds, as stored: compared as text, in the same order as the instants.
      return db.transaction((tx) => removeLeads(tx, (eb) => eb('created_at', '<', cutoff)))
    },
  }
}
