/**
 * Server-rendered brand, services, about, showroom and thank-you pages, as a crawler or a
 * visitor without JavaScript gets them from the production build.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business, formatAddress } from '#app/content/business'
import { BRANDS } from '#app/content/brands'
import { formatPrice } from '#app/content/format'
import { municipalities } from '#app/content/towns/municipalities'
import { SHOWROOMS } from '#app/content/showrooms'
import { TOWNS } from '#app/content/towns/towns'
import type { Vehicle } from '#app/domain/vehicles/vehicle'
import { modelHref } from '#app/domain/vehicles/brand-lineup'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'

let t: TestApp
let inventory: Vehicle[]

beforeAll(async () => {
  t = await createTestApp()
  inventory = (await request(t.app).get('/api/vehicles').expect(200)).body
})
afterAll(async () => {
  await t.close()
})

const ROUTES = ['/denago', '/evolution', '/services', '/about', '/showroom', '/thank-you'] as const

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

interface Html {
  html: string
  main: string
  /** Visible text of <main>, tags stripped, whitespace collapsed. */
  text: string
  title: string
  description: string
  canonical: string
  robots: string
  h1: string[]
  jsonLd: Array<Record<string, unknown>>
  links: Array<{ href: string; text: string; target?: string; rel?: string }>
}

function textOf(fragment: string): string {
  return decode(
    fragment
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return m ? decode(m[1]) : undefined
}

/** The vehicle a model link stands for: its own page (200), or the one its 301 leads to (Evolution's links drop the brand's word). */
async function resolvedId(href: string): Promise<string> {
  const res = await request(t.app).get(href)
  if (res.status === 200) return href.slice('/vehicles/'.length)
  expect(res.status, href).toBe(301)
  const target = String(res.headers.location)
  expect((await request(t.app).get(target)).status, target).toBe(200)
  return target.slice('/vehicles/'.length)
}

async function page(path: string): Promise<Html> {
  const res = await request(t.app).get(path).expect(200)
  expect(res.headers['content-type']).toMatch(/text\/html/)
  const html: string = res.text
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const meta = (name: string) => decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '')
  const links = [...main.matchAll(/<a\s[^>]*>[\s\S]*?<\/a>/g)].map(([a]) => {
    const open = /^<a\s[^>]*>/.exec(a)![0]
    return { href: attr(open, 'href') ?? '', text: textOf(a), target: attr(open, 'target'), rel: attr(open, 'rel') }
  })
  return {
    html,
    main,
    text: textOf(main),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('description'),
    robots: meta('robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '',
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => textOf(inner)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json)),
    links,
  }
}

function ofType(p: Html, type: string) {
  return p.jsonLd.filter((d) => (Array.isArray(d['@type']) ? d['@type'].includes(type) : d['@type'] === type))
}

describe('every page of this group', () => {
  it('answers 200 with one h1, its own title, description and canonical, and parseable JSON-LD', async () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of ROUTES) {
      const p = await page(path)
      expect(p.h1, path).toHaveLength(1)
      expect(p.title, path).toMatch(/ \| Lehigh County Golf Carts$/)
      // As served (entities included), the length validators and search results measure.
      expect(/<title>([^<]*)<\/title>/.exec(p.html)![1].length, p.title).toBeLessThanOrEqual(80)
      expect(p.description.length, `${path}: ${p.description}`).toBeGreaterThanOrEqual(110)
      expect(p.description.length, `${path}: ${p.description}`).toBeLessThanOrEqual(165)
      expect(p.canonical).toBe(`${TEST_ORIGIN}${path}`)
      titles.add(p.title)
      descriptions.add(p.description)
      // Every page carries the business; none carries an invented rating.
      expect(ofType(p, 'AutoDealer').length, path).toBeGreaterThanOrEqual(1)
      expect(JSON.stringify(p.jsonLd)).not.toMatch(/aggregateRating|ratingValue|reviewCount/)
      expect(p.html).not.toMatch(/\sstyle="/)
    }
    expect(titles.size).toBe(ROUTES.length)
    expect(descriptions.size).toBe(ROUTES.length)
  })
})

