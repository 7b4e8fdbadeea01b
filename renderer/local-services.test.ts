import { describe, expect, it } from 'vitest'
import { localServiceJsonLd } from './local-services'

describe('local services in JSON-LD', () => {
  it('become a Service with sales, rentals and repairs offers in JSON-LD', () => {
    const data = localServiceJsonLd('https://example.com', { name: 'Emmaus Borough', path: '/emmaus-borough-golf-carts', rentalsPath: '/rentals/emmaus' })
    expect(data).toMatchObject({ '@type': 'Service', url: 'https://example.com/emmaus-borough-golf-carts', provider: { '@id': 'https://example.com/#business' } })
    const offers = (data.hasOfferCatalog as { itemListElement: Array<Record<string, unknown>> }).itemListElement
    expect(offers.map((o) => o.url)).toEqual(['https://example.com/inventory', 'https://example.com/rentals/emmaus', 'https://example.com/services'])
  })
})
