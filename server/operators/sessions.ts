/**
 * Console sessions: one row per signed-in browser, keyed by the SHA-256 of its cookie
 * token, with the session's CSRF token, when it was last seen and when the operator last
 * proved who they are in it. The timeouts are enforced on every request (auth.ts); this
 * only stores, reads and drops the rows.
 */
import type { Database } from '../db/database'
import { type Clock, countOf, type SessionRecord, toSession, touched } from './model'
import { randomToken, sha256 } from './secrets'

export function sessionStore(db: Database, now: Clock) {
  return {
    /**
     * A new session for the operator: a fresh token (rotation: any session the browser had
     * is deleted first). Returns the token for the cookie and the session's CSRF token.
     */
    createSession(operatorId: number, replacing?: string): Promise<{ token: string; csrfToken: string }> {
      return db.transaction(async (tx) => {
        if (replacing) await tx.kysely.deleteFrom('sessions').where('token_hash', '=', sha256(replacing)).execute()
        const token = randomToken()
        const csrfToken = randomToken()
        const at = now()
        // Signing in is a proof of who they are: reauth_at starts at sign-in.
        await tx.kysely
          .insertInto('sessions')
          .values({ token_hash: sha256(token), operator_id: operatorId, csrf_token: csrfToken, created_at: at, last_seen_at: at, reauth_at: at })
          .execute()
        return { token, csrfToken }
      })
    },

    async sessionByToken(token: string): Promise<SessionRecord | undefined> {
      const row = await db.kysely
        .selectFrom('sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['s.id', 's.operator_id', 's.csrf_token', 's.created_at', 's.last_seen_at', 's.reauth_at', 'o.email', 'o.role', 'o.disabled_at'])
        .where('s.token_hash', '=', sha256(token))
        .executeTakeFirst()
      return row && toSession(row)
    },

    async touchSession(id: number, at: number): Promise<void> {
      await db.kysely.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).where('last_seen_at', '<', at).execute()
    },

    /** Records that the operator proved who they are in this session just now. */
    async markReauthenticated(sessionId: number, at: number): Promise<void> {
      await db.kysely.updateTable('sessions').set({ reauth_at: at }).where('id', '=', sessionId).execute()
    },

    async deleteSessionById(id: number): Promise<void> {
      await db.kysely.deleteFrom('sessions').where('id', '=', id).execute()
    },

    async deleteSession(token: string): Promise<void> {
      await db.kysely.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute()
    },

    async deleteSessionsOf(operatorId: number): Promise<number> {
      return touched(await db.kysely.deleteFrom('sessions').where('operator_id', '=', operatorId).executeTakeFirst())
    },

    async countSessions(operatorId: number): Promise<number> {
      return countOf(db.kysely.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('operator_id', '=', operatorId))
    },

    /** Drops sessions past either timeout (housekeeping; expiry is enforced on every request). */
    async pruneSessions(idleMs: number, absoluteMs: number): Promise<void> {
      const at = now()
      await db.kysely
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', at - idleMs), eb('created_at', '<', at - absoluteMs)]))
        .execute()
    },
  }
}
