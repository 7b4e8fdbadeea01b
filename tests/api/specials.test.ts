import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { jsonLdOf, textOf } from '../helpers/html'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

const afterPoll = () => new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const HOUR = 3_600_000

/** The EV City ($11,995 in the seed) at $10,995 for the next two hours. */
const CITY_SALE = {
  title: 'EV City event',
  text: 'The street-legal EV City at its best price of the year.',
  finePrint: 'On the unit in stock.',
  startsAt: iso(-60_000),
  endsAt: iso(2 * HOUR),
  status: 'scheduled',
  scope: { kind: 'vehicles', ids: ['denago-ev-city'] },
  discount: { kind: 'sale-price', prices: { 'denago-ev-city': 10995 } },
}

let t: TestApp
let bearer: string
let staff: SignedIn

beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
  staff = await signedInOperator(t, 'staff')
})
afterEach(async () => {
  await t.close()
})

const post = (body: unknown) => request(t.app).post('/api/admin/specials').set('Authorization', bearer).send(body as object)

describe('the specials admin API', () => {
  it.each([
    ['get', '/api/admin/specials'],
    ['post', '/api/admin/specials'],
    ['get', '/api/admin/specials/1'],
    ['patch', '/api/admin/specials/1'],
    ['delete', '/api/admin/specials/1'],
  ] as const)('%s %s answers 401 without credentials', async (method, path) => {
    const res = await request(t.app)[method](path).set('Content-Type', 'application/json').send(method === 'get' || method === 'delete' ? undefined : '{}')
    expect(res.status).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('creates a special (201, Location), reads it (200) and lists it with its phase; staff may write too', async () => {
    const res = await post(CITY_SALE)
    expect(res.status).toBe(201)
    expect(res.headers.location).toBe(`/api/admin/specials/${res.body.id}`)
    expect(res.body).toMatchObject({ title: CITY_SALE.title, phase: 'live', scope: CITY_SALE.scope, discount: CITY_SALE.discount, startsAt: new Date(CITY_SALE.startsAt).toISOString() })
    expect((await request(t.app).get(`/api/admin/specials/${res.body.id}`).set('Authorization', bearer)).body).toMatchObject({ id: res.body.id, phase: 'live' })
    const byStaff = await request(t.app)
      .post('/api/admin/specials')
      .set('Cookie', staff.cookie)
      .set('x-csrf-token', staff.csrfToken)
      .set('Origin', TEST_ORIGIN)
      .send({ ...CITY_SALE, title: 'Draft for later', status: 'draft' })
    expect(byStaff.status).toBe(201)
    const list = await request(t.app).get('/api/admin/specials').set('Cookie', staff.cookie)
    expect(list.body.map((s: { title: string; phase: string }) => [s.title, s.phase]).sort()).toEqual([
      ['Draft for later', 'draft'],
      ['EV City event', 'live'],
    ])
    const audit = await request(t.app).get(`/api/admin/audit?entity=special&entityId=${res.body.id}`).set('Authorization', bearer)
    expect(audit.body[0]).toMatchObject({ action: 'special.create', after: { title: CITY_SALE.title } })
  })

  it('answers 400 naming each field, a cart that does not exist, 415 for a form and 404 for an unknown special', async () => {
    const bad = await post({ ...CITY_SALE, title: '', endsAt: CITY_SALE.startsAt, discount: { kind: 'percent-off', percent: 95 } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: 'Invalid special', fields: { title: expect.any(String), endsAt: expect.any(String), 'discount.percent': expect.any(String) } })
    const ghost = await post({ ...CITY_SALE, scope: { kind: 'vehicles', ids: ['no-such-cart'] }, discount: { kind: 'sale-price', prices: { 'no-such-cart': 1 } } })
    expect(ghost.status).toBe(400)
    expect(ghost.body.fields).toEqual({ 'scope.ids': 'No cart has the id no-such-cart' })
    expect((await request(t.app).post('/api/admin/specials').set('Authorization', bearer).type('form').send('title=x')).status).toBe(415)
    for (const path of ['/api/admin/specials/999', '/api/admin/specials/abc']) {
      expect((await request(t.app).get(path).set('Authorization', bearer)).status).toBe(404)
      expect((await request(t.app).patch(path).set('Authorization', bearer).send({ title: 'x' })).status).toBe(404)
      expect((await request(t.app).delete(path).set('Authorization', bearer)).status).toBe(404)
    }
    expect((await request(t.app).get('/api/admin/specials').set('Authorization', bearer)).body).toEqual([])
  })

  it('changes what a PATCH sends (200, audited), refuses a bad change (400), and deletes (204)', async () => {
    const { id } = (await post(CITY_SALE)).body
    const patched = await request(t.app).patch(`/api/admin/specials/${id}`).set('Authorization', bearer).send({ title: 'EV City weekend' })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ title: 'EV City weekend', text: CITY_SALE.text })
    expect((await request(t.app).patch(`/api/admin/specials/${id}`).set('Authorization', bearer).send({ status: 'live' })).status).toBe(400)
    expect((await request(t.app).patch(`/api/admin/specials/${id}`).set('Authorization', bearer).send(['x'])).status).toBe(400)
    expect((await request(t.app).delete(`/api/admin/specials/${id}`).set('Authorization', bearer)).status).toBe(204)
    expect((await request(t.app).get(`/api/admin/specials/${id}`).set('Authorization', bearer)).status).toBe(404)
    const audit = await request(t.app).get(`/api/admin/audit?entity=special&entityId=${id}`).set('Authorization', bearer)
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['special.delete', 'special.update', 'special.create'])
  })
})

