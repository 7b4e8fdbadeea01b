import { describe, expect, it } from 'vitest'
import { MUNICIPALITY_PATHS, RENTAL_PATHS, STATIC_PATHS, TOWN_PATHS, UNLISTED_PATHS, publicPaths } from './site-map'

describe('publicPaths', () => {
  it('lists 26 static pages, 24 towns, 14 municipalities and 23 rental pages before the vehicles', () => {
    expect([STATIC_PATHS.length, TOWN_PATHS.length, MUNICIPALITY_PATHS.length, RENTAL_PATHS.length]).toEqual([26, 24, 14, 23])
    expect(publicPaths([], { specialsOn: true })).toHaveLength(87)
    expect(publicPaths(['denago-ev-city', 'evolution-d6-max-xt4']).slice(-2)).toEqual(['/vehicles/denago-ev-city', '/vehicles/evolution-d6-max-xt4'])
  })

  it('lists /specials only while a special is on', () => {
    expect(publicPaths([])).not.toContain('/specials')
    expect(publicPaths([])).toHaveLength(86)
    expect(publicPaths([], { specialsOn: true })).toContain('/specials')
  })

  it('has no duplicates, even when an id repeats', () => {
    const paths = publicPaths(['denago-ev-city', 'denago-ev-city'], { specialsOn: true })
    expect(paths).toHaveLength(88)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('never lists a redirect, a non-canonical alias or a noindex page', () => {
    const paths = publicPaths(['denago-ev-city'])
    expect(UNLISTED_PATHS).toEqual(expect.arrayContaining(['/privacy', '/terms', '/thank-you', '/towns/emmaus', '/policies/return', '/policies/ethics']))
    for (const path of UNLISTED_PATHS) expect(paths).not.toContain(path)
    expect(paths.filter((p) => p.startsWith('/vehicle/') || p.startsWith('/towns/'))).toEqual([])
  })

  it('uses the alias path of every town and the -golf-carts path of every municipality page', () => {
    expect(TOWN_PATHS).toContain('/center-valley-area-golf-carts')
    expect(MUNICIPALITY_PATHS).toContain('/bethlehem-city-golf-carts')
    expect(new Set([...TOWN_PATHS, ...MUNICIPALITY_PATHS]).size).toBe(38)
  })
})
