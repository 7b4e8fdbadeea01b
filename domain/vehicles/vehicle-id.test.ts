import { describe, expect, it } from 'vitest'
import { proposeVehicleId, slug } from './vehicle-id'

describe('a proposed vehicle id', () => {
  it('is made of year, make and model, never of the old unit’s stock number', () => {
    const unit = { year: 2025, brand: 'Denago', name: 'Denago EV Rover XL LD2541' }
    expect(proposeVehicleId({ year: 2025, brand: 'Denago', name: 'Denago EV Rover XL' }, () => false)).toBe('2025-denago-ev-rover-xl')
    expect(proposeVehicleId({ brand: 'Evolution', name: 'D5 Ranger 4 Plus' }, () => false)).toBe('evolution-d5-ranger-4-plus')
    expect(proposeVehicleId(unit, () => false)).not.toContain('copy')
    // A name that says the make and the year already says them once.
    expect(proposeVehicleId({ year: 2023, brand: 'Evolution', name: 'Pre-Owned 2023 EVolution Classic 4 Pro' }, () => false)).toBe('pre-owned-2023-evolution-classic-4-pro')
  })

  it('takes the next free number when the id is taken, and stays a valid address', () => {
    const taken = new Set(['2026-evolution-classic-4', '2026-evolution-classic-4-2'])
    expect(proposeVehicleId({ year: 2026, brand: 'Evolution', name: 'Classic 4 (copy)' }, (id) => taken.has(id))).toBe('2026-evolution-classic-4-3')
    const long = proposeVehicleId({ year: 2026, brand: 'Évolution', name: 'x'.repeat(200) }, (id) => !id.endsWith('-12'))
    expect(long).toMatch(/-12$/)
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/)
    expect(proposeVehicleId({ brand: '', name: '!!!' }, () => false)).toBe('vehicle')
  })

  it('slugs accents and punctuation away', () => {
    expect(slug('  Évolution D5 (Ranger)  ')).toBe('evolution-d5-ranger')
  })
})
