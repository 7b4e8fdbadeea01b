/**
 * How the secrets of signing in are made and kept. Tokens a client presents (session
 * cookies, set-up links, passkey challenges, API tokens) are random, 256 bits, and only
 * their SHA-256 hashes are stored, so a copy of the database signs nobody in. The keys the
 * server signs with are made by the migration and read from the database, so every process
 * shares them. E-mail addresses name accounts and are kept lower-cased.
 */
import { createHash, randomBytes } from 'node:crypto'
import { authKey } from '../db/auth-keys'
import type { Database } from '../db/database'

/** How long a set-up link works: once, within 24 hours. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
/** A random token for a cookie, a link or a bearer header: 256 bits, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const normalizeEmail = (email: string) => email.trim().toLowerCase()
/** A loose check for the CLI; the address only ever receives nothing from us, it names the account. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The prefix of every API token, so a leaked one is recognisable in a scanner. */
export const API_TOKEN_PREFIX = 'lcgc_'

/** The server's signing keys (auth_keys), each read once per process (server/db/auth-keys.ts). */
export function signingKeys(db: Database) {
  const keys = new Map<string, () => Promise<string>>()
  return {
    /** A secret the server signs with, made by the migration and shared by every process. */
    key(name: string): Promise<string> {
      let read = keys.get(name)
      if (!read) keys.set(name, (read = authKey(db, name)))
      return read()
    },
  }
}
