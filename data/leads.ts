import { randomUUID } from 'node:crypto'
import type { Database, Queries } from './db'
import type { ContactMessage, Interest } from './contact'

export type LeadSource = 'api' | 'form'

/** What the visitor asked for: the contact form, or one of the enquiry forms. */
export const LEAD_KINDS = ['contact', 'test-drive', 'rental', 'service', 'trade-in'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact form',
  'test-drive': 'Test drive',
  rental: 'Rental request',
  service: 'Service request',
  'trade-in': 'Trade-in',
}

/** The sales pipeline: new → contacted → qualified → won or lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/**
 * The e-mails a lead causes, one outbox row each: the sales team's notification, the
 * same lead as ADF/XML for the dealer's CRM, the visitor's confirmation, and the
 * reminder when a lead is still new after LEAD_OVERDUE_MINUTES.
 */
export const MESSAGE_KINDS = ['sales', 'adf', 'confirmation', 'overdue'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** Where the visit that sent the lead came from. */
export interface LeadVisit {
  /** The path of the page the form was on. */
  sourcePage?: string
  /** The page before it, from another site (the visit's referrer). */
  referrer?: string
  /** utm_source, utm_medium, utm_campaign, utm_term, utm_content. */
  campaign?: Partial<Record<CampaignTag, string>>
}

export const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type CampaignTag = (typeof CAMPAIGN_TAGS)[number]

/** A kind's own answers (preferred day, rental plan, cart make …), by field name. */
export type LeadDetails = Record<string, string | number | boolean>

export interface Lead extends ContactMessage {
  id: string
  createdAt: string
  source: LeadSource
  kind: LeadKind
  details: LeadDetails
  vehicleId?: string
  visit: LeadVisit
  status: LeadStatus
  assignee?: string
  firstResponseAt?: string
  updatedAt: string
}

/** What an enquiry adds to the contact form's fields. */
export interface LeadExtra {
  kind?: LeadKind
  details?: LeadDetails
  vehicleId?: string
  visit?: LeadVisit
}

/** Which e-mails to queue with a new lead (the sales notification always). */
export interface MessagePlan {
  /** Queue the ADF/XML copy for the CRM. */
  adf?: boolean
  /** Queue the visitor's confirmation, unless this address already had `perDay` in the last 24 hours. */
  confirmation?: { perDay: number }
}

interface LeadRow {
  id: string
  created_at: string
  first_name: string
  last_name: string
  email: string
  phone: string
  interest: Interest
  message: string
  source: LeadSource
  kind: LeadKind
  details: string
  vehicle_id: string | null
  source_page: string | null
  referrer: string | null
  campaign: string
  status: LeadStatus
  assignee: string | null
  first_response_at: string | null
  updated_at: string | null
}

export function toLead(row: LeadRow): Lead {
  const campaign = JSON.parse(row.campaign) as LeadVisit['campaign']
  const visit: LeadVisit = {}
  if (row.source_page) visit.sourcePage = row.source_page
  if (row.referrer) visit.referrer = row.referrer
  if (campaign && Object.keys(campaign).length > 0) visit.campaign = campaign
  const lead: Lead = {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
    source: row.source,
    kind: row.kind,
    details: JSON.parse(row.details) as LeadDetails,
    visit,
    status: row.status,
    updatedAt: row.updated_at ?? row.created_at,
  }
  if (row.vehicle_id) lead.vehicleId = row.vehicle_id
  if (row.assignee) lead.assignee = row.assignee
  if (row.first_response_at) lead.firstResponseAt = row.first_response_at
  return lead
}

export interface OutboxItem {
  id: number
  leadId: string
  kind: MessageKind
  attempts: number
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
   * for) in one transaction; resolves once all are on disk.
   */
  create(message: ContactMessage, source: LeadSource, extra?: LeadExtra, messages?: MessagePlan): Promise<string>
  get(id: string): Promise<Lead | undefined>
  count(): Promise<number>
  /** Pending messages whose next attempt is due, oldest first. */
  dueNotifications(now: number, limit: number): Promise<OutboxItem[]>
  markSent(outboxId: number, providerMessageId: string | null): Promise<void>
  markFailed(outboxId: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>
  /** A message that will not be sent (e.g. the CRM address was removed), with the reason in its log. */
  markSkipped(outboxId: number, reason: string): Promise<void>
  /** Queues one more message for a lead (the overdue reminder); false when that lead already has one of this kind. */
  enqueue(leadId: string, kind: MessageKind): Promise<boolean>
  /** Earliest time a pending message is due, if any. */
  nextDueAt(): Promise<number | undefined>
  pendingCount(): Promise<number>
  /** Messages not yet sent (nor skipped), and when the oldest of them was queued (ms since the epoch; null when none). */
  backlog(): Promise<{ pending: number; oldestQueuedAt: number | null }>
  /** Each of the lead's messages with every attempt. */
  deliveries(leadId: string): Promise<DeliveryRecord[]>
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** Only what a campaign tag can hold: short text, no control characters. */
function cleanVisit(visit: LeadVisit = {}): { sourcePage: string | null; referrer: string | null; campaign: string } {
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max) : null)
  const campaign: Record<string, string> = {}
  for (const tag of CAMPAIGN_TAGS) {
    const value = text(visit.campaign?.[tag], 200)
    if (value) campaign[tag] = value
  }
  return { sourcePage: text(visit.sourcePage, 500), referrer: text(visit.referrer, 1000), campaign: JSON.stringify(campaign) }
}

