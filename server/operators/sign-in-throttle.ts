/**
 * Failed sign-in counts, kept in the database so every process, every replica and a
 * restart see the same numbers. Each rule is a fixed window: after `limit` attempts
 * counted within `windowMs` of the window's first one, attempts under that key wait until
 * the window ends.
 *
 * An attempt is counted before its secret is checked: reserve() takes one attempt from
 * every key it names in one transaction (an `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * per key), and refuses, counting nothing, when any key is over its limit. So however
 * many requests arrive at once, at most `limit` of them get their password or code
 * checked. A successful attempt gives its reservation back (refund) or clears the key.
 *
 * Keys are chosen by the sign-in code (server/operators/sign-in-routes.ts) so that an attacker
 * cannot lock the owner out: password failures on an account from clients without a
 * known-device cookie for it share one counter, while each known device has its own, and
 * passkey sign-in never looks at password counters.
 */
import type { Database, Queries } from '../db/database'

export interface ThrottleRule {
  limit: number
  windowMs: number
}

const MINUTE = 60_000

export const SIGN_IN_RULES = {
  /** Failed password (or TOTP) attempts from one IP address, any account, without a known-device cookie. */
  ip: { limit: 30, windowMs: 15 * MINUTE },
  /** Failed attempts on one e-mail address from clients without a known-device cookie for it. */
  account: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed attempts from one known device (its signed cookie), counted apart from everyone else. */
  device: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed passkey assertions from one IP address (passkeys cannot be guessed; this only bounds the work). */
  passkeyIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Set-up link attempts (bad link or bad confirmation code) from one IP address. */
  setupIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Failed password + code confirmations by a signed-in operator (re-authentication, password change), per operator. */
  reauth: { limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>

export type ThrottleScope = keyof typeof SIGN_IN_RULES

export interface Counter {
  failures: number
  windowStart: number
}

/** Milliseconds until another attempt is allowed under `rule`; 0 when it is allowed now. */
export function waitMs(counter: Counter | undefined, rule: ThrottleRule, now: number): number {
  if (!counter) return 0
  const end = counter.windowStart + rule.windowMs
  if (now >= end) return 0
  return counter.failures >= rule.limit ? end - now : 0
}

/** The counter after one more failure at `now`. */
export function afterFailure(counter: Counter | undefined, rule: ThrottleRule, now: number): Counter {
  if (!counter || now >= counter.windowStart + rule.windowMs) return { failures: 1, windowStart: now }
  return { failures: counter.failures + 1, windowStart: counter.windowStart }
}

export type ThrottleKey = readonly [scope: ThrottleScope, key: string]

/** One attempt taken from each key (the counter as it stood after taking it). */
export interface Reservation {
  keys: Array<{ scope: ThrottleScope; key: string; windowStart: number }>
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; waitMs: number }

export interface SignInThrottle {
  /** Milliseconds to wait before an attempt under (scope, key); 0 when allowed. Only a look: it counts nothing. */
  wait(scope: ThrottleScope, key: string, now: number): Promise<number>
  /**
   * Counts one attempt under every key, atomically, before the caller checks anything;
   * refuses (counting nothing) with the longest wait when any key is over its limit.
   * The attempt stays counted as a failure unless refund() or clear() follows.
   */
  reserve(keys: readonly ThrottleKey[], now: number): Promise<ReserveResult>
  /** Gives a reservation back (the attempt succeeded, or was not a guess). */
  refund(reservation: Reservation): Promise<void>
  /** Counts one failure under (scope, key), atomically. */
  fail(scope: ThrottleScope, key: string, now: number): Promise<Counter>
  clear(scope: ThrottleScope, key: string): Promise<void>
  /** Drops counters whose window ended (housekeeping). */
  prune(now: number): Promise<void>
}

async function read(db: Queries, scope: string, key: string): Promise<Counter | undefined> {
  const row = await db.kysely
    .selectFrom('auth_throttle')
    .select(['failures', 'window_start'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst()
  return row && { failures: row.failures, windowStart: row.window_start }
}

/**
 * One more attempt under (scope, key) in one statement: a new window when the old one is
 * over, else failures + 1. Returns the counter after it.
 */
async function hit(db: Queries, scope: ThrottleScope, key: string, rule: ThrottleRule, now: number): Promise<Counter> {
  const row = await db.kysely
    .insertInto('auth_throttle')
    .values({ scope, key, failures: 1, window_start: now })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => {
        const windowOver = eb(eb.val(now), '>=', eb('auth_throttle.window_start', '+', rule.windowMs))
        return {
          failures: eb.case().when(windowOver).then(1).else(eb('auth_throttle.failures', '+', 1)).end(),
          window_start: eb.case().when(windowOver).then(now).else(eb.ref('auth_throttle.window_start')).end(),
        }
      }),
    )
    .returning(['failures', 'window_start'])
    .executeTakeFirstOrThrow()
  return { failures: row.failures, windowStart: row.window_start }
}

class Refused extends Error {
  constructor(readonly waitMs: number) {
    super('throttled')
  }
}

export function signInThrottle(db: Database, rules: Record<ThrottleScope, ThrottleRule> = SIGN_IN_RULES): SignInThrottle {
  return {
    async wait(scope, key, now) {
      return waitMs(await read(db, scope, key), rules[scope], now)
    },
    async reserve(keys, now) {
      try {
        const reservation = await db.transaction(async (tx) => {
          const taken: Reservation['keys'] = []
          let wait = 0
          for (const [scope, key] of keys) {
            const rule = rules[scope]
            const counter = await hit(tx, scope, key, rule, now)
            // Over the limit: this attempt would be one too many.
            if (counter.failures > rule.limit) wait = Math.max(wait, counter.windowStart + rule.windowMs - now)
            taken.push({ scope, key, windowStart: counter.windowStart })
          }
          // Rolling back counts nothing for a refused attempt, under any of its keys.
          if (wait > 0) throw new Refused(wait)
          return { keys: taken }
        })
        return { ok: true, reservation }
      } catch (err) {
        if (err instanceof Refused) return { ok: false, waitMs: err.waitMs }
        throw err
      }
    },
    async refund(reservation) {
      if (reservation.keys.length === 0) return
      await db.transaction(async (tx) => {
        for (const { scope, key, windowStart } of reservation.keys) {
          await tx.kysely
            .updateTable('auth_throttle')
            .set((eb) => ({ failures: eb('failures', '-', 1) }))
            .where('scope', '=', scope)
            .where('key', '=', key)
            .where('window_start', '=', windowStart)
            .where('failures', '>', 0)
            .execute()
        }
      })
    },
    fail(scope, key, now) {
      return db.transaction((tx) => hit(tx, scope, key, rules[scope], now))
    },
    async clear(scope, key) {
      await db.kysely.deleteFrom('auth_throttle').where('scope', '=', scope).where('key', '=', key).execute()
    },
    async prune(now) {
      const longest = Math.max(...Object.values(rules).map((r) => r.windowMs))
      await db.kysely.deleteFrom('auth_throttle').where('window_start', '<', now - longest).execute()
    },
  }
}
