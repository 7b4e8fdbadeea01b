/**
 * The enquiry endpoints (test drive, rental, trade-in; service comes as a booking, tests/api/service.test.ts): POST /api/enquiries/:kind
 * and the no-JavaScript POST /enquiries/:kind. What they store (kind, answers, vehicle,
 * the visit), every field message, the protections they share with /api/contact, and the
 * e-mails each lead queues.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#app/domain/leads/contact'
import { addDays, dayOfWeek, dealerToday, ENQUIRY_MESSAGES, type EnquiryKind } from '#app/domain/leads/enquiries'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const today = dealerToday()
/** `n` days ahead, moved to the Monday when it is a Sunday (the showroom is closed). */
function weekday(n: number): string {
  const day = addDays(today, n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}
const sunday = (() => {
  for (let n = 1; ; n++) if (dayOfWeek(addDays(today, n)) === 0) return addDays(today, n)
})()

const PERSON = { firstName: 'Dana', lastName: 'Kowalski', email: 'dana.enquiry@example.com', phone: '(610) 555-0177' }

const VALID: Record<EnquiryKind, Record<string, unknown>> = {
  'test-drive': { ...PERSON, vehicleId: 'denago-ev-city', preferredDay: weekday(3), timeOfDay: 'afternoon', message: 'Bringing my father along to try the back seat.' },
  rental: { ...PERSON, plan: '6-seater', startDate: weekday(10), days: 3, town: 'Emmaus' },
  'trade-in': { ...PERSON, year: 2017, make: 'EZ-GO', model: 'RXV', condition: 'fair', vehicleId: 'evolution-d6-max-xt4' },
}

const KINDS = Object.keys(VALID) as EnquiryKind[]

const VISIT = {
  sourcePage: '/vehicles/denago-ev-city',
  referrer: 'https://www.google.com/search?q=golf+carts+allentown',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-sale',
  utm_term: 'golf carts',
  utm_content: 'ad-1',
  utm_evil: 'not kept',
}

async function leadCount() {
  return t.services.leads.count()
}

/** The ids of the stored leads, read before a form post that answers without the new lead's id. */
async function leadIds(db: TestApp['db']): Promise<Set<string>> {
  return new Set((await db.all<{ id: string }>('SELECT id FROM leads')).map((row) => row.id))
}

/** The one lead stored since `before` was read. */
async function leadSince<T extends object>(db: TestApp['db'], before: Set<string>, columns: string): Promise<T> {
  const rows = (await db.all<T & { id: string }>(`SELECT id, ${columns} FROM leads`)).filter((row) => !before.has(row.id))
  expect(rows).toHaveLength(1)
  return rows[0]!
}

async function outboxOf(db: TestApp['db'], leadId: string) {
  return db.all<{ kind: string; status: string }>('SELECT kind, status FROM outbox WHERE lead_id = ? ORDER BY kind', [leadId])
}

describe('POST /api/enquiries/:kind stores each kind', () => {
  it('test drive: the cart by id with its name as the visitor saw it, the day and time, the visit', async () => {
    const res = await request(t.app).post('/api/enquiries/test-drive').send({ ...VALID['test-drive'], ...VISIT }).expect(201)
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const lead = await t.services.leads.get(res.body.id)
    expect(lead).toMatchObject({
      kind: 'test-drive',
      source: 'api',
      firstName: 'Dana',
      lastName: 'Kowalski',
      email: PERSON.email,
      phone: PERSON.phone,
      interest: 'sales',
      message: 'Bringing my father along to try the back seat.',
      vehicleId: 'denago-ev-city',
      details: { vehicleName: 'Denago EV City', preferredDay: weekday(3), timeOfDay: 'afternoon' },
      visit: {
        sourcePage: '/vehicles/denago-ev-city',
        // Origin and path only: another site's query may hold a person's search.
        referrer: 'https://www.google.com/search',
        campaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-sale', utm_term: 'golf carts', utm_content: 'ad-1' },
      },
      status: 'new',
    })
  })

  it('rental request: plan, start date, days (as a number) and town', async () => {
    const res = await request(t.app)
      .post('/api/enquiries/rental')
      .send({ ...VALID.rental, days: '3', sourcePage: '/rentals/emmaus' })
      .expect(201)
    const lead = await t.services.leads.get(res.body.id)
    expect(lead).toMatchObject({ kind: 'rental', message: '', details: { plan: '6-seater', startDate: weekday(10), days: 3, town: 'Emmaus' }, visit: { sourcePage: '/rentals/emmaus' } })
    expect(lead!.vehicleId).toBeUndefined()
    expect(lead!.visit.campaign).toBeUndefined()
  })

  it('takes no service request without a window: a service lead comes with a booking (POST /api/service/bookings), so nothing bypasses the windows\u2019 capacity', async () => {
    const before = await leadCount()
    const body = { ...PERSON, make: 'Club Car', model: 'Precedent', problem: 'Batteries die after twenty minutes of driving.', dropOffDay: weekday(2) }
    await request(t.app).post('/api/enquiries/service').send(body).expect(404)
    await request(t.app).get('/thank-you/service').expect(404)
    expect(await leadCount()).toBe(before)
  })

  it('trade-in: year, make, model, condition and the cart it goes toward', async () => {
    const res = await request(t.app).post('/api/enquiries/trade-in').send(VALID['trade-in']).expect(201)
    const lead = await t.services.leads.get(res.body.id)
    expect(lead).toMatchObject({
      kind: 'trade-in',
      vehicleId: 'evolution-d6-max-xt4',
      details: { vehicleName: expect.any(String), year: 2017, make: 'EZ-GO', model: 'RXV', condition: 'fair' },
    })
    // A trade-in toward a cart that is not (or no longer) on the lot is still a lead, without the cart.
    const other = await request(t.app)
      .post('/api/enquiries/trade-in')
      .send({ ...VALID['trade-in'], vehicleId: 'no-such-cart' })
      .expect(201)
    const stored = await t.services.leads.get(other.body.id)
    expect(stored!.vehicleId).toBeUndefined()
    expect(stored!.details).not.toHaveProperty('vehicleName')
  })

  it('accepts a urlencoded body on the API too', async () => {
    const { vehicleId: _v, ...rest } = VALID['trade-in']
    await request(t.app).post('/api/enquiries/trade-in').type('form').send(rest).expect(201)
  })
})

describe('the visit fields are checked, never trusted', () => {
  it('drops a source page that is not a path on this site, its own pages as referrer, and unknown or overlong tags', async () => {
    for (const [visit, expected] of [
      [{ sourcePage: 'https://evil.example/page', referrer: `${TEST_ORIGIN}/inventory` }, {}],
      [{ sourcePage: '//evil.example/page', referrer: 'javascript:alert(1)' }, {}],
      [{ sourcePage: '/services?utm_source=x#schedule', utm_source: 'y'.repeat(201), utm_medium: 'email' }, { sourcePage: '/services', campaign: { utm_medium: 'email' } }],
      [{ sourcePage: ['/a', '/b'], utm_source: { nested: true } }, {}],
    ] as const) {
      const res = await request(t.app)
        .post('/api/enquiries/trade-in')
        .send({ ...VALID['trade-in'], ...visit })
        .expect(201)
      expect((await t.services.leads.get(res.body.id))!.visit).toEqual(expected)
    }
  })

  it('/api/contact and /contact accept the same hidden fields (and still everything they accepted before)', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID_CONTACT, sourcePage: '/contact', referrer: 'https://www.bing.com/', utm_source: 'bing' })
      .expect(201)
    expect(await t.services.leads.get(res.body.id)).toMatchObject({ kind: 'contact', details: {}, visit: { sourcePage: '/contact', referrer: 'https://www.bing.com/', campaign: { utm_source: 'bing' } } })
    const before = await leadCount()
    const known = await leadIds(t.db)
    await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...VALID_CONTACT, sourcePage: '/contact', utm_campaign: 'flyer' })
      .expect(303)
    const row = await leadSince<{ kind: string; source_page: string; campaign: string }>(t.db, known, 'kind, source_page, campaign')
    expect(row).toEqual({ id: expect.any(String), kind: 'contact', source_page: '/contact', campaign: '{"utm_campaign":"flyer"}' })
    expect(await leadCount()).toBe(before + 1)
  })
})

