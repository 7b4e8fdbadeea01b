import { describe, expect, it } from 'vitest'
import { absoluteUrl, fullTitle, resolveHead, serializeJsonLd, TITLE_SUFFIX } from './head'

describe('head helpers', () => {
  it('appends the business name once', () => {
    expect(fullTitle('Inventory')).toBe(`Inventory${TITLE_SUFFIX}`)
    expect(fullTitle(`Allentown Golf Cart Rentals${TITLE_SUFFIX}`)).toBe(`Allentown Golf Cart Rentals${TITLE_SUFFIX}`)
  })

  it('builds canonical URLs on the public origin without query or hash', () => {
    expect(absoluteUrl('https://www.example.com', '/inventory?brand=denago#x')).toBe('https://www.example.com/inventory')
    expect(absoluteUrl('https://www.example.com/', '/')).toBe('https://www.example.com/')
    // Odd request paths never throw or escape the origin.
    expect(absoluteUrl('https://www.example.com', '/\\')).toMatch(/^https:\/\/www\.example\.com\//)
    expect(absoluteUrl('https://www.example.com', '//evil.example/x')).toMatch(/^https:\/\/www\.example\.com\//)
  })

  it('never lets JSON-LD close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', amp: 'a & b' })
    expect(text).not.toMatch(/<|>|&/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', amp: 'a & b' })
  })

  it('always carries the business and adds the page data with its context', () => {
    const head = resolveHead(
      { title: 'Vehicle', description: 'd', path: '/vehicles/x', jsonLd: [{ '@type': 'Product', name: 'x' }] },
      'https://www.example.com',
      '/vehicle/x',
    )
    expect(head.canonical).toBe('https://www.example.com/vehicles/x')
    expect(head.jsonLd.map((d) => d['@type'])).toEqual([['AutoDealer', 'LocalBusiness'], 'Product'])
    expect(head.jsonLd[1]['@context']).toBe('https://schema.org')
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/ratingValue|reviewCount|aggregateRating/)
  })
})
