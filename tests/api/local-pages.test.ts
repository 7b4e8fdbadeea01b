/**
 * Server-rendered local pages: the rentals overview, the 23 town rental pages, the 24 town
 * pages at both paths, the 14 municipality pages, their 404s, and /sitemap.xml and
 * /robots.txt. Needs `npm run build`.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heroImageFor } from '#app/components/Hero'
import { business } from '#app/content/business'
import { municipalities, municipalityPages } from '#app/content/towns/municipalities'
import { MUNICIPALITY_PATHS, RENTAL_PATHS, STATIC_PATHS, TOWN_PATHS } from '#app/content/site-map'
import { TOWN_PROFILES, profileFor } from '#app/content/towns/profiles'
import { TOWNS } from '#app/content/towns/towns'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, jsonLdOf, metaContent, textOf, titleOf } from '../helpers/html'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

// ---------------------------------------------------------------------------------------
// Reading server-rendered HTML without a DOM

/** Visible text of an HTML fragment, whitespace collapsed. */
function text(html: string): string {
  return textOf(html).trim()
}

function main(html: string): string {
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)
  if (!match) throw new Error('no <main>')
  return match[1]
}

const title = titleOf
const meta = metaContent
const canonical = (html: string) => canonicalOf(html)!

type Json = Record<string, unknown>

const jsonLd = (html: string) => jsonLdOf(html) as Json[]

function ofType(data: Json[], type: string): Json[] {
  return data.filter((d) => d['@type'] === type || (Array.isArray(d['@type']) && d['@type'].includes(type)))
}

interface Link {
  href: string
  text: string
  className: string
}

function links(html: string): Link[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: (/href="([^"]*)"/.exec(m[1])?.[1] ?? '').replace(/&amp;/g, '&'),
    className: /class="([^"]*)"/.exec(m[1])?.[1] ?? '',
    text: text(m[2]),
  }))
}

function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => text(m[1]))
}

/** The rate cards of the plan sections, in page order, each with its plan. */
function rateCards(html: string): Array<{ plan: string; html: string; text: string }> {
  const cards: Array<{ plan: string; html: string; text: string }> = []
  const sections = html.split(/<section class="section[^"]*rental-plan"/).slice(1)
  for (const section of sections) {
    const plan = text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(section)![1])
    const end = section.indexOf('</section>')
    for (const chunk of section.slice(0, end).split(/<li class="rental-rate/).slice(1)) {
      cards.push({ plan, html: chunk, text: text(`<li class="${chunk}`) })
    }
  }
  return cards
}

async function get(path: string, status = 200) {
  const res = await request(t.app).get(path).expect(status)
  expect(res.headers['content-type']).toMatch(/text\/html/)
  return res.text
}

// ---------------------------------------------------------------------------------------
// Expected prices, as the price list states them

const STANDARD = [
  { label: 'Daily', price: '$245', renews: 'Renews at $245/day', save: undefined },
  { label: '3 Day', price: '$685', renews: 'Renews at $228.34/day', save: 'SAVE 6.8%' },
  { label: 'Weekly', price: '$1,050', renews: 'Renews at $150/day', save: 'SAVE 38.7%' },
  { label: 'Monthly', price: '$2,800', renews: 'Renews at $94/day', save: 'SAVE 61.9%' },
]
const SIX_SEATER = [
  { label: 'Daily', price: '$295', renews: 'Renews at $295/day', save: undefined },
  { label: '3 Day', price: '$735', renews: 'Renews at $245/day', save: 'SAVE 16.9%' },
  { label: 'Weekly', price: '$1,400', renews: 'Renews at $200/day', save: 'SAVE 32.2%' },
  { label: 'Monthly', price: '$3,500', renews: 'Renews at $116.67/day', save: 'SAVE 60.4%' },
]
const EXPECTED_CARDS = [
  ...STANDARD.map((r) => ({ plan: '4 Seater', ...r })),
  ...SIX_SEATER.map((r) => ({ plan: '6 Seater', ...r })),
  ...STANDARD.map((r) => ({ plan: 'Utility', ...r })),
]
const EXPECTED_OFFER_PRICES = [245, 685, 1050, 2800, 295, 735, 1400, 3500, 245, 685, 1050, 2800]

