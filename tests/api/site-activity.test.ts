/**
 * POST /api/events: the browser's reports of page views, phone-link clicks and form starts.
 * What is counted (one per report, per day, kind and page or form), what is refused
 * (other sites, junk paths, unknown kinds and forms, large or malformed bodies, a client
 * over its limit), what is answered and not counted (automated clients, prefetches), and that nothing about
 * the visitor is stored or logged and the page cache is left alone.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerToday } from '#app/domain/leads/enquiry-fields'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const VISITOR_IP = '203.0.113.77'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A report as navigator.sendBeacon sends it from one of the site's pages. */
function report(app: TestApp['app'], body: unknown, headers: Record<string, string> = {}) {
  return request(app)
    .post('/api/events')
    .set({ 'User-Agent': BROWSER, Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': VISITOR_IP, ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body))
}

async function counts(): Promise<Array<{ day: string; kind: string; subject: string; count: number }>> {
  const rows = await t.db.all<{ day: string; kind: string; subject: string; count: number }>('SELECT * FROM site_activity')
  // Sorted here, by code point: the databases' text orders may differ.
  const key = (row: { kind: string; subject: string }) => `${row.kind}\u0000${row.subject}`
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}

async function countOf(kind: string, subject: string): Promise<number> {
  const row = await t.db.get<{ count: number }>('SELECT count FROM site_activity WHERE kind = ? AND subject = ?', [kind, subject])
  return row?.count ?? 0
}

describe('POST /api/events', () => {
  it('counts page views, phone-link clicks and form starts per day, with nothing about the visitor', async () => {
    for (const body of [
      { kind: 'page-view', path: '/' },
      { kind: 'page-view', path: '/' },
      { kind: 'page-view', path: '/inventory/' },
      { kind: 'page-view', path: '/vehicle/denago-ev-city' },
      { kind: 'phone-click', path: '/contact' },
      { kind: 'form-start', path: '/contact', form: '/contact' },
      { kind: 'form-start', path: '/vehicles/denago-ev-city', form: '/enquiries/test-drive' },
    ]) {
      const res = await report(t.app, body)
      expect(res.status, JSON.stringify(body)).toBe(204)
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(res.headers['cache-control']).toBe('no-store')
    }
    // JSON is taken too.
    expect((await report(t.app, { kind: 'page-view', path: '/about' }, { 'Content-Type': 'application/json' })).status).toBe(204)

    const today = dealerToday()
    expect(await counts()).toEqual([
      { day: today, kind: 'form-start', subject: 'contact', count: 1 },
      { day: today, kind: 'form-start', subject: 'test-drive', count: 1 },
      { day: today, kind: 'page-view', subject: '/', count: 2 },
      { day: today, kind: 'page-view', subject: '/about', count: 1 },
      { day: today, kind: 'page-view', subject: '/inventory', count: 1 },
      { day: today, kind: 'page-view', subject: '/vehicles/denago-ev-city', count: 1 },
      { day: today, kind: 'phone-click', subject: '/contact', count: 1 },
    ])
    // The whole database holds neither the visitor's address nor their browser.
    const tables = await t.db.kysely.introspection.getTables()
    const dump = JSON.stringify(tables) + JSON.stringify(await t.db.all('SELECT * FROM site_activity'))
    expect(dump).not.toContain(VISITOR_IP)
    expect(dump).not.toContain('Chrome')
    const columns = tables.find((table) => table.name === 'site_activity')!.columns.map((c) => c.name)
    expect(columns).toEqual(['day', 'kind', 'subject', 'count'])
    // Reports are not logged one by one, and never with the visitor's address or browser.
    const logged = t.logs.join('\n')
    expect(logged).not.toContain('/api/events')
    expect(logged).not.toContain(VISITOR_IP)
  })

  it('refuses reports from other sites, and reports that do not say where they come from', async () => {
    const before = await counts()
    for (const headers of [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'null' },
    ] as Array<Record<string, string>>) {
      const res = await report(t.app, { kind: 'page-view', path: '/' }, headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
    const res = await request(t.app).post('/api/events').set({ 'User-Agent': BROWSER, 'Content-Type': 'text/plain' }).send(JSON.stringify({ kind: 'page-view', path: '/' }))
    expect(res.status).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('answers crawlers, previews, monitors and scripted clients without counting them', async () => {
    const before = await counts()
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ]) {
      const res = await report(t.app, { kind: 'page-view', path: '/' }, { 'User-Agent': agent })
      expect(res.status, agent).toBe(204)
    }
    const res = await report(t.app, { kind: 'page-view', path: '/' }, { 'User-Agent': '' })
    expect(res.status).toBe(204)
    expect(await counts()).toEqual(before)
  })

  it('answers a prefetched or prerendered page without counting it', async () => {
    const before = await countOf('page-view', '/')
    for (const headers of [{ 'Sec-Purpose': 'prefetch' }, { 'Sec-Purpose': 'prefetch;prerender' }, { Purpose: 'prefetch' }] as Array<Record<string, string>>) {
      expect((await report(t.app, { kind: 'page-view', path: '/' }, headers)).status).toBe(204)
    }
    expect(await countOf('page-view', '/')).toBe(before)
  })

  it('refuses paths no page answers, unknown kinds, other forms and extra fields with 400', async () => {
    const before = await counts()
    for (const body of [
      { kind: 'page-view', path: '/wp-login.php' },
      { kind: 'page-view', path: '/inventory?q=viagra' },
      { kind: 'page-view', path: 'https://evil.example/' },
      { kind: 'page-view', path: '/vehicles/no-such-cart' },
      { kind: 'page-view', path: '/admin/leads' },
      { kind: 'page-view', path: `/${'spam'.repeat(100)}` },
      { kind: 'form-send', path: '/contact' },
      { kind: 'form-start', path: '/contact' },
      { kind: 'form-start', path: '/contact', form: '/admin/sign-in' },
      { kind: 'phone-click', path: '/contact', form: '/contact' },
      { kind: 'page-view', path: '/', visitorId: 'a1b2c3' },
      'not json',
      '',
    ]) {
      const res = await report(t.app, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toEqual(expect.any(String))
    }
    expect((await report(t.app, { kind: 'page-view', path: '/', padding: 'x'.repeat(2000) })).status).toBe(413)
    expect((await report(t.app, { kind: 'page-view', path: '/' }, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect(await counts()).toEqual(before)
  })

  it('leaves the page cache alone', async () => {
    const first = await request(t.app).get('/inventory')
    expect((await report(t.app, { kind: 'page-view', path: '/inventory' })).status).toBe(204)
    const again = await request(t.app).get('/inventory').set('If-None-Match', first.headers.etag)
    expect(again.status).toBe(304)
  })

  it('limits each client per minute, with Retry-After, and keeps other clients counting', async () => {
    // Behind one proxy, so each report's X-Forwarded-For names its client.
    const env = { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 1, contactRateLimit: 1000, htmlCache: true }
    const limited = await createTestApp({ activityRateLimit: 3, env })
    try {
      for (let i = 0; i < 3; i++) expect((await report(limited.app, { kind: 'page-view', path: '/' })).status).toBe(204)
      const over = await report(limited.app, { kind: 'page-view', path: '/' })
      expect(over.status).toBe(429)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
      // Another client is counted still.
      expect((await report(limited.app, { kind: 'page-view', path: '/' }, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(204)
      const row = await limited.db.get<{ count: number }>("SELECT count FROM site_activity WHERE kind = 'page-view' AND subject = '/'")
      expect(row?.count).toBe(4)
    } finally {
      await limited.close()
    }
  })
})

describe('the console\'s Site activity page', () => {
  it('shows staff the counts as charts with tables of the same numbers, rendered by the server', async () => {
    const fresh = await createTestApp()
    try {
      for (let i = 0; i < 3; i++) await report(fresh.app, { kind: 'page-view', path: '/rentals' })
      await report(fresh.app, { kind: 'phone-click', path: '/rentals' })
      await report(fresh.app, { kind: 'form-start', path: '/contact', form: '/contact' })
      const sent = await request(fresh.app)
        .post('/api/contact')
        .set('Origin', TEST_ORIGIN)
        .send({ ...VALID_CONTACT, sourcePage: '/rentals', utm_campaign: 'block-party' })
      expect(sent.status).toBe(201)

      const staff = await signedInOperator(fresh, 'staff')
      const res = await request(fresh.app).get('/admin/activity').set('Cookie', staff.cookie)
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toMatch(/^no-store/)
      const html = res.text
      expect(html).toContain('<h1>Site activity</h1>')
      expect(html).toContain('href="/admin/activity" aria-current="page"')
      // Four charts, each an image with a title and description, each with its table.
      expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(4)
      expect(html.match(/<table/g)!.length).toBeGreaterThanOrEqual(8)
      expect(html).toMatch(/<desc id="chart-page-views-desc">[^<]*3 in all; the busiest day was [^<]+ with 3\./)
      expect(html).toMatch(/<desc id="chart-form-sends-desc">[^<]*1 in all/)
      // Per page, per form, per source page and per campaign.
      expect(html).toMatch(/<th scope="row">\/rentals<\/th><td[^>]*>3<\/td><td[^>]*>1<\/td>/)
      expect(html).toMatch(/<th scope="row">Contact form<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td>/)
      expect(html).toMatch(/<th scope="row">block-party<\/th><td[^>]*>1<\/td>/)
      // The range is a plain GET form.
      expect(html).toMatch(/<form[^>]*action="\/admin\/activity" method="get"/)

      const weekly = await request(fresh.app).get('/admin/activity?range=12w').set('Cookie', staff.cookie)
      expect(weekly.text.match(/<th scope="row">Week of /g)).toHaveLength(4 * 12)
      expect(weekly.text).toMatch(/<desc id="chart-page-views-desc">[^<]*3 in all; the busiest week/)
      const unknown = await request(fresh.app).get('/admin/activity?range=forever').set('Cookie', staff.cookie)
      expect(unknown.status).toBe(200)
      expect(unknown.text).toContain('There is no range')

      const signedOut = await request(fresh.app).get('/admin/activity')
      expect(signedOut.status).toBeGreaterThanOrEqual(300)
      expect(signedOut.text).not.toContain('Site activity</h1>')
    } finally {
      await fresh.close()
    }
  })
})
