/**
 * What the operator tables hold, as the rest of the feature sees it: the types of accounts,
 * one-time verifications, sessions, passkeys and API tokens, one mapper per table from a
 * row to its type, and the few reads every store shares (an operator's row by id or by
 * e-mail, counts, rows touched). Only publicOperator's fields may be shown or logged: an
 * OperatorCredentials also holds the password hash and the TOTP secret.
 */
import type { Queries } from '../db/database'
import { normalizeEmail } from './secrets'

export type Role = 'owner' | 'staff'
export const ROLES: readonly Role[] = ['owner', 'staff']

export type VerificationPurpose = 'setup' | 'passkey-register' | 'passkey-sign-in'

/** What a token may do: the admin API (as staff), or only reading GET /metrics. */
export const TOKEN_SCOPES = ['integration', 'metrics'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

export type Clock = () => number

/** A change refused for a reason the operator can act on; its message is for them. */
export class OperatorError extends Error {}

// Operators ------------------------------------------------------------------------

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

export interface OperatorRow {
  id: number
  email: string
  role: string
  disabled_at: number | null
  created_at: number
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: number | null
}

export const OPERATOR_COLUMNS = ['id', 'email', 'role', 'disabled_at', 'created_at', 'password_hash', 'totp_secret', 'totp_last_step'] as const

export function toOperator(row: OperatorRow): OperatorCredentials {
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

// One-time verifications -------------------------------------------------------------

export interface Verification {
  id: number
  purpose: VerificationPurpose
  operatorId: number | null
  data: Record<string, unknown> | null
  createdAt: number
  expiresAt: number
}

export const VERIFICATION_COLUMNS = ['id', 'purpose', 'operator_id', 'data', 'created_at', 'expires_at'] as const

export interface VerificationRow {
  id: number
  purpose: string
  operator_id: number | null
  data: string | null
  created_at: number
  expires_at: number
}

export const toVerification = (row: VerificationRow): Verification => ({
  id: row.id,
  purpose: row.purpose as VerificationPurpose,
  operatorId: row.operator_id,
  data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
  createdAt: row.created_at,
  expiresAt: row.expires_at,
})

// Sessions ---------------------------------------------------------------------------

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

/** A session row with its operator's email, role and disabled_at. */
export interface SessionRow {
  id: number
  operator_id: number
  csrf_token: string
  created_at: number
  last_seen_at: number
  reauth_at: number | null
  email: string
  role: string
  disabled_at: number | null
}

export const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  operatorId: row.operator_id,
  csrfToken: row.csrf_token,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  reauthAt: row.reauth_at,
  operator: { email: row.email, role: row.role as Role, disabledAt: row.disabled_at },
})

// Passkeys ---------------------------------------------------------------------------

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

/** A passkey checked by the WebAuthn library, ready to store. */
export interface NewPasskey {
  credentialId: string
  publicKey: Uint8Array
  counter: number
  transports?: string[]
  name: string
}

export interface PasskeyRow {
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

export const toPasskey = (row: PasskeyRow): Passkey => ({
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

// Set-up links -----------------------------------------------------------------------

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

// API tokens -------------------------------------------------------------------------

export interface ApiTokenSummary {
  name: string
  scope: TokenScope
  createdAt: number
  lastUsedAt: number | null
  revokedAt: number | null
}

export interface ApiTokenRow {
  name: string
  scope: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

export const toApiTokenSummary = (r: ApiTokenRow): ApiTokenSummary => ({
  name: r.name,
  scope: r.scope as TokenScope,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
})

// Reads every store shares -----------------------------------------------------------

/** Rows an UPDATE or DELETE touched, as a number. */
export const touched = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows)

export async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n)
}

export const operatorById = (db: Queries, id: number): Promise<OperatorRow | undefined> =>
  db.kysely.selectFrom('operators').select(OPERATOR_COLUMNS).where('id', '=', id).executeTakeFirst()

/** E-mail addresses are stored lower-cased (normalizeEmail), so an exact match finds them whatever the case typed. */
export const operatorByEmail = (db: Queries, email: string): Promise<OperatorRow | undefined> =>
  db.kysely.selectFrom('operators').select(OPERATOR_COLUMNS).where('email', '=', normalizeEmail(email)).executeTakeFirst()
