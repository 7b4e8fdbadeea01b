import { sql } from 'kysely'
import type { Database } from '../db/database'
import type { MessageKind } from '#app/domain/leads/lead'

/** A message this sender holds a lease on. */
export interface ClaimedMessage {
  id: number
  leadId: string
  kind: MessageKind
  /** Attempts with an outcome so far. */
  attempts: number
  /**
   * The last attempt ended without an outcome (its sender died mid-send, or the provider did
   * not answer): the provider may have the message, so ask it before sending again.
   */
  uncertain: boolean
  /** Lookups of an uncertain message that failed (the provider could not be asked) since its last unanswered send. */
  lookupFailures: number
}

export interface OutboxRepository {
  /**
   * Leases up to `limit` pending messages that are due and not leased by another sender, oldest
   * first, until `now + leaseMs`. Senders claiming at once never get the same message (on
   * PostgreSQL the rows are locked with SKIP LOCKED; on SQLite the single writer does it).
   */
  claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<ClaimedMessage[]>
  /**
   * Marks the start of a send (until an outcome is recorded, its result is unknown) and renews
   * the lease for the send's whole length; false when the lease ran out (another may hold it).
   */
  beginSend(outboxId: number, owner: string, now: number, leaseMs: number): Promise<boolean>
  /** Sent (or found at the provider): recorded once, the lease released. */
  markSent(outboxId: number, providerMessageId: string | null): Promise<void>
  /**
   * A failed attempt: due again at `nextAttemptAt`. `uncertain` keeps the message marked as
   * possibly delivered (no answer from the provider), so the next attempt looks it up first;
   * `lookupFailures` is then how many lookups of it have failed since its last unanswered send.
   */
  markFailed(outboxId: number, owner: string, attempts: number, nextAttemptAt: number, error: string, uncertain?: boolean, lookupFailures?: number): Promise<void>
  /** A message that will not be sent (e.g. the CRM address was removed), with the reason in its log. */
  markSkipped(outboxId: number, reason: string): Promise<void>
  /** Earliest time a pending message is due or its lease ends, if any. */
  nextDueAt(): Promise<number | undefined>
  /** Releases every lease `owner` holds (a sender stopping cleanly), so others need not wait them out. */
  release(owner: string): Promise<number>
}

export function outboxRepository(db: Database): OutboxRepository {
  const q = db.kysely
  return {
    async claimDue(owner, now, limit, leaseMs) {
      const due = q
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
      // SQLite has no row locks (and no FOR UPDATE): its one writer runs this UPDATE alone.
      const candidates = db.kind === 'postgres' ? due.forUpdate().skipLocked() : due
      const rows = await q
        .updateTable('outbox')
        .set({ lease_owner: owner, lease_until: now + leaseMs })
        .where('id', 'in', candidates)
        .where('status', '=', 'pending')
        .returning(['id', 'lead_id', 'kind', 'attempts', 'sending_since', 'next_attempt_at', 'lookup_failures'])
        .execute()
      return rows
        .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.id - b.id)
        .map((row) => ({
          id: row.id,
          leadId: row.lead_id,
          kind: row.kind as MessageKind,
          attempts: row.attempts,
          uncertain: row.sending_since !== null,
          lookupFailures: Number(row.lookup_failures),
        }))
    },

    async beginSend(outboxId, owner, now, leaseMs) {
      const result = await q
        .updateTable('outbox')
        .set({ sending_since: sql<number>`COALESCE(sending_since, ${now})`, lease_until: now + leaseMs })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .where('lease_owner', '=', owner)
        .where('lease_until', '>', now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async markSent(outboxId, providerMessageId) {
      await db.transaction(async (tx) => {
        const result = await tx.kysely
          .updateTable('outbox')
          .set((eb) => ({
            status: 'sent',
            attempts: eb('attempts', '+', 1),
            sent_at: new Date().toISOString(),
            provider_message_id: providerMessageId,
            last_error: null,
            lease_owner: null,
            lease_until: null,
            sending_since: null,
            lookup_failures: 0,
          }))
          .where('id', '=', outboxId)
          .where('status', '=', 'pending')
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) > 0) {
          await tx.kysely.insertInto('outbox_attempts').values({ outbox_id: outboxId, ok: 1, provider_message_id: providerMessageId }).execute()
        }
      })
    },

    async markFailed(outboxId, owner, attempts, nextAttemptAt, error, uncertain = false, lookupFailures = 0) {
      const text = error.slice(0, 500)
      await db.transaction(async (tx) => {
        const result = await tx.kysely
          .updateTable('outbox')
          .set({
            attempts,
            next_attempt_at: nextAttemptAt,
            last_error: text,
            lease_owner: null,
            lease_until: null,
            lookup_failures: uncertain ? lookupFailures : 0,
            ...(uncertain ? {} : { sending_since: null }),
          })
          .where('id', '=', outboxId)
          .where('status', '=', 'pending')
          // A sender whose lease ran out records nothing over the next holder's claim.
          .where((eb) => eb.or([eb('lease_owner', '=', owner), eb('lease_owner', 'is', null)]))
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) > 0) await tx.kysely.insertInto('outbox_attempts').values({ outbox_id: outboxId, ok: 0, error: text }).execute()
      })
    },

    async markSkipped(outboxId, reason) {
      await q
        .updateTable('outbox')
        .set({ status: 'skipped', last_error: reason.slice(0, 500), lease_owner: null, lease_until: null, sending_since: null })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .execute()
    },

    async nextDueAt() {
      const row = await q
        .selectFrom('outbox')
        .select((eb) => eb.fn.min(sql<number>`CASE WHEN lease_until IS NOT NULL AND lease_until > next_attempt_at THEN lease_until ELSE next_attempt_at END`).as('at'))
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return row?.at ?? undefined
    },

    async release(owner) {
      const result = await q.updateTable('outbox').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', owner).executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}
