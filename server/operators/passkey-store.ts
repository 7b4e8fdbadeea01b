/**
 * The stored passkeys of operators (the WebAuthn ceremonies that check them are in
 * passkeys.ts): adding and removing one from the account page, both audited, reading them,
 * and recording each use's signature counter. An operator may not remove their last way
 * to sign in.
 */
import { recordAudit, type Actor } from '../audit'
import type { Database, Queries } from '../db/database'
import { type Clock, countOf, type NewPasskey, type Passkey, OperatorError, operatorById, type Role, toPasskey } from './model'

/** Stores a passkey of the operator inside the transaction `tx`, created at `at`. */
export async function insertPasskey(tx: Queries, operatorId: number, p: NewPasskey, at: number): Promise<void> {
  await tx.kysely
    .insertInto('passkeys')
    .values({
      operator_id: operatorId,
      credential_id: p.credentialId,
      public_key: Buffer.from(p.publicKey),
      counter: p.counter,
      transports: p.transports ? JSON.stringify(p.transports) : null,
      name: p.name,
      created_at: at,
    })
    .execute()
}

export function passkeyStore(db: Database, now: Clock) {
  return {
    /** Adds a passkey to an operator (from the account page), audited. */
    addPasskey(p: NewPasskey & { operatorId: number }): Promise<void> {
      return db.transaction(async (tx) => {
        await insertPasskey(tx, p.operatorId, p, now())
        const row = await operatorById(tx, p.operatorId)
        if (row) {
          const actor: Actor = { kind: 'operator', id: p.operatorId, email: row.email, role: row.role as Role }
          await recordAudit(tx, { actor, action: 'user.passkey-add', entity: 'operator', entityId: String(p.operatorId), after: { passkey: p.name } })
        }
      })
    },

    /**
     * Removes one of the operator's own passkeys, audited. Refused (OperatorError) when it
     * is their last way to sign in: no other passkey and no password.
     */
    removePasskey(operatorId: number, passkeyId: number): Promise<void> {
      return db.transaction(async (tx) => {
        const passkey = await tx.kysely
          .selectFrom('passkeys')
          .select('name')
          .where('id', '=', passkeyId)
          .where('operator_id', '=', operatorId)
          .executeTakeFirst()
        if (!passkey) throw new OperatorError('That passkey is not one of yours, or was already removed.')
        const row = await operatorById(tx, operatorId)
        const others = await countOf(
          tx.kysely
            .selectFrom('passkeys')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('operator_id', '=', operatorId)
            .where('id', '<>', passkeyId),
        )
        const hasPassword = row?.password_hash != null && row.totp_secret != null
        if (others === 0 && !hasPassword) throw new OperatorError('This is your only way to sign in. Add another passkey first, then remove this one.')
        await tx.kysely.deleteFrom('passkeys').where('id', '=', passkeyId).execute()
        const actor: Actor = { kind: 'operator', id: operatorId, email: row!.email, role: row!.role as Role }
        await recordAudit(tx, { actor, action: 'user.passkey-remove', entity: 'operator', entityId: String(operatorId), before: { passkey: passkey.name } })
      })
    },

    async passkeysOf(operatorId: number): Promise<Passkey[]> {
      return (await db.kysely.selectFrom('passkeys').selectAll().where('operator_id', '=', operatorId).orderBy('id').execute()).map(toPasskey)
    },

    async passkeyByCredentialId(credentialId: string): Promise<Passkey | undefined> {
      const row = await db.kysely.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst()
      return row && toPasskey(row)
    },

    async passkeyUsed(id: number, counter: number): Promise<void> {
      await db.kysely.updateTable('passkeys').set({ counter, last_used_at: now() }).where('id', '=', id).execute()
    },
  }
}
