/**
 * The page cache keys a page on what the page reads of its query (its filters and order, the
 * enquiry form's prefills, the calculator's inputs, the campaign tags the lead forms carry),
 * normalised: a query string nobody reads, another order, an empty value or a repeated
 * parameter is answered from the page's own entry instead of being rendered and kept again.
 * Whatever the query, the answer is the page that rendering that URL gives.
 */
import http from 'node:http'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMetrics, type SiteMetrics } from '#app/server/metrics'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
let uncached: TestApp
let metrics: SiteMetrics

beforeAll(async () => {
  metrics = createMetrics({ runtime: false })
  t = await createTestApp({ metrics: { instruments: metrics, text: () => metrics.text() } })
  // The same database, rendered for every request.
  uncached = await createTestApp({ databasePath: t.target, htmlCache: false })
})
afterAll(async () => {
  await uncached.close()
  await t.close()
})

/** Pages rendered so far (cache misses), from the operator's metrics. */
async function renders(): Promise<number> {
  const text = await metrics.text()
  return Number(/^golfcarts_page_cache_lookups_total\{result="miss"\} (\d+)/m.exec(text)?.[1])
}

const get = (app: TestApp, url: string) => request(app.app).get(url).set('Accept-Encoding', 'identity')
/** A live page's one-time form key (the service booking form's) differs with every render. */
const sameRender = (text: string) => text.replace(/\b[0-9a-f]{32}\b/g, '<form key>')

