/**
 * The town and municipality pages in Spanish (/es/{alias}): the same pages as the English
 * ones, worded in Spanish, with their canonical under /es and links that stay in Spanish; the
 * English pages keep their words. Needs `npm run build`.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { municipalityPages } from '#app/content/towns/municipalities'
import { TOWNS } from '#app/content/towns/towns'
import { fill } from '#app/domain/language'
import townWords from '#app/pages/towns/+words'
import municipalityWords from '#app/pages/municipality/+words'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, jsonLdOf, mainOf, metaContent, textOf, titleOf } from '../helpers/page-text'
import { messages } from '../helpers/words'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
})
afterAll(async () => {
  await t.close()
})

const SUFFIX = ` | ${business.name}`
const PRICES = { salesFrom: formatPrice(business.salesFromPrice), rentalsFrom: formatPrice(business.rentalsFromPerDay) }

async function get(path: string, status = 200) {
  const res = await request(t.app).get(path).expect(status)
  expect(res.headers['content-type']).toMatch(/text\/html/)
  return res.text
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

/** Internal links of the page's own content (not tel:, mailto:, assets or other sites). */
function pageLinks(html: string): string[] {
  return [...mainOf(html).matchAll(/<a\b[^>]*href="([^"]*)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !/^\/(images|assets|api)\//.test(href))
}

/**
 * Links the shared components on these pages draw (the contact card's website link, the call
 * to action's contact button): theirs to put in a page's language, not these pages'.
 */

/** Every message of a page's words with two words or more, filled for one page. */
function sentences(catalogue: unknown, values: Record<string, string>): string[] {
  return messages(catalogue)
    .filter(([key]) => !key.startsWith('head.keywords') && key !== 'county')
    .map(([, message]) => fill(message, values).trim())
    .filter((message) => message.split(/\s+/).length >= 2)
}