describe('POST /api/enquiries/:kind refuses what is wrong', () => {
  it('names every missing field of every kind, and stores nothing', async () => {
    const required = { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName, email: MESSAGES.email, phone: MESSAGES.phone }
    const expected: Record<EnquiryKind, Record<string, string>> = {
      'test-drive': { ...required, vehicleId: ENQUIRY_MESSAGES.vehicleId, preferredDay: ENQUIRY_MESSAGES.preferredDay, timeOfDay: ENQUIRY_MESSAGES.timeOfDay },
      rental: { ...required, plan: ENQUIRY_MESSAGES.plan, startDate: ENQUIRY_MESSAGES.startDate, days: ENQUIRY_MESSAGES.days, town: ENQUIRY_MESSAGES.town },
      'trade-in': { ...required, year: expect.stringContaining(ENQUIRY_MESSAGES.year), make: ENQUIRY_MESSAGES.make, model: ENQUIRY_MESSAGES.model, condition: ENQUIRY_MESSAGES.condition },
    }
    const before = await leadCount()
    for (const kind of KINDS) {
      const res = await request(t.app).post(`/api/enquiries/${kind}`).send({}).expect(400)
      expect(res.body).toEqual({ error: 'Please correct the highlighted fields.', fields: expected[kind] })
    }
    expect(await leadCount()).toBe(before)
  })

  it.each([
    ['test-drive', { vehicleId: 'no-such-cart' }, 'vehicleId', ENQUIRY_MESSAGES.vehicleGone],
    ['test-drive', { vehicleId: '<script>' }, 'vehicleId', ENQUIRY_MESSAGES.vehicleId],
    ['test-drive', { preferredDay: addDays(today, -1) }, 'preferredDay', ENQUIRY_MESSAGES.pastDay],
    ['test-drive', { preferredDay: sunday }, 'preferredDay', ENQUIRY_MESSAGES.sunday],
    ['test-drive', { preferredDay: weekday(70) }, 'preferredDay', ENQUIRY_MESSAGES.appointmentTooFar],
    ['test-drive', { preferredDay: 'tomorrow' }, 'preferredDay', ENQUIRY_MESSAGES.preferredDay],
    ['test-drive', { timeOfDay: 'midnight' }, 'timeOfDay', ENQUIRY_MESSAGES.timeOfDay],
    ['rental', { plan: 'limousine' }, 'plan', ENQUIRY_MESSAGES.plan],
    ['rental', { startDate: addDays(today, 400) }, 'startDate', ENQUIRY_MESSAGES.startDateTooFar],
    ['rental', { startDate: addDays(today, -3) }, 'startDate', ENQUIRY_MESSAGES.pastDay],
    ['rental', { days: 31 }, 'days', ENQUIRY_MESSAGES.days],
    ['rental', { days: 'three' }, 'days', ENQUIRY_MESSAGES.days],
    ['rental', { town: 'Pittsburgh' }, 'town', ENQUIRY_MESSAGES.town],
    ['trade-in', { make: 'M'.repeat(61) }, 'make', ENQUIRY_MESSAGES.make],
    ['trade-in', { year: 1975 }, 'year', expect.stringContaining(ENQUIRY_MESSAGES.year)],
    ['trade-in', { condition: 'mint' }, 'condition', ENQUIRY_MESSAGES.condition],
    ['trade-in', { email: 'dana-at-example' }, 'email', MESSAGES.email],
    ['trade-in', { phone: '555' }, 'phone', MESSAGES.phone],
  ] as const)('%s %j: 400 with %s "%s"', async (kind, change, field, message) => {
    const before = await leadCount()
    const res = await request(t.app)
      .post(`/api/enquiries/${kind}`)
      .send({ ...VALID[kind], ...change })
      .expect(400)
    expect(res.body.fields).toEqual({ [field]: message })
    expect(await leadCount()).toBe(before)
  })

  it('answers 400 for malformed JSON, 404 for an unknown kind, 405 for other methods', async () => {
    const res = await request(t.app).post('/api/enquiries/rental').set('Content-Type', 'application/json').send('{"plan":').expect(400)
    expect(res.body).toEqual({ error: expect.any(String), fields: {} })
    for (const kind of ['contact', 'quote', '..']) await request(t.app).post(`/api/enquiries/${kind}`).send(VALID['trade-in']).expect(404)
    await request(t.app).get('/api/enquiries/rental').expect(405)
  })

  it('answers 413 above 16 KB and 415 for other content types, like /api/contact', async () => {
    const before = await leadCount()
    const big = await request(t.app)
      .post('/api/enquiries/trade-in')
      .send({ ...VALID['trade-in'], message: 'x'.repeat(20_000) })
      .expect(413)
    expect(big.body).toEqual({ error: 'The message is too large.' })
    const text = await request(t.app).post('/api/enquiries/trade-in').set('Content-Type', 'text/plain').send('hello').expect(415)
    expect(text.body.error).toMatch(/JSON/)
    await request(t.app).post('/api/enquiries/trade-in').expect(415)
    await request(t.app).post('/enquiries/trade-in').set('Content-Type', 'application/json').send(JSON.stringify(VALID['trade-in'])).expect(415)
    expect(await leadCount()).toBe(before)
  })

  it('refuses cross-site posts with 403, lets same-origin and header-less clients through', async () => {
    const before = await leadCount()
    await request(t.app).post('/api/enquiries/rental').set('Sec-Fetch-Site', 'cross-site').send(VALID.rental).expect(403)
    await request(t.app).post('/api/enquiries/rental').set('Origin', 'https://evil.example').send(VALID.rental).expect(403)
    await request(t.app).post('/enquiries/rental').set('Origin', 'https://evil.example').type('form').send(VALID.rental).expect(403)
    expect(await leadCount()).toBe(before)
    await request(t.app).post('/api/enquiries/rental').set('Origin', TEST_ORIGIN).set('Sec-Fetch-Site', 'same-origin').send(VALID.rental).expect(201)
    expect(await leadCount()).toBe(before + 1)
  })

  it('silently accepts a filled honeypot and stores and queues nothing', async () => {
    const before = await leadCount()
    const outbox = await t.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox')
    for (const kind of KINDS) {
      const res = await request(t.app)
        .post(`/api/enquiries/${kind}`)
        .send({ ...VALID[kind], website: 'http://spam.example' })
        .expect(201)
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await t.services.leads.get(res.body.id)).toBeUndefined()
    }
    const form = await request(t.app)
      .post('/enquiries/trade-in')
      .type('form')
      .send({ ...VALID['trade-in'], website: 'spam' })
      .expect(303)
    expect(form.headers.location).toBe('/thank-you/trade-in')
    expect(await leadCount()).toBe(before)
    expect(await t.db.get('SELECT COUNT(*) AS n FROM outbox')).toEqual(outbox)
  })
})

