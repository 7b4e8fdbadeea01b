/**
 * Pages in more than one language, as a crawler meets them: Spanish under /es when the site
 * serves it, nowhere when it does not; each page's canonical its own language's, its alternates
 * the others, and a page not written in Spanish a Spanish 404.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLISHED_LANGUAGES } from '#app/content/languages'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, textOf, titleOf } from '../helpers/html'

const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]])
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]

describe('a site serving English and Spanish', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ languages: ['en', 'es'] })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers an unknown Spanish path with the Spanish 404, kept out of search and without alternates', async () => {
    const res = await request(t.app).get('/es/no-such-page').expect(404)
    expect(langOf(res.text)).toBe('es-US')
    expect(titleOf(res.text)).toMatch(/^Error 404: página no encontrada \|/)
    expect(textOf(res.text)).toContain('Ir al inicio')
    expect(textOf(res.text)).not.toContain('Go to Home')
    expect(canonicalOf(res.text)).toBe(`${TEST_ORIGIN}/es/no-such-page`)
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">')
    expect(alternatesOf(res.text)).toEqual([])
    // Its links lead on in Spanish.
    expect(res.text).toMatch(/<a class="button button-primary" href="\/es">Ir al inicio<\/a>/)
  })

  it('answers the English 404 in English', async () => {
    const res = await request(t.app).get('/no-such-page').expect(404)
    expect(langOf(res.text)).toBe('en-US')
    expect(titleOf(res.text)).toMatch(/^404 Page Not Found \|/)
    expect(textOf(res.text)).not.toMatch(/página|Inicio/)
  })

  it('sends a client navigation’s context in the path’s language', async () => {
    const res = await request(t.app).get('/es/no-such-page/index.pageContext.json').expect(200)
    expect(res.text).toContain('"language":"es"')
  })

  it('lists every page in both languages in the sitemap, each naming the other and the English default', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200)
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entries = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({ loc: m[1], links: [...m[2].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => [l[1], l[2]]) }))
    const english = entries.filter((entry) => !entry.loc.startsWith(`${TEST_ORIGIN}/es`))
    const spanish = entries.filter((entry) => entry.loc.startsWith(`${TEST_ORIGIN}/es`))
    expect(spanish.length).toBe(english.length)
    const about = `${TEST_ORIGIN}/about`
    const expected = [
      ['en', about],
      ['es', `${TEST_ORIGIN}/es/about`],
      ['x-default', about],
    ]
    expect(entries.find((entry) => entry.loc === about)?.links).toEqual(expected)
    expect(entries.find((entry) => entry.loc === `${TEST_ORIGIN}/es/about`)?.links).toEqual(expected)
    expect(entries.find((entry) => entry.loc === `${TEST_ORIGIN}/es`)?.links[1]).toEqual(['es', `${TEST_ORIGIN}/es`])
  })

  it('reads "/es" only as a whole path segment', async () => {
    const res = await request(t.app).get('/espanol').expect(404)
    expect(langOf(res.text)).toBe('en-US')
  })
})

describe('a site serving the published languages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it.runIf(!PUBLISHED_LANGUAGES.includes('es'))('treats a Spanish path as any unknown path, in English, while Spanish is not published', async () => {
    const res = await request(t.app).get('/es/no-such-page').expect(404)
    expect(langOf(res.text)).toBe('en-US')
    expect(titleOf(res.text)).toMatch(/^404 Page Not Found/)
    const about = await request(t.app).get('/es/about').expect(404)
    expect(langOf(about.text)).toBe('en-US')
  })

  it('lists each page once in the sitemap while one language is served', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200)
    if (PUBLISHED_LANGUAGES.length === 1) {
      expect(res.text).not.toContain('hreflang')
      expect(res.text).not.toContain(`${TEST_ORIGIN}/es`)
    }
  })

  it('names no other language on an English page while it is served in one', async () => {
    const res = await request(t.app).get('/about').expect(200)
    if (PUBLISHED_LANGUAGES.length === 1) {
      expect(alternatesOf(res.text)).toEqual([])
      expect(res.text).not.toContain('hreflang=')
    }
    expect(canonicalOf(res.text)).toBe(`${TEST_ORIGIN}/about`)
  })
})
