import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURED_PRICES } from '#app/content/featured'
import { formatPrice } from '#app/content/format'
import { seedVehicles } from '#app/server/inventory'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1Of, hrefs, jsonLdOf, metaContent, textOf, titleOf, typesOf } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const get = async (path: string, status = 200) => (await request(t.app).get(path).expect(status)).text

describe('home page', () => {
  it('shows three featured carts with NEW badges and the featured prices, linking to real vehicles', async () => {
    const html = await get('/')
    const text = textOf(html)
    for (const [id, price] of Object.entries(FEATURED_PRICES)) {
      expect(hrefs(html)).toContain(`/vehicle/${id}`)
      expect(text).toContain(formatPrice(price))
      await request(t.app).get(`/vehicle/${id}`).expect(200)
    }
    expect(text).toContain('$12,995')
    expect(text).toContain('$16,995')
    expect(text).toContain('$11,995')
    expect(html.match(/class="badge badge-new">NEW</g)?.length).toBeGreaterThanOrEqual(3)
  })

  it('has the hero buttons, the six brands, the stats, the 23 municipality links and the map', async () => {
    const html = await get('/')
    const text = textOf(html)
    expect(h1Of(html)).toHaveLength(1)
    expect(hrefs(html)).toContain('/inventory')
    expect(text).toContain('View Inventory')
    for (const brand of ['Club Car', 'EZ-GO', 'Denago', 'Evolution', 'Tomberlin', 'Swift EV']) expect(text).toContain(brand)
    for (const claim of ['Premium Quality', 'Expert Service', '0% Financing', 'Eco-Friendly', '15+', '500+']) expect(text).toContain(claim)
    expect(html).toContain('Show interactive map')
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(hrefs(main).filter((h) => /^\/[a-z-]+-(city|township|borough)-golf-carts$/.test(h))).toHaveLength(23)
    expect(html).toMatch(/<img src="\/images\/hero\/hero-[1-6]\.svg"[^>]*fetchpriority="high"/i)
  })
})

describe('inventory page', () => {
  it('renders every vehicle with first image, name, price, badge and a View Details link', async () => {
    const html = await get('/inventory')
    const text = textOf(html)
    expect(text).toContain(`Showing ${seedVehicles.length} of ${seedVehicles.length} total vehicles`)
    for (const v of seedVehicles) {
      expect(hrefs(html)).toContain(`/vehicles/${v.id}`)
      expect(html).toContain(`src="${v.images[0]}"`)
    }
    expect(text).toContain('NEW')
    expect(text).toContain('In Stock')
    expect(text).toContain('Out of Stock')
    expect(text).toContain("Can't find what you want?")
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/inventory`)
  })

  it('renders a filtered URL on the server, as a GET form without JavaScript', async () => {
    const html = await get('/inventory?brand=denago&category=rover&price=under-15000')
    const expected = seedVehicles.filter((v) => v.brand === 'Denago' && v.category.toLowerCase().includes('rover') && v.price < 15000)
    expect(expected.length).toBeGreaterThan(0)
    expect(textOf(html)).toContain(`Showing ${expected.length} of ${seedVehicles.length} total vehicles`)
    const form = /<form[^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/inventory"')
    expect(html).toMatch(/<option value="rover" selected="">/)
    // Canonical drops the query so filtered lists are not duplicate pages.
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/inventory`)
  })

  it('shows the empty state with Clear All Filters when nothing matches', async () => {
    const html = await get('/inventory?price=over-25000')
    const text = textOf(html)
    expect(text).toContain('No vehicles match your current filters.')
    expect(text).toContain(`Showing 0 of ${seedVehicles.length} total vehicles`)
    expect(text).toContain('No vehicles found. Try adjusting your search criteria or filters.')
    expect(text).toContain('Clear All Filters')
  })

  it('answers 503 with the inventory error when the database fails', async () => {
    const broken = await createTestApp()
    await broken.db.close()
    try {
      const res = await request(broken.app).get('/inventory').expect(503)
      expect(textOf(res.text)).toContain('Error loading vehicles: Failed to fetch vehicles: 503')
    } finally {
      await broken.close().catch(() => {})
    }
  })
})

