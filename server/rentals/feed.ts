/**
 * Each staff member's iCalendar feed of the rental calendar (GET /api/admin/rentals.ics?token=…),
 * for Google Calendar, Outlook or a phone to subscribe to. Its token is made for that alone:
 * shown once, stored hashed, one live per operator, read-only (it opens this feed and nothing
 * else), dead when it is revoked or the operator is disabled. Making and revoking one are audited.
 */
import { recordAudit, type Actor } from '../audit'
import type { Database } from '../db/database'
import { randomToken, sha256 } from '../operators'
import { business } from '#app/content/business'
import { planTitle } from '#app/content/rental-booking'
import { returnDay } from '#app/domain/bookings/rental-reservation'
import { calendarText, reservationUid } from './ical'
import type { RentalBlock, RentalUnit, Reservation } from './model'

/** The prefix of a feed token, so a leaked one is recognisable. */
export const FEED_TOKEN_PREFIX = 'lcgcal_'

export interface FeedTokenStatus {
  createdAt: number
  lastUsedAt: number | null
}

export function feedTokenStore(db: Database, now: () => number = Date.now) {
  return {
    /** A new token for the operator (any earlier one stops working); the value is returned once. */
    async create(operatorId: number, actor: Actor): Promise<string> {
      const token = FEED_TOKEN_PREFIX + randomToken()
      await db.transaction(async (tx) => {
        const at = now()
        await tx.kysely.updateTable('rental_feed_tokens').set({ revoked_at: at }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute()
        await tx.kysely.insertInto('rental_feed_tokens').values({ operator_id: operatorId, token_hash: sha256(token), created_at: at }).execute()
        await recordAudit(tx, { actor, action: 'rental-feed.create', entity: 'rental_feed', entityId: String(operatorId) })
      })
      return token
    },

    /** Stops the operator's feed; false when there was none. */
    async revoke(operatorId: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const result = await tx.kysely.updateTable('rental_feed_tokens').set({ revoked_at: now() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).executeTakeFirst()
        if (Number(result.numUpdatedRows) === 0) return false
        await recordAudit(tx, { actor, action: 'rental-feed.revoke', entity: 'rental_feed', entityId: String(operatorId) })
        return true
      })
    },

    async status(operatorId: number): Promise<FeedTokenStatus | undefined> {
      const row = await db.kysely.selectFrom('rental_feed_tokens').select(['created_at', 'last_used_at']).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).executeTakeFirst()
      return row ? { createdAt: Number(row.created_at), lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at) } : undefined
    },

    /** Whose live feed token this is (an enabled operator's), its use recorded at most once a minute. */
    async operatorFor(token: unknown): Promise<{ operatorId: number; email: string } | undefined> {
      if (typeof token !== 'string' || !token.startsWith(FEED_TOKEN_PREFIX) || token.length > 200) return undefined
      const row = await db.kysely
        .selectFrom('rental_feed_tokens as t')
        .innerJoin('operators as o', 'o.id', 't.operator_id')
        .select(['t.id', 't.operator_id', 't.last_used_at', 'o.email'])
        .where('t.token_hash', '=', sha256(token))
        .where('t.revoked_at', 'is', null)
        .where('o.disabled_at', 'is', null)
        .executeTakeFirst()
      if (!row) return undefined
      const at = now()
      if (row.last_used_at === null || at - Number(row.last_used_at) > 60_000) await db.kysely.updateTable('rental_feed_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute()
      return { operatorId: Number(row.operator_id), email: row.email }
    },
  }
}

export type FeedTokenStore = ReturnType<typeof feedTokenStore>

/** The rental calendar as staff subscribe to it: every reservation holding a unit, and every block. */
export function feedCalendar(reservations: readonly Reservation[], blocks: readonly RentalBlock[], units: readonly RentalUnit[], publicOrigin: string, now: number = Date.now()): string {
  const unitName = new Map(units.map((u) => [u.id, u.name]))
  return calendarText(
    {
      name: `${business.name}: rentals`,
      refreshMinutes: 60,
      events: [
        ...reservations.map((r) => ({
          uid: reservationUid(r.id),
          start: r.startDay,
          end: returnDay(r.startDay, r.days),
          summary: `${unitName.get(r.unitId) ?? `Unit ${r.unitId}`}: ${r.firstName} ${r.lastName} (${planTitle(r.plan)}, ${r.status})`,
          description: `Reservation ${r.id}, ${r.days} days. Phone ${r.phone}. Deliver to ${r.address}, ${r.town}.${r.note ? ` Note: ${r.note}` : ''}`,
          location: `${r.address}, ${r.town}, ${business.address.region}`,
          status: r.status === 'requested' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
          sequence: Math.floor(Date.parse(r.updatedAt) / 1000) % 2_000_000_000,
          url: `${publicOrigin}/admin/rentals/reservations/${r.id}`,
        })),
        ...blocks.map((b) => ({
          uid: `block-${b.id}@rentals.${business.emails.sales.split('@')[1]}`,
          start: b.firstDay,
          end: returnDay(b.lastDay, 1),
          summary: `${unitName.get(b.unitId) ?? `Unit ${b.unitId}`} out: ${b.reason}`,
          status: 'CONFIRMED' as const,
        })),
      ],
    },
    now,
  )
}