const MAIN_TEL = `tel:${business.phones.main.e164}`

function expectPlanCards(html: string, bookHref: (href: string) => void) {
  const cards = rateCards(main(html))
  expect(cards).toHaveLength(12)
  cards.forEach((card, index) => {
    const expected = EXPECTED_CARDS[index]
    expect(card.plan).toBe(`${expected.plan} Golf Cart Rental`)
    expect(text(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card.html)![1])).toBe(expected.label)
    expect(text(/<span class="price">([\s\S]*?)<\/span>/.exec(card.html)![1])).toBe(expected.price)
    expect(card.text).toContain(expected.renews)
    expect(card.text).toContain('Delivery fee: $6 per mile beyond 10 miles')
    if (expected.save) expect(card.text).toContain(expected.save)
    else expect(card.text).not.toMatch(/SAVE/)
    // The 4 Seater weekly plan carries the only RECOMMENDED badge.
    const recommended = expected.plan === '4 Seater' && expected.label === 'Weekly'
    expect(card.text.includes('RECOMMENDED')).toBe(recommended)
    const book = links(card.html)
    expect(book).toHaveLength(1)
    expect(book[0].text).toMatch(recommended ? /^Reserve Today/ : /^Book Rental/)
    expect(book[0].text).toContain(`${expected.plan}, ${expected.label}`)
    bookHref(book[0].href)
  })
  const page = text(main(html))
  expect(page.match(/RECOMMENDED/g)).toHaveLength(1)
  expect(page).not.toContain('61.6%')
}

function expectRentalOffers(service: Json) {
  const catalog = service.hasOfferCatalog as { itemListElement: Array<{ name: string; itemListElement: Array<{ price: number; priceCurrency: string }> }> }
  expect(catalog.itemListElement.map((c) => c.name)).toEqual(['4 Seater golf cart rental', '6 Seater golf cart rental', 'Utility golf cart rental'])
  const offers = catalog.itemListElement.flatMap((c) => c.itemListElement)
  expect(offers.map((o) => o.price)).toEqual(EXPECTED_OFFER_PRICES)
  expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set(['USD']))
}

function expectNoRatings(html: string) {
  expect(html).not.toMatch(/aggregateRating|reviewCount|ratingValue/)
}

// ---------------------------------------------------------------------------------------

describe('/rentals (overview)', () => {
  it('shows the six included features, the three plans with every price and saving, and tel: reserve buttons', async () => {
    const html = await get('/rentals')
    expect(title(html)).toBe('Golf Cart Rentals: Daily, Weekly & Monthly Plans | Lehigh County Golf Carts')
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/rentals`)
    expect(headings(html, 1)).toEqual(['Golf Cart Rentals in Lehigh County'])
    const page = text(main(html))
    for (const feature of ['Street legal with seat belts', 'Fully charged and ready to go', '24/7 support', 'Flexible pickup and return', 'Insurance included', 'No hidden fees']) {
      expect(page).toContain(feature)
    }
    expectPlanCards(html, (href) => expect(href).toBe(MAIN_TEL))
    // Every reserve or book button on the page calls the business.
    const reserve = links(main(html)).filter((l) => /reserve|book/i.test(l.text))
    expect(reserve.length).toBeGreaterThanOrEqual(13)
    for (const link of reserve) expect(link.href).toBe(MAIN_TEL)
  })

  it('has a help block, the footnote terms and links to every town rental page', async () => {
    const html = await get('/rentals')
    const page = text(main(html))
    expect(headings(html, 2)).toContain('Need Help Choosing?')
    expect(page).toContain('Rental periods are counted in 24-hour increments.')
    expect(page).toContain('No refunds are given for early returns.')
    expect(page).toContain('subject to availability')
    expect(page).toContain('Delivery fee: $6 per mile beyond 10 miles.')
    expect(page).toContain('Insurance is included with every rental.')
    const hrefs = links(main(html)).map((l) => l.href)
    for (const path of RENTAL_PATHS) expect(hrefs).toContain(path)
    expect(hrefs).toContain('/policies/rental-policy')
  })

  it('describes the rental service and its twelve rates in JSON-LD, with a breadcrumb and no ratings', async () => {
    const html = await get('/rentals')
    const data = jsonLd(html)
    const [service] = ofType(data, 'Service')
    expect(service.provider).toEqual({ '@id': `${TEST_ORIGIN}/#business` })
    expectRentalOffers(service)
    const [crumbs] = ofType(data, 'BreadcrumbList')
    expect((crumbs.itemListElement as Json[]).map((i) => i.item)).toEqual([`${TEST_ORIGIN}/`, `${TEST_ORIGIN}/rentals`])
    expectNoRatings(html)
  })
})