describe('brand pages', () => {
  for (const slug of ['denago', 'evolution'] as const) {
    const brand = BRANDS[slug]

    it(`/${slug} shows the series cards with starting prices from the inventory`, async () => {
      const p = await page(`/${slug}`)
      const cards = [...p.main.matchAll(/<article class="card series-card">([\s\S]*?)<\/article>/g)].map(([, c]) => c)
      expect(cards.map((c) => textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(c)![1]))).toEqual(brand.series.map((s) => s.title))
      for (const [index, card] of cards.entries()) {
        const series = brand.series[index]
        const models = inventory.filter((v) => v.isNew && v.brand === brand.brand && v.category === series.category)
        expect(models.length).toBeGreaterThan(0)
        expect(textOf(card)).toContain(`Starting at ${formatPrice(Math.min(...models.map((v) => v.price)))}`)
        // Its vehicles list names and links each model of the series, by the spec's words for the brand.
        const hrefs = [...card.matchAll(/href="(\/vehicles\/[^"]+)"/g)].map(([, href]) => href)
        expect(hrefs.sort()).toEqual(models.map((v) => modelHref(brand, v)).sort())
        expect(card).toMatch(new RegExp(`<img[^>]+src="${series.image}"[^>]+width="800"[^>]+height="600"`))
      }
    })

    it(`/${slug} line-up links to six existing vehicles and shows their manufacturer's prices labelled MSRP`, async () => {
      const p = await page(`/${slug}`)
      const cards = [...p.main.matchAll(/<article class="vehicle-card model-card">([\s\S]*?)<\/article>/g)].map(([, c]) => c)
      expect(cards).toHaveLength(6)
      const ids: string[] = []
      for (const card of cards) {
        const href = /href="(\/vehicles\/[^"]+)"/.exec(card)![1]
        const id = await resolvedId(href)
        ids.push(id)
        const api = await request(t.app).get(`/api/vehicles/${id}`).expect(200)
        const vehicle: Vehicle = api.body
        const text = textOf(card)
        expect(text).toContain(vehicle.name)
        // The model's list price, not the unit's (DESIGN.md: a model's list price is not a unit's price).
        expect(vehicle.msrp).toBeDefined()
        expect(textOf(/<p class="price">([\s\S]*?)<\/p>/.exec(card)![1])).toBe(`MSRP ${formatPrice(vehicle.msrp!)}`)
        expect(text).toContain(`Seats ${vehicle.specifications.seatingCapacity}`)
        expect(text).toContain(`Range ${vehicle.specifications.range}`)
        expect(text).toContain(`Top Speed ${vehicle.specifications.topSpeed}`)
        expect(text).toContain(`Drive Electric (${/(\d+)V/.exec(vehicle.specifications.batteryType)![1]}V)`)
        expect(text).toContain('View Details')
      }
      expect(ids).toEqual(brand.lineupIds)
      if (slug === 'evolution') expect(ids).toContain('evolution-d6-max-xt4')
      // The spec's brand-card prices: $15,000 / $8,495 / $9,995 / $11,995 for Denago, $6,995 to $15,595 for Evolution.
      const shown = cards.map((card) => textOf(/<p class="price">([\s\S]*?)<\/p>/.exec(card)![1]))
      if (slug === 'denago') expect(shown).toEqual(['MSRP $15,000', 'MSRP $8,495', 'MSRP $8,495', 'MSRP $9,995', 'MSRP $11,995', 'MSRP $11,995'])
      else {
        const amounts = shown.map((text) => Number(text.replace(/^MSRP \$/, '').replace(/,/g, '')))
        expect(Math.min(...amounts)).toBe(6995)
        expect(Math.max(...amounts)).toBe(15595)
      }
    })

    it(`/${slug} has the hero, why-choose block and Get Quote / Schedule Test Drive calls to /contact`, async () => {
      const p = await page(`/${slug}`)
      expect(p.h1[0]).toBe(brand.hero.title)
      expect(p.text).toContain(brand.whyChoose.title)
      for (const item of brand.whyChoose.items) expect(p.text).toContain(item.title)
      for (const label of ['Get Quote', 'Schedule Test Drive']) {
        const links = p.links.filter((l) => l.text === label)
        expect(links.length, label).toBeGreaterThanOrEqual(1)
        for (const link of links) expect(link.href).toBe('/contact')
      }
      expect(p.links.some((l) => l.href.startsWith('tel:'))).toBe(true)
    })

    it(`/${slug} structured data: Brand, ItemList of products with the inventory's offers, breadcrumb`, async () => {
      const p = await page(`/${slug}`)
      expect(ofType(p, 'Brand')[0]).toMatchObject({ name: brand.brand, url: `${TEST_ORIGIN}/${slug}` })
      const list = ofType(p, 'ItemList')[0] as { itemListElement: Array<{ item: Record<string, any> }> }
      expect(list.itemListElement).toHaveLength(6)
      for (const { item } of list.itemListElement) {
        const vehicle = inventory.find((v) => v.id === item.sku)!
        expect(item['@type']).toBe('Product')
        expect(item.url).toBe(`${TEST_ORIGIN}/vehicles/${vehicle.id}`)
        expect(item.offers).toMatchObject({
          price: vehicle.price,
          priceCurrency: 'USD',
          availability: vehicle.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: vehicle.isNew ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
          // The manufacturer's price the card shows, as the offer's list price.
          priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: vehicle.msrp, priceCurrency: 'USD' },
        })
      }
      expect(ofType(p, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: brand.brand }] })
    })
  }

  it('sends each brand page only its own brand', async () => {
    const denago = await page('/denago')
    const evolution = await page('/evolution')
    expect(denago.html).not.toContain('D5 RANGER')
    expect(denago.html).not.toContain('evolution-')
    expect(evolution.html).not.toContain('EV ROVER')
    expect(evolution.html).not.toContain('denago-ev')
  })
})

