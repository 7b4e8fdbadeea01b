/**
 * The home, About, showroom, street-legal and specials pages in Spanish (/es, /es/about, …), as
 * a crawler gets them from the production build with Spanish served, and their English pages
 * unchanged beside them.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken } from '../helpers/operators'
import { canonicalOf, h1s, jsonLdOf, mainOf, textOf, titleOf } from '../helpers/page-text'

let t: TestApp

/** Two hours of the EV City at $10,995 ($11,995 in the seed): the specials show on the home page and on /specials. */
const SALE = {
  title: 'EV City event',
  text: 'The street-legal EV City at its best price of the year.',
  finePrint: 'On the unit in stock.',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  status: 'scheduled',
  scope: { kind: 'vehicles', ids: ['denago-ev-city'] },
  discount: { kind: 'sale-price', prices: { 'denago-ev-city': 10995 } },
}

beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
  const created = await request(t.app).post('/api/admin/specials').set('Authorization', `Bearer ${await apiToken(t)}`).send(SALE)
  expect(created.status).toBe(201)
  await new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))
})
afterAll(async () => {
  await t.close()
})

const get = (path: string) => request(t.app).get(path)

/** The pages: English path, Spanish h1 and a Spanish title's start, English h1. */
const PAGES = [
  { path: '/', es: '/es', h1: 'Carritos de golf eléctricos y vehículos de baja velocidad', title: 'Carritos eléctricos y LSV en Lehigh County, PA', english: 'Electric Golf Carts & Low-Speed Vehicles' },
  { path: '/about', es: '/es/about', h1: 'Sobre Lehigh County Golf Carts', title: 'Quiénes somos: su concesionario local', english: 'About Lehigh County Golf Carts' },
  { path: '/showroom', es: '/es/showroom', h1: 'Visite nuestras salas de exhibición', title: 'Salas de exhibición: Allentown y Schnecksville, PA', english: 'Visit Our Showrooms' },
  { path: '/street-legal', es: '/es/street-legal', h1: '¿Qué carritos pueden andar por la calle?', title: 'Carritos y LSV aptos para la calle en Pensilvania', english: 'Which Carts May Use the Road?' },
  { path: '/specials', es: '/es/specials', h1: 'Ofertas en carritos de golf', title: 'Ofertas en carritos de golf', english: 'Golf Cart Specials' },
] as const

/**
 * Links drawn inside <main> by shared components (components/*) that still lead to English
 * pages: ContactDetailsCard's website link and CallToAction's contact button. They are worded
 * and linked by the shared components' own words; the pages' own links are all Spanish.
 */

/** Internal links in the page's main content: not an asset, an API, a fragment or another site. */
function internalLinks(html: string): string[] {
  return [...mainOf(html).matchAll(/<a [^>]*href="([^"]*)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !/^\/(images|assets|api|photos)\//.test(href))
}

/** Words that only the Spanish pages say. */
const SPANISH = /carritos de golf|sala de exhibición|Quiénes somos|Ofertas|Pensilvania|Nuestro equipo|Llame|prueba de manejo|aptos para la calle/i

