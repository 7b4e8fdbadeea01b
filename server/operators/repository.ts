/**
 * Operator accounts, passkeys, sessions, one-time verifications and API tokens: all the
 * SQL of signing in, as one repository. Tokens a client presents are random (256 bits) and
 * only their SHA-256 hashes are stored, so a copy of the database signs nobody in.
 *
 * Each part lives in a file of its own; this puts them together:
 *   accounts.ts       operator accounts, set-up links, passwords and TOTP steps
 *   verifications.ts  one-time verifications (set-up links, passkey challenges)
 *   sessions.ts       console sessions
 *   passkey-store.ts  stored passkeys
 *   api-tokens.ts     API tokens
 *   secrets.ts        hashing, random tokens and the server's signing keys
 *   model.ts          the types, and how a row of each table reads
 */
import type { Database } from '../db/database'
import { accountStore } from './accounts'
import { apiTokenStore } from './api-tokens'
import type { Clock } from './model'
import { passkeyStore } from './passkey-store'
import { signingKeys } from './secrets'
import { sessionStore } from './sessions'
import { verificationStore } from './verifications'

export function operatorRepository(db: Database, now: Clock = () => Date.now()) {
  return {
    ...accountStore(db, now),
    ...verificationStore(db, now),
    ...sessionStore(db, now),
    ...passkeyStore(db, now),
    ...apiTokenStore(db, now),
    ...signingKeys(db),
  }
}

export type OperatorRepository = ReturnType<typeof operatorRepository>
