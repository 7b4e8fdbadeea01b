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
import { validateContact } from '#app/domain/leads/contact'
import { addDays, dealerToday, ENQUIRY_KINDS, validateEnquiry, type EnquiryKind } from '#app/domain/leads/enquiries'
import { cleanSourcePage } from '#app/domain/leads/visit'
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

  it('POST /api/enquiries/:kind and /enquiries/:kind: no 5xx, nothing invalid stored, visit fields cleaned, no e-mail or phone in logs', async () => {
    const today = dealerToday()
    const day = fc.oneof(
      fieldValue,
      fc.integer({ min: -5, max: 400 }).map((n) => addDays(today, n)),
      fc.constantFrom('2026-02-30', '9999-12-31', '0000-00-00', today),
    )
    const enquiryLike = fc.record(
      {
        firstName: fieldValue,
        lastName: fieldValue,
        email: fc.oneof(fieldValue, fc.emailAddress()),
        phone: fc.oneof(fieldValue, fc.constant('(610) 555-0123')),
        message: fc.oneof(fieldValue, fc.constant(undefined)),
        vehicleId: fc.oneof(fieldValue, fc.constantFrom('denago-ev-city', 'evolution-d6-max-xt4', 'no-such-cart')),
        preferredDay: day,
        timeOfDay: fc.oneof(fieldValue, fc.constantFrom('morning', 'afternoon')),
        plan: fc.oneof(fieldValue, fc.constantFrom('4-seater', '6-seater', 'utility')),
        startDate: day,
        days: fc.oneof(fieldValue, fc.integer({ min: -2, max: 40 }), fc.constantFrom('1', '30', '1e1', ' 7 ')),
        town: fc.oneof(fieldValue, fc.constantFrom('Emmaus', 'Other', 'Paris')),
        make: fieldValue,
        model: fieldValue,
        year: fc.oneof(fieldValue, fc.integer({ min: 1970, max: 2035 })),
        condition: fc.oneof(fieldValue, fc.constantFrom('excellent', 'good', 'fair', 'poor')),
        sourcePage: fc.oneof(fieldValue, fc.constantFrom('/vehicles/denago-ev-city', '//evil.example', 'https://evil.example/', '/a?b#c')),
        referrer: fc.oneof(fieldValue, fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'https://www.google.com/search?q=x')),
        utm_source: fieldValue,
        utm_campaign: fieldValue,
        utm_bogus: fieldValue,
        website: fc.oneof(fc.constant(''), fc.constant(undefined), fieldValue),
      },
      { requiredKeys: [] },
    )
    const enquiryBodies = fc.oneof(
      enquiryLike.map((b) => ({ kind: 'json' as const, body: JSON.stringify(b), parsed: b as unknown })),
      fc.anything().map((b) => ({ kind: 'json' as const, body: JSON.stringify(b) ?? 'null', parsed: b })),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ kind: 'raw' as const, body: Buffer.from(bytes), parsed: null as unknown })),
      enquiryLike.map((b) => ({
        kind: 'form' as const,
        body: new URLSearchParams(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString(),
        parsed: null as unknown,
      })),
    )
    // Valid enquiries with one field replaced by anything, so many posts get as far as the database.
    const person = { firstName: 'Dana', lastName: 'Kowalski', email: 'fuzz.person@example.com', phone: '(610) 555-0123' }
    const valid: Record<EnquiryKind, Record<string, unknown>> = {
      'test-drive': { ...person, vehicleId: 'denago-ev-city', preferredDay: addDays(today, 1), timeOfDay: 'morning' },
      rental: { ...person, plan: 'utility', startDate: addDays(today, 5), days: 2, town: 'Coplay' },
      'trade-in': { ...person, year: 2015, make: 'Yamaha', model: 'Drive', condition: 'poor' },
    }
    // A third of them unchanged: the property's checks of what is stored then run on enough posts.
    const replaced = fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: fc.constantFrom('message', 'sourcePage', 'referrer', 'utm_source', 'year', 'days', 'vehicleId', 'preferredDay', 'startDate', 'town', 'phone', 'email') },
    )
    const mutants = fc
      .tuple(fc.constantFrom(...ENQUIRY_KINDS), replaced, fieldValue, fc.boolean())
      .map(([kind, field, value, asForm]) => {
        const body = field ? { ...valid[kind], [field]: value } : valid[kind]
        return asForm
          ? { target: kind, input: { kind: 'form' as const, body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString(), parsed: null as unknown } }
          : { target: kind, input: { kind: 'json' as const, body: JSON.stringify(body), parsed: body as unknown } }
      })
    const cases = fc.oneof(
      { weight: 1, arbitrary: fc.record({ target: fc.constantFrom<EnquiryKind | 'contact' | 'nope'>(...ENQUIRY_KINDS, 'contact', 'nope'), input: enquiryBodies }) },
      { weight: 2, arbitrary: mutants },
    )
    const typeFor = (input: { kind: string }) =>
      fc.oneof({ weight: 1, arbitrary: contentTypes }, { weight: 2, arbitrary: fc.constant(input.kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json') })
    let stored = 0
    const logged: string[] = []
    await fc.assert(
      fc.asyncProperty(
        cases.chain((c) => fc.tuple(fc.constant(c), typeFor(c.input))),
        fc.boolean(),
        fc.option(fc.constantFrom('cross-site', 'same-origin', 'none')),
        async ([{ target: kind, input }, type], api, fetchSite) => {
          const before = await t.services.leads.count()
          const known = new Set((await t.db.all<{ id: string }>('SELECT id FROM leads')).map((row) => row.id))
          const headers: Record<string, string> = {}
          if (type) headers['content-type'] = type
          if (fetchSite) headers['sec-fetch-site'] = fetchSite
          const status = await rawPost(`${api ? '/api' : ''}/enquiries/${kind}`, headers, input.body)
          expect(status).toBeLessThan(500)
          const after = await t.services.leads.count()
          if (after > before) {
            stored += 1
            expect([201, 303]).toContain(status)
            // The lead this post stored: the one id not there before it.
            const rows = await t.db.all<{ id: string; kind: string; source_page: string | null; campaign: string }>('SELECT id, kind, source_page, campaign FROM leads')
            const row = rows.find((r) => !known.has(r.id))!
            expect(row.kind).toBe(kind)
            const lead = (await t.services.leads.get(row.id))!
            // What was stored passes the schema again, and the visit is only what the checks let through.
            const resent = { ...lead, ...lead.details, vehicleId: lead.vehicleId ?? (kind === 'trade-in' ? undefined : 'x') }
            if (kind !== 'test-drive') expect(validateEnquiry(kind as EnquiryKind, resent, today).ok).toBe(true)
            if (row.source_page !== null) expect(cleanSourcePage(row.source_page)).toBe(row.source_page)
            expect(Object.keys(JSON.parse(row.campaign)).every((k) => /^utm_(source|medium|campaign|term|content)$/.test(k))).toBe(true)
          }
          const valid = input.kind === 'json' && (ENQUIRY_KINDS as readonly string[]).includes(kind) && validateEnquiry(kind as EnquiryKind, input.parsed, today).ok
          if (!valid && input.kind !== 'form') expect(after).toBe(before)
          logged.push(...secrets(input.parsed))
        },
      ),
      { numRuns: RUNS },
    )
    // The property is worth something only if a fair share of posts were stored (about one in
    // eight are, 15 to 26 of 150 over several runs: below one in twenty is a change that refuses good posts).
    expect(stored).toBeGreaterThan(RUNS / 20)
    const log = t.logs.join('\n')
    for (const secret of logged) expect(log.includes(secret), `log holds ${secret}`).toBe(false)
  }, 120_000)

  it('a JSON body nested over a thousand levels deep is refused with 400 by every lead form, not a 500', async () => {
    let deep = '1'
    for (let i = 0; i < 1200; i++) deep = `{"a":[${deep}]}`
    for (const path of ['/api/contact', '/api/enquiries/test-drive', '/api/enquiries/trade-in', '/api/service/bookings']) {
      expect(await rawPost(path, { 'content-type': 'application/json' }, deep), path).toBe(400)
      expect(await rawPost(path, { 'content-type': 'application/json' }, `{"firstName":${deep}}`), path).toBe(400)
    }
  })

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
      // Tried first on every run: "//?" is not a URL a parser takes (it once answered 500), and the Spanish prefix.
      { numRuns: RUNS, examples: [[['', ''], false, ''], [['', 'es'], true, ''], [['es', '', 'inventory'], false, 'brand=denago']] },
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