function expectSpanishFrame(html: string, spanishPath: string, englishPath: string) {
  expect(html).toMatch(/<html lang="es-US"/)
  expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${spanishPath}`)
  expect(alternates(html)).toEqual({
    en: `${TEST_ORIGIN}${englishPath}`,
    es: `${TEST_ORIGIN}${spanishPath}`,
    'x-default': `${TEST_ORIGIN}${englishPath}`,
  })
  const links = pageLinks(html)
  expect(links.length).toBeGreaterThan(3)
  expect(links.filter((href) => href !== '/es' && !href.startsWith('/es/'))).toEqual([])
}

describe('town pages in Spanish (24, /es/{alias} and /es/towns/{slug})', () => {
  it.each(TOWNS.map((town) => [town.aliasPath, town] as const))('/es%s', async (alias, town) => {
    const es = townWords.es
    const values = { town: town.name, ...PRICES, county: es.county, years: business.yearsInBusiness, phone: business.phones.main.display }
    const html = await get(`/es${alias}`)
    expectSpanishFrame(html, `/es${alias}`, alias)
    // The /towns path is the same page, canonical on the alias.
    const plain = await get(`/es${town.townPath}`)
    expect(mainOf(plain)).toBe(mainOf(html))
    expect(canonicalOf(plain)).toBe(`${TEST_ORIGIN}/es${alias}`)

    const title = fill(es.head.title, values)
    expect(title.length).toBeLessThanOrEqual(60)
    expect(titleOf(html)).toBe(`${title}${SUFFIX}`)
    const description = metaContent(html, 'description')!
    expect(description).toBe(fill(es.head.description, values))
    expect(description.length).toBeGreaterThanOrEqual(110)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(h1s(html)).toEqual([`Carritos de golf en ${town.name}, PA`])

    const page = textOf(mainOf(html))
    const type = es.typeLabels[town.typeLabel]
    expect(page).toContain(town.township ? `${type} en ${town.township}, condado de Lehigh, Pensilvania` : `${type} en el condado de Lehigh, Pensilvania`)
    for (const heading of ['Entrega local gratis', 'Financiamiento al 0%', 'Venta de carritos de golf', 'Alquiler de carritos de golf', 'Servicio y reparación']) {
      expect(page).toContain(heading)
    }
    expect(page).toContain('Desde $4,995')
    expect(page).toContain('Desde $245/día')
    expect(page).toContain(`Mapa de ${town.name}, PA`)
    // None of the page's own English sentences is left.
    for (const sentence of sentences(townWords.en, values)) expect(page, sentence).not.toContain(sentence)
    expect(pageLinks(html)).toEqual(expect.arrayContaining(['/es/inventory', '/es/services', '/es/policies/delivery-policy', '/es/contact']))

    const crumbs = jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> }
    expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Inicio', `${TEST_ORIGIN}/es`],
      [`Carritos de golf en ${town.name}`, `${TEST_ORIGIN}/es${alias}`],
    ])
  })

  it('answers an unknown town in Spanish with the 404 page', async () => {
    const html = await get('/es/towns/atlantis', 404)
    expect(html).toMatch(/<html lang="es-US"/)
    expect(h1s(html)).toEqual(['Error 404: página no encontrada'])
  })
})

describe('municipality pages in Spanish (14, /es/{slug}-golf-carts)', () => {
  it.each(municipalityPages.map((m) => [m.url, m] as const))('/es%s', async (path, m) => {
    const es = municipalityWords.es
    const place = `${m.name} ${m.type}`
    const values = {
      place,
      name: m.name,
      ...PRICES,
      business: business.name,
      county: es.county,
      models: business.modelsAvailable,
      years: business.yearsInBusiness,
      customers: business.customers,
      phone: business.phones.main.display,
    }
    const html = await get(`/es${path}`)
    expectSpanishFrame(html, `/es${path}`, path)
    const title = fill(es.head.title, values)
    expect(title.length).toBeLessThanOrEqual(60)
    expect(titleOf(html)).toBe(`${title}${SUFFIX}`)
    const description = metaContent(html, 'description')!
    expect(description).toBe(fill(es.head.description, values))
    expect(description.length).toBeGreaterThanOrEqual(110)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(h1s(html)).toEqual([`Carritos de golf en ${place}, PA`])

    const page = textOf(mainOf(html))
    expect(page).toContain(`Por qué ${m.name} elige a ${business.name}`)
    expect(page).toContain(`Entrega gratis de carritos nuevos en ${place} y en todo el condado de Lehigh`)
    expect(page).toContain(`Mapa de ${place}, PA`)
    for (const sentence of sentences(municipalityWords.en, values)) expect(page, sentence).not.toContain(sentence)
    expect(pageLinks(html)).toEqual(expect.arrayContaining(['/es/inventory', '/es/services', `/es${m.rentalsUrl}`]))
  })

  it('says "Municipio no encontrado" with status 404 for any other /es/{x}-golf-carts path', async () => {
    const html = await get('/es/atlantis-township-golf-carts', 404)
    expect(html).toMatch(/<html lang="es-US"/)
    expect(h1s(html)).toEqual(['Municipio no encontrado'])
  })
})

describe('the English town and municipality pages keep their words', () => {
  it.each([
    ...TOWNS.map((town) => [town.aliasPath, `Golf Carts in ${town.name}, PA: Sales & Rentals`, `Golf Carts in ${town.name}, PA`, townWords, { town: town.name }] as const),
    ...municipalityPages.map((m) => {
      const place = `${m.name} ${m.type}`
      return [m.url, `Golf Carts in ${place}, PA`, `Golf Carts in ${place}, PA`, municipalityWords, { place, name: m.name }] as const
    }),
  ])('%s', async (path, title, h1, words, names) => {
    const values: Record<string, string> = { ...names, ...PRICES, business: business.name, models: business.modelsAvailable, years: business.yearsInBusiness, customers: business.customers, phone: business.phones.main.display }
    const html = await get(path)
    expect(html).toMatch(/<html lang="en-US"/)
    expect(titleOf(html)).toBe(`${title}${SUFFIX}`)
    expect(h1s(html)).toEqual([h1])
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${path}`)
    expect(alternates(html).es).toBe(`${TEST_ORIGIN}/es${path}`)
    const page = textOf(mainOf(html))
    expect(page).not.toMatch(/carrito|alquiler|condado|Pensilvania/i)
    for (const sentence of sentences(words.es, { ...values, county: words.es.county })) expect(page, sentence).not.toContain(sentence)
    expect(pageLinks(html).filter((href) => href.startsWith('/es'))).toEqual([])
  })
})
