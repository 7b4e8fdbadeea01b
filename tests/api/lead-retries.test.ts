/**
 * A form the proxy sends again (to another replica, after the first stored the lead but could not
 * answer) is one lead: behind a trusted proxy the lead is stored once per X-Request-Id. Without a
 * trusted proxy the header is the client's own and changes nothing. And a lead is never lost to
 * a character one database stores and the other refuses.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'

const env = (trustProxy: number) => ({ publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy, contactRateLimit: 1000, htmlCache: true })

let proxied: TestApp
let direct: TestApp

beforeAll(async () => {
  proxied = await createTestApp({ env: env(1) })
  direct = await createTestApp({ env: env(0) })
})
afterAll(async () => {
  await proxied?.close()
  await direct?.close()
})

const count = async (t: TestApp, sql: string, params: string[] = []) => (await t.db.get<{ n: number }>(sql, params))!.n

describe('a lead sent again by the proxy', () => {
  it('is stored once per request id, with its e-mails once, and answered with the same id', async () => {
    const requestId = 'a3f1c2d4e5b60718293a4b5c6d7e8f90'
    const post = (app: TestApp) => request(app.app).post('/api/contact').set('X-Request-Id', requestId).send({ ...VALID_CONTACT, email: 'retry@example.com' })
    const first = await post(proxied)
    const again = await post(proxied)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(await count(proxied, 'SELECT COUNT(*) AS n FROM leads WHERE email = ?', ['retry@example.com'])).toBe(1)
    expect(await count(proxied, 'SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?', [first.body.id])).toBeGreaterThan(0)
    const messages = await count(proxied, 'SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?', [first.body.id])
    expect(await count(proxied, 'SELECT COUNT(*) AS n FROM outbox')).toBe(messages)
    // Another request (another id) is another lead.
    const other = await request(proxied.app).post('/api/contact').set('X-Request-Id', 'b3f1c2d4e5b60718293a4b5c6d7e8f90').send({ ...VALID_CONTACT, email: 'retry@example.com' })
    expect(other.body.id).not.toBe(first.body.id)
    expect(await count(proxied, 'SELECT COUNT(*) AS n FROM leads WHERE email = ?', ['retry@example.com'])).toBe(2)
  })

  it('ignores the header without a trusted proxy, and an id that is not one', async () => {
    const requestId = 'c3f1c2d4e5b60718293a4b5c6d7e8f90'
    const a = await request(direct.app).post('/api/contact').set('X-Request-Id', requestId).send(VALID_CONTACT)
    const b = await request(direct.app).post('/api/contact').set('X-Request-Id', requestId).send(VALID_CONTACT)
    expect(b.body.id).not.toBe(a.body.id)
    const odd = await request(proxied.app).post('/api/contact').set('X-Request-Id', 'x').send(VALID_CONTACT)
    const odd2 = await request(proxied.app).post('/api/contact').set('X-Request-Id', 'x').send(VALID_CONTACT)
    expect(odd2.body.id).not.toBe(odd.body.id)
  })

  it('is one lead for an enquiry form too', async () => {
    const requestId = 'd3f1c2d4e5b60718293a4b5c6d7e8f90'
    const body = { ...VALID_CONTACT, email: 'enquiry-retry@example.com', interest: undefined, year: 2017, make: 'EZ-GO', model: 'RXV', condition: 'fair' }
    const first = await request(proxied.app).post('/api/enquiries/trade-in').set('X-Request-Id', requestId).send(body)
    const again = await request(proxied.app).post('/api/enquiries/trade-in').set('X-Request-Id', requestId).send(body)
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body.id).toBe(first.body.id)
    expect(await count(proxied, 'SELECT COUNT(*) AS n FROM leads WHERE email = ?', ['enquiry-retry@example.com'])).toBe(1)
  })
})

describe('what a visitor typed', () => {
  it('is stored without NUL characters, which PostgreSQL text cannot hold, instead of losing the lead', async () => {
    const res = await request(proxied.app).post('/api/contact').send({ ...VALID_CONTACT, lastName: 'Kowal\u0000ski', message: 'Please call me\u0000 about a six-seat cart.' })
    expect(res.status).toBe(201)
    const row = await proxied.db.get<{ last_name: string; message: string }>('SELECT last_name, message FROM leads WHERE id = ?', [res.body.id])
    expect(row).toEqual({ last_name: 'Kowalski', message: 'Please call me about a six-seat cart.' })
  })
})
