/**
 * Property-based abuse of the API and page routes: generated bodies, headers and paths.
 * Nothing may answer 5xx or crash, nothing invalid may be stored, and no visitor e-mail
 * or phone may reach the logs. FUZZ_RUNS raises the number of runs (npm run bench does).
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateContact } from '../../data/contact'
import { createTestApp, type TestApp } from '../helpers/app'

const RUNS = Number(process.env.FUZZ_RUNS ?? 150)

let t: TestApp
let server: Server
let base: string
beforeAll(async () => {
  t = await createTestApp({ rateLimit: 100_000 })
  server = t.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

/** A POST sent as-is (no client-side encoding of multipart or JSON bodies). */
async function rawPost(path: string, headers: Record<string, string>, body: string | Buffer) {
  const res = await fetch(base + path, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body), redirect: 'manual' })
  await res.arrayBuffer()
  return res.status
}

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.string({ minLength: 6000, maxLength: 9000 }),
  fc.emailAddress(),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE leads; --", '../../etc/passwd', '\u0000', '\ud800', 'x'.repeat(11)),
)

const contactLike = fc.record(
  {
    firstName: fieldValue,
    lastName: fieldValue,
    email: fieldValue,
    phone: fieldValue,
    interest: fc.oneof(fieldValue, fc.constantFrom('sales', 'service', 'parts', 'general')),
    message: fieldValue,
    website: fc.oneof(fc.constant(''), fc.constant(undefined), fieldValue),
  },
  { requiredKeys: [] },
)

/** JSON nested `depth` levels deep, alternating objects and arrays. */
function nested(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`
}

const bodies = fc.oneof(
  contactLike.map((b) => ({ kind: 'json' as const, body: JSON.stringify(b), parsed: b as unknown })),
  fc.anything().map((b) => ({ kind: 'json' as const, body: JSON.stringify(b) ?? 'null', parsed: b })),
  fc.integer({ min: 50, max: 5000 }).map((d) => ({ kind: 'json' as const, body: nested(d), parsed: null as unknown })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ kind: 'raw' as const, body: Buffer.from(bytes), parsed: null as unknown })),
  fc.string().map((s) => ({ kind: 'raw' as const, body: `{"firstName":"${s}`, parsed: null as unknown })),
  contactLike.map((b) => ({
    kind: 'form' as const,
    body: new URLSearchParams(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString(),
    parsed: null as unknown,
  })),
)

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'garbage',
)

function secrets(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const b = body as Record<string, unknown>
  return [b.email, b.phone].filter((v): v is string => typeof v === 'string' && v.trim().length >= 8 && !/^[\s\W]*$/.test(v))
}

describe('generated input never breaks the server', () => {
  it('POST /api/contact and /contact: no 5xx, nothing invalid stored, no visitor e-mail or phone in logs', async () => {
    const logged: string[] = []
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, fc.constantFrom('/api/contact', '/contact'), fc.option(fc.constantFrom('cross-site', 'same-origin', 'none')), async (input, type, path, fetchSite) => {
        const before = await t.services.leads.count()
        const headers: Record<string, string> = {}
        if (type) headers['content-type'] = type
        if (fetchSite) headers['sec-fetch-site'] = fetchSite
        const status = await rawPost(path, headers, input.body)
        expect(status).toBeLessThan(500)
        const after = await t.services.leads.count()
        const valid = input.kind === 'json' && validateContact(input.parsed).ok
        if (!valid && input.kind !== 'form') expect(after).toBe(before)
        if (after > before) expect([201, 303]).toContain(status)
        logged.push(...secrets(input.parsed))
      }),
      { numRuns: RUNS },
    )
    const log = t.logs.join('\n')
    for (const secret of logged) expect(log.includes(secret), `log holds ${secret}`).toBe(false)
  }, 120_000)

  it('GET /api/vehicles/:id with arbitrary ids answers JSON 200 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('..%2f..%2fetc%2fpasswd', '%00', '%E0%A4%A', "x' OR 1=1 --", 'denago-ev-city%00', '%2e%2e')),
        async (id) => {
          const encoded = /%/.test(id) ? id : encodeURIComponent(id)
          const res = await request(t.app).get(`/api/vehicles/${encoded}`)
          expect(res.status).toBeLessThan(500)
          expect(res.headers['content-type'] ?? '').toMatch(/json/)
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('page routes and page-context URLs with odd paths answer without 5xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom('..', '%2e%2e', '%2F', '%E0%A4%A', '%ff', '%00', 'index.pageContext.json', '.pageContext.json', 'vehicles', 'towns', 'rentals', 'policies', '%C0%AE%C0%AE'),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.string({ maxLength: 30 }), async (segments, pageContext, query) => {
        const path = `/${segments.join('/')}${pageContext ? '/index.pageContext.json' : ''}?${encodeURIComponent(query)}`
        const res = await request(t.app).get(path).set('Accept-Encoding', 'identity')
        expect(res.status, path).toBeLessThan(500)
      }),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('odd headers do not break page rendering', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          'accept-encoding': fc.constantFrom('br;q=abc', '*;q=0', 'gzip;q=-1', 'identity;q=0', ',,,', 'x'.repeat(2000)),
          'if-none-match': fc.oneof(fc.constant('*'), fc.string({ maxLength: 100 }).filter((s) => !/[\r\n]/.test(s) && /^[\x20-\x7e]*$/.test(s))),
          accept: fc.constantFrom('application/json', '*/*', 'text/html', ''),
        }),
        fc.constantFrom('/', '/inventory', '/vehicles/denago-ev-city', '/api/vehicles'),
        async (headers, path) => {
          const res = await request(t.app).get(path).set(headers)
          expect(res.status).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)
})
