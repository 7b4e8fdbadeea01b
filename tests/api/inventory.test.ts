/**
 * The inventory list as the server renders it for any URL: the order (sort=), each filter
 * option's count of carts given the other filters, the 'Filters (n)' disclosure, and the
 * canonical address of filtered and sorted variants.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordInput, validateVehicleRecord } from '#app/domain/vehicles/record'
import { seedVehicles } from '#app/server/inventory'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, textOf } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const get = async (path: string) => (await request(t.app).get(path).expect(200)).text
const cardNames = (html: string) => [...html.matchAll(/class="vehicle-card-title">([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]).trim())
const priceOf = (name: string) => seedVehicles.find((v) => v.name === name)!.price
/** The options of one select, as "value=label", the selected one marked with a star. */
function optionsOf(html: string, id: string): string[] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? ''
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => `${m[2] ? '*' : ''}${m[1]}=${m[3]}`)
}

const isDenago = (v: (typeof seedVehicles)[number]) => v.brand === 'Denago'
const count = (test: (v: (typeof seedVehicles)[number]) => boolean) => seedVehicles.filter(test).length

describe('the order of the list', () => {
  it('renders /inventory?sort=price-desc&brand=denago highest price first, ties in the dealer order', async () => {
    const dealerOrder = cardNames(await get('/inventory?brand=denago'))
    expect(dealerOrder).toHaveLength(count(isDenago))
    const html = await get('/inventory?sort=price-desc&brand=denago')
    const names = cardNames(html)
    const prices = names.map(priceOf)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(new Set(prices).size).toBeGreaterThan(1)
    // Equal prices keep the order the dealer gave them.
    for (let i = 1; i < names.length; i++) {
      if (prices[i] === prices[i - 1]) expect(dealerOrder.indexOf(names[i])).toBeGreaterThan(dealerOrder.indexOf(names[i - 1]))
    }
    expect(names.sort()).toEqual([...dealerOrder].sort())
    expect(optionsOf(html, 'inventory-sort')).toContain('*price-desc=Highest price')
    expect(textOf(html)).toContain(`Showing ${count(isDenago)} of ${seedVehicles.length} total vehicles`)
  })

  it('sorts lowest price first and by name', async () => {
    const low = cardNames(await get('/inventory?sort=price-asc')).map(priceOf)
    expect(low).toHaveLength(seedVehicles.length)
    expect(low).toEqual([...low].sort((a, b) => a - b))
    const byName = cardNames(await get('/inventory?sort=name&category=ranger'))
    expect(byName.length).toBeGreaterThan(1)
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })))
  })

  it("keeps the dealer's order for no sort or an unknown one, and says so in the select", async () => {
    const dealerOrder = cardNames(await get('/inventory'))
    expect(dealerOrder).toEqual(seedVehicles.map((v) => v.name))
    for (const path of ['/inventory?sort=cheapest', '/inventory?sort=', '/inventory?sort=recommended']) {
      const html = await get(path)
      expect(cardNames(html), path).toEqual(dealerOrder)
      expect(optionsOf(html, 'inventory-sort')[0], path).toBe('*recommended=Recommended')
    }
  })
})

describe('counts per filter option', () => {
  it('renders each option with the carts it would leave, given the other filters', async () => {
    const html = await get('/inventory?sort=price-desc&brand=denago')
    const denago = count(isDenago)
    expect(optionsOf(html, 'filter-brand')).toEqual([
      `all=All Brands (${seedVehicles.length})`,
      `*denago=Denago (${denago})`,
      `evolution=Evolution (${count((v) => v.brand === 'Evolution')})`,
    ])
    const category = optionsOf(html, 'filter-category')
    expect(category[0]).toBe(`*all=All Categories (${denago})`)
    expect(category).toContain(`rover=Rover (${count((v) => isDenago(v) && /rover/i.test(v.category))})`)
    expect(category).toContain('ranger=Ranger (0)')
    expect(optionsOf(html, 'filter-price')).toEqual([
      `*all=All Prices (${denago})`,
      `under-15000=Under $15,000 (${count((v) => isDenago(v) && v.price < 15000)})`,
      `15000-25000=$15,000 - $25,000 (${count((v) => isDenago(v) && v.price >= 15000 && v.price <= 25000)})`,
      `over-25000=Over $25,000 (${count((v) => isDenago(v) && v.price > 25000)})`,
    ])
  })

  it('counts with the search text and two filters, and shows how many filters are active', async () => {
    const html = await get('/inventory?q=lithium&category=ranger&price=under-15000')
    const matches = (v: (typeof seedVehicles)[number]) => /lithium/i.test(`${v.name} ${v.description}`) && /ranger/i.test(v.category)
    expect(count((v) => matches(v) && v.price < 15000)).toBeGreaterThan(0)
    expect(optionsOf(html, 'filter-price')[1]).toBe(`*under-15000=Under $15,000 (${count((v) => matches(v) && v.price < 15000)})`)
    expect(optionsOf(html, 'filter-price')[0]).toBe(`all=All Prices (${count(matches)})`)
    expect(optionsOf(html, 'filter-brand')[2]).toBe(
      `evolution=Evolution (${count((v) => matches(v) && v.price < 15000 && v.brand === 'Evolution')})`,
    )
    expect(html).toMatch(/<summary[^>]*>Filters \(3\)<\/summary>/)
    expect(await get('/inventory?sort=name')).toMatch(/<summary[^>]*>Filters<\/summary>/)
  })
})

