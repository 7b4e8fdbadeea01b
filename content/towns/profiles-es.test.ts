import { describe, expect, it } from 'vitest'
import { FALLBACK_PROFILE, TOWN_PROFILES, profileFor } from './profiles'
import { FALLBACK_PROFILE_ES, TOWN_PROFILES_ES, profileForEs } from './profiles-es'
import { municipalities } from './municipalities'

/** A few words only English sentences use: a profile left in English would show them. */
const ENGLISH = /\b(the|and|with|for|around|between)\b/

describe('TOWN_PROFILES_ES', () => {
  it('has every profiled town, with its ZIP codes and coordinates', () => {
    expect(Object.keys(TOWN_PROFILES_ES).sort()).toEqual(Object.keys(TOWN_PROFILES).sort())
    for (const [name, english] of Object.entries(TOWN_PROFILES)) {
      const spanish = TOWN_PROFILES_ES[name]
      expect(spanish.name).toBe(name)
      expect(spanish.zipCodes).toBe(english.zipCodes)
      expect(spanish.coordinates).toBe(english.coordinates)
      expect(spanish.isFallback, name).toBeFalsy()
    }
  })

  it('says each profile in Spanish: a description, six uses and six local features of its own', () => {
    for (const [name, english] of Object.entries(TOWN_PROFILES)) {
      const spanish = TOWN_PROFILES_ES[name]
      expect(spanish.description, name).not.toBe(english.description)
      expect(spanish.description.length, name).toBeGreaterThan(100)
      expect(spanish.description, name).not.toMatch(ENGLISH)
      expect(spanish.popularUses, name).toHaveLength(6)
      expect(new Set(spanish.popularUses).size, name).toBe(6)
      spanish.popularUses.forEach((use, i) => {
        expect(use, name).not.toBe(english.popularUses[i])
        expect(use, name).not.toMatch(ENGLISH)
      })
      expect(spanish.localFeatures, name).toHaveLength(6)
      expect(new Set(spanish.localFeatures).size, name).toBe(6)
    }
  })
})

describe('the Spanish fallback', () => {
  it('is the fallback, worded in Spanish', () => {
    expect(FALLBACK_PROFILE_ES.isFallback).toBe(true)
    expect(FALLBACK_PROFILE_ES.zipCodes).toEqual(FALLBACK_PROFILE.zipCodes)
    expect(FALLBACK_PROFILE_ES.popularUses).toHaveLength(6)
    expect(FALLBACK_PROFILE_ES.localFeatures).toHaveLength(6)
    expect(FALLBACK_PROFILE_ES.description).not.toMatch(ENGLISH)
  })

  it('gives the same towns a profile or the fallback as in English', () => {
    for (const m of municipalities) {
      const spanish = profileForEs(m.name)
      expect(spanish.isFallback, m.name).toBe(profileFor(m.name).isFallback)
      expect(spanish.name, m.name).toBe(profileFor(m.name).name)
    }
    expect(profileForEs('Coplay')).toBe(TOWN_PROFILES_ES['Coplay'])
    expect(profileForEs('Lynn').description).toBe(
      'Lynn es una de las comunidades del condado de Lehigh que atendemos, con vecindarios, parques y eventos donde un carrito de golf es una de las maneras más fáciles de moverse.',
    )
  })
})
