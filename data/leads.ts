import { randomUUID } from 'node:crypto'
import type { Database } from './db'
import type { ContactMessage, Interest } from './contact'

export type LeadSource = 'api' | 'form'

export interface Lead extends ContactMessage {
  id: string
  createdAt: string
  source: LeadSource
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
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
    source: row.source,
  }
}

export interface OutboxItem {
  id: number
  leadId: string
  attempts: number
}

export interface LeadRepository {
  /** Stores the lead and its notification in one transaction; resolves once both are on disk. */
  create(message: ContactMessage, source: LeadSource): Promise<string>
  get(id: string): Promise<Lead | undefined>
  count(): Promise<number>
  /** Pending notifications whose next attempt is due, oldest first. */
  dueNotifications(now: number, limit: number): Promise<OutboxItem[]>
  markSent(outboxId: number, providerMessageId: string | null): Promise<void>
  markFailed(outboxId: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>
  /** Earliest time a pending notification is due, if any. */
  nextDueAt(): Promise<number | undefined>
  pendingCount(): Promise<number>
}

export function leadRepository(db: Database): LeadRepository {
  return {
    async create(message, source) {
      const id = randomUUID()
      await db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, message.firstName, message.lastName, message.email, message.phone, message.interest, message.message, source],
        )
        await tx.run('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)', [id, Date.now()])
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
        `SELECT id, lead_id AS leadId, attempts FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
        [now, limit],
      )
    },
    async markSent(outboxId, providerMessageId) {
      await db.run(
        `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
           provider_message_id = ?, last_error = NULL
         WHERE id = ? AND status = 'pending'`,
        [providerMessageId, outboxId],
      )
    },
    async markFailed(outboxId, attempts, nextAttemptAt, error) {
      await db.run(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'`,
        [attempts, nextAttemptAt, error.slice(0, 500), outboxId],
      )
    },
    async nextDueAt() {
      const row = await db.get<{ at: number | null }>(
        "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'",
      )
      return row?.at ?? undefined
    },
    async pendingCount() {
      const row = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'")
      return row?.n ?? 0
    },
  }
}
