/**
 * Failed sign-in counts, kept in SQLite so every process (and a restart) sees the same
 * numbers. Each rule is a fixed window: after `limit` failures within `windowMs` of the
 * window's first failure, attempts under that key wait until the window ends.
 *
 * Keys are chosen by the sign-in code (server/admin/auth-routes.ts) so that an attacker
 * cannot lock the owner out: password failures on an account from clients without a
 * known-device cookie for it share one counter, while each known device has its own, and
 * passkey sign-in never looks at password counters.
 */
import type { Database, Queries } from './db'

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

export interface SignInThrottle {
  /** Milliseconds to wait before an attempt under (scope, key); 0 when allowed. */
  wait(scope: ThrottleScope, key: string, now: number): Promise<number>
  fail(scope: ThrottleScope, key: string, now: number): Promise<Counter>
  clear(scope: ThrottleScope, key: string): Promise<void>
  /** Drops counters whose window ended (housekeeping). */
  prune(now: number): Promise<void>
}

async function read(db: Queries, scope: string, key: string): Promise<Counter | undefined> {
  const row = await db.get<{ failures: number; window_start: number }>(
    'SELECT failures, window_start FROM auth_throttle WHERE scope = ? AND key = ?',
    [scope, key],
  )
  return row && { failures: row.failures, windowStart: row.window_start }
}

export function signInThrottle(db: Database, rules: Record<ThrottleScope, ThrottleRule> = SIGN_IN_RULES): SignInThrottle {
  return {
    async wait(scope, key, now) {
      return waitMs(await read(db, scope, key), rules[scope], now)
    },
    fail(scope, key, now) {
      return db.transaction(async (tx) => {
        const next = afterFailure(await read(tx, scope, key), rules[scope], now)
        await tx.run(
          `INSERT INTO auth_throttle (scope, key, failures, window_start) VALUES (?, ?, ?, ?)
           ON CONFLICT (scope, key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start`,
          [scope, key, next.failures, next.windowStart],
        )
        return next
      })
    },
    async clear(scope, key) {
      await db.run('DELETE FROM auth_throttle WHERE scope = ? AND key = ?', [scope, key])
    },
    async prune(now) {
      const longest = Math.max(...Object.values(rules).map((r) => r.windowMs))
      await db.run('DELETE FROM auth_throttle WHERE window_start < ?', [now - longest])
    },
  }
}
