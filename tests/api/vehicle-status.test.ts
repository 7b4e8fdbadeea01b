/**
 * What visitors see of a unit through its life, on every public surface (home, inventory,
 * vehicle page, brand pages, sitemap, public API): the featured flag, drafts, pending,
 * sold (SOLD page, similar carts) and gone (410), MSRP and the saving, the unit's details.
 * Changes go through the dealer's repository, as the console makes them.
 */
import request from 'supertest'
import { PUBLIC_API_CACHE } from '#app/server/inventory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordInput, validateVehicleRecord, type VehicleRecordInput } from '#app/domain/vehicles/record'
import { PAGE_CACHE_CONTROL } from '#app/server/http/response-cache'
import { createServices, INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { h1Of, hrefs, jsonLdOf, metaContent, textOf } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const CLI = { kind: 'cli' } as const

/** Changes a unit as the console would. */
async function edit(id: string, change: Partial<VehicleRecordInput>): Promise<void> {
  const record = await t.services.vehicleRecords.get(id)
  expect(record, id).toBeDefined()
  const result = await t.services.vehicleRecords.update(CLI, id, { ...recordInput(record!), ...change })
  expect(result.ok, JSON.stringify(result)).toBe(true)
}

/** Every page, the sitemap and the API see a change within the poll interval (the cache's second). */
const settle = () => new Promise((r) => setTimeout(r, INVENTORY_POLL_MS + 300))

const html = async (path: string, status = 200) => (await request(t.app).get(path).set('Accept-Encoding', 'identity').expect(status)).text

/** The /vehicle/{id} links of the home page's featured cards, in order. */
async function featuredOnHome(): Promise<string[]> {
  const page = await html('/')
  return hrefs(page)
    .filter((h) => h.startsWith('/vehicle/'))
    .map((h) => h.slice('/vehicle/'.length))
}

async function gridIds(): Promise<string[]> {
  return ((await request(t.app).get('/api/vehicles').expect(200)).body as Array<{ id: string }>).map((v) => v.id)
}

async function sitemap(): Promise<string> {
  return (await request(t.app).get('/sitemap.xml').expect(200)).text
}

function productOf(page: string): { offers: Record<string, unknown> } {
  return jsonLdOf(page).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> }
}

/** The text of the section with this heading id. */
function sectionText(page: string, headingId: string): string {
  const start = page.indexOf(`aria-labelledby="${headingId}"`)
  expect(start, headingId).toBeGreaterThan(-1)
  return page.slice(start, page.indexOf('</section>', start))
}

