/**
 * Property-based abuse of the admin API and the console's form posts: generated records,
 * patches, CSV files, ids and credentials. Nothing may answer 5xx, a refused write must
 * leave the inventory exactly as it was, and no token, session or password may reach the
 * logs. FUZZ_RUNS raises the number of runs (npm run bench does).
 */
import fc from 'fast-check'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateVehicleRecord } from '#app/domain/vehicles/record'
import { createTestApp, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

const RUNS = Number(process.env.FUZZ_RUNS ?? 100)

let t: TestApp
let token: string
let session: SignedIn

beforeAll(async () => {
  t = await createTestApp()
  token = await apiToken(t)
  session = await signedInOperator(t)
})
afterAll(async () => {
  await t.close()
})

/** The whole inventory as stored, to compare before and after a refused write. */
const inventory = () => t.db.all('SELECT * FROM vehicles ORDER BY id')
const auditCount = async () => (await t.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log'))!.n

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE vehicles; --", '=cmd|calc', '\u0000', '\ud800', '-1', '1e309', 'NaN', '0x10'),
)

const recordLike = fc.record(
  {
    id: fc.oneof(value, fc.stringMatching(/^[a-z0-9-]{1,90}$/)),
    name: value,
    brand: value,
    category: value,
    price: fc.oneof(value, fc.integer({ min: -10, max: 2_000_000 })),
    msrp: value,
    description: value,
    externalUrl: fc.oneof(value, fc.webUrl(), fc.constant('javascript:alert(1)')),
    specifications: fc.oneof(value, fc.dictionary(fc.constantFrom('topSpeed', 'range', 'batteryType', 'chargingTime', 'payload', 'seatingCapacity', 'x'), value)),
    features: value,
    status: fc.oneof(value, fc.constantFrom('draft', 'available', 'pending', 'sold')),
    stockNumber: value,
    year: value,
    vin: value,
    odometer: value,
    odometerUnit: value,
    featured: value,
    sortOrder: value,
  },
  { requiredKeys: [] },
)

describe('admin API under generated input', () => {
  it('POST /api/admin/vehicles: never 5xx; stores exactly what validates, refuses the rest without a trace', async () => {
    await fc.assert(
      fc.asyncProperty(recordLike, async (body) => {
        const before = await inventory()
        const audits = await auditCount()
        const res = await request(t.app).post('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).send(body)
        expect(res.status).toBeLessThan(500)
        const valid = validateVehicleRecord(body)
        if (res.status === 201) {
          expect(valid.ok).toBe(true)
          await request(t.app).delete(`/api/admin/vehicles/${res.body.id}`).set('Authorization', `Bearer ${token}`).expect(204)
        } else {
          expect([400, 409]).toContain(res.status)
          expect(await inventory()).toEqual(before)
          expect(await auditCount()).toBe(audits)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('PATCH /api/admin/vehicles/:id: never 5xx; a refused patch changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(recordLike, value), async (body) => {
        const before = await inventory()
        const res = await request(t.app).patch('/api/admin/vehicles/denago-ev-nomad').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null')
        expect(res.status).toBeLessThan(500)
        if (res.status !== 200) expect(await inventory()).toEqual(before)
      }),
      { numRuns: RUNS },
    )
  })

  it('a JSON body nested over a thousand levels deep: never 5xx from the vehicle and lead APIs, a new vehicle refused, nothing changed', async () => {
    let deep = '1'
    for (let i = 0; i < 1200; i++) deep = `{"a":[${deep}]}`
    const before = await inventory()
    const auth = (req: request.Test) => req.set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json')
    for (const body of [deep, `{"description":${deep}}`, `{"specifications":${deep}}`]) {
      expect((await auth(request(t.app).patch('/api/admin/vehicles/denago-ev-nomad')).send(body)).status).toBeLessThan(500)
      expect((await auth(request(t.app).post('/api/admin/vehicles')).send(body)).status).toBe(400)
    }
    expect((await auth(request(t.app).patch('/api/admin/leads/no-such-lead')).send(`{"note":${deep}}`)).status).toBeLessThan(500)
    expect(await inventory()).toEqual(before)
  })

  it('POST /api/admin/vehicles.csv: never 5xx; a refused file imports nothing', async () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('"', '""', ',', '\n', '\r\n', '=1+1', 'denago-ev-city', 'true', '12995'))
    const csv = fc.oneof(
      fc.string({ maxLength: 500 }),
      fc
        .tuple(
          fc.uniqueArray(fc.constantFrom('id', 'name', 'price', 'status', 'features', 'seatingCapacity', 'bogus'), { minLength: 1, maxLength: 5 }),
          fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 5 }),
        )
        .map(([header, rows]) => [header.join(','), ...rows.map((r) => r.join(','))].join('\n')),
    )
    await fc.assert(
      fc.asyncProperty(csv, fc.boolean(), async (text, dryRun) => {
        const before = await inventory()
        const res = await request(t.app)
          .post(`/api/admin/vehicles.csv${dryRun ? '?dryRun=1' : ''}`)
          .set('Authorization', `Bearer ${token}`)
          .set('Content-Type', 'text/csv')
          .send(text)
        expect(res.status).toBeLessThan(500)
        if (res.status !== 200 || dryRun) expect(await inventory()).toEqual(before)
      }),
      { numRuns: RUNS },
    )
  })

  it('odd ids, paths and credentials: never 5xx, never in without a valid credential', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('..%2f..%2fetc', '%00', '%E0%A4%A', 'a'.repeat(500), 'denago-ev-city')),
        fc.oneof(fc.string(), fc.constantFrom('Bearer ', 'Bearer lcgc_', 'Basic YTpi', `Bearer ${'x'.repeat(5000)}`)),
        fc.constantFrom('get', 'delete'),
        async (id, authorization, method) => {
          const path = `/api/admin/vehicles/${encodeURIComponent(id)}`
          const res = await request(t.app)[method](path).set('Authorization', authorization.replace(/[\r\n]/g, ''))
          expect(res.status).toBe(401)
          const console = await request(t.app).get(`/admin/vehicles/${encodeURIComponent(id)}`).set('Cookie', `session=${encodeURIComponent(id)}`)
          expect(console.status).toBe(303)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('console form posts with generated fields: never 5xx, nothing changed by a refused form', async () => {
    const form = fc.dictionary(fc.constantFrom('id', 'name', 'price', 'status', 'seatingCapacity', 'features', 'inStock', '_csrf', 'x'), fc.string(), { maxKeys: 8 })
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, withToken) => {
        const before = await inventory()
        const body = new URLSearchParams({ ...fields, ...(withToken ? { _csrf: session.csrfToken } : {}) }).toString()
        const res = await request(t.app).post('/admin/vehicles/denago-ev-nomad').set('Cookie', session.cookie).type('form').send(body)
        expect(res.status).toBeLessThan(500)
        if (res.status !== 303) expect(await inventory()).toEqual(before)
      }),
      { numRuns: RUNS },
    )
  })

  it('logs no token, session cookie or CSRF token', () => {
    const logs = t.logs.join('\n')
    expect(logs).not.toContain(token)
    expect(logs).not.toContain(session.cookie.split('=')[1])
    expect(logs).not.toContain(session.csrfToken)
  })
})