describe('/rentals/{slug} (23 town rental pages)', () => {
  const SLUGS = [
    'allentown', 'bethlehem', 'lower-macungie', 'south-whitehall', 'upper-macungie', 'whitehall', 'salisbury',
    'north-whitehall', 'upper-saucon', 'lower-milford', 'lynn', 'heidelberg', 'washington', 'weisenberg', 'lowhill',
    'emmaus', 'macungie', 'catasauqua', 'coopersburg', 'fountain-hill', 'alburtis', 'slatington', 'coplay',
  ]

  it('are exactly the 23 published slugs, one per municipality', () => {
    expect(municipalities.map((m) => m.rentalsUrl)).toEqual(SLUGS.map((s) => `/rentals/${s}`))
  })

  it.each(municipalities.map((m) => [m.rentalsUrl, m] as const))('%s: title, hero, plans, local profile, calls to action', async (path, m) => {
    const html = await get(path)
    expect(title(html)).toBe(`${m.name} Golf Cart Rentals | Lehigh County Golf Carts`)
    expect(canonical(html)).toBe(`${TEST_ORIGIN}${path}`)
    expect(meta(html, 'description')).toContain(m.name)
    expect(headings(html, 1)).toEqual([`${m.name} Golf Cart Rentals`])
    const body = main(html)
    const page = text(body)
    expect(page).toContain(`Serving ${m.name} ${m.type}, Pennsylvania`)
    // The hero background is picked by the municipality's town page path.
    expect(body).toContain(`src="${heroImageFor(m.url)}"`)

    // 1-7 in order.
    const h2 = headings(body, 2)
    expect(h2.slice(0, 3)).toEqual(['4 Seater Golf Cart Rental', '6 Seater Golf Cart Rental', 'Utility Golf Cart Rental'])
    expect(h2.indexOf(`Perfect for ${m.name} Adventures`)).toBe(3)
    expect(h2.indexOf('Why Choose Our Golf Cart Rentals')).toBeGreaterThan(4)
    expect(h2.indexOf('Need Help Choosing?')).toBeGreaterThan(h2.indexOf('Why Choose Our Golf Cart Rentals'))
    expect(h2.at(-1)).toBe(`Book Your ${m.name} Golf Cart Rental`)

    expectPlanCards(html, (href) => expect(href).toBe('/contact'))

    const profile = profileFor(m.name)
    expect(page).toContain(profile.description)
    for (const item of [...profile.popularUses, ...profile.localFeatures]) expect(page).toContain(item)
    expect(profile.popularUses).toHaveLength(6)
    expect(profile.localFeatures).toHaveLength(6)
    expect(headings(body, 3)).toEqual(expect.arrayContaining(['Popular Uses', 'Local Attractions & Features', 'Free Delivery', 'Fully Insured', 'Ready to Go']))
    if (!profile.isFallback) expect(page).toMatch(new RegExp(`ZIP codes? ${profile.zipCodes.join(', ')}`))
    else expect(page).not.toMatch(/ZIP/)
    expect(html).not.toContain('18000')
    expect(page).toContain(`Free delivery within ${m.name} and surrounding areas`)

    const all = links(body)
    // Every Book and Reserve button goes to the contact page.
    const book = all.filter((l) => /^(book|reserve)/i.test(l.text))
    expect(book.length).toBeGreaterThanOrEqual(14)
    for (const link of book) expect(link.href).toBe('/contact')
    expect(all.find((l) => l.text === 'View Fleet')?.href).toBe('/inventory')
    expect(all.find((l) => l.text === 'Book Online')?.href).toBe('/contact')
    expect(all.find((l) => l.text === `Learn About ${m.name}`)?.href).toBe(m.url)
    expect(all.some((l) => l.href === `mailto:${business.emails.info}` && l.text === business.emails.info)).toBe(true)
    expect(all.some((l) => l.href === MAIN_TEL && l.text.includes(business.phones.main.display))).toBe(true)

    const data = jsonLd(html)
    const [service] = ofType(data, 'Service')
    expect(service.serviceType).toBe('Golf cart rental')
    expect((service.areaServed as Json).name).toBe(`${m.name} ${m.type}, Pennsylvania`)
    expect(service.provider).toEqual({ '@id': `${TEST_ORIGIN}/#business` })
    expectRentalOffers(service)
    const [crumbs] = ofType(data, 'BreadcrumbList')
    expect((crumbs.itemListElement as Json[]).map((i) => [i.name, i.item])).toEqual([
      ['Home', `${TEST_ORIGIN}/`],
      ['Rentals', `${TEST_ORIGIN}/rentals`],
      [m.name, `${TEST_ORIGIN}${path}`],
    ])
    expectNoRatings(html)
  })

  it('shows ZIP codes for the ten towns with their own profile only', async () => {
    expect(Object.keys(TOWN_PROFILES).sort()).toEqual(
      ['Allentown', 'Bethlehem', 'Emmaus', 'Macungie', 'Catasauqua', 'Coopersburg', 'Fountain Hill', 'Alburtis', 'Slatington', 'Coplay'].sort(),
    )
    expect(text(main(await get('/rentals/emmaus')))).toContain('Delivering to Emmaus ZIP code 18049')
    expect(text(main(await get('/rentals/lynn')))).not.toContain('ZIP')
  })

  it('answers an unknown slug with the 404 page and status 404', async () => {
    for (const path of ['/rentals/atlantis', '/rentals/emmaus-borough', '/rentals/Emmaus']) {
      const html = await get(path, 404)
      expect(headings(html, 1)).toEqual(['404 Page Not Found'])
      expect(meta(html, 'robots')).toBe('noindex, follow')
    }
  })
})

