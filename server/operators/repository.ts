/**
 * Operator accounts, passkeys, sessions, one-time verifications and API tokens: all the
 * SQL of signing in. Tokens a client presents are random (256 bits) and only their
 * SHA-256 hashes are stored, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto'
import { recordAudit, type Actor } from '../audit'
import type { Database, Queries } from '../db/database'

export type Role = 'owner' | 'staff'
export const ROLES: readonly Role[] = ['owner', 'staff']

export type VerificationPurpose = 'setup' | 'passkey-register' | 'passkey-sign-in'

export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
/** A random token for a cookie, a link or a bearer header: 256 bits, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const normalizeEmail = (email: string) => email.trim().toLowerCase()
/** A loose check for the CLI; the address only ever receives nothing from us, it names the account. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The prefix of every API token, so a leaked one is recognisable in a scanner. */
export const API_TOKEN_PREFIX = 'lcgc_'

export interface Operator {
  id: number
  email: string
  role: Role
  disabledAt: number | null
  createdAt: number
  hasPassword: boolean
  hasTotp: boolean
}

/** An operator with what a password sign-in checks. */
export interface OperatorCredentials extends Operator {
  passwordHash: string | null
  totpSecret: string | null
  totpLastStep: number | null
}

export interface OperatorSummary extends Operator {
  passkeys: number
  sessions: number
}

export interface Verification {
  id: number
  purpose: VerificationPurpose
  operatorId: number | null
  data: Record<string, unknown> | null
  createdAt: number
  expiresAt: number
}

export interface SessionRecord {
  id: number
  operatorId: number
  csrfToken: string
  createdAt: number
  lastSeenAt: number
  /** When the operator last proved who they are in this session (sign-in counts); null when never recorded. */
  reauthAt: number | null
  operator: { email: string; role: Role; disabledAt: number | null }
}

export interface Passkey {
  id: number
  operatorId: number
  credentialId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[] | undefined
  name: string
  createdAt: number
  lastUsedAt: number | null
}

/** What a token may do: the admin API (as staff), or only reading GET /metrics. */
export const TOKEN_SCOPES = ['integration', 'metrics'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

export interface ApiTokenSummary {
  name: string
  scope: TokenScope
  createdAt: number
  lastUsedAt: number | null
  revokedAt: number | null
}

interface OperatorRow {
  id: number
  email: string
  role: string
  disabled_at: number | null
  created_at: number
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: number | null
}

const OPERATOR_COLUMNS = ['id', 'email', 'role', 'disabled_at', 'created_at', 'password_hash', 'totp_secret', 'totp_last_step'] as const

function toOperator(row: OperatorRow): OperatorCredentials {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    hasPassword: row.password_hash !== null,
    hasTotp: row.totp_secret !== null,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
  }
}

/** Only what may be shown or logged about an operator (no hashes, no secrets). */
export function publicOperator(op: OperatorCredentials): Operator {
  const { id, email, role, disabledAt, createdAt, hasPassword, hasTotp } = op
  return { id, email, role, disabledAt, createdAt, hasPassword, hasTotp }
}

const VERIFICATION_COLUMNS = ['id', 'purpose', 'operator_id', 'data', 'created_at', 'expires_at'] as const

interface VerificationRow {
  id: number
  purpose: string
  operator_id: number | null
  data: string | null
  created_at: number
  expires_at: number
}

const toVerification = (row: VerificationRow): Verification => ({
  id: row.id,
  purpose: row.purpose as VerificationPurpose,
  operatorId: row.operator_id,
  data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
  createdAt: row.created_at,
  expiresAt: row.expires_at,
})

interface PasskeyRow {
  id: number
  operator_id: number
  credential_id: string
  public_key: Buffer
  counter: number
  transports: string | null
  name: string
  created_at: number
  last_used_at: number | null
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  operatorId: row.operator_id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: row.transports === null ? undefined : (JSON.parse(row.transports) as string[]),
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

export class OperatorError extends Error {}

/** A passkey checked by the WebAuthn library, ready to store. */
export interface NewPasskey {
  credentialId: string
  publicKey: Uint8Array
  counter: number
  transports?: string[]
  name: string
}

/** What completing a set-up link sets: a password with TOTP, or a passkey. Either replaces every earlier credential. */
export type SetupCredentials =
  | { kind: 'password'; passwordHash: string; totpSecret: string; acceptedStep: number }
  | { kind: 'passkey'; passkey: NewPasskey }

export interface SetupCompleted {
  operatorId: number
  passkeysRemoved: number
  passwordRemoved: boolean
  sessionsEnded: number
}

export type Clock = () => number

async function insertPasskey(tx: Queries, operatorId: number, p: NewPasskey, at: number): Promise<void> {
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

/** Rows an UPDATE or DELETE touched, as a number. */
const touched = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows)

const operatorById = (db: Queries, id: number): Promise<OperatorRow | undefined> =>
  db.kysely.selectFrom('operators').select(OPERATOR_COLUMNS).where('id', '=', id).executeTakeFirst()

/** E-mail addresses are stored lower-cased (normalizeEmail), so an exact match finds them whatever the case typed. */
const operatorByEmail = (db: Queries, email: string): Promise<OperatorRow | undefined> =>
  db.kysely.selectFrom('operators').select(OPERATOR_COLUMNS).where('email', '=', normalizeEmail(email)).executeTakeFirst()

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n)
}

