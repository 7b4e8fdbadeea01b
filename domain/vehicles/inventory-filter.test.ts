import { describe, expect, it } from 'vitest'
import {
  BRAND_OPTIONS,
  CATEGORY_OPTIONS,
  DEFAULT_FILTERS,
  PRICE_OPTIONS,
  ROAD_OPTIONS,
  activeFilterCount,
  filterVehicles,
  filtersToQuery,
  matchesPrice,
  optionCounts,
  parseFilters,
  sortVehicles,
  type InventoryFilters,
} from './inventory-filter'
import { seedVehicles } from '#app/server/inventory'
import type { RoadUse } from './road-use'

const v = (name: string, brand: string, category: string, price: number, description = '', roadUse: RoadUse = 'golf-cart') => ({ name, brand, category, price, description, roadUse })
const list = [
  v('Denago EV City', 'Denago', 'EV City Street Legal', 11995, 'Street-legal LSV', 'lsv'),
  v('EVolution D5 Ranger 4', 'Evolution', 'D5 Ranger', 9195, 'Neighborhood cruiser'),
  v('EVolution D5 Maverick 6', 'Evolution', 'D5 Maverick', 11195, 'Lifted, off-road tires'),
  v('Denago EV Rover XL', 'Denago', 'EV Rover Utility', 9995, 'Dump bed', 'off-road'),
  v('Edge A', 'Evolution', 'D6 Max', 14999),
  v('Edge B', 'Evolution', 'D6 Max', 15000),
  v('Edge C', 'Evolution', 'D6 Max', 25000),
  v('Edge D', 'Evolution', 'D6 Max', 25001),
]
const f = (patch: Partial<InventoryFilters>): InventoryFilters => ({ ...DEFAULT_FILTERS, ...patch })
const names = (patch: Partial<InventoryFilters>) => filterVehicles(list, f(patch)).map((x) => x.name)

describe('price bands', () => {
  it('puts 15000 and 25000 in the middle band, 14999 below and 25001 above', () => {
    expect(matchesPrice(14999, 'under-15000')).toBe(true)
    expect(matchesPrice(15000, 'under-15000')).toBe(false)
    expect(matchesPrice(15000, '15000-25000')).toBe(true)
    expect(matchesPrice(25000, '15000-25000')).toBe(true)
    expect(matchesPrice(25001, '15000-25000')).toBe(false)
    expect(matchesPrice(25000, 'over-25000')).toBe(false)
    expect(matchesPrice(25001, 'over-25000')).toBe(true)
    expect(names({ price: '15000-25000' })).toEqual(['Edge B', 'Edge C'])
    expect(names({ price: 'over-25000' })).toEqual(['Edge D'])
  })
})

describe('filters', () => {
  it('searches name or description, ignoring case and surrounding spaces', () => {
    expect(names({ q: 'denago' })).toEqual(['Denago EV City', 'Denago EV Rover XL'])
    expect(names({ q: '  OFF-ROAD ' })).toEqual(['EVolution D5 Maverick 6'])
    expect(names({ q: 'nothing like this' })).toEqual([])
  })

  it('filters by brand and by category substring', () => {
    expect(names({ brand: 'denago' })).toEqual(['Denago EV City', 'Denago EV Rover XL'])
    expect(names({ category: 'rover' })).toEqual(['Denago EV Rover XL'])
    expect(names({ category: 'maverick', brand: 'denago' })).toEqual([])
  })

  it('combines every filter', () => {
    expect(names({ brand: 'evolution', category: 'ranger', price: 'under-15000', q: 'cruiser' })).toEqual(['EVolution D5 Ranger 4'])
  })

  it('filters by road use: street legal, golf cart or off-road', () => {
    expect(names({ road: 'lsv' })).toEqual(['Denago EV City'])
    expect(names({ road: 'off-road' })).toEqual(['Denago EV Rover XL'])
    expect(names({ road: 'golf-cart' })).toHaveLength(6)
    expect(names({ road: 'lsv', brand: 'evolution' })).toEqual([])
    expect(ROAD_OPTIONS.map((o) => o.value)).toEqual(['all', 'lsv', 'golf-cart', 'off-road'])
  })

  it('filters and sorts by the price a shopper pays: the sale price while a special is on', () => {
    const onSale = [...list, { ...v('Sale cart', 'Denago', 'EV City Street Legal', 15500), sale: { price: 14500 } }]
    expect(filterVehicles(onSale, f({ price: 'under-15000', q: 'sale' })).map((x) => x.name)).toEqual(['Sale cart'])
    expect(sortVehicles([{ name: 'A', price: 10000 }, { name: 'B', price: 12000, sale: { price: 9000 } }], 'price-asc').map((x) => x.name)).toEqual(['B', 'A'])
  })

  it('gives every category of the seed inventory at least one match', () => {
    for (const category of ['ranger', 'maverick', 'forester', 'turfman', 'rover'] as const) {
      expect(filterVehicles(seedVehicles, f({ category })).length).toBeGreaterThan(0)
    }
  })
})

