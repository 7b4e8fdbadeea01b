import { describe, expect, it } from 'vitest'
import { municipalities } from './municipalities'
import { LOCAL_PROFILE_NAMES, profileFor } from './town-profiles'

describe('profileFor', () => {
  it('has a local profile for exactly the ten published towns, all of them municipalities', () => {
    expect([...LOCAL_PROFILE_NAMES].sort()).toEqual(
      ['Alburtis', 'Allentown', 'Bethlehem', 'Catasauqua', 'Coopersburg', 'Coplay', 'Emmaus', 'Fountain Hill', 'Macungie', 'Slatington'],
    )
    for (const name of LOCAL_PROFILE_NAMES) expect(municipalities.some((m) => m.name === name)).toBe(true)
  })

  it('gives each local profile real ZIP codes, coordinates, six uses and six features', () => {
    for (const name of LOCAL_PROFILE_NAMES) {
      const profile = profileFor(name)
      expect(profile.isLocal).toBe(true)
      expect(profile.zipCodes.length).toBeGreaterThan(0)
      for (const zip of profile.zipCodes) expect(zip).toMatch(/^18\d{3}$/)
      expect(profile.zipCodes).not.toContain('18000')
      expect(profile.coordinates).toMatch(/^40\.\d+,-75\.\d+$/)
      expect(profile.popularUses).toHaveLength(6)
      expect(profile.localFeatures).toHaveLength(6)
      expect(profile.description).toContain(name)
    }
  })

  it('gives any other town a generic profile with its name and no ZIP code', () => {
    const profile = profileFor('Lower Milford')
    expect(profile).toMatchObject({ name: 'Lower Milford', isLocal: false, zipCodes: [] })
    expect(profile.description).toContain('Lower Milford')
    expect(profile.popularUses).toHaveLength(6)
    expect(profile.localFeatures).toHaveLength(6)
    expect(profile.coordinates).toBeUndefined()
  })
})
