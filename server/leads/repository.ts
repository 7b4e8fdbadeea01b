import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Database, Queries } from '../db/database'
import type { LeadTable } from '../db/tables'
import type { ContactMessage, Interest } from '#app/domain/leads/contact'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#app/content/languages'
import { CAMPAIGN_TAGS, type Lead, type LeadDetails, type LeadExtra, type LeadKind, type LeadSource, type LeadStatus, type LeadVisit, type MessageKind, type MessagePlan } from '#app/domain/leads/lead'

/** A row of the leads table as the database returns it. */
type LeadRow = Selectable<LeadTable>

export function toLead(row: LeadRow): Lead {
  const campaign = JSON.parse(row.campaign) as LeadVisit['campaign']
  const visit: LeadVisit = {}
  if (row.source_page) visit.sourcePage = row.source_page
  if (row.referrer) visit.referrer = row.referrer
  if (campaign && Object.keys(campaign).length > 0) visit.campaign = campaign
  if (row.language !== DEFAULT_LANGUAGE && isLanguage(row.language)) visit.language = row.language
  const lead: Lead = {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest as Interest,
    message: row.message,
    source: row.source as LeadSource,
    kind: row.kind as LeadKind,
    details: JSON.parse(row.details) as LeadDetails,
    visit,
    status: row.status as LeadStatus,
    updatedAt: row.updated_at ?? row.created_at,
  }
  if (row.vehicle_id) lead.vehicleId = row.vehicle_id
  if (row.assignee) lead.assignee = row.assignee
  if (row.first_response_at) lead.firstResponseAt = row.first_response_at
  return lead
}

/** One outbox message and its attempts: a lead's delivery log. */
export interface DeliveryRecord {
  id: number
  kind: MessageKind
  status: 'pending' | 'sent' | 'skipped'
  attempts: number
  lastError: string | null
  sentAt: string | null
  providerMessageId: string | null
  nextAttemptAt: number | null
  log: Array<{ at: string; ok: boolean; error: string | null }>
}

export interface LeadRepository {
  /**
   * Stores the lead and its e-mails (the sales notification, and what `messages` asks
   * for) in one transaction; resolves once all are on disk. A lead whose `submissionKey` is
   * already stored is not stored again: the call resolves with that lead's id.
   */
  create(message: ContactMessage, source: LeadSource, extra?: LeadExtra, messages?: MessagePlan): Promise<string>
  get(id: string): Promise<Lead | undefined>
  count(): Promise<number>
  /** Queues one more message for a lead (the overdue reminder); false when that lead already has one of this kind. */
  enqueue(leadId: string, kind: MessageKind): Promise<boolean>
  pendingCount(): Promise<number>
  /** Each of the lead's messages with every attempt. */
  deliveries(leadId: string): Promise<DeliveryRecord[]>

  // The outbox worker claims and records messages through server/mail/outbox-repository.ts.

  /** Messages not yet sent (nor skipped), and when the oldest of them was queued (ms since the epoch; null when none). */
  backlog(): Promise<{ pending: number; oldestQueuedAt: number | null }>
}

/** The time as stored: ISO-8601 UTC text with milliseconds, which sorts and compares as text on both databases. */
const isoNow = () => new Date().toISOString()

const DAY_MS = 24 * 60 * 60_000

/** Only what a campaign tag can hold: short text, no control characters. */
function cleanVisit(visit: LeadVisit = {}): { sourcePage: string | null; referrer: string | null; campaign: string; language: Language } {
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max) : null)
  const campaign: Record<string, string> = {}
  for (const tag of CAMPAIGN_TAGS) {
    const value = text(visit.campaign?.[tag], 200)
    if (value) campaign[tag] = value
  }
  return {
    sourcePage: text(visit.sourcePage, 500),
    referrer: text(visit.referrer, 1000),
    campaign: JSON.stringify(campaign),
    language: isLanguage(visit.language) ? visit.language : DEFAULT_LANGUAGE,
  }
}

