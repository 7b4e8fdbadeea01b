/**
 * One-time verifications: set-up links and passkey challenges. Each is a random token, of
 * which only the SHA-256 hash is stored, with a purpose, an expiry, and (once used) the time
 * it was used: found while unused and unexpired, consumed exactly once.
 */
import type { Database, Queries } from '../db/database'
import { type Clock, toVerification, type Verification, VERIFICATION_COLUMNS, type VerificationPurpose } from './model'
import { randomToken, sha256 } from './secrets'

export interface NewVerification {
  purpose: VerificationPurpose
  operatorId: number | null
  ttlMs: number
  data?: Record<string, unknown>
  /** The token to store (a WebAuthn challenge); a fresh random one when left out. */
  token?: string
}

/** Stores a verification inside the transaction `tx`; returns its token (only the hash is stored). */
export async function insertVerification(tx: Queries, now: Clock, v: NewVerification): Promise<string> {
  const token = v.token ?? randomToken()
  const at = now()
  await tx.kysely
    .insertInto('verifications')
    .values({
      purpose: v.purpose,
      token_hash: sha256(token),
      operator_id: v.operatorId,
      data: v.data ? JSON.stringify(v.data) : null,
      created_at: at,
      expires_at: at + v.ttlMs,
    })
    .execute()
  return token
}

export function verificationStore(db: Database, now: Clock) {
  return {
    createVerification(v: NewVerification) {
      return db.transaction((tx) => insertVerification(tx, now, v))
    },

    /** The verification for `token` if it is unused and unexpired, without using it. */
    async findVerification(purpose: VerificationPurpose, token: string): Promise<Verification | undefined> {
      const row = await db.kysely
        .selectFrom('verifications')
        .select(VERIFICATION_COLUMNS)
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return row && toVerification(row)
    },

    /** Uses the verification for `token`: returns it once, and never again. */
    consumeVerification(purpose: VerificationPurpose, token: string): Promise<Verification | undefined> {
      return db.transaction(async (tx) => {
        const at = now()
        const row = await tx.kysely
          .updateTable('verifications')
          .set({ used_at: at })
          .where('token_hash', '=', sha256(token))
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(VERIFICATION_COLUMNS)
          .executeTakeFirst()
        return row && toVerification(row)
      })
    },

    async setVerificationData(id: number, data: Record<string, unknown>): Promise<void> {
      await db.kysely.updateTable('verifications').set({ data: JSON.stringify(data) }).where('id', '=', id).execute()
    },

    /** Drops used and expired verifications (housekeeping). */
    async pruneVerifications(): Promise<void> {
      const at = now()
      await db.kysely
        .deleteFrom('verifications')
        .where((eb) => eb.or([eb('expires_at', '<', at), eb.and([eb('used_at', 'is not', null), eb('used_at', '<', at - 86_400_000)])]))
        .execute()
    },
  }
}