describe('the filters without JavaScript', () => {
  it('puts the filters in a disclosure of the GET form and the sort select in the same form', async () => {
    const html = await get('/inventory?brand=evolution&sort=newest')
    const form = /<form[^>]*id="([^"]+)"[^>]*>[\s\S]*?<\/form>/.exec(html)
    expect(form?.[0]).toMatch(/method="get"/)
    expect(form?.[0]).toMatch(/<details[^>]*>\s*<summary[^>]*>Filters \(1\)<\/summary>[\s\S]*name="brand"[\s\S]*Apply Filters/)
    expect(html).toMatch(new RegExp(`<select[^>]*name="sort"[^>]*form="${form?.[1]}"|<select[^>]*form="${form?.[1]}"[^>]*name="sort"`))
    // A submit button for the order alone, shown only when scripts do not run.
    expect(html).toMatch(new RegExp(`<noscript><button type="submit" form="${form?.[1]}"[^>]*>Sort</button></noscript>`))
  })

  it('keeps the chosen order when Clear All Filters empties the list of filters', async () => {
    const html = await get('/inventory?price=over-25000&sort=price-asc')
    expect(textOf(html)).toContain('No vehicles match your current filters.')
    expect(html).toMatch(/<a [^>]*href="\/inventory\?sort=price-asc"[^>]*>Clear All Filters<\/a>/)
  })
})

describe('canonical address', () => {
  it('is the unfiltered, unsorted list for every variant', async () => {
    for (const path of ['/inventory?sort=price-desc', '/inventory?sort=newest&brand=denago', '/inventory?brand=denago&category=rover&sort=name']) {
      expect(canonicalOf(await get(path)), path).toBe(`${TEST_ORIGIN}/inventory`)
    }
  })
})

// Last: it adds a cart to the inventory.
describe('newest listings', () => {
  const settle = () => new Promise((r) => setTimeout(r, INVENTORY_POLL_MS + 300))
  const idsInOrder = async (path: string) => [...(await get(path)).matchAll(/href="\/vehicles\/([^"]+)"/g)].map((m) => m[1])

  it('puts the most recently listed cart first; editing an older one does not move it', async () => {
    const source = (await t.services.vehicleRecords.get('evolution-classic-2-plus'))!
    const created = validateVehicleRecord({ ...recordInput(source), id: 'evolution-classic-2-plus-red', stockNumber: undefined, sortOrder: 999 })
    expect(created.ok).toBe(true)
    if (created.ok) expect((await t.services.vehicleRecords.create({ kind: 'cli' }, created.value)).ok).toBe(true)
    await settle()
    // Last in the dealer's order (its sort order), first among the newest.
    expect((await idsInOrder('/inventory')).at(-1)).toBe('evolution-classic-2-plus-red')
    const newest = await idsInOrder('/inventory?sort=newest')
    expect(newest[0]).toBe('evolution-classic-2-plus-red')
    expect(newest).toHaveLength(seedVehicles.length + 1)

    const edited = await t.services.vehicleRecords.update({ kind: 'cli' }, 'denago-ev-city', {
      ...recordInput((await t.services.vehicleRecords.get('denago-ev-city'))!),
      price: 11895,
    })
    expect(edited.ok).toBe(true)
    await settle()
    expect(await get('/inventory?sort=newest')).toContain('$11,895')
    expect(await idsInOrder('/inventory?sort=newest')).toEqual(newest)
  })
})