async function insertMessage(tx: Queries, leadId: string, kind: MessageKind, status: 'pending' | 'skipped' = 'pending', reason?: string) {
  const result = await tx.run(
    `INSERT INTO outbox (lead_id, kind, status, next_attempt_at, last_error) VALUES (?, ?, ?, ?, ?) ON CONFLICT (lead_id, kind) DO NOTHING`,
    [leadId, kind, status, Date.now(), reason ?? null],
  )
  return result.changes > 0
}

export function leadRepository(db: Database): LeadRepository {
  return {
    async create(message, source, extra = {}, messages = {}) {
      const id = randomUUID()
      const visit = cleanVisit(extra.visit)
      await db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source, kind, details, vehicle_id,
             source_page, referrer, campaign, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${NOW})`,
          [
            id,
            message.firstName,
            message.lastName,
            message.email,
            message.phone,
            message.interest,
            message.message,
            source,
            extra.kind ?? 'contact',
            JSON.stringify(extra.details ?? {}),
            extra.vehicleId ?? null,
            visit.sourcePage,
            visit.referrer,
            visit.campaign,
          ],
        )
        await insertMessage(tx, id, 'sales')
        if (messages.adf) await insertMessage(tx, id, 'adf')
        if (messages.confirmation) {
          // Counted in the same transaction, so concurrent enquiries cannot all slip under the limit.
          const row = await tx.get<{ n: number }>(
            `SELECT COUNT(*) AS n FROM outbox o JOIN leads l ON l.id = o.lead_id
             WHERE o.kind = 'confirmation' AND o.status <> 'skipped' AND l.email = ? COLLATE NOCASE
               AND o.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')`,
            [message.email],
          )
          const allowed = (row?.n ?? 0) < messages.confirmation.perDay
          await insertMessage(tx, id, 'confirmation', allowed ? 'pending' : 'skipped', allowed ? undefined : 'daily confirmation limit for this address reached')
        }
      })
      return id
    },
    async get(id) {
      const row = await db.get<LeadRow>('SELECT * FROM leads WHERE id = ?', [id])
      return row ? toLead(row) : undefined
    },
    async count() {
      const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads')
      return row?.n ?? 0
    },
    async dueNotifications(now, limit) {
      return db.all<OutboxItem>(
        `SELECT id, lead_id AS leadId, kind, attempts FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
        [now, limit],
      )
    },
    async markSent(outboxId, providerMessageId) {
      await db.transaction(async (tx) => {
        const result = await tx.run(
          `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ${NOW}, provider_message_id = ?, last_error = NULL
           WHERE id = ? AND status = 'pending'`,
          [providerMessageId, outboxId],
        )
        if (result.changes > 0) {
          await tx.run('INSERT INTO outbox_attempts (outbox_id, ok, provider_message_id) VALUES (?, 1, ?)', [outboxId, providerMessageId])
        }
      })
    },
    async markFailed(outboxId, attempts, nextAttemptAt, error) {
      await db.transaction(async (tx) => {
        const result = await tx.run(`UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'`, [
          attempts,
          nextAttemptAt,
          error.slice(0, 500),
          outboxId,
        ])
        if (result.changes > 0) await tx.run('INSERT INTO outbox_attempts (outbox_id, ok, error) VALUES (?, 0, ?)', [outboxId, error.slice(0, 500)])
      })
    },
    async markSkipped(outboxId, reason) {
      await db.run(`UPDATE outbox SET status = 'skipped', last_error = ? WHERE id = ? AND status = 'pending'`, [reason.slice(0, 500), outboxId])
    },
    async enqueue(leadId, kind) {
      return db.transaction((tx) => insertMessage(tx, leadId, kind))
    },
    async nextDueAt() {
      const row = await db.get<{ at: number | null }>("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'")
      return row?.at ?? undefined
    },
    async backlog() {
      const row = await db.get<{ n: number; oldest: string | null }>("SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox WHERE status = 'pending'")
      return { pending: row?.n ?? 0, oldestQueuedAt: row?.oldest ? Date.parse(row.oldest) : null }
    },
    async pendingCount() {
      const row = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'")
      return row?.n ?? 0
    },
    async deliveries(leadId) {
      const messages = await db.all<{
        id: number
        kind: MessageKind
        status: DeliveryRecord['status']
        attempts: number
        last_error: string | null
        sent_at: string | null
        provider_message_id: string | null
        next_attempt_at: number
      }>('SELECT id, kind, status, attempts, last_error, sent_at, provider_message_id, next_attempt_at FROM outbox WHERE lead_id = ? ORDER BY id', [leadId])
      const attempts = await db.all<{ outbox_id: number; at: string; ok: number; error: string | null }>(
        `SELECT a.outbox_id, a.at, a.ok, a.error FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE o.lead_id = ? ORDER BY a.id`,
        [leadId],
      )
      return messages.map((m) => ({
        id: m.id,
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        lastError: m.last_error,
        sentAt: m.sent_at,
        providerMessageId: m.provider_message_id,
        nextAttemptAt: m.status === 'pending' ? m.next_attempt_at : null,
        log: attempts.filter((a) => a.outbox_id === m.id).map((a) => ({ at: a.at, ok: a.ok === 1, error: a.error })),
      }))
    },
  }
}