describe('town pages (24, at /towns/{slug} and the alias path)', () => {
  it.each(TOWNS.map((town) => [town.aliasPath, town] as const))('%s and its /towns path render the same page, canonical on the alias', async (_alias, town) => {
    const alias = await get(town.aliasPath)
    const plain = await get(town.townPath)
    expect(main(plain)).toBe(main(alias))
    for (const html of [alias, plain]) {
      expect(canonical(html)).toBe(`${TEST_ORIGIN}${town.aliasPath}`)
      expect(title(html)).toBe(`Golf Carts in ${town.name}, PA: Sales & Rentals | Lehigh County Golf Carts`)
    }
    const html = alias
    const body = main(html)
    const page = text(body)
    expect(headings(html, 1)).toEqual([`Golf Carts in ${town.name}, PA`])
    const typeLine = town.township ? `Community in ${town.township}, Lehigh County, Pennsylvania` : `${town.typeLabel} in Lehigh County, Pennsylvania`
    expect(page).toContain(typeLine)
    expect(body).toContain(`src="${heroImageFor(town.aliasPath)}"`)

    // Four benefit cards, then the services with the map.
    expect(headings(body, 3).slice(0, 4)).toEqual(['Free Local Delivery', '0% Financing', 'Full Warranty', 'Certified Technicians'])
    expect(headings(body, 3)).toEqual(expect.arrayContaining(['Golf Cart Sales', 'Golf Cart Rentals', 'Service & Repair', 'Delivery', 'Parts & Accessories', 'Storage']))
    const hrefs = links(body).map((l) => l.href)
    const rentals = town.municipality?.rentalsUrl ?? municipalities.find((m) => `${m.name} ${m.type}` === town.township)?.rentalsUrl ?? '/rentals'
    for (const href of ['/inventory', rentals, '/services', '/policies/delivery-policy', '/policies/storage-policy', '/contact']) {
      expect(hrefs).toContain(href)
    }
    expect(page).toContain('From $4,995')
    expect(page).toContain('From $245/day')
    expect(page).toContain('Price varies by repair')
    expect(page).toContain(`Map of ${town.name}, PA`)
    expect(body).toContain(`query=${encodeURIComponent(town.coordinates)}`)

    // Contact block with the footer/contact hours.
    expect(hrefs).toContain(MAIN_TEL)
    expect(hrefs).toContain(`tel:${business.phones.local.e164}`)
    expect(hrefs).toContain(`mailto:${business.emails.info}`)
    expect(page).toContain('Monday - Friday 9:00 AM - 5:00 PM')
    expect(page).not.toMatch(/8-6|9-4/)

    const data = jsonLd(html)
    const [service] = ofType(data, 'Service')
    expect((service.areaServed as Json).name).toContain(town.name)
    expect(service.provider).toEqual({ '@id': `${TEST_ORIGIN}/#business` })
    const offers = (service.hasOfferCatalog as { itemListElement: Json[] }).itemListElement
    expect(offers.map((o) => o.name)).toEqual(['Golf cart sales', 'Golf cart rentals', 'Golf cart service and repair'])
    expect((offers[0].priceSpecification as Json).minPrice).toBe(4995)
    expect(offers[1].priceSpecification).toMatchObject({ minPrice: 245, priceCurrency: 'USD', unitCode: 'DAY' })
    expect(offers[2].priceSpecification).toBeUndefined()
    expect(offers[2].description).toMatch(/varies/)
    const [crumbs] = ofType(data, 'BreadcrumbList')
    expect((crumbs.itemListElement as Json[]).map((i) => i.item)).toEqual([`${TEST_ORIGIN}/`, `${TEST_ORIGIN}${town.aliasPath}`])
    expectNoRatings(html)
  })

  it('answers an unknown town with the 404 page and status 404', async () => {
    for (const path of ['/towns/atlantis', '/towns/bethlehem', '/towns/emmaus/extra']) {
      const html = await get(path, 404)
      expect(headings(html, 1)).toEqual(['404 Page Not Found'])
    }
  })
})

