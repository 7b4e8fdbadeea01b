/**
 * Operator accounts, passkeys, sessions, one-time verifications and API tokens: all the
 * SQL of signing in. Tokens a client presents are random (256 bits) and only their
 * SHA-256 hashes are stored, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto'
import { listAudit, recordAudit, type Actor, type AuditEntry, type AuditQuery } from './audit'
import type { Database, Queries } from './db'

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
  role: Role
  disabled_at: number | null
  created_at: number
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: number | null
}

const OPERATOR_COLUMNS = 'id, email, role, disabled_at, created_at, password_hash, totp_secret, totp_last_step'

function toOperator(row: OperatorRow): OperatorCredentials {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
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

interface VerificationRow {
  id: number
  purpose: VerificationPurpose
  operator_id: number | null
  data: string | null
  created_at: number
  expires_at: number
}

const toVerification = (row: VerificationRow): Verification => ({
  id: row.id,
  purpose: row.purpose,
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

/**
 * Audit entities about operators and API tokens (who may sign in, and how) and about
 * backups (who took a copy of everything). Only owners see them (the audit API and page
 * filter them out for staff and API tokens).
 */
export const OWNER_ONLY_AUDIT_ENTITIES: readonly string[] = ['operator', 'api_token', 'backup']

/** Whether an audit entry about `entity` may be shown to someone who is not an owner. */
export const auditVisibleToStaff = (entity: string) => !OWNER_ONLY_AUDIT_ENTITIES.includes(entity)

/**
 * Audit entries as `listAudit` gives them, for one viewer: a non-owner never gets an
 * operator's or API token's entry. Pages stay full (up to `limit`) by reading on past
 * the entries left out.
 */
export async function listAuditFor(db: Queries, query: AuditQuery, viewer: { owner: boolean }): Promise<AuditEntry[]> {
  if (viewer.owner) return listAudit(db, query)
  if (query.entity && !auditVisibleToStaff(query.entity)) return []
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 500)
  const shown: AuditEntry[] = []
  let before = query.before
  for (;;) {
    const batch = await listAudit(db, { ...query, before, limit: 500 })
    for (const entry of batch) {
      if (auditVisibleToStaff(entry.entity)) shown.push(entry)
      if (shown.length === limit) return shown
    }
    if (batch.length < 500) return shown
    before = batch[batch.length - 1]!.id
  }
}

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
  await tx.run(
    'INSERT INTO passkeys (operator_id, credential_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [operatorId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports ? JSON.stringify(p.transports) : null, p.name, at],
  )
}