describe('no-JavaScript enquiry forms', () => {
  it('store the lead and redirect to the kind\u2019s thank-you page, which says what happens next', async () => {
    for (const kind of KINDS) {
      const before = await leadCount()
      const known = await leadIds(t.db)
      const res = await request(t.app)
        .post(`/enquiries/${kind}`)
        .type('form')
        .send({ ...VALID[kind], sourcePage: '/services' })
        .expect(303)
      expect(res.headers.location).toBe(`/thank-you/${kind}`)
      expect(await leadCount()).toBe(before + 1)
      const row = await leadSince<{ kind: string; source: string; source_page: string }>(t.db, known, 'kind, source, source_page')
      expect(row).toEqual({ id: expect.any(String), kind, source: 'form', source_page: '/services' })
      const page = await request(t.app).get(res.headers.location).expect(200)
      expect(page.text).toContain('What Happens Next')
      expect(page.text).toContain('24 hours')
      expect(page.text).toContain('noindex')
    }
    await request(t.app).get('/thank-you/contact').expect(404)
  })

  it('re-render the form at /enquiries/:kind with status 400, the messages, the input and the page it was sent from', async () => {
    const before = await leadCount()
    const res = await request(t.app)
      .post('/enquiries/test-drive')
      .type('form')
      .send({ ...VALID['test-drive'], email: 'dana-at-example', preferredDay: sunday, message: 'Front seat <b>only</b>', sourcePage: '/vehicles/denago-ev-city', utm_source: 'flyer' })
      .expect(400)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/)
    expect(res.text).toContain('Please correct the highlighted fields.')
    expect(res.text).toContain('<p id="test-drive-email-error" class="field-error">Invalid email address</p>')
    expect(res.text).toContain(`<p id="test-drive-preferredDay-error" class="field-error">${ENQUIRY_MESSAGES.sunday}</p>`)
    expect(res.text).toContain('value="dana-at-example"')
    expect(res.text).toContain('Front seat &lt;b&gt;only&lt;/b&gt;')
    // The cart stays chosen, and the hidden fields still name the page the form was sent from.
    expect(res.text).toContain('Test drive the Denago EV City')
    expect(res.text).toContain('name="sourcePage" value="/vehicles/denago-ev-city"')
    expect(res.text).toContain('name="utm_source" value="flyer"')
    expect(await leadCount()).toBe(before)
  })

  it('a gone cart is a message on the form, which then offers the carts on the lot', async () => {
    const res = await request(t.app)
      .post('/enquiries/test-drive')
      .type('form')
      .send({ ...VALID['test-drive'], vehicleId: 'no-such-cart' })
      .expect(400)
    expect(res.text).toContain(ENQUIRY_MESSAGES.vehicleGone)
    expect(res.text).toContain('<option value="denago-ev-city">Denago EV City</option>')
  })

  it('standalone pages prefill from the link and answer 404 for other kinds', async () => {
    const drive = await request(t.app).get('/enquiries/test-drive?vehicle=denago-ev-city').expect(200)
    expect(drive.text).toContain('name="vehicleId" value="denago-ev-city"')
    const rental = await request(t.app).get('/enquiries/rental?town=lower-macungie&plan=utility').expect(200)
    expect(rental.text).toMatch(/<option value="Lower Macungie" selected="">/)
    expect(rental.text).toMatch(/<option value="utility" selected="">/)
    await request(t.app).get('/enquiries/contact').expect(404)
    await request(t.app).post('/enquiries/quote').type('form').send(VALID['trade-in']).expect(405)
  })
})