describe('municipality pages (14, /{slug}-golf-carts)', () => {
  it('are the 14 published slugs', () => {
    expect(municipalityPages.map((m) => m.slug)).toEqual([
      'bethlehem-city', 'lower-macungie-township', 'south-whitehall-township', 'upper-macungie-township', 'salisbury-township',
      'north-whitehall-township', 'upper-saucon-township', 'lower-milford-township', 'lynn-township', 'heidelberg-township',
      'washington-township', 'weisenberg-township', 'lowhill-township', 'fountain-hill-borough',
    ])
  })

  it.each(municipalityPages.map((m) => [m.url, m] as const))('%s: hero, three services, why-choose list, contact, map, buttons', async (path, m) => {
    const place = `${m.name} ${m.type}`
    const html = await get(path)
    expect(title(html)).toBe(`Golf Carts in ${place}, PA | Lehigh County Golf Carts`)
    expect(canonical(html)).toBe(`${TEST_ORIGIN}${path}`)
    expect(headings(html, 1)).toEqual([`Golf Carts in ${place}, PA`])
    const body = main(html)
    const page = text(body)
    expect(headings(body, 3).slice(0, 3)).toEqual(['Sales', 'Rentals', 'Service'])
    expect(headings(body, 2)).toContain(`Why ${m.name} Chooses ${business.name}`)
    expect(headings(body, 2)).toEqual(expect.arrayContaining(['Contact Details', 'Business Hours']))
    expect(page).toContain(`Map of ${place}, PA`)
    expect(body).toContain(`query=${encodeURIComponent(`${place}, PA`)}`)
    const all = links(body)
    expect(all.some((l) => l.href === '/inventory' && l.className.includes('button'))).toBe(true)
    expect(all.some((l) => l.href === '/contact' && l.className.includes('button'))).toBe(true)
    expect(all.find((l) => l.href === m.rentalsUrl && l.className.includes('button'))?.text).toBe(`${m.name} Rentals`)
    expect(m.rentalsUrl).toBe(`/rentals/${m.name.toLowerCase().replace(/ /g, '-')}`)
    const data = jsonLd(html)
    const [service] = ofType(data, 'Service')
    expect((service.areaServed as Json).name).toBe(`${place}, Pennsylvania`)
    expect(ofType(data, 'BreadcrumbList')).toHaveLength(1)
    expectNoRatings(html)
  })

  it('shows "Municipality not found" with status 404 for any other /{x}-golf-carts path', async () => {
    for (const path of ['/atlantis-township-golf-carts', '/bethlehem-township-golf-carts', '/emmaus-area-golf-carts', '/x-golf-carts']) {
      const html = await get(path, 404)
      expect(headings(html, 1)).toEqual(['Municipality not found'])
      expect(meta(html, 'robots')).toBe('noindex, follow')
    }
  })

  it('leaves every other path to its own page or the normal 404', async () => {
    expect(headings(await get('/contact'), 1)).toEqual(['Contact Us'])
    for (const path of ['/golf-carts', '/no-such-page', '/emmaus-borough-golf-carts/extra', '/towns']) {
      const html = await get(path, 404)
      expect(headings(html, 1)).toEqual(['404 Page Not Found'])
    }
    // Pages built elsewhere are never taken for a municipality.
    for (const path of ['/inventory', '/denago', '/evolution', '/policies/rental-policy', '/vehicles/denago-ev-city']) {
      const res = await request(t.app).get(path)
      expect(text(res.text)).not.toContain('Municipality not found')
    }
  })
})