describe('URL query', () => {
  it('round-trips and leaves defaults out', () => {
    const filters = f({ q: 'd6', brand: 'evolution', category: 'ranger', price: '15000-25000', road: 'lsv', sort: 'price-desc' })
    const query = filtersToQuery(filters)
    expect(query).toBe('?q=d6&brand=evolution&category=ranger&price=15000-25000&road=lsv&sort=price-desc')
    expect(parseFilters(new URLSearchParams(query))).toEqual(filters)
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('')
    // The dealer's order is the default: never in the URL.
    expect(filtersToQuery(f({ brand: 'denago', sort: 'recommended' }))).toBe('?brand=denago')
    expect(parseFilters(new URLSearchParams('sort=newest')).sort).toBe('newest')
  })

  it("treats unknown values as 'all' (the dealer's order for the sort) and caps the search text", () => {
    expect(parseFilters({ brand: 'tesla', category: '<script>', price: '1-2', road: 'highway', sort: 'cheapest', q: 'x'.repeat(500) })).toEqual({
      ...DEFAULT_FILTERS,
      q: 'x'.repeat(100),
    })
    expect(parseFilters(new URLSearchParams('sort=PRICE-ASC&sort=')).sort).toBe('recommended')
  })
})

describe('order', () => {
  // In the dealer's order; A and C cost the same, as do B and D; D and E were listed at the same moment; F has no listing date.
  const s = (name: string, price: number, listedAt?: string) => ({ name, price, ...(listedAt ? { listedAt } : {}) })
  const dealer = [
    s('Turfman 800', 16995, '2026-03-01T10:00:00.000Z'),
    s('Classic 2', 9995, '2026-01-15T09:00:00.000Z'),
    s('Carrier 8', 16995, '2026-05-20T12:30:00.000Z'),
    s('carrier 6', 9995, '2026-06-02T08:00:00.000Z'),
    s('D5 Ranger 4', 12500, '2026-06-02T08:00:00.000Z'),
    s('Classic 10', 11000),
  ]
  const order = (sort: InventoryFilters['sort']) => sortVehicles(dealer, sort).map((x) => x.name)

  it("keeps the dealer's order by default, in a new array", () => {
    const sorted = sortVehicles(dealer, 'recommended')
    expect(sorted).toEqual(dealer)
    expect(sorted).not.toBe(dealer)
  })

  it("sorts by price both ways, ties in the dealer's order", () => {
    expect(order('price-asc')).toEqual(['Classic 2', 'carrier 6', 'Classic 10', 'D5 Ranger 4', 'Turfman 800', 'Carrier 8'])
    expect(order('price-desc')).toEqual(['Turfman 800', 'Carrier 8', 'D5 Ranger 4', 'Classic 10', 'Classic 2', 'carrier 6'])
  })

  it("puts the most recently listed first, ties in the dealer's order and units without a date last", () => {
    expect(order('newest')).toEqual(['carrier 6', 'D5 Ranger 4', 'Carrier 8', 'Turfman 800', 'Classic 2', 'Classic 10'])
  })

  it("sorts by name ignoring case, with numbers in numeric order, ties in the dealer's order", () => {
    expect(order('name')).toEqual(['carrier 6', 'Carrier 8', 'Classic 2', 'Classic 10', 'D5 Ranger 4', 'Turfman 800'])
    const same = [s('Twin', 2), s('twin', 1), s('TWIN', 3)]
    expect(sortVehicles(same, 'name').map((x) => x.price)).toEqual([2, 1, 3])
  })

  it("leaves the list in the dealer's order for a sort value the URL made up", () => {
    expect(sortVehicles(dealer, parseFilters({ sort: 'price' }).sort)).toEqual(dealer)
  })

  it('never changes the list it is given', () => {
    const copy = [...dealer]
    sortVehicles(dealer, 'price-desc')
    expect(dealer).toEqual(copy)
  })
})

describe('counts per option', () => {
  it("counts each option with the other filters as they are, ignoring the filter's own value", () => {
    // Brand is Denago: each brand option counts with brand swapped, the others with brand kept.
    const filters = f({ brand: 'denago', sort: 'price-desc' })
    expect(optionCounts(list, filters, 'brand')).toEqual([8, 2, 6])
    expect(BRAND_OPTIONS.map((o) => o.value)).toEqual(['all', 'denago', 'evolution'])
    expect(optionCounts(list, filters, 'category')).toEqual([2, 0, 0, 0, 0, 1])
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual(['all', 'ranger', 'maverick', 'forester', 'turfman', 'rover'])
    expect(optionCounts(list, filters, 'price')).toEqual([2, 2, 0, 0])
    expect(optionCounts(list, filters, 'road')).toEqual([2, 1, 0, 1])
  })

  it('combines with the search text and the other selects', () => {
    const filters = f({ q: 'edge', price: '15000-25000' })
    expect(optionCounts(list, filters, 'price')).toEqual([4, 1, 2, 1])
    expect(PRICE_OPTIONS.map((o) => o.value)).toEqual(['all', 'under-15000', '15000-25000', 'over-25000'])
    expect(optionCounts(list, filters, 'brand')).toEqual([2, 0, 2])
  })

  it("gives the selected option the list's own count", () => {
    const filters = f({ brand: 'evolution', category: 'ranger' })
    const shown = filterVehicles(list, filters).length
    expect(optionCounts(list, filters, 'brand')[BRAND_OPTIONS.findIndex((o) => o.value === 'evolution')]).toBe(shown)
    expect(optionCounts(list, filters, 'category')[CATEGORY_OPTIONS.findIndex((o) => o.value === 'ranger')]).toBe(shown)
    expect(optionCounts(list, filters, 'price')[0]).toBe(shown)
  })

  it('counts the active filters, not the order', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0)
    expect(activeFilterCount(f({ sort: 'newest', q: '   ' }))).toBe(0)
    expect(activeFilterCount(f({ brand: 'denago', price: 'over-25000', sort: 'name' }))).toBe(2)
    expect(activeFilterCount(f({ q: 'lifted', brand: 'evolution', category: 'rover', price: 'under-15000' }))).toBe(4)
  })
})
