import { describe, expect, it } from 'vitest'
import { RENTALS_FROM_TEXT, REPAIRS_PRICE_TEXT, SALES_FROM_TEXT, townRentalsPath } from './local-services'
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

})

describe('local offers in Spanish', () => {
  it('state the same starting prices', async () => {
    const { LOCAL_PRICE_TEXTS_ES } = await import('./local-services-es')
    expect(LOCAL_PRICE_TEXTS_ES.salesFrom).toBe('Desde $4,995')
    expect(LOCAL_PRICE_TEXTS_ES.rentalsFrom).toBe('Desde $245/día')
    expect(LOCAL_PRICE_TEXTS_ES.repairs).toBe('El precio varía según la reparación; mano de obra $155/hora')
  })
})
