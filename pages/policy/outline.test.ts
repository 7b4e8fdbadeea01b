import { describe, expect, it } from 'vitest'
import { ALL_POLICIES, EFFECTIVE_DATE, findPolicy } from '#app/content/policies/index'
import { dateline, isoDate, sectionIds, slugify } from './outline'

describe('policy outline', () => {
  it('turns headings into anchor ids', () => {
    expect(slugify('Return windows at a glance')).toBe('return-windows-at-a-glance')
    expect(slugify("Your choices and Pennsylvania residents' rights")).toBe('your-choices-and-pennsylvania-residents-rights')
    expect(slugify('Terms & Conditions')).toBe('terms-and-conditions')
  })

  it('gives every section of every policy a unique id', () => {
    for (const policy of ALL_POLICIES) {
      const ids = sectionIds(policy)
      expect(new Set(ids).size).toBe(policy.sections.length)
      for (const id of ids) expect(id).toMatch(/^policy-[a-z0-9-]+$/)
    }
    expect(sectionIds({ sections: [{ heading: 'Fees' }, { heading: 'Fees' }] })).toEqual(['policy-fees', 'policy-fees-2'])
  })

  it('writes the effective date, or the reporting period for the staffing report', () => {
    expect(isoDate(EFFECTIVE_DATE)).toBe('2025-01-23')
    expect(dateline(findPolicy('return-policy')!)).toBe('Effective January 23, 2025')
    expect(dateline(findPolicy('staffing-report')!)).toBe('Reporting period: 2024')
    expect(() => isoDate('sometime')).toThrow()
  })
})