describe('a live special on the public site', () => {
  it('shows the sale price beside the regular one everywhere, by the one rule, within a second', async () => {
    // Warm the caches, so the test proves cached answers follow.
    await request(t.app).get('/vehicles/denago-ev-city')
    await request(t.app).get('/api/vehicles')
    // With nothing on, the sitemap leaves the specials page out.
    expect((await request(t.app).get('/sitemap.xml')).text).not.toContain(`${TEST_ORIGIN}/specials</loc>`)
    expect((await post(CITY_SALE)).status).toBe(201)
    await afterPoll()

    const api = (await request(t.app).get('/api/vehicles/denago-ev-city')).body
    // `price` keeps its meaning (the cart's own price); the sale and its end are added.
    expect(api.price).toBe(11995)
    expect(api.sale).toMatchObject({ price: 10995, endsAt: new Date(CITY_SALE.endsAt).toISOString() })
    expect((await request(t.app).get('/api/vehicles')).body.find((v: { id: string }) => v.id === 'denago-ev-city').sale.price).toBe(10995)

    const page = await request(t.app).get('/vehicles/denago-ev-city')
    const text = textOf(page.text)
    expect(text).toMatch(/Sale price: \$10,995 Regular price: \$11,995 Sale ends \w+day, \w+ \d+ at \d+:\d\d [AP]M/)
    const product = jsonLdOf(page.text).find((d) => d['@type'] === 'Product')!
    const until = new Date(Date.parse(CITY_SALE.endsAt) - 1).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
    expect(product.offers).toMatchObject({ price: 10995, priceValidUntil: until, priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 11995 } })
    // The payment estimate starts from the price a shopper pays.
    expect(page.text).toMatch(/id="payment-price"[^>]*value="10995"/)

    const inventory = textOf((await request(t.app).get('/inventory')).text)
    expect(inventory).toContain('Denago EV City')
    expect(inventory).toContain('Sale price: $10,995')
    const compare = textOf((await request(t.app).get('/compare?ids=denago-ev-city,evolution-d6-max-xt4')).text)
    expect(compare).toContain('$10,995 on sale (was $11,995)')
    const specials = await request(t.app).get('/specials')
    expect(textOf(specials.text)).toMatch(/Special prices EV City event Ends \w+day/)
    expect(textOf(specials.text)).toContain('Fine print: On the unit in stock.')
    expect(textOf((await request(t.app).get('/')).text)).toContain('On Special Now')
    expect((await request(t.app).get('/sitemap.xml')).text).toContain(`${TEST_ORIGIN}/specials</loc>`)

    const csv = parse((await request(t.app).get('/api/admin/vehicles.csv').set('Authorization', bearer)).text) as string[][]
    const header = csv[0]!
    const city = csv.find((row) => row[0] === 'denago-ev-city')!
    expect(city[header.indexOf('shopperPrice')]).toBe('10995')
    expect(city[header.indexOf('price')]).toBe('11995')
  })

  it('takes the best of two live specials, and leaves drafts and ended specials without a trace', async () => {
    await post({ ...CITY_SALE, scope: { kind: 'brand', brand: 'Denago' }, discount: { kind: 'percent-off', percent: 5 }, title: 'Denago days' })
    await post(CITY_SALE)
    await post({ ...CITY_SALE, title: 'Draft deal', status: 'draft', discount: { kind: 'sale-price', prices: { 'denago-ev-city': 5000 } } })
    await post({ ...CITY_SALE, title: 'Last month', startsAt: iso(-40 * 24 * HOUR), endsAt: iso(-30 * 24 * HOUR), discount: { kind: 'sale-price', prices: { 'denago-ev-city': 6000 } } })
    await afterPoll()
    // 5% off $11,995 is $11,395; the sale price of $10,995 is lower.
    expect((await request(t.app).get('/api/vehicles/denago-ev-city')).body.sale).toMatchObject({ price: 10995, title: 'EV City event' })
    expect((await request(t.app).get('/api/vehicles/denago-ev-nomad')).body.sale).toMatchObject({ price: Math.round(8495 * 0.95), title: 'Denago days' })
    const specials = textOf((await request(t.app).get('/specials')).text)
    expect(specials).not.toContain('Draft deal')
    expect(specials).not.toContain('Last month')
    for (const path of ['/', '/inventory', '/vehicles/denago-ev-city']) expect((await request(t.app).get(path)).text, path).not.toMatch(/Draft deal|Last month|\$5,000|\$6,000/)
  })
})