export function operatorRepository(db: Database, now: Clock = () => Date.now()) {
  async function createVerification(
    tx: Queries,
    v: { purpose: VerificationPurpose; operatorId: number | null; ttlMs: number; data?: Record<string, unknown>; token?: string },
  ): Promise<string> {
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

  const activeOwners = (q: Queries) =>
    q.kysely
      .selectFrom('operators')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)

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
        const setupToken = await createVerification(tx, { purpose: 'setup', operatorId: id, ttlMs: SETUP_LINK_TTL_MS })
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
        const token = await createVerification(tx, { purpose: 'setup', operatorId: row.id, ttlMs: SETUP_LINK_TTL_MS })
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

    // One-time verifications --------------------------------------------------------

    createVerification(v: { purpose: VerificationPurpose; operatorId: number | null; ttlMs: number; data?: Record<string, unknown>; token?: string }) {
      return db.transaction((tx) => createVerification(tx, v))
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

    // Sessions ---------------------------------------------------------------------

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
      return (
        row && {
          id: row.id,
          operatorId: row.operator_id,
          csrfToken: row.csrf_token,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          reauthAt: row.reauth_at,
          operator: { email: row.email, role: row.role as Role, disabledAt: row.disabled_at },
        }
      )
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

    // Passkeys ---------------------------------------------------------------------

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

    // API tokens -------------------------------------------------------------------

    /** Creates a token for an integration; the value is returned once and stored hashed. */
    async createToken(name: string, actor: Actor, scope: TokenScope = 'integration'): Promise<string> {
      if (!(TOKEN_SCOPES as readonly string[]).includes(scope)) throw new OperatorError('A token scope is integration or metrics.')
      const label = name.trim()
      if (!/^[\w.-]{1,64}$/.test(label)) throw new OperatorError('A token name is 1 to 64 letters, digits, dots, dashes or underscores.')
      return db.transaction(async (tx) => {
        if (await tx.kysely.selectFrom('api_tokens').select('id').where('name', '=', label).where('revoked_at', 'is', null).executeTakeFirst()) {
          throw new OperatorError(`A live token named ${label} already exists; revoke it first or choose another name.`)
        }
        const token = API_TOKEN_PREFIX + randomToken()
        const { id } = await tx.kysely
          .insertInto('api_tokens')
          .values({ name: label, token_hash: sha256(token), created_at: now(), scope })
          .returning('id')
          .executeTakeFirstOrThrow()
        await recordAudit(tx, { actor, action: 'token.create', entity: 'api_token', entityId: String(id), after: { name: label, scope } })
        return token
      })
    },

    async listTokens(): Promise<ApiTokenSummary[]> {
      const rows = await db.kysely.selectFrom('api_tokens').select(['name', 'scope', 'created_at', 'last_used_at', 'revoked_at']).orderBy('id').execute()
      return rows.map((r) => ({ name: r.name, scope: r.scope as TokenScope, createdAt: r.created_at, lastUsedAt: r.last_used_at, revokedAt: r.revoked_at }))
    },

    /** Revokes the live token of that name; false when there is none. */
    revokeToken(name: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await tx.kysely.selectFrom('api_tokens').select('id').where('name', '=', name.trim()).where('revoked_at', 'is', null).executeTakeFirst()
        if (!row) return false
        await tx.kysely.updateTable('api_tokens').set({ revoked_at: now() }).where('id', '=', row.id).execute()
        await recordAudit(tx, { actor, action: 'token.revoke', entity: 'api_token', entityId: String(row.id), before: { name: name.trim() } })
        return true
      })
    },

    /** The live token with this value, its last use recorded; undefined for an unknown or revoked one. */
    async tokenByValue(token: string): Promise<{ id: number; name: string; scope: TokenScope } | undefined> {
      if (!token.startsWith(API_TOKEN_PREFIX)) return undefined
      const row = await db.kysely
        .selectFrom('api_tokens')
        .select(['id', 'name', 'scope', 'last_used_at'])
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      if (!row) return undefined
      const at = now()
      // At most one write a minute per token.
      if (row.last_used_at === null || at - row.last_used_at > 60_000) {
        await db.kysely.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute()
      }
      return { id: row.id, name: row.name, scope: row.scope as TokenScope }
    },

    /** A secret the server signs with, made by the migration and shared by every process. */
    async key(name: string): Promise<string> {
      const row = await db.kysely.selectFrom('auth_keys').select('value').where('name', '=', name).executeTakeFirst()
      if (!row) throw new Error(`Missing auth key ${name}`)
      return row.value
    },
  }
}

export type OperatorRepository = ReturnType<typeof operatorRepository>