describe('featured carts on the home page', () => {
  it('follow the featured flag, the first three in the dealer’s order, and drop the section when none is flagged', async () => {
    // The seed flags the spec's three.
    expect((await featuredOnHome()).sort()).toEqual(['denago-ev-city', 'evolution-carrier-8-plus', 'evolution-d6-max-xt4'])

    await edit('denago-ev-city', { featured: false })
    await edit('evolution-turfman-1000', { featured: true })
    await settle()
    const after = await featuredOnHome()
    expect(after).toContain('evolution-turfman-1000')
    expect(after).not.toContain('denago-ev-city')
    expect(after).toHaveLength(3)
    // The card links resolve and show the inventory's price.
    await request(t.app).get('/vehicle/evolution-turfman-1000').expect(200)

    // A fourth flagged cart waits its turn: the first three by sort order are shown.
    await edit('denago-ev-city', { featured: true, sortOrder: -1 })
    await settle()
    const four = await featuredOnHome()
    expect(four).toHaveLength(3)
    expect(four[0]).toBe('denago-ev-city')

    // A featured draft or sold unit is not on the grid, so not featured either.
    await edit('denago-ev-city', { status: 'draft' })
    await edit('evolution-carrier-8-plus', { status: 'sold' })
    await settle()
    const left = await featuredOnHome()
    expect(left).not.toContain('denago-ev-city')
    expect(left).not.toContain('evolution-carrier-8-plus')

    for (const id of ['evolution-d6-max-xt4', 'evolution-turfman-1000']) await edit(id, { featured: false })
    await settle()
    const none = await html('/')
    expect(await featuredOnHome()).toEqual([])
    expect(textOf(none)).not.toContain('Featured Golf Carts')
    expect(none).not.toMatch(/class="vehicle-grid/)

    // Put the seed's state back for the tests below.
    await edit('denago-ev-city', { status: 'available', featured: true, sortOrder: 0 })
    await edit('evolution-carrier-8-plus', { status: 'available', featured: true })
    await edit('evolution-d6-max-xt4', { featured: true })
    await settle()
    expect((await featuredOnHome()).sort()).toEqual(['denago-ev-city', 'evolution-carrier-8-plus', 'evolution-d6-max-xt4'])
  })
})

describe('a draft', () => {
  it('is 404 everywhere: page (both paths), API, grid, sitemap', async () => {
    const id = 'evolution-forester-6-plus'
    expect(await gridIds()).toContain(id)
    await edit(id, { status: 'draft' })
    const created = validateVehicleRecord({
      ...recordInput((await t.services.vehicleRecords.get('evolution-forester-4-plus'))!),
      id: 'evolution-forester-4-plus-blue',
      stockNumber: undefined,
      status: 'draft',
    })
    expect(created.ok).toBe(true)
    if (created.ok) expect((await t.services.vehicleRecords.create(CLI, created.value)).ok).toBe(true)
    await settle()

    for (const draft of [id, 'evolution-forester-4-plus-blue']) {
      for (const path of [`/vehicles/${draft}`, `/vehicle/${draft}`]) {
        const page = await html(path, 404)
        expect(h1Of(page)).toEqual(['Vehicle Not Found'])
      }
      expect((await request(t.app).get(`/api/vehicles/${draft}`).expect(404)).body).toEqual({ error: 'Vehicle not found' })
      expect(await gridIds()).not.toContain(draft)
      expect(await sitemap()).not.toContain(`/vehicles/${draft}<`)
      expect(hrefs(await html('/inventory'))).not.toContain(`/vehicles/${draft}`)
    }
    // Nor on its brand page's series list.
    expect(hrefs(await html('/evolution'))).not.toContain(`/vehicles/${id}`)

    await edit(id, { status: 'available' })
  })
})

describe('a pending unit', () => {
  it('stays on the grid and its page, saying Sale pending, with a reserved offer', async () => {
    const id = 'evolution-classic-2-plus'
    await edit(id, { status: 'pending' })
    await settle()

    const page = await html(`/vehicles/${id}`)
    expect(page).toContain('class="badge badge-pending">Sale pending<')
    expect(textOf(page)).toContain('Sale pending')
    expect(textOf(page)).toContain('Schedule Test Drive')
    expect(productOf(page).offers.availability).toBe('https://schema.org/Reserved')
    expect(metaContent(page, 'robots')).not.toMatch(/noindex/)

    const inventory = await html('/inventory')
    const card = new RegExp(`<article class="vehicle-card">(?:(?!</article>)[\\s\\S])*href="/vehicles/${id}"`).exec(inventory)?.[0] ?? ''
    expect(card).toContain('class="badge badge-pending">Sale pending<')
    expect(await gridIds()).toContain(id)
    expect(await sitemap()).toContain(`/vehicles/${id}<`)
    // Other cards keep the spec's badges.
    expect(inventory).toContain('class="badge badge-new">NEW<')

    await edit(id, { status: 'available' })
  })
})

describe('a sold unit', () => {
  const id = 'denago-ev-rover-xl6'

  beforeAll(async () => {
    await edit(id, { status: 'sold' })
    await settle()
  })

  it('has a SOLD page, noindex, with three similar carts and the phone, but no call to buy it', async () => {
    for (const path of [`/vehicles/${id}`, `/vehicle/${id}`]) {
      const page = await html(path)
      const text = textOf(page)
      expect(h1Of(page)).toEqual(['Denago EV Rover XL6'])
      expect(page).toContain('class="badge badge-sold">Sold<')
      expect(page).toMatch(/<p class="vehicle-status-title">Sold<\/p>/)
      expect(text).toContain('This cart has found a new owner.')
      expect(text).not.toContain('Schedule Test Drive')
      expect(text).not.toContain('Get Financing Quote')
      expect(text).not.toContain('You save')
      expect(text).toContain('Last listed at $11,995')
      // Still the phone and the contact page, to ask about a similar cart.
      expect(page).toMatch(/href="tel:\+18885550142"[^>]*>.*Ask About Similar Carts/)
      expect(hrefs(page)).toContain('/contact')
      expect(metaContent(page, 'robots')).toMatch(/noindex/)
      expect(productOf(page).offers.availability).toBe('https://schema.org/SoldOut')
      expect(productOf(page).offers).not.toHaveProperty('priceSpecification')

      const similar = sectionText(page, 'similar-title')
      expect(textOf(similar)).toContain('Similar Carts for Sale')
      const links = [...new Set(hrefs(similar))]
      expect(links).toHaveLength(3)
      const grid = await gridIds()
      for (const link of links) {
        expect(link).toMatch(/^\/vehicles\//)
        expect(link).not.toBe(`/vehicles/${id}`)
        expect(grid).toContain(link.slice('/vehicles/'.length))
        await request(t.app).get(link).expect(200)
      }
    }
  })

  it('is off the grid, the inventory page and the sitemap; the API still answers with its sold status', async () => {
    expect(await gridIds()).not.toContain(id)
    expect(hrefs(await html('/inventory'))).not.toContain(`/vehicles/${id}`)
    expect(await sitemap()).not.toContain(`/vehicles/${id}<`)
    const api = await request(t.app).get(`/api/vehicles/${id}`).expect(200)
    expect(api.body).toMatchObject({ id, status: 'sold' })
    expect(typeof api.body.soldAt).toBe('string')
  })

  it(`is gone after SOLD_VISIBLE_DAYS: 410 with 'Vehicle Not Found' on both paths and in the API, never cached`, async () => {
    // Still there 13 days after the sale.
    await t.db.run('UPDATE vehicles SET sold_at = ? WHERE id = ?', [new Date(Date.now() - 13 * 86_400_000).toISOString(), id])
    await settle()
    await request(t.app).get(`/vehicles/${id}`).expect(200)

    await t.db.run('UPDATE vehicles SET sold_at = ? WHERE id = ?', [new Date(Date.now() - 15 * 86_400_000).toISOString(), id])
    await settle()
    for (const path of [`/vehicles/${id}`, `/vehicle/${id}`]) {
      const res = await request(t.app).get(path).set('Accept-Encoding', 'identity').expect(410)
      expect(h1Of(res.text)).toEqual(['Vehicle Not Found'])
      expect(textOf(res.text)).toContain("The vehicle you're looking for doesn't exist or has been removed.")
      expect(res.text).toMatch(/href="\/inventory"[^>]*>Back to Inventory/)
      expect(metaContent(res.text, 'robots')).toMatch(/noindex/)
      expect(res.headers['cache-control']).not.toBe(PAGE_CACHE_CONTROL)
    }
    const api = await request(t.app).get(`/api/vehicles/${id}`).expect(410)
    expect(api.body).toEqual({ error: 'Vehicle not found' })
    expect(api.headers['cache-control']).not.toBe(PUBLIC_API_CACHE)
    // An id that never was public stays 404.
    await request(t.app).get('/vehicles/no-such-cart').expect(404)
    await request(t.app).get('/api/vehicles/no-such-cart').expect(404)
  })
})

describe('the sold window', () => {
  it('follows SOLD_VISIBLE_DAYS (createServices soldVisibleDays)', async () => {
    // Services over one database with a window of 0 days: a unit is gone as soon as it is sold.
    const base = await createTestApp()
    const zero = await createTestApp({ services: createServices(base.db, { soldVisibleDays: 0 }) })
    try {
      const id = 'evolution-turfman-200'
      const record = await base.services.vehicleRecords.get(id)
      await request(zero.app).get(`/vehicles/${id}`).expect(200)
      expect((await base.services.vehicleRecords.update(CLI, id, { ...recordInput(record!), status: 'sold' })).ok).toBe(true)
      await settle()
      await request(zero.app).get(`/vehicles/${id}`).expect(410)
      await request(zero.app).get(`/api/vehicles/${id}`).expect(410)
      // The default window (14 days) keeps it up, with its SOLD page.
      expect(textOf((await request(base.app).get(`/vehicles/${id}`).expect(200)).text)).toContain('This cart has found a new owner.')
    } finally {
      await zero.close()
      await base.close()
    }
  })
})

describe('a deleted unit', () => {
  it('answers 410 on its page and in the API, and leaves the grid and the sitemap', async () => {
    const id = 'evolution-d5-ranger-6'
    expect((await t.services.vehicleRecords.remove(CLI, id)).ok).toBe(true)
    await settle()
    const page = await request(t.app).get(`/vehicles/${id}`).expect(410)
    expect(h1Of(page.text)).toEqual(['Vehicle Not Found'])
    expect((await request(t.app).get(`/api/vehicles/${id}`).expect(410)).body).toEqual({ error: 'Vehicle not found' })
    expect(await gridIds()).not.toContain(id)
    expect(await sitemap()).not.toContain(`/vehicles/${id}<`)
  })
})

describe('MSRP and the saving', () => {
  it('shows the MSRP struck through and the saving when the price is below it', async () => {
    // The seed sells the EV City at the featured $11,995 against its $15,000 list price.
    const page = await html('/vehicles/denago-ev-city')
    const text = textOf(page)
    expect(page).toContain('<s>$15,000</s>')
    expect(text).toContain('MSRP $15,000')
    expect(text).toContain('$11,995')
    expect(text).toContain('You save $3,005')
    expect(productOf(page).offers).toMatchObject({
      price: 11995,
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: 15000, priceCurrency: 'USD' },
    })
  })

  it('shows neither when the price is at or above the MSRP, or there is none', async () => {
    // At list price; above it (the featured D6 Max XT4 at $16,995 against $15,595); a trade-in without an MSRP.
    for (const id of ['denago-ev-nomad', 'evolution-d6-max-xt4', 'pre-owned-2023-evolution-classic-4-pro']) {
      const page = await html(`/vehicles/${id}`)
      expect(textOf(page), id).not.toContain('MSRP')
      expect(textOf(page), id).not.toContain('You save')
      expect(page).not.toContain('<s>')
      expect(productOf(page).offers).not.toHaveProperty('priceSpecification')
    }
  })

  it('follows a price change within the cache’s second', async () => {
    await edit('denago-ev-nomad', { price: 7995 })
    await settle()
    const text = textOf(await html('/vehicles/denago-ev-nomad'))
    expect(text).toContain('MSRP $8,495')
    expect(text).toContain('You save $500')
    await edit('denago-ev-nomad', { price: 8495 })
  })
})

describe("a unit's own details", () => {
  it('lists year, colour, stock number and odometer in the specification list, only where present', async () => {
    const id = 'evolution-classic-4-plus'
    const specs = (page: string) => textOf(page.slice(page.indexOf('<dl class="spec-list">'), page.indexOf('</dl>', page.indexOf('<dl class="spec-list">'))))
    const before = specs(await html(`/vehicles/${id}`))
    expect(before).not.toMatch(/Year|Color|Stock Number|Mileage|Hour Meter/)

    await edit(id, { year: 2025, color: 'Champagne Metallic', stockNumber: 'LC-2041', odometer: 12, odometerUnit: 'hours' })
    await settle()
    const after = specs(await html(`/vehicles/${id}`))
    expect(after).toContain('Year 2025')
    expect(after).toContain('Color Champagne Metallic')
    expect(after).toContain('Stock Number LC-2041')
    expect(after).toContain('Hour Meter 12 hours')
    // The spec's specifications follow.
    expect(after).toContain('Top Speed 20 mph')

    await edit(id, { odometer: 1250, odometerUnit: 'miles' })
    await settle()
    expect(specs(await html(`/vehicles/${id}`))).toContain('Mileage 1,250 miles')
  })
})