describe('the pages offer the forms beside the spec\u2019s buttons', () => {
  it('vehicle pages: Schedule Test Drive stays a phone link; test drive and trade-in forms carry the cart', async () => {
    const res = await request(t.app).get('/vehicles/denago-ev-city').expect(200)
    expect(res.text).toMatch(/<a class="button button-primary" href="tel:\+18885550142">.*?Schedule Test Drive<\/a>/s)
    expect(res.text).toContain('action="/enquiries/test-drive"')
    expect(res.text).toContain('action="/enquiries/trade-in"')
    expect(res.text.match(/name="vehicleId" value="denago-ev-city"/g)).toHaveLength(2)
    expect(res.text).toContain('name="sourcePage" value="/vehicles/denago-ev-city"')
  })

  it('rental pages link to the rental form with their town and their path; /services offers the service form; utm tags of the URL reach the fields', async () => {
    const town = await request(t.app).get('/rentals/emmaus').expect(200)
    expect(town.text).toContain('href="/enquiries/rental?town=emmaus&amp;from=%2Frentals%2Femmaus"')
    expect((await request(t.app).get('/rentals').expect(200)).text).toContain('href="/enquiries/rental?from=%2Frentals"')
    const form = await request(t.app).get('/enquiries/rental?town=emmaus&from=%2Frentals%2Femmaus&utm_source=newsletter&utm_medium=email&utm_nope=1').expect(200)
    expect(form.text).toContain('action="/enquiries/rental"')
    expect(form.text).toMatch(/<option value="Emmaus" selected="">/)
    expect(form.text).toContain('name="sourcePage" value="/rentals/emmaus"')
    expect(form.text).toContain('name="utm_source" value="newsletter"')
    expect(form.text).toContain('name="utm_medium" value="email"')
    expect(form.text).not.toContain('utm_nope')
    // A `from` that is not a path on this site is ignored.
    const evil = await request(t.app).get('/enquiries/rental?from=https%3A%2F%2Fevil.example%2F').expect(200)
    expect(evil.text).toContain('name="sourcePage" value="/enquiries/rental"')
    const services = await request(t.app).get('/services?utm_campaign=postcard').expect(200)
    expect(services.text).toContain('action="/enquiries/service"')
    expect(services.text).toContain('name="utm_campaign" value="postcard"')
    expect((await request(t.app).get('/inventory').expect(200)).text).toContain('href="/enquiries/trade-in?from=%2Finventory"')
    const contact = await request(t.app).get('/contact?utm_campaign=flyer').expect(200)
    expect(contact.text).toContain('name="utm_campaign" value="flyer"')
  })
})

