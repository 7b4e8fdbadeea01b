/**
 * The whole Spanish site, as a crawler and a Spanish reader meet it without JavaScript: every
 * page the sitemap lists under /es, and the pages it does not list (forms, thank-you pages, a
 * reservation, a booking, a comparison, a filtered inventory, a sold cart, the 404), answers in
 * Spanish (`<html lang="es-US">`, its canonical its own), and says nothing in English of its own:
 * English is only the dealer's text marked `lang="en"` and proper names.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dealerToday } from '#app/domain/bookings/days'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { englishIn, ownText } from '../helpers/spanish-text'
import { canonicalOf } from '../helpers/page-text'

const START = addDays(dealerToday(), 21)

/** Pages the sitemap leaves out, with the status each answers. */
const UNLISTED: ReadonlyArray<[path: string, status: number]> = [
  ['/es/no-such-page', 404],
  ['/es/vehicles/no-such-cart', 404],
  ['/es/enquiries/test-drive?vehicle=denago-ev-city', 200],
  ['/es/enquiries/trade-in', 200],
  ['/es/enquiries/rental?plan=6-seater&town=emmaus', 200],
  ['/es/enquiries/service', 200],
  ['/es/thank-you', 200],
  ['/es/thank-you/test-drive', 200],
  ['/es/thank-you/rental', 200],
  ['/es/thank-you/trade-in', 200],
  [`/es/rentals/reserve?plan=4-seater&start=${START}&days=3&town=Emmaus`, 200],
  [`/es/rentals?plan=4-seater&start=${START}&days=3`, 200],
  [`/es/rentals/emmaus?plan=6-seater&month=${START.slice(0, 7)}`, 200],
  ['/es/rentals/thank-you?ref=R0000000', 200],
  ['/es/rentals/cancel?ref=R0000000&token=x', 200],
  ['/es/services/booked?ref=S0000000', 200],
  ['/es/services/booking?ref=S0000000&token=x', 200],
  ['/es/compare?ids=denago-ev-city,evolution-d6-max-xt4', 200],
  ['/es/inventory?brand=evolution&category=ranger&price=under-15000&sort=price-desc', 200],
  ['/es/inventory?q=zzzz', 200],
  ['/es/eco-impact?miles=20&usage=mixed&years=5', 200],
  ['/es/eco-impact?miles=', 200],
  ['/es/vehicles/evolution-d6-max-xt4?price=16995&down=2000&apr=7.9&term=60', 200],
  ['/es/vehicle/evolution-d6-max-xt4', 200],
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
})
afterAll(async () => {
  await t.close()
})

async function sitemapSpanishPaths(): Promise<string[]> {
  const sitemap = (await request(t.app).get('/sitemap.xml').expect(200)).text
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname).filter((path) => path === '/es' || path.startsWith('/es/'))
}

describe('every Spanish page', () => {
  it('the sitemap lists is there, in Spanish, its canonical its own, with nothing of its own in English', async () => {
    const paths = await sitemapSpanishPaths()
    expect(paths.length).toBeGreaterThan(100)
    const english: Record<string, string[]> = {}
    for (const path of paths) {
      const res = await request(t.app).get(path)
      expect([path, res.status]).toEqual([path, 200])
      expect([path, /<html lang="([^"]+)"/.exec(res.text)?.[1]]).toEqual([path, 'es-US'])
      expect([path, canonicalOf(res.text)]).toEqual([path, `${TEST_ORIGIN}${path}`])
      expect(ownText(res.text).length).toBeGreaterThan(20)
      const found = englishIn(res.text)
      if (found.length > 0) english[path] = found
    }
    expect(english).toEqual({})
  })

  it('the sitemap leaves out is there too, in Spanish, with nothing of its own in English', async () => {
    const english: Record<string, string[]> = {}
    for (const [path, status] of UNLISTED) {
      const res = await request(t.app).get(path)
      expect([path, res.status]).toEqual([path, status])
      expect([path, /<html lang="([^"]+)"/.exec(res.text)?.[1]]).toEqual([path, 'es-US'])
      const found = englishIn(res.text)
      if (found.length > 0) english[path] = found
    }
    expect(english).toEqual({})
  })
})

describe('the check itself', () => {
  it('finds an English sentence, and leaves the dealer’s text marked as English alone', () => {
    expect(englishIn('<body><main><p>Call us today for a quote</p></main></body>')).toEqual(['Call us today for a quote'])
    expect(englishIn('<body><main><p lang="en">Call us today for a quote</p><p>Llámenos hoy</p></main></body>')).toEqual([])
    expect(englishIn('<body><a aria-label="Open the menu" href="/es">Menú</a></body>')).toEqual(['Open the menu'])
    expect(englishIn('<body><p>Períodos de alquiler y devolución en Lower Macungie Township</p></body>')).toEqual([])
  })
})