describe('/services', () => {
  it('shows the four services with the spec pricing and turnaround', async () => {
    const p = await page('/services')
    expect(p.h1).toEqual(['Golf Cart Service & Repair'])
    const cards = [...p.main.matchAll(/<article [^>]*class="card service-card">([\s\S]*?)<\/article>/g)].map(([, c]) => textOf(c))
    expect(cards).toHaveLength(4)
    expect(cards[0]).toMatch(/^Maintenance & Repair From \$155\/hour/)
    expect(cards[1]).toMatch(/^Battery Service From \$155\/hour/)
    expect(cards[2]).toMatch(/^Custom Modifications By quote/)
    expect(cards[3]).toMatch(/^Warranty Work Covered by warranty/)
    expect(p.text).toContain('Most repairs take 24-48 hours.')
    expect(p.text).toContain('Why Choose Our Service Department')
    expect(p.text).toContain('Certified Technicians')
  })

  it("shows the service department's hours, Schedule Service to the booking form on the page, and the team's contact page for questions", async () => {
    const p = await page('/services')
    // The department's open-now line (which changes with the clock) sits between the heading and its hours.
    expect(p.text).toMatch(/Service Department Hours (Open now|Closes soon|Closed)[^·]*·[^]*?Monday - Friday 8:00 AM - 5:00 PM Saturday 9:00 AM - 3:00 PM Sunday Emergency service only/)
    expect(p.links.filter((l) => l.text === 'Schedule Service').map((l) => l.href)).toEqual(['#book'])
    expect(p.links.filter((l) => l.text === 'Ask Our Service Team').map((l) => l.href)).toEqual(['/contact'])
    expect(p.links.some((l) => l.href === `tel:${business.phones.main.e164}`)).toBe(true)
  })

  it('describes the services as Service objects provided by the business at $155 per hour', async () => {
    const p = await page('/services')
    const services = ofType(p, 'Service')
    expect(services).toHaveLength(4)
    for (const s of services) expect(s.provider).toEqual({ '@id': `${TEST_ORIGIN}/#business` })
    expect(services.filter((s) => s.offers).map((s) => (s.offers as { price: number }).price)).toEqual([155, 155])
    expect(ofType(p, 'AutoRepair')[0]).toMatchObject({ telephone: business.phones.main.e164 })
  })
})

describe('/about', () => {
  it('shows the story, the three stats and the map of the business address', async () => {
    const p = await page('/about')
    expect(p.h1).toEqual(['About Lehigh County Golf Carts'])
    const stats = /<ul class="about-stats"[^>]*>([\s\S]*?)<\/ul>/.exec(p.main)![1]
    expect(textOf(stats)).toBe('15+ Years in Business 500+ Happy Customers 24 Municipalities Served')
    expect(p.text).toContain('Our story From One Showroom to the Whole County')
    expect(p.text).toContain(`Map of ${business.name}, ${formatAddress()}`)
    expect(p.main).toContain('class="map-frame"')
  })

  it('shows values and team roles with experience, but no personal names', async () => {
    const p = await page('/about')
    expect(p.text).toContain('Our Values')
    expect(p.text).toContain('Sales Manager 12 years of experience')
    expect([...p.main.matchAll(/class="card team-card"/g)].length).toBeGreaterThanOrEqual(4)
  })

  it('links every municipality page and shows the contact and hours cards', async () => {
    const p = await page('/about')
    const hrefs = p.links.map((l) => l.href)
    for (const m of municipalities) expect(hrefs, m.url).toContain(m.url)
    expect(p.text).toContain(`all ${business.municipalitiesServed} municipalities`)
    expect(p.text).toContain('Contact Details')
    expect(p.text).toContain(business.phones.local.display)
    expect(p.text).toMatch(/Business Hours (Open now|Closes soon|Closed)[^]*?Monday - Friday 9:00 AM - 5:00 PM/)
    expect(ofType(p, 'AboutPage')[0]).toMatchObject({ about: { '@id': `${TEST_ORIGIN}/#business` }, url: `${TEST_ORIGIN}/about` })
  })
})

