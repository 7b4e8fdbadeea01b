import { describe, expect, it } from 'vitest'
import { vehicleBadge, primaryImage, PLACEHOLDER_IMAGE } from './vehicle'

describe('vehicleBadge', () => {
  it('says NEW for new vehicles whatever the stock, otherwise In Stock or Out of Stock', () => {
    expect(vehicleBadge({ isNew: true, inStock: false })).toBe('NEW')
    expect(vehicleBadge({ isNew: true, inStock: true })).toBe('NEW')
    expect(vehicleBadge({ isNew: false, inStock: true })).toBe('In Stock')
    expect(vehicleBadge({ isNew: false, inStock: false })).toBe('Out of Stock')
    expect(vehicleBadge({ isNew: true, inStock: true, status: 'available' })).toBe('NEW')
  })

  it("says a pending or sold unit's sale state instead", () => {
    expect(vehicleBadge({ isNew: true, inStock: true, status: 'pending' })).toBe('Sale pending')
    expect(vehicleBadge({ isNew: false, inStock: true, status: 'sold' })).toBe('Sold')
  })
})

describe('primaryImage', () => {
  it('uses the first image, or the placeholder when there is none', () => {
    expect(primaryImage({ images: ['/a.svg', '/b.svg'] })).toBe('/a.svg')
    expect(primaryImage({ images: [] })).toBe(PLACEHOLDER_IMAGE)
  })
})
