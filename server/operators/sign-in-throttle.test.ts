import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { openDatabase } from '../db/database'
import { afterFailure, signInThrottle, SIGN_IN_RULES, waitMs } from './sign-in-throttle'

const rule = { limit: 3, windowMs: 60_000 }

describe('throttle rules (fixed window)', () => {
  it('allows attempts until the limit, then waits until the window ends', () => {
    let counter = afterFailure(undefined, rule, 1_000)
    expect(counter).toEqual({ failures: 1, windowStart: 1_000 })
    expect(waitMs(counter, rule, 2_000)).toBe(0)
    counter = afterFailure(afterFailure(counter, rule, 5_000), rule, 9_000)
    expect(counter).toEqual({ failures: 3, windowStart: 1_000 })
    expect(waitMs(counter, rule, 9_000)).toBe(52_000)
    expect(waitMs(counter, rule, 60_999)).toBe(1)
    expect(waitMs(counter, rule, 61_000)).toBe(0)
  })

  it('starts a new window after the old one ends', () => {
    const full = { failures: 3, windowStart: 0 }
    expect(afterFailure(full, rule, 60_000)).toEqual({ failures: 1, windowStart: 60_000 })
    expect(waitMs(undefined, rule, 0)).toBe(0)
  })

  it('keeps the documented numbers', () => {
    expect(SIGN_IN_RULES.account).toEqual({ limit: 5, windowMs: 15 * 60_000 })
    expect(SIGN_IN_RULES.device).toEqual({ limit: 10, windowMs: 15 * 60_000 })
    expect(SIGN_IN_RULES.ip).toEqual({ limit: 30, windowMs: 15 * 60_000 })
  })
})

describe('throttle storage', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await openTestDatabase()
  })
  afterAll(async () => {
    await db.destroy()
  })

  it('counts per scope and key in the database, shared by every connection', async () => {
    const throttle = signInThrottle(db, { ...SIGN_IN_RULES, account: rule })
    for (let i = 0; i < 3; i++) await throttle.fail('account', 'a', 10_000 + i)
    expect(await throttle.wait('account', 'a', 20_000)).toBe(50_000)
    expect(await throttle.wait('account', 'b', 20_000)).toBe(0)
    expect(await throttle.wait('device', 'a', 20_000)).toBe(0)
    // A second connection (another process) sees the same count.
    const other = await openDatabase(db.target)
    expect(await signInThrottle(other, { ...SIGN_IN_RULES, account: rule }).wait('account', 'a', 20_000)).toBe(50_000)
    await other.close()
    await throttle.clear('account', 'a')
    expect(await throttle.wait('account', 'a', 20_000)).toBe(0)
  })

  it('reserves attempts before they are checked: of many at once only the limit go through, and a refusal counts nothing', async () => {
    const throttle = signInThrottle(db, { ...SIGN_IN_RULES, account: rule })
    const at = 100_000
    const results = await Promise.all(Array.from({ length: 20 }, () => throttle.reserve([['ip', 'parallel'], ['account', 'parallel']], at)))
    const granted = results.filter((r) => r.ok)
    expect(granted).toHaveLength(rule.limit)
    for (const r of results) if (!r.ok) expect(r.waitMs).toBe(rule.windowMs)
    // The refused attempts were not counted under the other key either.
    expect(await db.get("SELECT failures FROM auth_throttle WHERE scope = 'ip' AND key = 'parallel'")).toEqual({ failures: rule.limit })
    // A success gives its reservation back: one more attempt is allowed.
    await throttle.refund(granted[0]!.ok ? granted[0]!.reservation : { keys: [] })
    expect(await throttle.wait('account', 'parallel', at + 1)).toBe(0)
    expect((await throttle.reserve([['account', 'parallel']], at + 2)).ok).toBe(true)
    expect((await throttle.reserve([['account', 'parallel']], at + 3)).ok).toBe(false)
    // A new window starts once the old one is over.
    expect((await throttle.reserve([['account', 'parallel']], at + rule.windowMs)).ok).toBe(true)
  })

  it('prunes counters whose window is long over', async () => {
    const throttle = signInThrottle(db)
    await throttle.fail('ip', 'x', 0)
    await throttle.prune(16 * 60_000)
    expect(await db.get('SELECT 1 FROM auth_throttle WHERE key = ?', ['x'])).toBeUndefined()
  })
})