describe('/showroom', () => {
  it('shows three location cards with address, phone, hours, directions and call links', async () => {
    const p = await page('/showroom')
    expect(p.h1).toEqual(['Visit Our Showrooms'])
    const cards = [...p.main.matchAll(/<article id="([^"]+)" class="card location-card"[^>]*>([\s\S]*?)<\/article>/g)]
    expect(cards.map(([, id]) => id)).toEqual(['allentown', 'schnecksville', 'online'])
    for (const [index, [, , card]] of cards.entries()) {
      const location = SHOWROOMS[index]
      const text = textOf(card)
      expect(text).toContain(location.name)
      expect(text).toContain(location.city)
      expect(text).toContain(formatAddress(location.address))
      expect(text).toContain(location.phone.display)
      expect(text).toContain('Monday - Friday 9:00 AM - 5:00 PM')
      const directions = /<a href="([^"]+)"[^>]*target="_blank" rel="noopener noreferrer">Directions/.exec(card)
      expect(directions?.[1].replace(/&amp;/g, '&')).toBe(location.directionsUrl)
      expect(card).toContain(`href="tel:${location.phone.e164}"`)
      expect(text).toContain('Call Now')
      // Optional links only where present.
      expect(text.includes('Facebook')).toBe(Boolean(location.facebookUrl))
      expect(text.includes('YouTube')).toBe(Boolean(location.youtubeUrl))
      expect(text.includes('Leave a Review')).toBe(Boolean(location.reviewUrl))
    }
    expect(SHOWROOMS[0].phone).toEqual(business.phones.main)
    expect(SHOWROOMS[1].phone).toEqual(business.phones.local)
  })

  it('offers test drives, consultation and financing through the external page in a new tab', async () => {
    const p = await page('/showroom')
    for (const title of ['Showroom Services', 'Test Drives', 'Expert Consultation', 'Financing Options']) expect(p.text).toContain(title)
    const financing = p.links.find((l) => l.href === 'https://financing.example.com/apply')
    expect(financing).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
  })

  it('lists 16 Lehigh County towns under Areas We Serve, each linked to its page', async () => {
    const p = await page('/showroom')
    const list = /<ul class="area-list">([\s\S]*?)<\/ul>/.exec(p.main)![1]
    const areas = [...list.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({ href, name: textOf(inner) }))
    expect(areas).toHaveLength(16)
    expect(new Set(areas.map((a) => a.name)).size).toBe(16)
    const pages = new Map<string, string>([...municipalities.map((m) => [m.url, m.name] as const), ...TOWNS.map((t) => [t.aliasPath, t.name] as const)])
    for (const area of areas) expect(pages.get(area.href), area.href).toBe(area.name)
    expect(p.text).toContain('Areas We Serve')
  })

  it('ends with a call to action to /contact and the phone number', async () => {
    const p = await page('/showroom')
    const cta = /<section class="section section-dark cta"[\s\S]*?<\/section>/.exec(p.main)![0]
    expect(cta).toContain('href="/contact"')
    expect(textOf(cta)).toContain(business.phones.main.display)
  })

  it('describes the two physical showrooms with their own address and phone, under the business', async () => {
    const p = await page('/showroom')
    const dealers = ofType(p, 'AutoDealer').filter((d) => d.parentOrganization)
    expect(dealers).toHaveLength(2)
    for (const [index, d] of dealers.entries()) {
      const location = SHOWROOMS[index]
      expect(d).toMatchObject({
        telephone: location.phone.e164,
        address: { streetAddress: location.address.street, addressLocality: location.address.city },
        parentOrganization: { '@id': `${TEST_ORIGIN}/#business` },
      })
    }
  })
})

describe('/thank-you', () => {
  it('confirms, states the response time and offers a call', async () => {
    const p = await page('/thank-you')
    expect(p.h1).toEqual(['Thank You for Contacting Us!'])
    expect(p.robots).toMatch(/^noindex/)
    expect(p.text).toContain('We reply within 24 hours.')
    expect(p.text).toContain('Typically within 2-6 hours during business hours')
    expect(p.links.some((l) => l.href === `tel:${business.phones.main.e164}` && l.text.includes('Call Now'))).toBe(true)
  })

  it('explains the three next steps and lists the two other branch locations', async () => {
    const p = await page('/thank-you')
    expect(p.text).toMatch(/What Happens Next 1 We Review Your Message .+ 2 Personal Response .+ 3 Solution & Service/)
    for (const location of SHOWROOMS.slice(1)) {
      expect(p.text).toContain(location.name)
      expect(p.text).toContain(location.phone.display)
    }
    expect(p.text).toContain(formatAddress(SHOWROOMS[1].address))
  })

  it('has buttons to /inventory, /rentals, /services and /', async () => {
    const p = await page('/thank-you')
    const nav = /<nav class="thanks-links"[^>]*>([\s\S]*?)<\/nav>/.exec(p.main)![1]
    expect([...nav.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map(([, href]) => href)).toEqual(['/inventory', '/rentals', '/services', '/'])
  })
})