describe('the console’s special forms', () => {
  const form = (who: SignedIn, path: string, fields: Record<string, string | string[]>) =>
    request(t.app).post(path).set('Cookie', who.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: who.csrfToken, ...fields })
  const FIELDS = {
    title: 'Ranger week',
    text: '$500 off every D5 Ranger on the lot.',
    finePrint: '',
    status: 'scheduled',
    startDate: '2026-04-01',
    startTime: '09:00',
    endDate: '2026-04-08',
    endTime: '23:59',
    scopeKind: 'category',
    category: 'D5 Ranger',
    discountKind: 'amount-off',
    amount: '500',
  }

  it('creates a special from the form (303) with its times on the dealer’s clock, shows errors (400), saves changes (303) and deletes (303)', async () => {
    const bad = await form(staff, '/admin/specials/new', { ...FIELDS, startDate: '2026-02-30', scopeKind: 'vehicles', discountKind: 'sale-price', 'vehicles[]': ['denago-ev-city'] })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Enter the date as YYYY-MM-DD')
    expect(bad.text).toContain('Enter the sale price of denago-ev-city')
    const created = await form(staff, '/admin/specials/new', FIELDS)
    expect(created.status).toBe(303)
    const id = /\/admin\/specials\/(\d+)\?notice=special-created/.exec(created.headers.location)![1]
    const stored = (await request(t.app).get(`/api/admin/specials/${id}`).set('Authorization', bearer)).body
    // 9:00 AM Eastern daylight time on April 1 is 13:00 UTC.
    expect(stored).toMatchObject({ startsAt: '2026-04-01T13:00:00.000Z', endsAt: '2026-04-09T03:59:00.000Z', scope: { kind: 'category', category: 'D5 Ranger' }, discount: { kind: 'amount-off', amount: 500 } })
    const page = await request(t.app).get(`/admin/specials/${id}`).set('Cookie', staff.cookie)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/name="startDate"[^>]*value="2026-04-01"/)
    const saved = await form(staff, `/admin/specials/${id}`, { ...FIELDS, amount: '750' })
    expect(saved.status).toBe(303)
    expect(saved.headers.location).toBe(`/admin/specials/${id}?notice=special-saved`)
    expect((await form(staff, '/admin/specials/999', FIELDS)).status).toBe(404)
    const deleted = await form(staff, `/admin/specials/${id}/delete`, {})
    expect(deleted.status).toBe(303)
    expect((await request(t.app).get(`/admin/specials/${id}`).set('Cookie', staff.cookie)).status).toBe(404)
    expect((await request(t.app).get('/admin/specials').set('Cookie', staff.cookie)).status).toBe(200)
  })
})