describe('vehicle detail page', () => {
  it('shows everything the spec lists for a vehicle with an external link', async () => {
    const v = seedVehicles.find((x) => x.id === 'evolution-d6-max-xt4')!
    const html = await get('/vehicles/evolution-d6-max-xt4')
    const text = textOf(html)
    expect(h1Of(html)).toEqual([v.name])
    expect(text).toContain('$16,995')
    expect(text).toContain(v.description)
    expect(text).toContain('Back to Inventory')
    expect(text).toMatch(/Seats\s*4/)
    expect(text).toMatch(/Brand\s*EVOLUTION/)
    expect(text).toContain('Schedule Test Drive')
    expect(html).toMatch(/href="tel:\+18885550142"[^>]*>.*Schedule Test Drive/)
    const link = (label: string) => new RegExp(`<a [^>]*>${label}`).exec(html)?.[0] ?? ''
    expect(link('Get Financing Quote')).toMatch(/href="https:\/\/financing\.example\.com\/apply"[^>]*target="_blank" rel="noopener noreferrer"/)
    expect(link('View Vehicle Details')).toMatch(new RegExp(`href="${v.externalUrl}"[^>]*target="_blank" rel="noopener noreferrer"`))
    expect(link('Full Specifications')).toMatch(new RegExp(`href="${v.externalUrl}"[^>]*target="_blank" rel="noopener noreferrer"`))
    for (const f of v.features) expect(text).toContain(f)
    for (const value of ['28 mph', '45 miles', '72V Lithium', '6-8 hours', '700 lbs']) expect(text).toContain(value)
    expect(text).toContain('Interested in this vehicle?')
    expect(text).toContain('Contact Sales Team')
    expect(text).toContain('View More Vehicles')
    expect(html).toContain('class="badge badge-new">NEW<')
  })

  it('hides the external links when a vehicle has none, and shows the stock badges', async () => {
    const noLink = seedVehicles.find((x) => !x.externalUrl && !x.isNew && !x.inStock)!
    const html = await get(`/vehicles/${noLink.id}`)
    expect(textOf(html)).not.toContain('View Vehicle Details')
    expect(textOf(html)).not.toContain('Full Specifications')
    expect(html).toContain('class="badge badge-out">Out of Stock<')
    const inStock = seedVehicles.find((x) => !x.isNew && x.inStock)!
    expect(await get(`/vehicles/${inStock.id}`)).toContain('class="badge badge-stock">In Stock<')
  })

  it('renders at /vehicle/{id} too, with /vehicles/{id} as canonical, and product structured data', async () => {
    const html = await get('/vehicle/denago-ev-city')
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/vehicles/denago-ev-city`)
    expect(titleOf(html)).toBe('Denago EV City for Sale, $11,995 | Lehigh County Golf Carts')
    expect(metaContent(html, 'og:type')).toBe('product')
    expect(metaContent(html, 'description')).toMatch(/^New Denago EV City, \$11,995/)
    expect(metaContent(html, 'keywords')).toContain('Denago EV City')
    expect(typesOf(html)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList', 'AutoDealer']))
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> }
    expect(product.offers).toMatchObject({
      price: 11995,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    })
    const used = jsonLdOf(await get('/vehicles/pre-owned-2023-denago-ev-nomad')).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> }
    expect(used.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/UsedCondition' })
  })

  it('answers 404 with Vehicle Not Found for an unknown id, at both paths', async () => {
    for (const path of ['/vehicles/no-such-cart', '/vehicle/no-such-cart']) {
      const html = await get(path, 404)
      expect(h1Of(html)).toEqual(['Vehicle Not Found'])
      expect(textOf(html)).toContain("The vehicle you're looking for doesn't exist or has been removed.")
      expect(html).toMatch(/href="\/inventory"[^>]*>Back to Inventory/)
      expect(metaContent(html, 'robots')).toMatch(/noindex/)
    }
  })
})

describe('server errors', () => {
  it('renders the error page with status 500 and logs it', async () => {
    const failing = await createTestApp()
    failing.services.vehicles.featured = async () => {
      throw new Error('disk on fire')
    }
    try {
      const res = await request(failing.app).get('/').expect(500)
      expect(textOf(res.text)).toContain('Something went wrong')
      expect(failing.logs.join('\n')).toContain('page failed to render')
    } finally {
      await failing.close()
    }
  })
})
