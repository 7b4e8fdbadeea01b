/**
 * The rate limits across replicas: two apps (two processes, or two servers) over one
 * database count a visitor together, whichever of them answers each request, and the count
 * starts again when its window ends. The client's address is in neither the database nor
 * the logs.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'

const HOUR = 3_600_000
const VISITOR_IP = '203.0.113.77'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
// Behind one proxy, so X-Forwarded-For names the visitor.
const ENV = { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 1, contactRateLimit: 3, htmlCache: true }

let a: TestApp
let b: TestApp

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 24, 12, 0, 0) })
  a = await createTestApp({ env: ENV, activityRateLimit: 2 })
  b = await createTestApp({ env: ENV, activityRateLimit: 2, databasePath: a.target })
})
afterEach(async () => {
  await b?.close()
  await a?.close()
  vi.useRealTimers()
})

/** The lead forms' count of a visitor, as every replica reads it. */
const leadHits = async (ip: string) => (await a.services.rateLimits.get(await a.services.rateLimits.clientKey('leads', ip), Date.now()))?.hits ?? 0
const contact = (t: TestApp, ip = VISITOR_IP) => request(t.app).post('/api/contact').set('X-Forwarded-For', ip).send(VALID_CONTACT)
const report = (t: TestApp) =>
  request(t.app)
    .post('/api/events')
    .set({ 'User-Agent': BROWSER, Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': VISITOR_IP })
    .send(JSON.stringify({ kind: 'page-view', path: '/' }))

describe('lead forms on two replicas of one database', () => {
  it('refuses the 4th message of a visitor limited to 3 an hour whichever replica answers, then accepts again after the hour', async () => {
    expect(a.db.kind).toBe(b.db.kind)
    await contact(a).expect(201)
    await contact(b).expect(201)
    // An invalid message does not count, on either replica: the replica that refused it gives
    // its count back as the answer finishes (express-rate-limit's skipFailedRequests), so the
    // visitor's next message, to either replica, finds the count as it was before.
    await request(b.app).post('/api/contact').set('X-Forwarded-For', VISITOR_IP).send({ ...VALID_CONTACT, email: 'bad' }).expect(400)
    await vi.waitFor(async () => expect(await leadHits(VISITOR_IP)).toBe(2), { timeout: 5_000 })
    await contact(a).expect(201)

    for (const t of [b, a]) {
      const refused = await contact(t).expect(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600)
      expect(refused.body.error).toMatch(/wait/)
    }
    // The no-JavaScript form and the enquiry forms share the count.
    await request(b.app).post('/contact').type('form').set('X-Forwarded-For', VISITOR_IP).send(VALID_CONTACT).expect(429)
    // Another visitor is not held back.
    await contact(b, '198.51.100.9').expect(201)
    expect(await a.services.leads.count()).toBe(4)

    vi.setSystemTime(Date.now() + HOUR - 1000)
    await contact(b).expect(429)
    vi.setSystemTime(Date.now() + 1000)
    await contact(b).expect(201)
    await contact(a).expect(201)
    await contact(b).expect(201)
    await contact(a).expect(429)
    expect(await b.services.leads.count()).toBe(7)
  })

  it('keeps no address in the database or the logs', async () => {
    await contact(a).expect(201)
    await report(b).expect(204)
    const rows = await a.db.kysely.selectFrom('rate_limits').selectAll().execute()
    expect(rows.map((r) => r.key.split(':')[0]).sort()).toEqual(['activity', 'leads'])
    for (const row of rows) expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{32}$/)
    expect(JSON.stringify(rows)).not.toContain(VISITOR_IP)
    expect([...a.logs, ...b.logs].join('\n')).not.toContain(VISITOR_IP)
  })
})

describe('activity reports on two replicas of one database', () => {
  it('limit a client per minute across both', async () => {
    await report(a).expect(204)
    await report(b).expect(204)
    await report(a).expect(429)
    await report(b).expect(429)
    vi.setSystemTime(Date.now() + 60_000)
    await report(b).expect(204)
  })
})
