import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filterVehicles, filtersToQuery, matchesPrice, parseFilters, type InventoryFilters } from './inventory-filter'
import { seedVehicles } from './seed/vehicles'

const v = (name: string, brand: string, category: string, price: number, description = '') => ({ name, brand, category, price, description })
const list = [
  v('Denago EV City', 'Denago', 'EV City Street Legal', 11995, 'Street-legal LSV'),
  v('EVolution D5 Ranger 4', 'Evolution', 'D5 Ranger', 9195, 'Neighborhood cruiser'),
  v('EVolution D5 Maverick 6', 'Evolution', 'D5 Maverick', 11195, 'Lifted, off-road tires'),
  v('Denago EV Rover XL', 'Denago', 'EV Rover Utility', 9995, 'Dump bed'),
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

  it('gives every category of the seed inventory at least one match', () => {
    for (const category of ['ranger', 'maverick', 'forester', 'turfman', 'rover'] as const) {
      expect(filterVehicles(seedVehicles, f({ category })).length).toBeGreaterThan(0)
    }
  })
})

describe('URL query', () => {
  it('round-trips and leaves defaults out', () => {
    const filters = f({ q: 'd6', brand: 'evolution', category: 'ranger', price: '15000-25000' })
    const query = filtersToQuery(filters)
    expect(query).toBe('?q=d6&brand=evolution&category=ranger&price=15000-25000')
    expect(parseFilters(new URLSearchParams(query))).toEqual(filters)
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('')
  })

  it('treats unknown values as "all" and caps the search text', () => {
    expect(parseFilters({ brand: 'tesla', category: '<script>', price: '1-2', q: 'x'.repeat(500) })).toEqual({
      ...DEFAULT_FILTERS,
      q: 'x'.repeat(100),
    })
  })
})
