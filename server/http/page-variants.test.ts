import { describe, expect, it } from 'vitest'
import { rendersPerRequest } from './vike'

describe('pages rendered per request (never kept in the page cache)', () => {
  it('are vehicle pages carrying the payment estimate’s query, in any request form', () => {
    expect(rendersPerRequest('/vehicles/denago-ev-city?price=12995&down=0&apr=6&term=60')).toBe(true)
    expect(rendersPerRequest('/vehicle/denago-ev-city?term=72')).toBe(true)
    expect(rendersPerRequest('/vehicles/denago-ev-city/index.pageContext.json?apr=5')).toBe(true)
    expect(rendersPerRequest('http://example.com/vehicles/denago-ev-city?apr=5')).toBe(true)
  })

  it('are comparisons of any carts', () => {
    expect(rendersPerRequest('/compare?ids=a,b')).toBe(true)
    expect(rendersPerRequest('/compare?ids=B,a')).toBe(true)
    expect(rendersPerRequest('/compare/index.pageContext.json?ids=a')).toBe(true)
  })

  it('leave the plain pages and campaign-tagged ones to the cache', () => {
    expect(rendersPerRequest('/vehicles/denago-ev-city')).toBe(false)
    expect(rendersPerRequest('/vehicles/denago-ev-city?utm_source=mail')).toBe(false)
    expect(rendersPerRequest('/compare')).toBe(false)
    expect(rendersPerRequest('/inventory?brand=denago&price=under-15000')).toBe(false)
    expect(rendersPerRequest('/')).toBe(false)
  })
})
