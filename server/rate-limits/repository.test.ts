import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { rateLimitRepository, type RateLimitRepository } from './repository'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'

const HOUR = 3_600_000
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0)

let db: TestDatabase
let limits: RateLimitRepository

beforeEach(async () => {
  db = await openTestDatabase()
  limits = rateLimitRepository(db)
})
afterEach(async () => {
  await db.destroy()
})

describe('clientKey', () => {
  it('keeps the limiter’s name and a 128-bit keyed hash, never the address', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    expect(key).toMatch(/^leads:[0-9a-f]{32}$/)
    expect(key).not.toContain('203.0.113')
    expect(await limits.clientKey('leads', '203.0.113.9')).toBe(key)
    expect(await limits.clientKey('leads', '203.0.113.10')).not.toBe(key)
    // Another limiter counts the same client under another hash.
    expect((await limits.clientKey('activity', '203.0.113.9')).slice('activity:'.length)).not.toBe(key.slice('leads:'.length))
  })

  it('hashes under a secret of this database: another database gives another key for the same client', async () => {
    const other = await openTestDatabase()
    try {
      expect(await rateLimitRepository(other).clientKey('leads', '203.0.113.9')).not.toBe(await limits.clientKey('leads', '203.0.113.9'))
    } finally {
      await other.destroy()
    }
  })

  it('refuses a limiter name that is not lower-case letters, digits and hyphens', async () => {
    for (const bad of ['', 'Leads', 'a:b', 'a b', '-x', 'x'.repeat(41)]) {
      await expect(limits.clientKey(bad, '203.0.113.9'), bad).rejects.toThrow(/limiter name/)
    }
  })
})

describe('hit', () => {
  it('counts up within a window that ends windowMs after its first hit', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    expect(await limits.hit(key, HOUR, T0)).toEqual({ hits: 1, resetAt: T0 + HOUR })
    expect(await limits.hit(key, HOUR, T0 + 1000)).toEqual({ hits: 2, resetAt: T0 + HOUR })
    expect(await limits.hit(key, HOUR, T0 + HOUR - 1)).toEqual({ hits: 3, resetAt: T0 + HOUR })
    expect(await limits.get(key, T0 + 5)).toEqual({ hits: 3, resetAt: T0 + HOUR })
  })

  it('opens a new window with the first hit at or after the end of the last one', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    await limits.hit(key, HOUR, T0)
    await limits.hit(key, HOUR, T0 + 10)
    expect(await limits.get(key, T0 + HOUR)).toBeUndefined()
    expect(await limits.hit(key, HOUR, T0 + HOUR)).toEqual({ hits: 1, resetAt: T0 + 2 * HOUR })
    expect(await limits.hit(key, HOUR, T0 + HOUR + 7)).toEqual({ hits: 2, resetAt: T0 + 2 * HOUR })
    // Long after: a fresh window again, not an old one carried on.
    expect(await limits.hit(key, HOUR, T0 + 10 * HOUR)).toEqual({ hits: 1, resetAt: T0 + 11 * HOUR })
  })

  it('keeps each client’s and each limiter’s count apart', async () => {
    const a = await limits.clientKey('leads', '203.0.113.9')
    const b = await limits.clientKey('leads', '2001:db8::/56')
    const c = await limits.clientKey('activity', '203.0.113.9')
    await limits.hit(a, HOUR, T0)
    await limits.hit(a, HOUR, T0)
    expect(await limits.hit(b, HOUR, T0)).toEqual({ hits: 1, resetAt: T0 + HOUR })
    expect(await limits.hit(c, 60_000, T0)).toEqual({ hits: 1, resetAt: T0 + 60_000 })
    expect(await limits.hit(a, HOUR, T0)).toMatchObject({ hits: 3 })
  })

  it('counts 50 hits sent at once on one key as exactly 1 to 50', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    const results = await Promise.all(Array.from({ length: 50 }, () => limits.hit(key, HOUR, T0)))
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(new Set(results.map((r) => r.resetAt))).toEqual(new Set([T0 + HOUR]))
    expect(await limits.get(key, T0)).toEqual({ hits: 50, resetAt: T0 + HOUR })
  })

  it('refuses a window or a time that is not a whole number of milliseconds, counting nothing', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    await expect(limits.hit(key, 0, T0)).rejects.toThrow(/window/)
    await expect(limits.hit(key, 1.5, T0)).rejects.toThrow(/window/)
    await expect(limits.hit(key, HOUR, Number.NaN)).rejects.toThrow(/time/)
    expect(await limits.get(key, T0)).toBeUndefined()
  })
})

