import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '#app/content/brands'
import { buildModelCard, buildSeriesCards, driveType, loadBrandPage, modelHref, modelLinkTargets, startingPriceText, withoutBrand } from './brand-lineup'
import { seedVehicles } from '#app/server/inventory'
import type { Vehicle } from './vehicle'

const inventory: Vehicle[] = seedVehicles.map(({ sortOrder: _sortOrder, ...v }) => v)
const byId = new Map(inventory.map((v) => [v.id, v]))

describe('brand page helpers', () => {
  it('names the drive type from the battery voltage', () => {
    expect(driveType('48V Lithium')).toBe('Electric (48V)')
    expect(driveType('72V Lithium')).toBe('Electric (72V)')
    expect(driveType('Lithium')).toBe('Electric')
  })

  it('writes the starting price of the cheapest vehicle through the one price formatter', () => {
    expect(startingPriceText([{ price: 9995 }, { price: 8495 }, { price: 11995 }])).toBe('Starting at $8,495')
    expect(startingPriceText([])).toBe('Call for pricing')
  })

  it('drops only a leading brand word from a model name', () => {
    expect(withoutBrand('EVolution D5 Ranger 4 Plus', 'Evolution')).toBe('D5 Ranger 4 Plus')
    expect(withoutBrand('Denago EV City', 'Denago')).toBe('EV City')
    expect(withoutBrand('Pre-Owned 2023 Denago EV Nomad', 'Denago')).toBe('Pre-Owned 2023 Denago EV Nomad')
  })
})

describe('brand content', () => {
  it('has the spec series titles in order', () => {
    expect(BRANDS.denago.series.map((s) => s.title)).toEqual(['EV CITY', 'EV NOMAD', 'EV ROVER'])
    expect(BRANDS.evolution.series.map((s) => s.title)).toEqual(['D5 RANGER', 'D5 MAVERICK', 'CLASSIC', 'CARRIER', 'FORESTER', 'TURFMAN', 'D6 MAX'])
  })

  it('builds a six-model line-up of existing vehicles of the right brand', () => {
    expect(BRANDS.denago.lineupIds).toEqual(['denago-ev-city', 'denago-ev-nomad', 'denago-ev-nomad-xl', 'denago-ev-rover-xl', 'denago-ev-rover-xl6', 'denago-ev-rover-xxl'])
    expect(BRANDS.evolution.lineupIds).toContain('evolution-d6-max-xt4')
    for (const brand of Object.values(BRANDS)) {
      expect(new Set(brand.lineupIds).size).toBe(6)
      for (const id of brand.lineupIds) expect(byId.get(id)?.brand, id).toBe(brand.brand)
    }
  })

  it('matches every series to new vehicles of the seed inventory and uses artwork that exists', () => {
    for (const brand of Object.values(BRANDS)) {
      for (const card of buildSeriesCards(brand, inventory)) {
        expect(card.vehicles.length, card.title).toBeGreaterThan(0)
        expect(existsSync(new URL(`../../public${card.image}`, import.meta.url)), card.image).toBe(true)
      }
    }
  })
})

