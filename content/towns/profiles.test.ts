import { describe, expect, it } from 'vitest'
import { FALLBACK_PROFILE, TOWN_PROFILES, profileFor } from './profiles'
import { municipalities } from './municipalities'

const PROFILED = [
  'Allentown',
  'Bethlehem',
  'Emmaus',
  'Macungie',
  'Catasauqua',
  'Coopersburg',
  'Fountain Hill',
  'Alburtis',
  'Slatington',
  'Coplay',
]

const OTHER_COUNTIES =
  /\b(Northampton|Berks|Bucks|Montgomery|Lancaster|Carbon|Schuylkill|Lebanon|Chester|Delaware County|Philadelphia|Lackawanna|Luzerne|York|Monroe)\b/

describe('TOWN_PROFILES', () => {
  it('has the ten profiled municipalities, each one of the municipalities', () => {
    expect(Object.keys(TOWN_PROFILES).sort()).toEqual([...PROFILED].sort())
    const names = new Set(municipalities.map((m) => m.name))
    for (const name of PROFILED) {
      expect(names.has(name), name).toBe(true)
      expect(TOWN_PROFILES[name].name).toBe(name)
    }
  })

  it('gives each profile six uses, six features, real-looking ZIP codes and coordinates', () => {
    for (const p of Object.values(TOWN_PROFILES)) {
      expect(p.popularUses, p.name).toHaveLength(6)
      expect(p.localFeatures, p.name).toHaveLength(6)
      expect(new Set(p.popularUses).size, p.name).toBe(6)
      expect(new Set(p.localFeatures).size, p.name).toBe(6)
      expect(p.zipCodes.length, p.name).toBeGreaterThan(0)
      for (const zip of p.zipCodes) expect(zip, p.name).toMatch(/^18\d{3}$/)
      expect(p.coordinates, p.name).toMatch(/^40\.\d{4},-75\.\d{4}$/)
      expect(p.description.length, p.name).toBeGreaterThan(100)
      expect(p.isFallback, p.name).toBeFalsy()
      expect(JSON.stringify(p), p.name).not.toMatch(OTHER_COUNTIES)
    }
  })

  it('knows the main ZIP codes', () => {
    expect(TOWN_PROFILES['Emmaus'].zipCodes).toEqual(['18049'])
    expect(TOWN_PROFILES['Fountain Hill'].zipCodes).toEqual(['18015'])
    expect(TOWN_PROFILES['Coplay'].zipCodes).toEqual(['18037'])
    expect(TOWN_PROFILES['Allentown'].zipCodes).toContain('18104')
  })
})

describe('fallback', () => {
  it('is marked and uses the placeholder ZIP code', () => {
    expect(FALLBACK_PROFILE.isFallback).toBe(true)
    expect(FALLBACK_PROFILE.zipCodes).toEqual(['18000'])
    expect(FALLBACK_PROFILE.popularUses).toHaveLength(6)
    expect(FALLBACK_PROFILE.localFeatures).toHaveLength(6)
  })

  it('returns the real profile or the fallback with the name filled in', () => {
    expect(profileFor('Coplay')).toBe(TOWN_PROFILES['Coplay'])
    const lynn = profileFor('Lynn')
    expect(lynn.isFallback).toBe(true)
    expect(lynn.name).toBe('Lynn')
    expect(lynn.description).toContain('Lynn')
    expect(lynn.zipCodes).toEqual(['18000'])
  })

  it('covers all 23 municipalities', () => {
    const fallbacks = municipalities.filter((m) => profileFor(m.name).isFallback)
    expect(fallbacks).toHaveLength(13)
  })
})