describe('a query string nobody reads', () => {
  it.each(['/', '/about', '/inventory', '/contact', '/vehicles/denago-ev-city', '/api/vehicles', '/api/vehicles/denago-ev-city', '/inventory/index.pageContext.json'])(
    '%s with junk parameters is answered from its own entry, not rendered again',
    async (path) => {
      const plain = await get(t, path).expect(200)
      const before = await renders()
      const sep = path.includes('?') ? '&' : '?'
      for (let i = 0; i < 20; i++) {
        const res = await get(t, `${path}${sep}zzz=${i}-${Date.now()}&fbclid=x${i}`).expect(200)
        expect(res.headers.etag).toBe(plain.headers.etag)
      }
      expect(await renders()).toBe(before)
    },
  )

  it('nor does the request line’s absolute form make another entry', async () => {
    await get(t, '/about').expect(200)
    const before = await renders()
    const server = t.app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    const { port } = server.address() as { port: number }
    try {
      for (const path of ['http://127.0.0.1:3999/about', 'http://127.0.0.1:3999/about?zzz=1', 'http://other.example/about?zzz=2']) {
        const status = await new Promise<number>((resolve, reject) => {
          http.get({ host: '127.0.0.1', port, path }, (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject)
        })
        expect([path, status]).toEqual([path, 200])
      }
    } finally {
      server.close()
    }
    expect(await renders()).toBe(before)
  })
})

describe('paths nobody spells twice', () => {
  it('the API, in any case and with a trailing slash, is one entry per resource', async () => {
    const list = await get(t, '/api/vehicles').expect(200)
    const one = await get(t, '/api/vehicles/denago-ev-city').expect(200)
    const before = await renders()
    for (const url of ['/API/Vehicles', '/api/vehicles/', '/Api/VEHICLES?zzz=1']) expect([url, (await get(t, url).expect(200)).headers.etag]).toEqual([url, list.headers.etag])
    for (const url of ['/API/vehicles/denago-ev-city', '/api/Vehicles/denago-ev-city?zzz=2']) expect([url, (await get(t, url).expect(200)).headers.etag]).toEqual([url, one.headers.etag])
    expect(await renders()).toBe(before)
  })

  it('the client-navigation context of a path no page answers, of a gone cart or of a redirect is answered and not kept', async () => {
    for (const url of ['/no-such-page-1/index.pageContext.json', '/Inventory/index.pageContext.json', '/vehicles/not-a-cart/index.pageContext.json', '/policies/return/index.pageContext.json']) {
      const before = await renders()
      for (let i = 0; i < 2; i++) {
        const res = await get(t, url).expect(200)
        expect([url, res.headers['cache-control'] ?? '']).not.toEqual([url, expect.stringContaining('public')])
      }
      // Rendered each time: nothing was kept.
      expect([url, (await renders()) - before]).toEqual([url, 2])
    }
  })
})

describe('the parameters a page reads', () => {
  it('are one entry whatever their order, empty values, repeats and the parameters around them', async () => {
    const first = await get(t, '/inventory?brand=denago&sort=price-asc').expect(200)
    const before = await renders()
    for (const url of [
      '/inventory?sort=price-asc&brand=denago',
      '/inventory?q=&brand=denago&category=&sort=price-asc',
      '/inventory?brand=evolution&brand=denago&sort=price-asc&utm_source=',
      '/inventory?sort=price-asc&zzz=1&brand=denago',
    ]) {
      expect([url, (await get(t, url).expect(200)).headers.etag]).toEqual([url, first.headers.etag])
    }
    expect(await renders()).toBe(before)
  })

  it('still make a page of their own', async () => {
    const plain = (await get(t, '/inventory').expect(200)).text
    const evolution = (await get(t, '/inventory?brand=evolution').expect(200)).text
    expect(evolution).not.toBe(plain)
    const contact = (await get(t, '/contact?utm_source=spring-mailer&zzz=1').expect(200)).text
    expect(contact).toMatch(/name="utm_source" value="spring-mailer"/)
    expect((await get(t, '/contact?utm_source=dealer-news').expect(200)).text).toMatch(/name="utm_source" value="dealer-news"/)
    // The calculator tells an empty entry (an error) from none (its defaults).
    expect((await get(t, '/eco-impact?miles=').expect(200)).text).not.toBe((await get(t, '/eco-impact').expect(200)).text)
  })
})

describe('whatever the query', () => {
  const urls = [
    '/?zzz=1',
    '/inventory?brand=evolution&zzz=1',
    '/inventory?sort=price-desc&price=under-15000&q=',
    '/inventory?q=d6&utm_campaign=spring',
    '/inventory?brand=evolution&brand=denago',
    '/inventory?q=+max+',
    '/inventory?road=lsv&zzz=10',
    '/inventory?road=golf-cart&brand=denago',
    '/specials?zzz=11',
    '/street-legal?utm_source=x',
    '/inventory/index.pageContext.json?category=ranger&zzz=2',
    '/contact?utm_source=news&utm_medium=email&zzz=3',
    '/services?utm_campaign=spring&fbclid=abc',
    '/vehicles/denago-ev-city?utm_source=news&gclid=1',
    '/vehicle/denago-ev-city?utm_content=banner',
    '/enquiries/test-drive?vehicle=denago-ev-city&from=%2Finventory&zzz=4',
    '/enquiries/rental?town=emmaus&plan=6-seater&utm_term=carts',
    '/eco-impact?miles=40&usage=commuting&years=3&zzz=5',
    '/eco-impact?miles=&zzz=6',
    '/rentals?zzz=7',
    '/rentals/emmaus?plan=6-seater&start=2030-01-01&days=3&zzz=7',
    '/emmaus-borough-golf-carts?utm_source=x&zzz=8',
    '/api/vehicles?zzz=9',
  ]
  it.each(urls)('%s is the page rendering that URL gives', async (url) => {
    // Twice: the first may render, the second is answered from memory.
    for (let i = 0; i < 2; i++) {
      const cached = await get(t, url)
      const fresh = await get(uncached, url)
      expect(cached.status).toBe(fresh.status)
      expect(sameRender(cached.text)).toBe(sameRender(fresh.text))
    }
  })
})

describe('the first request for a page', () => {
  it('leaves nothing of its query nobody reads in the entry everyone else gets', async () => {
    // A fresh cache: each page below is first asked for with a query of junk.
    const cold = await createTestApp({ databasePath: t.target })
    try {
      for (const path of ['/', '/about', '/inventory', '/contact', '/services', '/vehicles/denago-ev-city', '/enquiries/test-drive', '/eco-impact', '/api/vehicles']) {
        const first = await get(cold, `${path}?zzz=echo-${path.length}&utm_sourcee=echo&fbclid=echo`).expect(200)
        expect(first.text).not.toContain('echo')
        const plain = await get(cold, path).expect(200)
        expect([path, sameRender(plain.text)]).toEqual([path, sameRender((await get(uncached, path)).text)])
      }
    } finally {
      await cold.close()
    }
  })
})