describe('series and model cards', () => {
  it('start each series at its cheapest new vehicle, ignoring pre-owned units and other brands', () => {
    const [, classic] = buildSeriesCards(
      { ...BRANDS.evolution, series: [BRANDS.evolution.series[0], BRANDS.evolution.series[2]] },
      inventory,
    )
    expect(classic.title).toBe('CLASSIC')
    // The pre-owned Classic 4 Pro at $4,995 is not a new Classic.
    expect(classic.startingPriceText).toBe('Starting at $6,695')
    expect(classic.vehicles.map((v) => v.id)).toEqual(['evolution-classic-2-plus', 'evolution-classic-2-pro', 'evolution-classic-4-plus', 'evolution-classic-4-pro'])
    expect(classic.vehicles[0]).toEqual({ id: 'evolution-classic-2-plus', name: 'EVolution Classic 2 Plus', label: 'Classic 2 Plus', href: '/vehicles/classic-2-plus' })
  })

  it('links Evolution models by the dashed model name without the brand, and Denago models by their id (the spec’s words)', () => {
    expect(modelHref(BRANDS.evolution, { id: 'evolution-d5-ranger-2-2-plus', name: 'EVolution D5 Ranger 2+2 Plus' })).toBe('/vehicles/d5-ranger-2-2-plus')
    expect(modelHref(BRANDS.denago, { id: 'denago-ev-city', name: 'Denago EV City' })).toBe('/vehicles/denago-ev-city')
    expect(modelLinkTargets('d5-ranger-2-2-plus')).toEqual(['evolution-d5-ranger-2-2-plus'])
    // Every Evolution link the page shows stands for a vehicle that exists.
    const cards = buildSeriesCards(BRANDS.evolution, inventory).flatMap((card) => card.vehicles)
    for (const card of cards) expect(modelLinkTargets(card.href.slice('/vehicles/'.length))).toContain(card.id)
  })

  it('starts a series at the price a shopper pays while a special is on', () => {
    const onSale = inventory.map((v) => (v.id === 'evolution-classic-2-plus' ? { ...v, sale: { price: 5995, endsAt: '2026-12-01T05:00:00.000Z', endsText: '', specialId: 1, title: 'x' } } : v))
    const [, classic] = buildSeriesCards({ ...BRANDS.evolution, series: [BRANDS.evolution.series[0], BRANDS.evolution.series[2]] }, onSale)
    expect(classic.startingPriceText).toBe('Starting at $5,995')
  })

  it("shows the manufacturer's price labelled MSRP (the unit's price stays its offer), the series title and the four specs of a vehicle", () => {
    const card = buildModelCard(BRANDS.evolution, byId.get('evolution-d6-max-xt4')!)
    expect(card).toMatchObject({
      id: 'evolution-d6-max-xt4',
      name: 'EVolution D6 Max XT4',
      series: 'D6 MAX',
      image: '/images/carts/evolution-d6-4.svg',
      price: 16995,
      msrp: 15595,
      priceText: 'MSRP $15,595',
      specs: { seats: 4, range: '45 miles', topSpeed: '28 mph', driveType: 'Electric (72V)' },
      inStock: true,
      isNew: true,
    })
    expect(card.features).toHaveLength(4)
    // Without an MSRP in the inventory the card shows the unit's price, unlabelled.
    const { msrp: _none, ...noMsrp } = byId.get('evolution-d6-max-xt4')!
    expect(buildModelCard(BRANDS.evolution, noMsrp).priceText).toBe('$16,995')
  })

  it('loads the page from the repository, so a price or MSRP change in the inventory shows on the page', async () => {
    const changed = inventory.map((v) => (v.id === 'denago-ev-nomad' ? { ...v, price: 7995, msrp: 8295 } : v))
    const requested: string[][] = []
    const data = await loadBrandPage('denago', {
      list: async () => changed,
      getMany: async (ids) => {
        requested.push([...ids])
        return ids.flatMap((id) => changed.find((v) => v.id === id) ?? [])
      },
    })
    expect(requested).toEqual([[...BRANDS.denago.lineupIds]])
    expect(data.lineup.find((c) => c.id === 'denago-ev-nomad')?.priceText).toBe('MSRP $8,295')
    expect(data.series.find((s) => s.title === 'EV NOMAD')?.startingPriceText).toBe('Starting at $7,995')
    // Nothing of the other brand is sent to the page.
    expect(JSON.stringify(data)).not.toMatch(/Evolution|D5 RANGER/)
  })

  it('leaves out a line-up vehicle the inventory no longer has, so no link points nowhere', async () => {
    const without = inventory.filter((v) => v.id !== 'denago-ev-rover-xxl')
    const data = await loadBrandPage('denago', {
      list: async () => without,
      getMany: async (ids) => ids.flatMap((id) => without.find((v) => v.id === id) ?? []),
    })
    expect(data.lineup.map((c) => c.id)).not.toContain('denago-ev-rover-xxl')
    expect(data.lineup).toHaveLength(5)
  })
})