describe('rate limit shared with the contact form', () => {
  it('counts accepted contact messages and enquiries together, per IP, then 429 with Retry-After everywhere', async () => {
    const limited = await createTestApp({ rateLimit: 2 })
    try {
      await request(limited.app).post('/api/enquiries/rental').send({ ...VALID.rental, days: 0 }).expect(400)
      await request(limited.app).post('/api/contact').send(VALID_CONTACT).expect(201)
      await request(limited.app).post('/api/enquiries/rental').send(VALID.rental).expect(201)
      const res = await request(limited.app).post('/api/enquiries/trade-in').send(VALID['trade-in']).expect(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      expect(res.body).toEqual({ error: expect.stringMatching(/wait/) })
      await request(limited.app).post('/api/contact').send(VALID_CONTACT).expect(429)
      const form = await request(limited.app).post('/enquiries/trade-in').type('form').send(VALID['trade-in']).expect(429)
      expect(form.headers['content-type']).toMatch(/text\/html/)
      expect(form.text).toContain('Please wait a while')
      expect(await limited.services.leads.count()).toBe(2)
    } finally {
      await limited.close()
    }
  })
})

describe('e-mails planned with each lead', () => {
  it('without a CRM address: the sales notification and the visitor\u2019s confirmation', async () => {
    for (const kind of KINDS) {
      const res = await request(t.app).post(`/api/enquiries/${kind}`).send(VALID[kind]).expect(201)
      expect(await outboxOf(t.db, res.body.id)).toEqual([
        { kind: 'confirmation', status: 'pending' },
        { kind: 'sales', status: 'pending' },
      ])
    }
  })

  it('with CRM_ADF_EMAIL: the ADF copy too, for enquiries and contact messages alike', async () => {
    const crm = await createTestApp({
      env: { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 0, contactRateLimit: 1000, htmlCache: true, crmAdfEmail: 'leads@crm.example' },
    })
    try {
      for (const [path, body] of [
        ['/api/enquiries/test-drive', VALID['test-drive']],
        ['/api/contact', VALID_CONTACT],
      ] as const) {
        const res = await request(crm.app).post(path).send(body).expect(201)
        expect(await outboxOf(crm.db, res.body.id)).toEqual([
          { kind: 'adf', status: 'pending' },
          { kind: 'confirmation', status: 'pending' },
          { kind: 'sales', status: 'pending' },
        ])
      }
      const known = await leadIds(crm.db)
      await request(crm.app).post('/enquiries/rental').type('form').send(VALID.rental).expect(303)
      const row = await leadSince<{ id: string }>(crm.db, known, 'kind')
      expect((await outboxOf(crm.db, row.id)).map((m) => m.kind)).toEqual(['adf', 'confirmation', 'sales'])
    } finally {
      await crm.close()
    }
  })

  it('confirms at most CONTACT_RATE_LIMIT leads a day to one address, across kinds; the rest are stored, their confirmation skipped', async () => {
    // Two accepted leads per IP an hour and two confirmations per address a day: four visitors behind a proxy.
    const capped = await createTestApp({
      env: { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 1, contactRateLimit: 2, htmlCache: true },
    })
    try {
      const ids: string[] = []
      let ip = 1
      for (const [path, body] of [
        ['/api/enquiries/test-drive', VALID['test-drive']],
        ['/api/contact', { ...VALID_CONTACT, email: PERSON.email.toUpperCase() }],
        ['/api/enquiries/rental', VALID.rental],
        ['/api/enquiries/trade-in', VALID['trade-in']],
      ] as const) {
        const res = await request(capped.app)
          .post(path)
          .set('X-Forwarded-For', `203.0.113.${ip++}`)
          .send(body)
          .expect(201)
        ids.push(res.body.id)
      }
      const confirmations = await Promise.all(ids.map(async (id) => (await outboxOf(capped.db, id)).find((m) => m.kind === 'confirmation')?.status))
      expect(confirmations).toEqual(['pending', 'pending', 'skipped', 'skipped'])
      for (const id of ids) expect((await outboxOf(capped.db, id)).find((m) => m.kind === 'sales')?.status).toBe('pending')
      // Another address is confirmed as usual.
      const other = await request(capped.app)
        .post('/api/enquiries/trade-in')
        .set('X-Forwarded-For', '203.0.113.99')
        .send({ ...VALID['trade-in'], email: 'someone.else@example.com' })
        .expect(201)
      expect(await outboxOf(capped.db, other.body.id)).toContainEqual({ kind: 'confirmation', status: 'pending' })
    } finally {
      await capped.close()
    }
  })
})

describe('logs', () => {
  it('never hold what the visitor typed', () => {
    const log = t.logs.join('\n')
    expect(log).toContain('lead stored')
    expect(log).toContain('"kind":"test-drive"')
    for (const secret of [PERSON.email, VALID_CONTACT.email, '555-0177', 'Bringing my father', 'Batteries die', 'Front seat', 'dana-at-example']) {
      expect(log, secret).not.toContain(secret)
    }
  })
})
