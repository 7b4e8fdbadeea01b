import { describe, expect, it } from 'vitest'
import { formatPrice, formatPriceCents } from './format'
import { vehicleBadge, primaryImage, PLACEHOLDER_IMAGE } from './vehicle'

describe('formatPrice', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatPrice(12995)).toBe('$12,995')
    expect(formatPrice(15000)).toBe('$15,000')
    expect(formatPrice(245)).toBe('$245')
    expect(formatPrice(1234.6)).toBe('$1,235')
  })
  it('gives each amount its own text, however many amounts it has seen', () => {
    for (let amount = 0; amount < 2500; amount++) expect(formatPrice(amount * 7)).toBe(`$${(amount * 7).toLocaleString('en-US')}`)
    expect(formatPrice(12995)).toBe('$12,995')
    expect(formatPrice(-5)).toBe('-$5')
  })
  it('keeps cents for renewal rates', () => {
    expect(formatPriceCents(228.34)).toBe('$228.34')
    expect(formatPriceCents(150)).toBe('$150')
  })
})

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
