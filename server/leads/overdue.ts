/**
 * The overdue rule: a lead still `new` with no first response (no status change, no note)
 * LEAD_OVERDUE_MINUTES after it arrived is overdue, and gets one reminder to the sales
 * team. The outbox's UNIQUE (lead_id, kind) makes "one" hold across passes, processes and
 * restarts.
 */
import { sql } from 'kysely'
import type { Database, Queries } from '../db/database'
import { overdueCutoff } from '#app/domain/leads/policy'

/**
 * How far back a pass looks: a reminder about a lead more than a week past its deadline
 * is noise (the inbox still marks it overdue), and the bound keeps each pass to one short
 * range of the (status, created_at) index however many untouched leads pile up.
 */
export const OVERDUE_LOOKBACK_MS = 7 * 24 * 60 * 60_000

/** The migration that brought the desk: leads from before it were never due an answer within its deadline. */
const DESK_MIGRATION = 5

/** Due a reminder: overdue by the desk's one rule (the inbox marks the same leads). */

export interface OverdueRepository {
  /**
   * Queues the reminder for every lead overdue at `now` that has none yet; resolves with
   * the ids it queued. Safe to run from several processes at once.
   */
  queueReminders(now: number, overdueMinutes: number): Promise<string[]>
}

/**
 * Leads past their deadline (arrived after `from` and before `to`, after the desk's
 * migration) with no reminder yet: one range of the leads_status (status, created_at)
 * index, each candidate checked against the outbox's (lead_id, kind) unique index.
 */
export function overdueCandidates(db: Queries, from: string, to: string) {
  return db.kysely
    .selectFrom('leads as l')
    .select('l.id')
    .where('l.status', '=', 'new')
    .where('l.created_at', '>', from)
    .where('l.created_at', '<', to)
    .where('l.first_response_at', 'is', null)
    .where((eb) =>
      eb('l.created_at', '>=', eb.fn.coalesce(eb.selectFrom('schema_migrations').select('applied_at').where('version', '=', DESK_MIGRATION), eb.val(''))),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('outbox as o')
            .select(sql.lit(1).as('one'))
            .whereRef('o.lead_id', '=', 'l.id')
            .where('o.kind', '=', 'overdue'),
        ),
      ),
    )
    .orderBy('l.created_at')
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

export function overdueRepository(db: Database): OverdueRepository {
  return {
    async queueReminders(now, overdueMinutes) {
      const deadline = Date.parse(overdueCutoff(now, overdueMinutes))
      // A read first, without the write lock: most minutes find nothing.
      const due = await overdueCandidates(db, iso(deadline - OVERDUE_LOOKBACK_MS), iso(deadline)).execute()
      if (due.length === 0) return []
      return db.transaction(async (tx) => {
        const queued: string[] = []
        for (const { id } of due) {
          // Checked again under the write lock: the desk may have answered since the read.
          const queuedAt = Date.now()
          const result = await tx.kysely
            .insertInto('outbox')
            .columns(['lead_id', 'kind', 'next_attempt_at', 'created_at'])
            .expression((eb) =>
              eb
                .selectFrom('leads')
                // Typed casts: PostgreSQL cannot tell a bare parameter's type in a select list.
                .select([
                  'id',
                  sql.lit('overdue').as('kind'),
                  sql<number>`cast(${queuedAt} as bigint)`.as('next_attempt_at'),
                  sql<string>`cast(${iso(queuedAt)} as text)`.as('created_at'),
                ])
                .where('id', '=', id)
                .where('status', '=', 'new')
                .where('first_response_at', 'is', null),
            )
            .onConflict((oc) => oc.columns(['lead_id', 'kind']).doNothing())
            .executeTakeFirst()
          if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) queued.push(id)
        }
        return queued
      })
    },
  }
}
