import request from 'supertest'
import { PUBLIC_API_CACHE } from '#app/server/inventory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function leadCount() {
  return t.services.leads.count()
}

describe('GET /api/vehicles', () => {
  it('returns the inventory as an array, cacheable but revalidated before each use', async () => {
    const res = await request(t.app).get('/api/vehicles').expect(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body.length).toBeGreaterThanOrEqual(30)
    const city = res.body.find((v: { id: string }) => v.id === 'denago-ev-city')
    expect(city).toMatchObject({ name: 'Denago EV City', brand: 'Denago', price: 11995, isNew: true, inStock: true, status: 'available', msrp: 15000, featured: true })
    expect(city.specifications.seatingCapacity).toBe(2)
    // The grid: only available and pending units.
    for (const v of res.body as Array<{ status: string }>) expect(['available', 'pending']).toContain(v.status)
  })

  it('returns one vehicle by id, and a JSON 404 for an unknown id', async () => {
    const res = await request(t.app).get('/api/vehicles/evolution-d6-max-xt4').expect(200)
    expect(res.body).toMatchObject({ id: 'evolution-d6-max-xt4', price: 16995 })
    expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE)
    const missing = await request(t.app).get('/api/vehicles/no-such-cart').expect(404)
    expect(missing.body).toEqual({ error: 'Vehicle not found' })
  })

  it('logs an unknown or gone vehicle page as a request, not as an error', async () => {
    const before = t.logs.length
    expect((await request(t.app).get('/vehicles/no-such-cart')).status).toBe(404)
    const lines = t.logs.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true)
  })

  it('answers unknown /api paths with JSON 404, never the HTML page', async () => {
    for (const path of ['/api/nope', '/api/vehicles/a/b', '/api']) {
      const res = await request(t.app).get(path).expect(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.body).toEqual({ error: 'Not found' })
    }
  })
})

describe('POST /api/contact', () => {
  it('stores a valid message with its outbox row and answers 201 with the id', async () => {
    const before = await leadCount()
    const res = await request(t.app).post('/api/contact').send(VALID_CONTACT).expect(201)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await leadCount()).toBe(before + 1)
    const lead = await t.services.leads.get(res.body.id)
    expect(lead).toMatchObject({ firstName: 'Dana', email: VALID_CONTACT.email, interest: 'service', source: 'api' })
    expect(await t.db.get('SELECT status FROM outbox WHERE lead_id = ?', [res.body.id])).toEqual({ status: 'pending' })
  })

  it('answers 400 naming each invalid field with the spec message, and stores nothing', async () => {
    const before = await leadCount()
    const res = await request(t.app)
      .post('/api/contact')
      .send({ firstName: '', lastName: 'K', email: 'nope', phone: '123', message: 'short' })
      .expect(400)
    expect(res.body).toEqual({
      error: expect.any(String),
      fields: {
        firstName: 'First name is required',
        email: 'Invalid email address',
        phone: 'Phone number is required',
        message: 'Message must be at least 10 characters',
      },
    })
    expect(await leadCount()).toBe(before)
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"firstName":').expect(400)
    expect(res.body.error).toBeTruthy()
  })

  it('answers 413 above the body limit and 415 for other content types', async () => {
    const before = await leadCount()
    await request(t.app).post('/api/contact').send({ ...VALID_CONTACT, message: 'x'.repeat(20_000) }).expect(413)
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'text/plain').send('hello').expect(415)
    expect(res.body.error).toMatch(/JSON/)
    await request(t.app).post('/api/contact').expect(415)
    expect(await leadCount()).toBe(before)
  })

  it('refuses cross-site posts with 403 and lets same-origin and header-less clients through', async () => {
    const before = await leadCount()
    await request(t.app).post('/api/contact').set('Sec-Fetch-Site', 'cross-site').send(VALID_CONTACT).expect(403)
    await request(t.app).post('/api/contact').set('Origin', 'https://evil.example').send(VALID_CONTACT).expect(403)
    expect(await leadCount()).toBe(before)
    await request(t.app).post('/api/contact').set('Origin', TEST_ORIGIN).set('Sec-Fetch-Site', 'same-origin').send(VALID_CONTACT).expect(201)
    expect(await leadCount()).toBe(before + 1)
  })

  it('silently accepts a filled honeypot without storing it', async () => {
    const before = await leadCount()
    const res = await request(t.app).post('/api/contact').send({ ...VALID_CONTACT, website: 'http://spam.example' }).expect(201)
    expect(res.body.id).toBeTruthy()
    expect(await t.services.leads.get(res.body.id)).toBeUndefined()
    expect(await leadCount()).toBe(before)
  })

  it('answers 405 to other methods', async () => {
    await request(t.app).get('/api/contact').expect(405)
  })

  it('never logs what the visitor typed', () => {
    const log = t.logs.join('\n')
    expect(log).not.toContain(VALID_CONTACT.email)
    expect(log).not.toContain('555-0199')
    expect(log).not.toContain('block party')
    expect(log).toContain('lead stored')
  })
})

describe('rate limit', () => {
  it('allows the configured number of accepted posts per IP per hour, then 429 with Retry-After', async () => {
    const limited = await createTestApp({ rateLimit: 2 })
    try {
      await request(limited.app).post('/api/contact').send({ ...VALID_CONTACT, email: 'bad' }).expect(400)
      await request(limited.app).post('/api/contact').send(VALID_CONTACT).expect(201)
      await request(limited.app).post('/api/contact').send(VALID_CONTACT).expect(201)
      const res = await request(limited.app).post('/api/contact').send(VALID_CONTACT).expect(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      expect(res.body.error).toMatch(/wait/)
      expect(await limited.services.leads.count()).toBe(2)
      // The form shares the same count.
      await request(limited.app).post('/contact').type('form').send(VALID_CONTACT).expect(429)
    } finally {
      await limited.close()
    }
  })
})

describe('no-JavaScript contact form', () => {
  it('stores the lead and redirects to /thank-you', async () => {
    const before = await leadCount()
    const res = await request(t.app).post('/contact').type('form').send(VALID_CONTACT).expect(303)
    expect(res.headers.location).toBe('/thank-you')
    expect(await leadCount()).toBe(before + 1)
  })

  it('re-renders the form with messages and the visitor input kept', async () => {
    const before = await leadCount()
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...VALID_CONTACT, email: 'dana-at-example', message: 'Hi' })
      .expect(400)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.text).toContain('Invalid email address')
    expect(res.text).toContain('Message must be at least 10 characters')
    expect(res.text).toContain('value="dana-at-example"')
    expect(res.text).toContain('value="Kowalski"')
    expect(await leadCount()).toBe(before)
  })
})

describe('health and pages', () => {
  it('reports healthy, and 503 while shutting down', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' })
    t.lifecycle.shuttingDown = true
    try {
      await request(t.app).get('/healthz').expect(503)
    } finally {
      t.lifecycle.shuttingDown = false
    }
  })

  it('renders the 404 page with status 404', async () => {
    const res = await request(t.app).get('/this/does/not/exist').expect(404)
    expect(res.text).toContain('404 Page Not Found')
    expect(res.text).toContain('href="/inventory"')
  })

  it('sends the strict security headers on pages', async () => {
    const res = await request(t.app).get('/').expect(200)
    const csp = res.headers['content-security-policy']
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })
})
