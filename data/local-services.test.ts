import { describe, expect, it } from 'vitest'
import { localServiceJsonLd, RENTALS_FROM_TEXT, REPAIRS_PRICE_TEXT, SALES_FROM_TEXT, townRentalsPath } from './local-services'
import { findTownBySlug } from './towns'

describe('townRentalsPath', () => {
  it("is the town's own rental page, its township's, or the rentals overview", () => {
    expect(townRentalsPath(findTownBySlug('emmaus')!)).toBe('/rentals/emmaus')
    expect(townRentalsPath(findTownBySlug('center-valley')!)).toBe('/rentals/upper-saucon')
    expect(townRentalsPath(findTownBySlug('schnecksville')!)).toBe('/rentals/north-whitehall')
    // Upper Milford Township has no rental page of its own.
    expect(townRentalsPath(findTownBySlug('zionsville')!)).toBe('/rentals')
  })
})

describe('local offers', () => {
  it('state the published starting prices', () => {
    expect(SALES_FROM_TEXT).toBe('From $4,995')
    expect(RENTALS_FROM_TEXT).toBe('From $245/day')
    expect(REPAIRS_PRICE_TEXT).toMatch(/^Price varies/)
  })

  it('become a Service with sales, rentals and repairs offers in JSON-LD', () => {
    const data = localServiceJsonLd('https://example.com', { name: 'Emmaus Borough', path: '/emmaus-borough-golf-carts', rentalsPath: '/rentals/emmaus' })
    expect(data).toMatchObject({ '@type': 'Service', url: 'https://example.com/emmaus-borough-golf-carts', provider: { '@id': 'https://example.com/#business' } })
    const offers = (data.hasOfferCatalog as { itemListElement: Array<Record<string, unknown>> }).itemListElement
    expect(offers.map((o) => o.url)).toEqual(['https://example.com/inventory', 'https://example.com/rentals/emmaus', 'https://example.com/services'])
  })
})
