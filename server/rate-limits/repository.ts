/**
 * Rate-limit counts kept in the database, so that every process and every server sharing it
 * counts the same client together (a visitor's fourth message is refused whichever replica
 * answers). Each limiter counts requests per client in fixed windows: the first request
 * opens a window of `windowMs`, later ones add to it until it ends, and the first request
 * after that opens a new one.
 *
 * The count is taken in one statement (an `INSERT … ON CONFLICT DO UPDATE … RETURNING`), so
 * concurrent requests on one key, from any number of processes, each get their own number.
 *
 * No client address is stored: clientKey() turns the limiter's name and the address into a
 * keyed hash (HMAC-SHA-256 under a secret made once per database, in `auth_keys`, so every
 * process derives the same key). A plain hash of an IPv4 address could be undone by trying
 * all four billion; the keyed one tells nothing to whoever sees only the table, a backup of
 * it or a log line. Someone holding the whole database, secret included, could still test a
 * guessed address against the rows, which is why rows live no longer than their window (plus
 * the time until the next purge).
 */
import { createHmac } from 'node:crypto'
import { authKey } from '../db/auth-keys'
import type { Database } from '../db/database'

/** The secret's name in `auth_keys` (made by migration 009). */
export const RATE_LIMIT_SECRET = 'rate-limit'

/** A limiter's name: lower-case letters, digits and hyphens (it starts every key it counts under). */
export const LIMITER_NAME = /^[a-z][a-z0-9-]{0,39}$/

/** Hex digits of the hash kept in a key: 128 bits, so two clients never share a count by chance. */
const HASH_HEX_DIGITS = 32

/** A key as clientKey() makes it: the limiter's name and a keyed hash of the client, never the client in clear. */
export type RateLimitKey = string & { readonly __rateLimitKey: true }

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  hits: number
  /** When the current window ends (epoch milliseconds). */
  resetAt: number
}

export interface RateLimitRepository {
  /** The key `limiter` counts `client` (an IP address or subnet) under. */
  clientKey(limiter: string, client: string): Promise<RateLimitKey>
  /** Counts one request under `key` at `now`, opening a new window of `windowMs` when the last one has ended. */
  hit(key: RateLimitKey, windowMs: number, now: number): Promise<RateLimitCount>
  /** Gives one request back (it did not count after all), never below zero and never to an ended window. */
  decrement(key: RateLimitKey, now: number): Promise<void>
  /** Forgets the key's count. */
  reset(key: RateLimitKey): Promise<void>
  /** The key's count in its current window; undefined when it has none. */
  get(key: RateLimitKey, now: number): Promise<RateLimitCount | undefined>
  /** Deletes the counts of windows ended by `now`; returns how many. One indexed delete. */
  purgeExpired(now: number): Promise<number>
}

export function rateLimitRepository(db: Database): RateLimitRepository {
  const readSecret = authKey(db, RATE_LIMIT_SECRET)

  return {
    async clientKey(limiter, client) {
      if (!LIMITER_NAME.test(limiter)) throw new Error(`Not a limiter name: ${JSON.stringify(limiter)}`)
      const hash = createHmac('sha256', await readSecret())
        .update(`${limiter}\n${client}`)
        .digest('hex')
        .slice(0, HASH_HEX_DIGITS)
      return `${limiter}:${hash}` as RateLimitKey
    },

    async hit(key, windowMs, now) {
      if (!Number.isSafeInteger(windowMs) || windowMs <= 0) throw new Error(`Not a window: ${windowMs}`)
      if (!Number.isSafeInteger(now)) throw new Error(`Not a time: ${now}`)
      const row = await db.kysely
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            // A window ended at or before `now`: this request opens the next one.
            const ended = eb('rate_limits.reset_at', '<=', now)
            return {
              hits: eb.case().when(ended).then(eb.lit(1)).else(eb('rate_limits.hits', '+', eb.lit(1))).end(),
              reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limits.reset_at')).end(),
            }
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) }
    },

    async decrement(key, now) {
      await db.kysely
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '-', eb.lit(1)) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('reset_at', '>', now)
        .execute()
    },

    async reset(key) {
      await db.kysely.deleteFrom('rate_limits').where('key', '=', key).execute()
    },

    async get(key, now) {
      const row = await db.kysely
        .selectFrom('rate_limits')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst()
      return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : undefined
    },

    async purgeExpired(now) {
      const result = await db.kysely.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
