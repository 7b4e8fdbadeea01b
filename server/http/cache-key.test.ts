import { describe, expect, it } from 'vitest'
import { cacheKey, pageQuery } from './cache-key'

describe('the response cache’s key for a URL', () => {
  it('is the path for a page that reads no query, whatever the query', () => {
    expect(cacheKey('/about')).toBe('/about')
    expect(cacheKey('/about?zzz=1&fbclid=2')).toBe('/about')
    expect(cacheKey('/about?')).toBe('/about')
    expect(cacheKey('/rentals?utm_source=news')).toBe('/rentals')
    expect(cacheKey('http://example.com/about?zzz=1')).toBe('/about')
    expect(cacheKey('/about#top')).toBe('/about')
  })

  it('keeps what the page reads, in name order, the last of a repeat, without empty values', () => {
    expect(cacheKey('/inventory?sort=price-asc&zzz=1&brand=denago&q=')).toBe('/inventory?brand=denago&sort=price-asc')
    expect(cacheKey('/inventory?brand=evolution&brand=denago')).toBe('/inventory?brand=denago')
    expect(cacheKey('/inventory/index.pageContext.json?category=ranger&zzz=1')).toBe('/inventory/index.pageContext.json?category=ranger')
    expect(cacheKey('/inventory?q=golf+cart')).toBe('/inventory?q=golf+cart')
    expect(cacheKey('/contact?utm_medium=email&utm_source=news&zzz=1')).toBe('/contact?utm_medium=email&utm_source=news')
    expect(cacheKey('/enquiries/rental?plan=6-seater&town=emmaus&zzz=1')).toBe('/enquiries/rental?plan=6-seater&town=emmaus')
    expect(cacheKey('/vehicles/denago-ev-city?utm_campaign=spring&gclid=1')).toBe('/vehicles/denago-ev-city?utm_campaign=spring')
  })

  it('keeps an empty value where the page tells it from none', () => {
    expect(cacheKey('/eco-impact?miles=&zzz=1')).toBe('/eco-impact?miles=')
  })

  it('keeps the path as sent', () => {
    expect(cacheKey('/%61bout?zzz=1')).toBe('/%61bout')
    expect(cacheKey('//about?zzz=1')).toBe('//about')
    expect(cacheKey('/inventory/../about?zzz=1')).toBe('/inventory/../about')
  })

  it('keys a Spanish page on what its English page reads', () => {
    expect(cacheKey('/es/inventory?sort=price-asc&brand=denago&fbclid=x')).toBe('/es/inventory?brand=denago&sort=price-asc')
    expect(cacheKey('/es/inventory/index.pageContext.json?brand=denago&zzz=1')).toBe('/es/inventory/index.pageContext.json?brand=denago')
    expect(cacheKey('/es/eco-impact?miles=&zzz=1')).toBe('/es/eco-impact?miles=')
    expect(cacheKey('/es/about?zzz=1')).toBe('/es/about')
    expect(cacheKey('/es/vehicles/denago-ev-city?price=12995&term=60')).toBeNull()
    expect(cacheKey('/es/compare?ids=a,b')).toBeNull()
    expect(cacheKey('/es/services')).toBeNull()
    expect(cacheKey('/es/services/booking')).toBeNull()
  })

  it('gives a page’s query as a link to it in another language keeps it: only what pages read', () => {
    expect(pageQuery('/inventory?sort=price-asc&brand=denago&fbclid=x')).toBe('?brand=denago&sort=price-asc')
    expect(pageQuery('/about?zzz=1')).toBe('')
    expect(pageQuery('/services?zzz=echo&utm_source=flyer')).toBe('?utm_source=flyer')
    expect(pageQuery('/services/booking?ref=S1&token=abc&fbclid=x')).toBe('?ref=S1&token=abc')
    expect(pageQuery('/es/compare?ids=a,b&zzz=1')).toBe('?ids=a%2Cb')
    expect(pageQuery('/rentals/reserve?plan=4-seater&start=2026-12-01&days=3&town=Emmaus#form')).toBe('?plan=4-seater&start=2026-12-01&days=3&town=Emmaus')
  })

  it('is null for the pages rendered per request', () => {
    expect(cacheKey('/vehicles/denago-ev-city?price=12995&term=60')).toBeNull()
    expect(cacheKey('/compare?ids=a,b')).toBeNull()
    expect(cacheKey('/compare?zzz=1')).toBeNull()
  })
})
