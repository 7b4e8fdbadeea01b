import express from 'express'
import { rateLimit } from 'express-rate-limit'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { rateLimitRepository, type RateLimitRepository } from './repository'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { loggerInto } from '#app/tests/helpers/logs'
import { DatabaseRateLimitStore, PURGE_INTERVAL_MS } from './store'

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0)
const CLIENT = '203.0.113.9'

let db: TestDatabase
let repository: RateLimitRepository
let logs: string[]
let clock: number

function store(name = 'leads', over: RateLimitRepository = repository) {
  const s = new DatabaseRateLimitStore({ repository: over, name, logger: loggerInto(logs), now: () => clock })
  s.init({ windowMs: 60_000 } as Parameters<DatabaseRateLimitStore['init']>[0])
  return s
}

beforeEach(async () => {
  db = await openTestDatabase()
  repository = rateLimitRepository(db)
  logs = []
  clock = T0
})
afterEach(async () => {
  await db.destroy()
})

describe('DatabaseRateLimitStore', () => {
  it('says its keys are shared, and prefixes them with the limiter’s name', () => {
    const s = store('activity')
    expect(s.localKeys).toBe(false)
    expect(s.prefix).toBe('activity:')
  })

  it('counts per client in windows of the limiter’s windowMs, and gets, decrements and resets', async () => {
    const s = store()
    expect(await s.increment(CLIENT)).toEqual({ totalHits: 1, resetTime: new Date(T0 + 60_000) })
    clock += 1000
    expect(await s.increment(CLIENT)).toEqual({ totalHits: 2, resetTime: new Date(T0 + 60_000) })
    expect(await s.get(CLIENT)).toEqual({ totalHits: 2, resetTime: new Date(T0 + 60_000) })
    await s.decrement(CLIENT)
    expect(await s.get(CLIENT)).toMatchObject({ totalHits: 1 })
    await s.resetKey(CLIENT)
    expect(await s.get(CLIENT)).toBeUndefined()
    clock = T0 + 120_000
    expect(await s.increment(CLIENT)).toEqual({ totalHits: 1, resetTime: new Date(T0 + 180_000) })
  })

  it('shares counts between stores of one limiter in two processes, and keeps limiters apart', async () => {
    const second: Database = await openDatabase(db.target)
    try {
      const here = store('leads')
      const there = store('leads', rateLimitRepository(second))
      await here.increment(CLIENT)
      expect(await there.increment(CLIENT)).toMatchObject({ totalHits: 2 })
      expect(await store('activity').increment(CLIENT)).toMatchObject({ totalHits: 1 })
    } finally {
      await second.close()
    }
  })

  it('deletes ended windows on a request at most once per interval', async () => {
    const s = store()
    await s.increment('198.51.100.1')
    clock += 61_000
    await s.increment(CLIENT) // within the interval since the first purge: nothing deleted
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await db.kysely.selectFrom('rate_limits').select('key').execute()).toHaveLength(2)
    clock = T0 + PURGE_INTERVAL_MS
    await s.increment(CLIENT)
    await expect.poll(async () => (await db.kysely.selectFrom('rate_limits').select('key').execute()).length).toBe(1)
  })

  it('lets the request through, with one warning a minute and no address, when the database cannot be reached', async () => {
    const s = store()
    await s.increment('198.51.100.1')
    await new Promise((resolve) => setTimeout(resolve, 50)) // the first request's purge, done before the database goes
    await db.close()
    expect(await s.increment(CLIENT)).toEqual({ totalHits: 1, resetTime: new Date(T0 + 60_000) })
    await s.decrement(CLIENT)
    expect(await s.get(CLIENT)).toBeUndefined()
    expect(logs).toHaveLength(1)
    clock += 60_000
    await s.increment(CLIENT)
    expect(logs).toHaveLength(2)
    const entries = logs.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries[0]).toMatchObject({ level: 40, component: 'rate-limit', limiter: 'leads', suppressed: 0 })
    expect(entries[1]).toMatchObject({ suppressed: 2 })
    expect(logs.join('\n')).not.toContain('203.0.113')
  })

  it('fails open in a limiter: with the database gone every request is served', async () => {
    const app = express()
    app.use(rateLimit({ windowMs: 60_000, limit: 1, store: store() }))
    app.get('/', (_req, res) => {
      res.send('ok')
    })
    await request(app).get('/').expect(200)
    await request(app).get('/').expect(429)
    await db.close()
    await request(app).get('/').expect(200)
    await request(app).get('/').expect(200)
    expect(logs.join('\n')).not.toMatch(/127\.0\.0\.1|::1|::ffff/)
  })
})
