import { describe, expect, it } from 'vitest'
import { TEAM } from './team'

describe('team', () => {
  it('shows roles with years of experience and a description, no personal names', () => {
    expect(TEAM.length).toBeGreaterThanOrEqual(4)
    expect(new Set(TEAM.map((m) => m.role)).size).toBe(TEAM.length)
    for (const member of TEAM) {
      expect(member.experience).toMatch(/^\d+ years$/)
      expect(member.description.length).toBeGreaterThan(40)
      expect(Object.keys(member)).not.toContain('name')
    }
    expect(TEAM.map((m) => `${m.role}, ${m.experience}`)).toContain('Sales Manager, 12 years')
  })
})
