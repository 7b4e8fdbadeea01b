/**
 * Operator accounts: adding one (with its first set-up link), new set-up links, completing
 * one, disabling an account, changing the password, and the TOTP step that stops a code
 * from being used twice. Every change is audited in the transaction that makes it; a
 * disabled operator loses every session and pending link at once, and the console can
 * never disable its own user nor the last active owner.
 */
import { recordAudit, type Actor } from '../audit'
import type { Database, Queries } from '../db/database'
import {
  type Clock,
  countOf,
  type Operator,
  OPERATOR_COLUMNS,
  type OperatorCredentials,
  OperatorError,
  type OperatorSummary,
  operatorByEmail,
  operatorById,
  publicOperator,
  type Role,
  type SetupCompleted,
  type SetupCredentials,
  toOperator,
  touched,
} from './model'
import { insertPasskey } from './passkey-store'
import { EMAIL_PATTERN, normalizeEmail, SETUP_LINK_TTL_MS, sha256 } from './secrets'
import { insertVerification } from './verifications'

const activeOwners = (q: Queries) =>
  q.kysely
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)

export function accountStore(db: Database, now: Clock) {
  return {
    async count(): Promise<number> {
      return countOf(db.kysely.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')))
    },

    async byEmail(email: string): Promise<OperatorCredentials | undefined> {
      const row = await operatorByEmail(db, email)
      return row && toOperator(row)
    },

    async byId(id: number): Promise<OperatorCredentials | undefined> {
      const row = await operatorById(db, id)
      return row && toOperator(row)
    },

    async list(): Promise<OperatorSummary[]> {
      const rows = await db.kysely
        .selectFrom('operators as o')
        .select(OPERATOR_COLUMNS.map((column) => `o.${column}` as const))
        .select((eb) => [
          eb.selectFrom('passkeys as p').select(eb.fn.countAll<number>().as('n')).whereRef('p.operator_id', '=', 'o.id').as('passkeys'),
          eb.selectFrom('sessions as s').select(eb.fn.countAll<number>().as('n')).whereRef('s.operator_id', '=', 'o.id').as('sessions'),
        ])
        .orderBy('o.id')
        .execute()
      return rows.map((row) => ({ ...publicOperator(toOperator(row)), passkeys: Number(row.passkeys), sessions: Number(row.sessions) }))
    },

    /**
     * Adds an operator and a one-time set-up link token (valid 24 h). The first operator
     * is an owner unless told otherwise; later ones are staff unless told otherwise.
     */
    async add(email: string, role: Role | undefined, actor: Actor): Promise<{ operator: Operator; setupToken: string }> {
      const address = normalizeEmail(email)
      if (!EMAIL_PATTERN.test(address) || address.length > 254) throw new OperatorError(`Not an e-mail address: ${email}`)
      return db.transaction(async (tx) => {
        if (await operatorByEmail(tx, address)) {
          throw new OperatorError(`An operator with that e-mail address already exists.`)
        }
        const existing = await countOf(tx.kysely.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')))
        const chosen: Role = role ?? (existing === 0 ? 'owner' : 'staff')
        const { id } = await tx.kysely
          .insertInto('operators')
          .values({ email: address, role: chosen, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow()
        const setupToken = await insertVerification(tx, now, { purpose: 'setup', operatorId: id, ttlMs: SETUP_LINK_TTL_MS })
        await recordAudit(tx, { actor, action: 'user.add', entity: 'operator', entityId: String(id), after: { email: address, role: chosen } })
        const row = await operatorById(tx, id)
        return { operator: publicOperator(toOperator(row!)), setupToken }
      })
    },

    /**
     * A fresh set-up link for an operator who has not finished (or lost access); earlier
     * links stop working. Completing it is a recovery: it replaces the operator's
     * passkeys, password and code, and ends every session of theirs (completeSetup).
     */
    newSetupLink(email: string, actor: Actor): Promise<string> {
      return db.transaction(async (tx) => {
        const row = await operatorByEmail(tx, email)
        if (!row) throw new OperatorError('No operator has that e-mail address.')
        if (row.disabled_at !== null) throw new OperatorError('That operator is disabled.')
        await tx.kysely.deleteFrom('verifications').where('purpose', '=', 'setup').where('operator_id', '=', row.id).execute()
        const token = await insertVerification(tx, now, { purpose: 'setup', operatorId: row.id, ttlMs: SETUP_LINK_TTL_MS })
        await recordAudit(tx, { actor, action: 'user.setup-link', entity: 'operator', entityId: String(row.id) })
        return token
      })
    },

    /** Owners who are not disabled: the console needs at least one to manage users and tokens. */
    async activeOwnerCount(): Promise<number> {
      return countOf(activeOwners(db))
    },

    /**
     * Disables an operator and ends every session and pending link of theirs, at once.
     * An operator (in the console) cannot disable themselves nor the last active owner;
     * both checks run inside the transaction, so two owners disabling each other at the
     * same moment leave one of them. The CLI on the server may do either (it can add an
     * owner again).
     */
    disable(email: string, actor: Actor): Promise<{ sessionsEnded: number }> {
      return db.transaction(async (tx) => {
        const row = await operatorByEmail(tx, email)
        if (!row) throw new OperatorError('No operator has that e-mail address.')
        if (actor.kind === 'operator') {
          if (actor.id === row.id) throw new OperatorError('You cannot disable your own account. Another owner can.')
          if (row.role === 'owner' && row.disabled_at === null) {
            const others = await countOf(activeOwners(tx).where('id', '<>', row.id))
            if (others === 0) throw new OperatorError(`${row.email} is the last active owner. Add another owner first.`)
          }
        }
        if (row.disabled_at === null) await tx.kysely.updateTable('operators').set({ disabled_at: now() }).where('id', '=', row.id).execute()
        const sessionsEnded = touched(await tx.kysely.deleteFrom('sessions').where('operator_id', '=', row.id).executeTakeFirst())
        await tx.kysely.deleteFrom('verifications').where('operator_id', '=', row.id).execute()
        await recordAudit(tx, {
          actor,
          action: 'user.disable',
          entity: 'operator',
          entityId: String(row.id),
          before: { email: row.email, disabled: row.disabled_at !== null },
          after: { email: row.email, disabled: true },
        })
        return { sessionsEnded }
      })
    },

    /**
     * Completes a set-up link in one transaction: uses the link up (false when it is
     * used, expired or another operator's), removes every passkey, password and TOTP
     * secret the operator had, sets the new credentials, ends every session of theirs
     * (the caller then starts a new one), and audits it. Whoever lost a device, or had
     * a credential stolen, is left with only what they set now.
     */
    completeSetup(token: string, operatorId: number, credentials: SetupCredentials): Promise<SetupCompleted | false> {
      return db.transaction(async (tx) => {
        const at = now()
        const used = await tx.kysely
          .updateTable('verifications')
          .set({ used_at: at })
          .where('token_hash', '=', sha256(token))
          .where('purpose', '=', 'setup')
          .where('operator_id', '=', operatorId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('id')
          .executeTakeFirst()
        if (!used) return false
        const row = await operatorById(tx, operatorId)
        if (!row || row.disabled_at !== null) throw new OperatorError('That operator is disabled.')
        const passkeysRemoved = touched(await tx.kysely.deleteFrom('passkeys').where('operator_id', '=', operatorId).executeTakeFirst())
        const sessionsEnded = touched(await tx.kysely.deleteFrom('sessions').where('operator_id', '=', operatorId).executeTakeFirst())
        // Any other link of theirs goes too: this one did its job.
        await tx.kysely
          .deleteFrom('verifications')
          .where('purpose', '=', 'setup')
          .where('operator_id', '=', operatorId)
          .where('id', '<>', used.id)
          .execute()
        const passwordRemoved = row.password_hash !== null
        if (credentials.kind === 'password') {
          await tx.kysely
            .updateTable('operators')
            .set({ password_hash: credentials.passwordHash, totp_secret: credentials.totpSecret, totp_last_step: credentials.acceptedStep })
            .where('id', '=', operatorId)
            .execute()
        } else {
          await tx.kysely
            .updateTable('operators')
            .set({ password_hash: null, totp_secret: null, totp_last_step: null })
            .where('id', '=', operatorId)
            .execute()
          await insertPasskey(tx, operatorId, credentials.passkey, at)
        }
        const actor: Actor = { kind: 'operator', id: operatorId, email: row.email, role: row.role as Role }
        const replaced = passkeysRemoved > 0 || passwordRemoved
        await recordAudit(tx, {
          actor,
          action: credentials.kind === 'password' ? 'user.password-set' : 'user.passkey-add',
          entity: 'operator',
          entityId: String(operatorId),
          before: replaced ? { passkeys: passkeysRemoved, password: passwordRemoved } : undefined,
          after: {
            via: 'setup-link',
            ...(credentials.kind === 'password' ? { password: true } : { passkey: credentials.passkey.name }),
            ...(sessionsEnded ? { sessionsEnded } : {}),
          },
        })
        return { operatorId, passkeysRemoved, passwordRemoved, sessionsEnded }
      })
    },

    /**
     * A new password, after the caller checked the current one and a fresh TOTP code: every
     * other session of the operator ends (the one that changed it, `keepSessionId`, stays).
     */
    changePassword(operatorId: number, passwordHash: string, keepSessionId: number): Promise<{ sessionsEnded: number }> {
      return db.transaction(async (tx) => {
        const row = await operatorById(tx, operatorId)
        if (!row || row.password_hash === null) throw new OperatorError('You have no password to change.')
        await tx.kysely.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', operatorId).execute()
        const sessionsEnded = touched(
          await tx.kysely.deleteFrom('sessions').where('operator_id', '=', operatorId).where('id', '<>', keepSessionId).executeTakeFirst(),
        )
        const actor: Actor = { kind: 'operator', id: operatorId, email: row.email, role: row.role as Role }
        await recordAudit(tx, { actor, action: 'user.password-change', entity: 'operator', entityId: String(operatorId), after: { sessionsEnded } })
        return { sessionsEnded }
      })
    },

    /**
     * Records `step` as the operator's last used TOTP time step, only if it is later than
     * the one recorded: false means the code was already used (a replay). One conditional
     * UPDATE whose row count decides, so of two replicas checking the same code at once
     * only one is told yes (the database lets one update the row; the other then finds
     * the step already recorded and changes nothing).
     */
    async acceptTotpStep(operatorId: number, step: number): Promise<boolean> {
      const result = await db.kysely
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', operatorId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
      return touched(result) === 1
    },
  }
}
