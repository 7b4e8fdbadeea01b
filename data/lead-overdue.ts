/**
 * The overdue rule: a lead still `new` with no first response (no status change, no note)
 * LEAD_OVERDUE_MINUTES after it arrived is overdue, and gets one reminder to the sales
 * team. The outbox's UNIQUE (lead_id, kind) makes "one" hold across passes, processes and
 * restarts.
 */
import type { Database } from './db'
import { overdueCutoff } from './lead-policy'

/**
 * How far back a pass looks: a reminder about a lead more than a week past its deadline
 * is noise (the inbox still marks it overdue), and the bound keeps each pass to one short
 * range of the (status, created_at) index however many untouched leads pile up.
 */
export const OVERDUE_LOOKBACK_MS = 7 * 24 * 60 * 60_000

/** The migration that brought the desk: leads from before it were never due an answer within its deadline. */
const DESK_MIGRATION = 5

/** Due a reminder: overdue by the desk's one rule (the inbox marks the same leads). */
export { isOverdue } from './lead-policy'

export interface OverdueRepository {
  /**
   * Queues the reminder for every lead overdue at `now` that has none yet; resolves with
   * the ids it queued. Safe to run from several processes at once.
   */
  queueReminders(now: number, overdueMinutes: number): Promise<string[]>
}

/**
 * Leads past their deadline (within the lookback, after the desk's migration) with no
 * reminder yet: one range of the leads_status (status, created_at) index, each candidate
 * checked against the outbox's (lead_id, kind) unique index.
 */
export const CANDIDATES = `SELECT l.id FROM leads l
  WHERE l.status = 'new' AND l.created_at > ? AND l.created_at < ?
    AND l.first_response_at IS NULL
    AND l.created_at >= COALESCE((SELECT applied_at FROM schema_migrations WHERE version = ?), '')
    AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'overdue')
  ORDER BY l.created_at`

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

export function overdueRepository(db: Database): OverdueRepository {
  return {
    async queueReminders(now, overdueMinutes) {
      const deadline = Date.parse(overdueCutoff(now, overdueMinutes))
      // A read first, without the write lock: most minutes find nothing.
      const due = await db.all<{ id: string }>(
        CANDIDATES,
        [iso(deadline - OVERDUE_LOOKBACK_MS), iso(deadline), DESK_MIGRATION],
      )
      if (due.length === 0) return []
      return db.transaction(async (tx) => {
        const queued: string[] = []
        for (const { id } of due) {
          // Checked again under the write lock: the desk may have answered since the read.
          const result = await tx.run(
            `INSERT INTO outbox (lead_id, kind, next_attempt_at)
             SELECT id, 'overdue', ? FROM leads WHERE id = ? AND status = 'new' AND first_response_at IS NULL
             ON CONFLICT (lead_id, kind) DO NOTHING`,
            [Date.now(), id],
          )
          if (result.changes > 0) queued.push(id)
        }
        return queued
      })
    },
  }
}
