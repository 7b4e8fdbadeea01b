import { describe, expect, it } from 'vitest'
import { BRANDS } from '#app/content/brands'
import { buildModelCard, buildSeriesCards, type BrandPageData } from '#app/domain/vehicles/brand-lineup'
import { seedVehicles } from '#app/server/inventory'
import { brandJsonLd, offerJsonLd } from './head'

const ORIGIN = 'https://www.example.com'

describe('brand structured data', () => {
  it('maps stock and condition to schema.org values', () => {
    const base = { id: 'x', price: 9995, status: 'available' as const }
    expect(offerJsonLd(ORIGIN, { ...base, inStock: true, isNew: true })).toMatchObject({
      '@type': 'Offer',
      price: 9995,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: 'https://www.example.com/vehicles/x',
      seller: { '@id': 'https://www.example.com/#business' },
    })
    expect(offerJsonLd(ORIGIN, { ...base, inStock: false, isNew: false })).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    })
    // A unit with a buyer's deposit is reserved; a sold one is sold out, whatever its stock flag says.
    expect(offerJsonLd(ORIGIN, { ...base, inStock: true, isNew: true, status: 'pending' }).availability).toBe('https://schema.org/Reserved')
    expect(offerJsonLd(ORIGIN, { ...base, inStock: true, isNew: true, status: 'sold' }).availability).toBe('https://schema.org/SoldOut')
  })

  it("gives the unit's price as the offer and the manufacturer's price the card shows as its list price", () => {
    const offer = offerJsonLd(ORIGIN, { id: 'x', price: 11995, msrp: 15000, inStock: true, isNew: true, status: 'available' })
    expect(offer).toMatchObject({
      price: 11995,
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: 15000, priceCurrency: 'USD' },
    })
    expect(offerJsonLd(ORIGIN, { id: 'x', price: 11995, inStock: true, isNew: true, status: 'available' })).not.toHaveProperty('priceSpecification')
  })

  it('describes the brand, its line-up as products with offers, and the breadcrumb', () => {
    const brand = BRANDS.denago
    const vehicles = seedVehicles.filter((v) => brand.lineupIds.includes(v.id))
    const data: BrandPageData = {
      slug: 'denago',
      brand: brand.brand,
      path: brand.path,
      head: brand.head,
      hero: brand.hero,
      about: brand.about,
      series: buildSeriesCards(brand, seedVehicles),
      lineup: vehicles.map((v) => buildModelCard(brand, v)),
      whyChoose: brand.whyChoose,
      cta: brand.cta,
    }
    const [brandLd, list, crumbs] = brandJsonLd(ORIGIN, data)
    expect(brandLd).toMatchObject({ '@type': 'Brand', name: 'Denago', url: 'https://www.example.com/denago' })
    expect(list['@type']).toBe('ItemList')
    const items = list.itemListElement as Array<{ position: number; item: Record<string, unknown> }>
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6])
    const city = items.find((i) => i.item.sku === 'denago-ev-city')!.item
    expect(city).toMatchObject({
      '@type': 'Product',
      '@id': 'https://www.example.com/vehicles/denago-ev-city#product',
      name: 'Denago EV City',
      url: 'https://www.example.com/vehicles/denago-ev-city',
    })
    expect(city.offers).toMatchObject({ price: 11995, priceCurrency: 'USD' })
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Denago', item: 'https://www.example.com/denago' }] })
    expect(JSON.stringify([brandLd, list])).not.toMatch(/aggregateRating|ratingValue|reviewCount/)
  })
})
