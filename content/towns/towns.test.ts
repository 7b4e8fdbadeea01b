import { describe, expect, it } from 'vitest'
import { TOWNS, findTownByAliasPath, findTownBySlug, townDisplayName } from './towns'
import { TOWN_ALIAS_TYPES } from './town-paths'
import { municipalities, municipalityPages } from './municipalities'

/** The alias table of the town pages, copied as published. */
const ALIAS_TABLE: ReadonlyArray<readonly [string, string]> = [
  ['/alburtis-borough-golf-carts', 'borough'],
  ['/allentown-city-golf-carts', 'city'],
  ['/breinigsville-area-golf-carts', 'area'],
  ['/catasauqua-borough-golf-carts', 'borough'],
  ['/center-valley-area-golf-carts', 'area'],
  ['/coopersburg-borough-golf-carts', 'borough'],
  ['/coplay-borough-golf-carts', 'borough'],
  ['/east-texas-area-golf-carts', 'area'],
  ['/emmaus-borough-golf-carts', 'borough'],
  ['/fogelsville-area-golf-carts', 'area'],
  ['/germansville-area-golf-carts', 'area'],
  ['/laurys-station-area-golf-carts', 'area'],
  ['/limeport-area-golf-carts', 'area'],
  ['/macungie-borough-golf-carts', 'borough'],
  ['/neffs-area-golf-carts', 'area'],
  ['/new-tripoli-area-golf-carts', 'area'],
  ['/old-zionsville-area-golf-carts', 'area'],
  ['/orefield-area-golf-carts', 'area'],
  ['/schnecksville-area-golf-carts', 'area'],
  ['/slatedale-area-golf-carts', 'area'],
  ['/slatington-borough-golf-carts', 'borough'],
  ['/trexlertown-area-golf-carts', 'area'],
  ['/whitehall-township-golf-carts', 'township'],
  ['/zionsville-borough-golf-carts', 'borough'],
]

const SLUGS = [
  'alburtis', 'allentown', 'breinigsville', 'catasauqua', 'center-valley', 'coopersburg', 'coplay', 'east-texas',
  'emmaus', 'fogelsville', 'germansville', 'laurys-station', 'limeport', 'macungie', 'neffs', 'new-tripoli',
  'old-zionsville', 'orefield', 'schnecksville', 'slatedale', 'slatington', 'trexlertown', 'whitehall', 'zionsville',
]

describe('TOWNS', () => {
  it('has the 24 towns in alphabetical order', () => {
    expect(TOWNS).toHaveLength(24)
    expect(TOWNS.map((t) => t.slug)).toEqual(SLUGS)
    expect(TOWNS.map((t) => t.townPath)).toEqual(SLUGS.map((s) => `/towns/${s}`))
  })

  it('has exactly the alias paths and types of the alias table', () => {
    expect(TOWNS.map((t) => [t.aliasPath, t.aliasType])).toEqual(ALIAS_TABLE.map(([p, t]) => [p, t]))
  })

  it('matches the nine towns that are municipalities to their municipality', () => {
    const withMunicipality = TOWNS.filter((t) => t.municipality)
    expect(withMunicipality.map((t) => townDisplayName(t))).toEqual([
      'Alburtis Borough',
      'Allentown City',
      'Catasauqua Borough',
      'Coopersburg Borough',
      'Coplay Borough',
      'Emmaus Borough',
      'Macungie Borough',
      'Slatington Borough',
      'Whitehall Township',
    ])
    for (const t of withMunicipality) {
      expect(t.aliasPath).toBe(t.municipality!.url)
      expect(t.typeLabel).toBe(t.municipality!.type)
      expect(t.township).toBeUndefined()
    }
    // Every municipality that claims a town page has one.
    expect(municipalities.filter((m) => m.hasTownPage).map((m) => m.url).sort()).toEqual(
      withMunicipality.map((t) => t.aliasPath).sort(),
    )
  })

  it('places every community in a township', () => {
    const townships = new Set(municipalities.filter((m) => m.type === 'Township').map((m) => `${m.name} Township`))
    const communities = TOWNS.filter((t) => !t.municipality)
    expect(communities).toHaveLength(15)
    for (const t of communities) {
      expect(t.typeLabel).toBe('Community')
      // Upper Milford Township (Zionsville, Old Zionsville) is not among the 23 municipalities.
      if (t.township === 'Upper Milford Township') continue
      expect(townships.has(t.township!), `${t.name} in ${t.township}`).toBe(true)
    }
    expect(communities.filter((t) => t.township === 'Upper Milford Township').map((t) => t.slug)).toEqual([
      'old-zionsville',
      'zionsville',
    ])
  })

  it('shows Zionsville as a community of Upper Milford Township despite its borough alias', () => {
    const z = findTownBySlug('zionsville')!
    expect(z.aliasPath).toBe('/zionsville-borough-golf-carts')
    expect(z.typeLabel).toBe('Community')
    expect(z.township).toBe('Upper Milford Township')
  })

  it('has no alias path that collides with a municipality page', () => {
    const pageUrls = new Set(municipalityPages.map((m) => m.url))
    expect(municipalityPages).toHaveLength(14)
    for (const t of TOWNS) expect(pageUrls.has(t.aliasPath), t.aliasPath).toBe(false)
    expect(new Set(TOWNS.map((t) => t.aliasPath)).size).toBe(24)
  })

  it('has coordinates in Lehigh County', () => {
    for (const t of TOWNS) {
      expect(t.coordinates).toMatch(/^\d{2}\.\d{4},-\d{2}\.\d{4}$/)
      const [lat, lon] = t.coordinates.split(',').map(Number)
      expect(lat, t.name).toBeGreaterThan(40.4)
      expect(lat, t.name).toBeLessThan(40.8)
      expect(lon, t.name).toBeGreaterThan(-75.8)
      expect(lon, t.name).toBeLessThan(-75.35)
    }
  })
})

describe('lookups', () => {
  it('finds a town by slug and by alias path', () => {
    expect(findTownBySlug('center-valley')?.name).toBe('Center Valley')
    expect(findTownBySlug('bethlehem')).toBeUndefined()
    expect(findTownByAliasPath('/center-valley-area-golf-carts')?.slug).toBe('center-valley')
    expect(findTownByAliasPath('/center-valley-area-golf-carts/')?.slug).toBe('center-valley')
    expect(findTownByAliasPath('/bethlehem-city-golf-carts')).toBeUndefined()
    expect(findTownByAliasPath('/center-valley-borough-golf-carts')).toBeUndefined()
    expect(findTownByAliasPath('/toString-area-golf-carts')).toBeUndefined()
  })
})

describe('the alias paths the routes read', () => {
  it('name every town once, and no other', () => {
    expect(Object.keys(TOWN_ALIAS_TYPES)).toEqual(TOWNS.map((t) => t.slug))
  })
})