describe('two processes on one database (replicas)', () => {
  let second: Database
  beforeEach(async () => {
    second = await openDatabase(db.target)
  })
  afterEach(async () => {
    await second.close()
  })

  it('derive the same key for a client and share its count, also when hitting at once', async () => {
    const other = rateLimitRepository(second)
    const key = await limits.clientKey('leads', '203.0.113.9')
    expect(await other.clientKey('leads', '203.0.113.9')).toBe(key)
    expect(await limits.hit(key, HOUR, T0)).toMatchObject({ hits: 1 })
    expect(await other.hit(key, HOUR, T0 + 1)).toMatchObject({ hits: 2 })
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? limits : other).hit(key, HOUR, T0 + 2)))
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 3))
    expect(await other.get(key, T0 + 3)).toEqual({ hits: 42, resetAt: T0 + HOUR })
    await other.reset(key)
    expect(await limits.get(key, T0 + 3)).toBeUndefined()
  })
})

describe('decrement, reset and purgeExpired', () => {
  it('gives one hit back, never below zero and never to a window that has ended', async () => {
    const key = await limits.clientKey('leads', '203.0.113.9')
    await limits.hit(key, HOUR, T0)
    await limits.hit(key, HOUR, T0)
    await limits.decrement(key, T0 + 1)
    expect(await limits.get(key, T0 + 1)).toEqual({ hits: 1, resetAt: T0 + HOUR })
    await limits.decrement(key, T0 + 1)
    await limits.decrement(key, T0 + 1)
    expect(await limits.get(key, T0 + 1)).toEqual({ hits: 0, resetAt: T0 + HOUR })
    expect(await limits.hit(key, HOUR, T0 + 2)).toMatchObject({ hits: 1 })
    // After the window: nothing to give back to; the next hit opens a new window at 1.
    await limits.decrement(key, T0 + HOUR)
    expect(await limits.hit(key, HOUR, T0 + HOUR)).toEqual({ hits: 1, resetAt: T0 + 2 * HOUR })
    // A key never counted: nothing happens.
    await limits.decrement(await limits.clientKey('leads', '198.51.100.1'), T0)
    expect(await limits.get(await limits.clientKey('leads', '198.51.100.1'), T0)).toBeUndefined()
  })

  it('reset forgets one key only', async () => {
    const a = await limits.clientKey('leads', '203.0.113.9')
    const b = await limits.clientKey('leads', '203.0.113.10')
    await limits.hit(a, HOUR, T0)
    await limits.hit(b, HOUR, T0)
    await limits.reset(a)
    expect(await limits.get(a, T0)).toBeUndefined()
    expect(await limits.get(b, T0)).toEqual({ hits: 1, resetAt: T0 + HOUR })
    expect(await limits.hit(a, HOUR, T0 + 5)).toEqual({ hits: 1, resetAt: T0 + 5 + HOUR })
  })

  it('purgeExpired deletes the rows of ended windows only, and stores no address anywhere', async () => {
    const ended = await limits.clientKey('activity', '203.0.113.9')
    const live = await limits.clientKey('leads', '203.0.113.9')
    await limits.hit(ended, 60_000, T0)
    await limits.hit(live, HOUR, T0)
    const rows = await db.kysely.selectFrom('rate_limits').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain('203.0.113')
    expect(await limits.purgeExpired(T0 + 59_999)).toBe(0)
    expect(await limits.purgeExpired(T0 + 60_000)).toBe(1)
    expect((await db.kysely.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual([live])
    expect(await limits.get(live, T0 + 60_000)).toEqual({ hits: 1, resetAt: T0 + HOUR })
    expect(await limits.purgeExpired(T0 + HOUR)).toBe(1)
    expect(await limits.purgeExpired(T0 + HOUR)).toBe(0)
  })
})