/** Queues one message; false when the lead already has one of this kind (the outbox's UNIQUE (lead_id, kind)). */
async function insertMessage(tx: Queries, leadId: string, kind: MessageKind, status: 'pending' | 'skipped' = 'pending', reason?: string) {
  const now = Date.now()
  const result = await tx.kysely
    .insertInto('outbox')
    .values({ lead_id: leadId, kind, status, next_attempt_at: now, last_error: reason ?? null, created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.columns(['lead_id', 'kind']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/**
 * Stores a lead and its e-mails (the sales notification, and what `messages` asks for) inside
 * the caller's write transaction, so another feature's record (a rental reservation) and its
 * lead land together or not at all. A lead whose `submissionKey` is already stored is not
 * stored again: its id is returned.
 */
export async function storeLead(tx: Queries, message: ContactMessage, source: LeadSource, extra: LeadExtra = {}, messages: MessagePlan = {}): Promise<string> {
  const id = randomUUID()
  const visit = cleanVisit(extra.visit)
  const at = isoNow()
  if (extra.submissionKey) {
    const stored = await tx.kysely.selectFrom('leads').select('id').where('submission_key', '=', extra.submissionKey).executeTakeFirst()
    if (stored) return stored.id
  }
  await tx.kysely
    .insertInto('leads')
    .values({
      id,
      created_at: at,
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      phone: message.phone,
      interest: message.interest,
      message: message.message,
      source,
      kind: extra.kind ?? 'contact',
      details: JSON.stringify(extra.details ?? {}),
      vehicle_id: extra.vehicleId ?? null,
      source_page: visit.sourcePage,
      referrer: visit.referrer,
      campaign: visit.campaign,
      language: visit.language,
      updated_at: at,
      submission_key: extra.submissionKey ?? null,
    })
    .execute()
  await insertMessage(tx, id, 'sales')
  if (messages.adf) await insertMessage(tx, id, 'adf')
  if (messages.confirmation) {
    // Counted in the same transaction, so concurrent enquiries cannot all slip under the limit.
    // The address in any case: lower() on both sides, as each database lower-cases.
    const since = new Date(Date.parse(at) - DAY_MS).toISOString()
    const row = await tx.kysely
      .selectFrom('outbox as o')
      .innerJoin('leads as l', 'l.id', 'o.lead_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.kind', '=', 'confirmation')
      .where('o.status', '<>', 'skipped')
      .where((eb) => eb(eb.fn('lower', ['l.email']), '=', eb.fn('lower', [eb.val(message.email)])))
      .where('o.created_at', '>=', since)
      // A confirmation is queued with its lead, so its lead is as recent: this bound lets each
      // database read one day of the leads_created index instead of the whole outbox.
      .where('l.created_at', '>=', since)
      .executeTakeFirst()
    const allowed = Number(row?.n ?? 0) < messages.confirmation.perDay
    await insertMessage(tx, id, 'confirmation', allowed ? 'pending' : 'skipped', allowed ? undefined : 'daily confirmation limit for this address reached')
  }
  return id
}

/** Queues one message for a lead inside the caller's transaction; false when that lead already has one of this kind. */
export function queueMessage(tx: Queries, leadId: string, kind: MessageKind): Promise<boolean> {
  return insertMessage(tx, leadId, kind)
}

export function leadRepository(db: Database): LeadRepository {
  return {
    create(message, source, extra = {}, messages = {}) {
      return db.transaction((tx) => storeLead(tx, message, source, extra, messages))
    },
    async get(id) {
      const row = await db.kysely.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toLead(row) : undefined
    },
    async count() {
      const row = await db.kysely.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
      return Number(row?.n ?? 0)
    },
    async enqueue(leadId, kind) {
      return db.transaction((tx) => insertMessage(tx, leadId, kind))
    },
    async pendingCount() {
      const row = await db.kysely
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },
    async deliveries(leadId) {
      const messages = await db.kysely
        .selectFrom('outbox')
        .select(['id', 'kind', 'status', 'attempts', 'last_error', 'sent_at', 'provider_message_id', 'next_attempt_at'])
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .execute()
      const attempts = await db.kysely
        .selectFrom('outbox_attempts as a')
        .innerJoin('outbox as o', 'o.id', 'a.outbox_id')
        .select(['a.outbox_id', 'a.at', 'a.ok', 'a.error'])
        .where('o.lead_id', '=', leadId)
        .orderBy('a.id')
        .execute()
      return messages.map((m) => ({
        id: m.id,
        kind: m.kind as MessageKind,
        status: m.status as DeliveryRecord['status'],
        attempts: m.attempts,
        lastError: m.last_error,
        sentAt: m.sent_at,
        providerMessageId: m.provider_message_id,
        nextAttemptAt: m.status === 'pending' ? m.next_attempt_at : null,
        log: attempts.filter((a) => a.outbox_id === m.id).map((a) => ({ at: a.at, ok: a.ok === 1, error: a.error })),
      }))
    },

    async backlog() {
      const row = await db.kysely
        .selectFrom('outbox')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return { pending: Number(row?.n ?? 0), oldestQueuedAt: row?.oldest ? Date.parse(row.oldest) : null }
    },
  }
}