describe('every local page has its own title and description', () => {
  it('across the rentals overview, 23 rental pages, 24 town pages and 14 municipality pages', async () => {
    const paths = ['/rentals', ...RENTAL_PATHS, ...TOWN_PATHS, ...MUNICIPALITY_PATHS]
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of paths) {
      const html = await get(path)
      titles.add(title(html))
      const description = meta(html, 'description')!
      expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(110)
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(170)
      descriptions.add(description)
      expect(meta(html, 'keywords')).toBeTruthy()
    }
    expect(titles.size).toBe(paths.length)
    expect(descriptions.size).toBe(paths.length)
  })
})

describe('/sitemap.xml and /robots.txt', () => {
  async function sitemap() {
    const res = await request(t.app).get('/sitemap.xml').expect(200)
    return res
  }

  it('is a well-formed urlset of absolute canonical URLs on the public origin', async () => {
    const res = await sitemap()
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const xml = res.text
    // The whole document, element by element.
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n(  <url><loc>[^<>&]+<\/loc><xhtml:link rel="alternate" hreflang="en" href="[^"<>&]+"\/><xhtml:link rel="alternate" hreflang="es" href="[^"<>&]+"\/><xhtml:link rel="alternate" hreflang="x-default" href="[^"<>&]+"\/><\/url>\n)+<\/urlset>\n$/,
    )
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const vehicles = await t.services.vehicles.list()
    // 26 static pages (with /street-legal; /specials only while a special is on, and none is) + 24 towns + 14 municipalities + 23 rental pages + one per vehicle.
    expect(STATIC_PATHS).toHaveLength(26)
    // Each page in English and in Spanish.
    expect(locs).toHaveLength(2 * (86 + vehicles.length))
    expect(locs).not.toContain(`${TEST_ORIGIN}/specials`)
    expect(locs).not.toContain(`${TEST_ORIGIN}/es/specials`)
    expect(new Set(locs).size).toBe(locs.length)
    for (const loc of locs) expect(loc.startsWith(`${TEST_ORIGIN}/`)).toBe(true)
    const paths = locs.map((loc) => loc.slice(TEST_ORIGIN.length)).filter((path) => path !== '/es' && !path.startsWith('/es/'))
    expect(locs.filter((loc) => loc === `${TEST_ORIGIN}/es` || loc.startsWith(`${TEST_ORIGIN}/es/`)).map((loc) => loc.slice(TEST_ORIGIN.length))).toEqual(paths.map((path) => (path === '/' ? '/es' : `/es${path}`)))
    expect(paths).toEqual(expect.arrayContaining([
      '/', '/inventory', '/rentals', '/services', '/about', '/eco-impact', '/denago', '/evolution', '/contact', '/showroom',
      '/privacy-policy', '/terms-of-service', '/policies/terms-conditions', '/policies/return-policy', '/policies/delivery-policy',
      '/policies/rental-policy', '/policies/ethics-policy', '/policies/storage-policy', '/policies/publishing-policy',
      '/policies/feedback-policy', '/policies/corrections-policy', '/policies/diversity-policy', '/policies/staffing-report',
      ...TOWNS.map((town) => town.aliasPath),
      ...municipalityPages.map((m) => m.url),
      ...municipalities.map((m) => m.rentalsUrl),
      ...vehicles.map((v) => `/vehicles/${v.id}`),
    ]))
    // Nothing that redirects, has another canonical or is kept out of search results.
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(privacy|terms|thank-you)$/)
      expect(path).not.toMatch(/^\/(towns|vehicle)\//)
      expect(path).not.toMatch(/^\/policies\/(return|delivery|rental|storage|publishing|feedback|corrections|diversity|ethics)$/)
    }
  })

  it('lists each local page at the URL its own canonical names', async () => {
    const locs = [...(await sitemap()).text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const local = locs.filter((loc) => /-golf-carts$|\/rentals(\/|$)/.test(loc))
    // In English and in Spanish.
    expect(local).toHaveLength(2 * (24 + 14 + 23 + 1))
    for (const loc of local) {
      const html = await get(loc.slice(TEST_ORIGIN.length))
      expect(canonical(html)).toBe(loc)
    }
  })

  it('adds a vehicle that joins the inventory', async () => {
    const before = (await sitemap()).text
    expect(before).not.toContain('/vehicles/sitemap-test-cart<')
    const [vehicle] = await t.services.vehicles.list()
    const { upsertVehicle } = await import('#app/server/inventory')
    await t.db.transaction((tx) => upsertVehicle(tx, { ...vehicle, id: 'sitemap-test-cart', name: 'Sitemap Test Cart' }, 999))
    const after = (await sitemap()).text
    expect(after).toContain(`<loc>${TEST_ORIGIN}/vehicles/sitemap-test-cart</loc>`)
  })

  it('robots.txt allows every public page, keeps crawlers out of the console, and points at the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.text).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`)
  })
})
