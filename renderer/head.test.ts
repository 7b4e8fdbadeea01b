import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { siteFacts } from '../domain/settings/facts'
import { SEED_SETTINGS } from '../domain/settings/settings'
import { absoluteUrl, businessJsonLd, fullTitle, resolveHead, serializeJsonLd, TITLE_SUFFIX } from './head'

const FACTS = siteFacts(SEED_SETTINGS, Date.parse('2026-11-24T15:00:00Z'))

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

  it('builds the same URL as the URL parser for any origin and path', () => {
    const byParser = (origin: string, path: string) => {
      const url = new URL(origin)
      url.pathname = path.split(/[?#]/)[0] || '/'
      return url.href
    }
    const origins = fc.constantFrom('https://www.example.com', 'http://127.0.0.1:3999', 'https://example.com/', 'https://user:pw@example.com', 'https://example.com/base/')
    const path = fc.stringMatching(/^[/a-zA-Z0-9._~%?#\\ é-]{0,24}$/)
    fc.assert(
      fc.property(origins, path, (origin, p) => {
        expect(absoluteUrl(origin, p)).toBe(byParser(origin, p))
      }),
      { numRuns: 5000 },
    )
    for (const p of ['/', '', '/inventory', '/a/./b', '/a/../b', '/..', '/.x', '//x', '/a//b', '/x/', '/a b', '/é', '/%2e%2e/x', 'inventory'])
      for (const origin of ['https://www.example.com', 'https://example.com/base/']) expect(absoluteUrl(origin, p)).toBe(byParser(origin, p))
  })

  it('never lets JSON-LD close its script element', () => {
    const data = { name: '</script><script>alert(1)</script>', amp: 'a & b', separators: 'line\u2028paragraph\u2029' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/)
    expect(JSON.parse(text)).toEqual(data)
  })

  it('always carries the business and adds the page data with its context', () => {
    const head = resolveHead(
      { title: 'Vehicle', description: 'd', path: '/vehicles/x', jsonLd: [{ '@type': 'Product', name: 'x' }] },
      'https://www.example.com',
      '/vehicle/x',
      FACTS,
    )
    expect(head.canonical).toBe('https://www.example.com/vehicles/x')
    expect(head.jsonLd.map((d) => d['@type'])).toEqual([['AutoDealer', 'LocalBusiness'], 'Product'])
    expect(head.jsonLd[1]['@context']).toBe('https://schema.org')
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/ratingValue|reviewCount|aggregateRating/)
  })

  it('takes the business’s phones, address, hours and closures from the dealer’s settings', () => {
    const settings = {
      ...SEED_SETTINGS,
      phones: { ...SEED_SETTINGS.phones, main: { e164: '+18885550100', display: '(888) 555-0100' } },
      closures: [
        { date: '2026-11-26', departments: ['showroom' as const], reason: 'Thanksgiving' },
        { date: '2026-12-24', departments: ['showroom' as const], reason: 'Christmas Eve', opens: '09:00', closes: '13:00' },
        { date: '2026-11-27', departments: ['service' as const], reason: 'Inventory day' },
      ],
    }
    const data = businessJsonLd('https://www.example.com', siteFacts(settings, Date.parse('2026-11-24T15:00:00Z')))
    expect(data.telephone).toBe('+18885550100')
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-11-26', validThrough: '2026-11-26' },
      { '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '13:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
    ])
    expect(businessJsonLd('https://www.example.com', FACTS)).not.toHaveProperty('specialOpeningHoursSpecification')
  })
})
