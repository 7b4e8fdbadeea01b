import { describe, expect, it } from 'vitest'
import { business, formatAddress } from './business'
import { municipalities } from './towns/municipalities'
import { MAIN_SHOWROOM, OTHER_LOCATIONS, SHOWROOMS, SHOWROOM_AREAS, areaLink, locationHref } from './showrooms'
import { TOWNS } from './towns/towns'

describe('showroom locations', () => {
  it('are two physical showrooms and one online/statewide entry', () => {
    expect(SHOWROOMS.map((l) => l.type)).toEqual(['physical', 'physical', 'online'])
    expect(new Set(SHOWROOMS.map((l) => l.id)).size).toBe(3)
  })

  it('puts the main showroom at the business address with the main phone, the second on the local line', () => {
    expect(MAIN_SHOWROOM.address).toEqual(business.address)
    expect(MAIN_SHOWROOM.phone).toEqual(business.phones.main)
    const second = SHOWROOMS[1]
    expect(second.phone).toEqual(business.phones.local)
    expect(formatAddress(second.address)).not.toBe(formatAddress())
    // A Lehigh County town the site has a page for.
    expect(TOWNS.map((t) => t.name)).toContain(second.address.city)
    expect(second.city).toBe(second.address.city)
  })

  it('links directions and the map to each address, and the online entry to the inventory', () => {
    for (const l of SHOWROOMS) {
      expect(l.directionsUrl).toContain(encodeURIComponent(formatAddress(l.address)))
      expect(l.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//)
    }
    expect(locationHref(MAIN_SHOWROOM)).toBe(MAIN_SHOWROOM.mapsUrl)
    expect(locationHref(SHOWROOMS[2])).toBe('/inventory')
  })

  it('has optional links on some cards and not on others', () => {
    for (const key of ['facebookUrl', 'youtubeUrl', 'websiteUrl', 'reviewUrl'] as const) {
      expect(SHOWROOMS.some((l) => !l[key]), key).toBe(true)
    }
    expect(SHOWROOMS.some((l) => l.facebookUrl)).toBe(true)
  })

  it('lists the two locations other than the main showroom for the thank-you page', () => {
    expect(OTHER_LOCATIONS.map((l) => l.id)).toEqual(['schnecksville', 'online'])
  })
})

describe('areas we serve', () => {
  it('are 16 distinct Lehigh County towns, each linked to its page', () => {
    expect(SHOWROOM_AREAS).toHaveLength(16)
    expect(new Set(SHOWROOM_AREAS.map((a) => a.name)).size).toBe(16)
    const pages = new Set([...TOWNS.map((t) => t.aliasPath), ...municipalities.map((m) => m.url)])
    for (const area of SHOWROOM_AREAS) expect(pages.has(area.href), area.href).toBe(true)
  })

  it('prefers a town page and falls back to the municipality page', () => {
    expect(areaLink('Center Valley')).toEqual({ name: 'Center Valley', href: '/center-valley-area-golf-carts' })
    expect(areaLink('Bethlehem')).toEqual({ name: 'Bethlehem', href: '/bethlehem-city-golf-carts' })
    expect(() => areaLink('Philadelphia')).toThrow(/Philadelphia/)
  })
})