describe('the home page group in Spanish', () => {
  it.each(PAGES)('$es is served in Spanish, with its canonical, its alternates and its links in Spanish', async ({ path, es, h1, title }) => {
    const res = await get(es)
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="es-US"')
    expect(h1s(res.text)).toEqual([h1])
    expect(titleOf(res.text).startsWith(title)).toBe(true)
    expect(canonicalOf(res.text)).toBe(`${TEST_ORIGIN}${es}`)
    expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}${path}">`)
    expect(res.text).toContain(`<link rel="alternate" hreflang="es" href="${TEST_ORIGIN}${es}">`)
    expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}${path}">`)
    const links = internalLinks(res.text)
    const english = links.filter((href) => href !== '/es' && !href.startsWith('/es/'))
    expect(english).toEqual([])
  })

  it.each(PAGES)('$path stays English, with no Spanish in it', async ({ path, english }) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="en-US"')
    expect(h1s(res.text)).toEqual([english])
    expect(canonicalOf(res.text)).toBe(`${TEST_ORIGIN}${path}`)
    expect(textOf(mainOf(res.text))).not.toMatch(SPANISH)
    expect(titleOf(res.text)).not.toMatch(SPANISH)
    expect(internalLinks(res.text).filter((href) => href === '/es' || href.startsWith('/es/'))).toEqual([])
  })

  it('says the home page in Spanish: its sections, the brands’ notes, the specials’ offers and ends, and its links', async () => {
    const html = (await get('/es')).text
    const text = textOf(mainOf(html))
    for (const words of [
      'Carritos Denago y Evolution nuevos desde',
      'Especialistas en carritos eléctricos de Lehigh County',
      'Marcas que vendemos y reparamos',
      'Carritos nuevos y LSV aptos para la calle',
      'Carritos de golf destacados',
      'En oferta ahora',
      'Precios especiales',
      'Negocio familiar en Allentown desde 2010',
      'Al servicio de todo Lehigh County',
      'Visítenos, llámenos o envíenos un mensaje',
    ]) {
      expect(text).toContain(words)
    }
    // The special's end on the dealer's clock, in Spanish; its title is the dealer's own, marked English.
    expect(text).toMatch(/Termina el (domingo|lunes|martes|miércoles|jueves|viernes|sábado), \d+ de \w+ a las? \d+:\d\d [ap]\.m\./)
    expect(html).toMatch(/<h3 lang="en"><a href="\/es\/specials#special-\d+">EV City event<\/a><\/h3>/)
    const links = internalLinks(html)
    for (const href of ['/es/inventory', '/es/eco-impact', '/es/denago', '/es/evolution', '/es/specials', '/es/about', '/es/contact', '/es/showroom', '/es/vehicle/denago-ev-city']) {
      expect(links).toContain(href)
    }
    expect(jsonLdOf(html).find((d) => d['@type'] === 'WebSite')).toMatchObject({ url: `${TEST_ORIGIN}/es` })
  })

  it('says the specials page in Spanish and keeps the dealer’s own words in English, marked so', async () => {
    const html = (await get('/es/specials')).text
    const text = textOf(mainOf(html))
    expect(text).toMatch(/Precios especiales EV City event Termina el \w+/)
    expect(text).toContain('Letra pequeña: On the unit in stock.')
    expect(text).toMatch(/La oferta termina el /)
    expect(html).toMatch(/<h2 id="special-\d+-title" lang="en">EV City event<\/h2>/)
    expect(html).toContain('<p lang="en">The street-legal EV City at its best price of the year.</p>')
    expect(html).toContain('<span lang="en">On the unit in stock.</span>')
    const crumbs = jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs).toMatchObject({ itemListElement: [{ name: 'Inicio', item: `${TEST_ORIGIN}/es` }, { name: 'Ofertas', item: `${TEST_ORIGIN}/es/specials` }] })
  })

  it('says the About, showroom and street-legal pages in Spanish, breadcrumbs too', async () => {
    const about = (await get('/es/about')).text
    expect(textOf(mainOf(about))).toContain('Gerente de ventas 12 años de experiencia')
    expect(textOf(mainOf(about))).toContain('desde las ciudades de Allentown y Bethlehem')
    expect(jsonLdOf(about).find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Inicio', item: `${TEST_ORIGIN}/es` }, { name: 'Quiénes somos', item: `${TEST_ORIGIN}/es/about` }],
    })

    const showroom = (await get('/es/showroom')).text
    const showroomText = textOf(mainOf(showroom))
    expect(showroomText).toContain('Sala de exhibición de Lehigh County Golf Carts en Allentown')
    expect(showroomText).toContain('Ventas en línea y entregas en todo el estado')
    expect(showroomText).toContain('en Allentown o Schnecksville')
    expect(internalLinks(showroom)).toEqual(expect.arrayContaining(['/es/inventory', '/es/center-valley-area-golf-carts']))
    const dealers = jsonLdOf(showroom).filter((d) => String(d.url).includes('#'))
    expect(dealers.map((d) => d.url)).toEqual([`${TEST_ORIGIN}/es/showroom#allentown`, `${TEST_ORIGIN}/es/showroom#schnecksville`])
    expect(dealers.map((d) => d['@id'])).toEqual([`${TEST_ORIGIN}/showroom#allentown`, `${TEST_ORIGIN}/showroom#schnecksville`])

    const streetLegal = (await get('/es/street-legal')).text
    expect(internalLinks(streetLegal)).toEqual(['/es/inventory?road=golf-cart', '/es/inventory?road=lsv', '/es/inventory?road=off-road'])
    expect(jsonLdOf(streetLegal).find((d) => d['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'es-US', url: `${TEST_ORIGIN}/es/street-legal` })
  })

  it('leaves the English pages’ key words as they were', async () => {
    const home = textOf(mainOf((await get('/')).text))
    expect(home).toContain('New Denago and Evolution carts from')
    expect(home).toContain('On Special Now')
    expect(home).toMatch(/Special prices EV City event Ends \w+day/)
    expect(home).toContain('Family-Run in Allentown Since 2010')
    const specials = (await get('/specials')).text
    expect(textOf(mainOf(specials))).toContain('Fine print: On the unit in stock.')
    expect(mainOf(specials)).not.toContain(' lang="en"')
    expect(textOf(mainOf((await get('/about')).text))).toContain('Sales Manager 12 years of experience')
    expect(textOf(mainOf((await get('/showroom')).text))).toContain('Lehigh County Golf Carts Allentown Showroom')
    const streetLegal = (await get('/street-legal')).text
    expect(jsonLdOf(streetLegal).find((d) => d['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en-US', url: `${TEST_ORIGIN}/street-legal` })
  })
})