export function operatorRepository(db: Database, now: Clock = () => Date.now()) {
  async function createVerification(
    tx: Queries,
    v: { purpose: VerificationPurpose; operatorId: number | null; ttlMs: number; data?: Record<string, unknown>; token?: string },
  ): Promise<string> {
    const token = v.token ?? randomToken()
    const at = now()
    await tx.run(
      'INSERT INTO verifications (purpose, token_hash, operator_id, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [v.purpose, sha256(token), v.operatorId, v.data ? JSON.stringify(v.data) : null, at, at + v.ttlMs],
    )
    return token
  }

  return {
    async count(): Promise<number> {
      return (await db.get<{ n: number }>('SELECT count(*) AS n FROM operators'))!.n
    },

    async byEmail(email: string): Promise<OperatorCredentials | undefined> {
      const row = await db.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE email = ?`, [normalizeEmail(email)])
      return row && toOperator(row)
    },

    async byId(id: number): Promise<OperatorCredentials | undefined> {
      const row = await db.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [id])
      return row && toOperator(row)
    },

    async list(): Promise<OperatorSummary[]> {
      const rows = await db.all<OperatorRow & { passkeys: number; sessions: number }>(
        `SELECT ${OPERATOR_COLUMNS},
           (SELECT count(*) FROM passkeys p WHERE p.operator_id = o.id) AS passkeys,
           (SELECT count(*) FROM sessions s WHERE s.operator_id = o.id) AS sessions
         FROM operators o ORDER BY id`,
      )
      return rows.map((row) => ({ ...publicOperator(toOperator(row)), passkeys: row.passkeys, sessions: row.sessions }))
    },

    /**
     * Adds an operator and a one-time set-up link token (valid 24 h). The first operator
     * is an owner unless told otherwise; later ones are staff unless told otherwise.
     */
    async add(email: string, role: Role | undefined, actor: Actor): Promise<{ operator: Operator; setupToken: string }> {
      const address = normalizeEmail(email)
      if (!EMAIL_PATTERN.test(address) || address.length > 254) throw new OperatorError(`Not an e-mail address: ${email}`)
      return db.transaction(async (tx) => {
        if (await tx.get('SELECT 1 FROM operators WHERE email = ?', [address])) {
          throw new OperatorError(`An operator with that e-mail address already exists.`)
        }
        const existing = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM operators'))!.n
        const chosen: Role = role ?? (existing === 0 ? 'owner' : 'staff')
        const { lastID } = await tx.run('INSERT INTO operators (email, role, created_at) VALUES (?, ?, ?)', [address, chosen, now()])
        const setupToken = await createVerification(tx, { purpose: 'setup', operatorId: lastID, ttlMs: SETUP_LINK_TTL_MS })
        await recordAudit(tx, { actor, action: 'user.add', entity: 'operator', entityId: String(lastID), after: { email: address, role: chosen } })
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [lastID])
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
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE email = ?`, [normalizeEmail(email)])
        if (!row) throw new OperatorError('No operator has that e-mail address.')
        if (row.disabled_at !== null) throw new OperatorError('That operator is disabled.')
        await tx.run("DELETE FROM verifications WHERE purpose = 'setup' AND operator_id = ?", [row.id])
        const token = await createVerification(tx, { purpose: 'setup', operatorId: row.id, ttlMs: SETUP_LINK_TTL_MS })
        await recordAudit(tx, { actor, action: 'user.setup-link', entity: 'operator', entityId: String(row.id) })
        return token
      })
    },

    /** Owners who are not disabled: the console needs at least one to manage users and tokens. */
    async activeOwnerCount(): Promise<number> {
      return (await db.get<{ n: number }>("SELECT count(*) AS n FROM operators WHERE role = 'owner' AND disabled_at IS NULL"))!.n
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
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE email = ?`, [normalizeEmail(email)])
        if (!row) throw new OperatorError('No operator has that e-mail address.')
        if (actor.kind === 'operator') {
          if (actor.id === row.id) throw new OperatorError('You cannot disable your own account. Another owner can.')
          if (row.role === 'owner' && row.disabled_at === null) {
            const others = await tx.get<{ n: number }>(
              "SELECT count(*) AS n FROM operators WHERE role = 'owner' AND disabled_at IS NULL AND id <> ?",
              [row.id],
            )
            if (others!.n === 0) throw new OperatorError(`${row.email} is the last active owner. Add another owner first.`)
          }
        }
        if (row.disabled_at === null) await tx.run('UPDATE operators SET disabled_at = ? WHERE id = ?', [now(), row.id])
        const { changes } = await tx.run('DELETE FROM sessions WHERE operator_id = ?', [row.id])
        await tx.run('DELETE FROM verifications WHERE operator_id = ?', [row.id])
        await recordAudit(tx, {
          actor,
          action: 'user.disable',
          entity: 'operator',
          entityId: String(row.id),
          before: { email: row.email, disabled: row.disabled_at !== null },
          after: { email: row.email, disabled: true },
        })
        return { sessionsEnded: changes }
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
        const used = await tx.get<{ id: number }>(
          `UPDATE verifications SET used_at = ?
           WHERE token_hash = ? AND purpose = 'setup' AND operator_id = ? AND used_at IS NULL AND expires_at > ?
           RETURNING id`,
          [at, sha256(token), operatorId, at],
        )
        if (!used) return false
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [operatorId])
        if (!row || row.disabled_at !== null) throw new OperatorError('That operator is disabled.')
        const passkeysRemoved = (await tx.run('DELETE FROM passkeys WHERE operator_id = ?', [operatorId])).changes
        const sessionsEnded = (await tx.run('DELETE FROM sessions WHERE operator_id = ?', [operatorId])).changes
        // Any other link of theirs goes too: this one did its job.
        await tx.run("DELETE FROM verifications WHERE purpose = 'setup' AND operator_id = ? AND id <> ?", [operatorId, used.id])
        const passwordRemoved = row.password_hash !== null
        if (credentials.kind === 'password') {
          await tx.run('UPDATE operators SET password_hash = ?, totp_secret = ?, totp_last_step = ? WHERE id = ?', [
            credentials.passwordHash,
            credentials.totpSecret,
            credentials.acceptedStep,
            operatorId,
          ])
        } else {
          await tx.run('UPDATE operators SET password_hash = NULL, totp_secret = NULL, totp_last_step = NULL WHERE id = ?', [operatorId])
          await insertPasskey(tx, operatorId, credentials.passkey, at)
        }
        const actor: Actor = { kind: 'operator', id: operatorId, email: row.email, role: row.role }
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
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [operatorId])
        if (!row || row.password_hash === null) throw new OperatorError('You have no password to change.')
        await tx.run('UPDATE operators SET password_hash = ? WHERE id = ?', [passwordHash, operatorId])
        const { changes } = await tx.run('DELETE FROM sessions WHERE operator_id = ? AND id <> ?', [operatorId, keepSessionId])
        const actor: Actor = { kind: 'operator', id: operatorId, email: row.email, role: row.role }
        await recordAudit(tx, { actor, action: 'user.password-change', entity: 'operator', entityId: String(operatorId), after: { sessionsEnded: changes } })
        return { sessionsEnded: changes }
      })
    },

    /**
     * Records `step` as the operator's last used TOTP time step, only if it is later than
     * the one recorded: false means the code was already used (a replay).
     */
    async acceptTotpStep(operatorId: number, step: number): Promise<boolean> {
      const { changes } = await db.run(
        'UPDATE operators SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
        [step, operatorId, step],
      )
      return changes === 1
    },

    // One-time verifications --------------------------------------------------------

    createVerification(v: { purpose: VerificationPurpose; operatorId: number | null; ttlMs: number; data?: Record<string, unknown>; token?: string }) {
      return db.transaction((tx) => createVerification(tx, v))
    },

    /** The verification for `token` if it is unused and unexpired, without using it. */
    async findVerification(purpose: VerificationPurpose, token: string): Promise<Verification | undefined> {
      const row = await db.get<VerificationRow>(
        `SELECT id, purpose, operator_id, data, created_at, expires_at FROM verifications
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
        [sha256(token), purpose, now()],
      )
      return row && toVerification(row)
    },

    /** Uses the verification for `token`: returns it once, and never again. */
    consumeVerification(purpose: VerificationPurpose, token: string): Promise<Verification | undefined> {
      return db.transaction(async (tx) => {
        const row = await tx.get<VerificationRow>(
          `UPDATE verifications SET used_at = ?
           WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
           RETURNING id, purpose, operator_id, data, created_at, expires_at`,
          [now(), sha256(token), purpose, now()],
        )
        return row && toVerification(row)
      })
    },

    async setVerificationData(id: number, data: Record<string, unknown>): Promise<void> {
      await db.run('UPDATE verifications SET data = ? WHERE id = ?', [JSON.stringify(data), id])
    },

    /** Drops used and expired verifications (housekeeping). */
    async pruneVerifications(): Promise<void> {
      await db.run('DELETE FROM verifications WHERE expires_at < ? OR (used_at IS NOT NULL AND used_at < ?)', [now(), now() - 86_400_000])
    },

    // Sessions ---------------------------------------------------------------------

    /**
     * A new session for the operator: a fresh token (rotation: any session the browser had
     * is deleted first). Returns the token for the cookie and the session's CSRF token.
     */
    createSession(operatorId: number, replacing?: string): Promise<{ token: string; csrfToken: string }> {
      return db.transaction(async (tx) => {
        if (replacing) await tx.run('DELETE FROM sessions WHERE token_hash = ?', [sha256(replacing)])
        const token = randomToken()
        const csrfToken = randomToken()
        const at = now()
        // Signing in is a proof of who they are: reauth_at starts at sign-in.
        await tx.run('INSERT INTO sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, reauth_at) VALUES (?, ?, ?, ?, ?, ?)', [
          sha256(token),
          operatorId,
          csrfToken,
          at,
          at,
          at,
        ])
        return { token, csrfToken }
      })
    },

    async sessionByToken(token: string): Promise<SessionRecord | undefined> {
      const row = await db.get<{
        id: number
        operator_id: number
        csrf_token: string
        created_at: number
        last_seen_at: number
        reauth_at: number | null
        email: string
        role: Role
        disabled_at: number | null
      }>(
        `SELECT s.id, s.operator_id, s.csrf_token, s.created_at, s.last_seen_at, s.reauth_at, o.email, o.role, o.disabled_at
         FROM sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = ?`,
        [sha256(token)],
      )
      return (
        row && {
          id: row.id,
          operatorId: row.operator_id,
          csrfToken: row.csrf_token,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          reauthAt: row.reauth_at,
          operator: { email: row.email, role: row.role, disabledAt: row.disabled_at },
        }
      )
    },

    async touchSession(id: number, at: number): Promise<void> {
      await db.run('UPDATE sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?', [at, id, at])
    },

    /** Records that the operator proved who they are in this session just now. */
    async markReauthenticated(sessionId: number, at: number): Promise<void> {
      await db.run('UPDATE sessions SET reauth_at = ? WHERE id = ?', [at, sessionId])
    },

    async deleteSessionById(id: number): Promise<void> {
      await db.run('DELETE FROM sessions WHERE id = ?', [id])
    },

    async deleteSession(token: string): Promise<void> {
      await db.run('DELETE FROM sessions WHERE token_hash = ?', [sha256(token)])
    },

    async deleteSessionsOf(operatorId: number): Promise<number> {
      return (await db.run('DELETE FROM sessions WHERE operator_id = ?', [operatorId])).changes
    },

    async countSessions(operatorId: number): Promise<number> {
      return (await db.get<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE operator_id = ?', [operatorId]))!.n
    },

    /** Drops sessions past either timeout (housekeeping; expiry is enforced on every request). */
    async pruneSessions(idleMs: number, absoluteMs: number): Promise<void> {
      await db.run('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?', [now() - idleMs, now() - absoluteMs])
    },

    // Passkeys ---------------------------------------------------------------------

    /** Adds a passkey to an operator (from the account page), audited. */
    addPasskey(p: NewPasskey & { operatorId: number }): Promise<void> {
      return db.transaction(async (tx) => {
        await insertPasskey(tx, p.operatorId, p, now())
        const row = await tx.get<{ email: string; role: Role }>('SELECT email, role FROM operators WHERE id = ?', [p.operatorId])
        if (row) {
          const actor: Actor = { kind: 'operator', id: p.operatorId, email: row.email, role: row.role }
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
        const passkey = await tx.get<{ name: string }>('SELECT name FROM passkeys WHERE id = ? AND operator_id = ?', [passkeyId, operatorId])
        if (!passkey) throw new OperatorError('That passkey is not one of yours, or was already removed.')
        const row = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [operatorId])
        const others = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM passkeys WHERE operator_id = ? AND id <> ?', [operatorId, passkeyId]))!.n
        const hasPassword = row?.password_hash != null && row.totp_secret != null
        if (others === 0 && !hasPassword) throw new OperatorError('This is your only way to sign in. Add another passkey first, then remove this one.')
        await tx.run('DELETE FROM passkeys WHERE id = ?', [passkeyId])
        const actor: Actor = { kind: 'operator', id: operatorId, email: row!.email, role: row!.role }
        await recordAudit(tx, { actor, action: 'user.passkey-remove', entity: 'operator', entityId: String(operatorId), before: { passkey: passkey.name } })
      })
    },

    async passkeysOf(operatorId: number): Promise<Passkey[]> {
      return (await db.all<PasskeyRow>('SELECT * FROM passkeys WHERE operator_id = ? ORDER BY id', [operatorId])).map(toPasskey)
    },

    async passkeyByCredentialId(credentialId: string): Promise<Passkey | undefined> {
      const row = await db.get<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = ?', [credentialId])
      return row && toPasskey(row)
    },

    async passkeyUsed(id: number, counter: number): Promise<void> {
      await db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [counter, now(), id])
    },

    // API tokens -------------------------------------------------------------------

    /** Creates a token for an integration; the value is returned once and stored hashed. */
    async createToken(name: string, actor: Actor, scope: TokenScope = 'integration'): Promise<string> {
      if (!(TOKEN_SCOPES as readonly string[]).includes(scope)) throw new OperatorError('A token scope is integration or metrics.')
      const label = name.trim()
      if (!/^[\w.-]{1,64}$/.test(label)) throw new OperatorError('A token name is 1 to 64 letters, digits, dots, dashes or underscores.')
      return db.transaction(async (tx) => {
        if (await tx.get('SELECT 1 FROM api_tokens WHERE name = ? AND revoked_at IS NULL', [label])) {
          throw new OperatorError(`A live token named ${label} already exists; revoke it first or choose another name.`)
        }
        const token = API_TOKEN_PREFIX + randomToken()
        const { lastID } = await tx.run('INSERT INTO api_tokens (name, token_hash, created_at, scope) VALUES (?, ?, ?, ?)', [
          label,
          sha256(token),
          now(),
          scope,
        ])
        await recordAudit(tx, { actor, action: 'token.create', entity: 'api_token', entityId: String(lastID), after: { name: label, scope } })
        return token
      })
    },

    async listTokens(): Promise<ApiTokenSummary[]> {
      const rows = await db.all<{ name: string; scope: TokenScope; created_at: number; last_used_at: number | null; revoked_at: number | null }>(
        'SELECT name, scope, created_at, last_used_at, revoked_at FROM api_tokens ORDER BY id',
      )
      return rows.map((r) => ({ name: r.name, scope: r.scope, createdAt: r.created_at, lastUsedAt: r.last_used_at, revokedAt: r.revoked_at }))
    },

    /** Revokes the live token of that name; false when there is none. */
    revokeToken(name: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await tx.get<{ id: number }>('SELECT id FROM api_tokens WHERE name = ? AND revoked_at IS NULL', [name.trim()])
        if (!row) return false
        await tx.run('UPDATE api_tokens SET revoked_at = ? WHERE id = ?', [now(), row.id])
        await recordAudit(tx, { actor, action: 'token.revoke', entity: 'api_token', entityId: String(row.id), before: { name: name.trim() } })
        return true
      })
    },

    /** The live token with this value, its last use recorded; undefined for an unknown or revoked one. */
    async tokenByValue(token: string): Promise<{ id: number; name: string; scope: TokenScope } | undefined> {
      if (!token.startsWith(API_TOKEN_PREFIX)) return undefined
      const row = await db.get<{ id: number; name: string; scope: TokenScope; last_used_at: number | null }>(
        'SELECT id, name, scope, last_used_at FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL',
        [sha256(token)],
      )
      if (!row) return undefined
      const at = now()
      // At most one write a minute per token.
      if (row.last_used_at === null || at - row.last_used_at > 60_000) {
        await db.run('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [at, row.id])
      }
      return { id: row.id, name: row.name, scope: row.scope }
    },

    /** A secret the server signs with, made by the migration and shared by every process. */
    async key(name: string): Promise<string> {
      const row = await db.get<{ value: string }>('SELECT value FROM auth_keys WHERE name = ?', [name])
      if (!row) throw new Error(`Missing auth key ${name}`)
      return row.value
    },
  }
}

export type OperatorRepository = ReturnType<typeof operatorRepository>
