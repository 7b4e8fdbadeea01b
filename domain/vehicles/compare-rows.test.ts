import { describe, expect, it } from 'vitest'
import { compareRows, type CompareRow, type CompareVehicle } from './compare-rows'

describe('compareRows', () => {
  const cart = (id: string, overrides: Partial<CompareVehicle> = {}): CompareVehicle => ({
    id,
    name: id,
    brand: 'Denago',
    category: 'Golf Cart',
    price: 9995,
    status: 'available',
    isNew: true,
    inStock: true,
    roadUse: 'golf-cart',
    image: '/x.svg',
    specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: 'Lithium', chargingTime: '4 h', payload: '800 lb', seatingCapacity: 4 },
    ...overrides,
  })
  const byLabel = (rows: CompareRow[], label: string) => rows.find((r) => r.label === label)!

  it('lists price, MSRP, the specifications, road use and status, one value per cart in order', () => {
    const rows = compareRows([cart('a'), cart('b', { price: 12500, msrp: 13995 })])
    expect(rows.map((r) => r.label)).toEqual(['Price', 'MSRP', 'Seating Capacity', 'Top Speed', 'Range', 'Battery Type', 'Charging Time', 'Payload', 'Road use', 'Status'])
    expect(byLabel(rows, 'Price').values).toEqual(['$9,995', '$12,500'])
    expect(byLabel(rows, 'MSRP').values).toEqual([undefined, '$13,995'])
  })

  it('prices a cart on sale at its sale price, with the regular one beside it, and names its road use', () => {
    const rows = compareRows([cart('a', { roadUse: 'lsv' }), cart('b', { price: 12500, sale: { price: 11500, endsText: 'Sale ends …' } })])
    expect(byLabel(rows, 'Price').values).toEqual(['$9,995', '$11,500 on sale (was $12,500)'])
    expect(byLabel(rows, 'Road use').values).toEqual(['Street legal (LSV)', 'Golf cart, not street legal'])
    expect(byLabel(rows, 'Road use').differs).toBe(true)
  })

  it('marks a row where the carts differ, not one where they agree', () => {
    const rows = compareRows([cart('a'), cart('b', { price: 12500, isNew: false })])
    expect(byLabel(rows, 'Price').differs).toBe(true)
    expect(byLabel(rows, 'Status').values).toEqual(['NEW', 'In Stock'])
    expect(byLabel(rows, 'Status').differs).toBe(true)
    expect(byLabel(rows, 'Range').differs).toBe(false)
  })

  it('does not count a missing value as a difference', () => {
    const rows = compareRows([cart('a'), cart('b', { specifications: { seatingCapacity: 4, payload: ' ' } }), cart('c', { specifications: { seatingCapacity: 4 } })])
    expect(byLabel(rows, 'Payload').values).toEqual(['800 lb', undefined, undefined])
    expect(byLabel(rows, 'Payload').differs).toBe(false)
    expect(byLabel(rows, 'MSRP').differs).toBe(false)
  })

  it('marks nothing with one cart', () => {
    expect(compareRows([cart('a')]).some((r) => r.differs)).toBe(false)
  })
})
