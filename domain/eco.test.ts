import { describe, expect, it } from 'vitest'
import {
  ECO_FACTS,
  MILES_PER_WEEK_FOR_CLAIM,
  calculateImpact,
  cumulativeCosts,
  displayImpact,
  usageMultiplier,
  validateEcoForm,
  yearsLabel,
} from './eco'

// Hand-computed from spec 9.1: miles = mpw x 52 x years x multiplier; fuel = miles / 15;
// CO2 = fuel x 19.6; cost = fuel x 3.5; electricity = miles x 0.15 x 0.12; trees = CO2 / 2000 x 16.5.
describe('calculateImpact', () => {
  it('25 miles a week, recreational, 1 year', () => {
    const r = calculateImpact({ milesPerWeek: 25, usage: 'recreational', years: 1 })
    expect(r.miles).toBe(1300)
    expect(r.fuelSaved).toBeCloseTo(86.67, 2)
    expect(r.co2Saved).toBeCloseTo(1698.67, 2)
    expect(r.costSaved).toBeCloseTo(303.33, 2)
    expect(r.electricCost).toBeCloseTo(23.4, 2)
    expect(r.netSavings).toBeCloseTo(279.93, 2)
    expect(r.treesEquivalent).toBeCloseTo(14.01, 2)
  })

  it('60 miles a week, residential community, 3 years', () => {
    const r = calculateImpact({ milesPerWeek: 60, usage: 'residential', years: 3 })
    expect(r.miles).toBeCloseTo(11232, 6) // 60 x 52 x 3 x 1.2
    expect(r.fuelSaved).toBeCloseTo(748.8, 6)
    expect(r.co2Saved).toBeCloseTo(14676.48, 6)
    expect(r.costSaved).toBeCloseTo(2620.8, 6)
    expect(r.electricCost).toBeCloseTo(202.176, 6)
    expect(r.netSavings).toBeCloseTo(2418.624, 6)
    expect(r.treesEquivalent).toBeCloseTo(121.08096, 6)
  })

  it('100 miles a week, golf course, 5 years', () => {
    const r = calculateImpact({ milesPerWeek: 100, usage: 'golf_course', years: 5 })
    expect(r.miles).toBe(65000)
    expect(r.fuelSaved).toBeCloseTo(4333.33, 2)
    expect(r.co2Saved).toBeCloseTo(84933.33, 2)
    expect(r.costSaved).toBeCloseTo(15166.67, 2)
    expect(r.electricCost).toBeCloseTo(1170, 6)
    expect(r.netSavings).toBeCloseTo(13996.67, 2)
    expect(r.treesEquivalent).toBeCloseTo(700.7, 6)
  })

  it('the extremes: 1 mile recreational for 1 year, 500 miles commercial for 10 years', () => {
    const low = calculateImpact({ milesPerWeek: 1, usage: 'recreational', years: 1 })
    expect(low.miles).toBe(52)
    expect(low.netSavings).toBeCloseTo(11.197, 3)
    const high = calculateImpact({ milesPerWeek: 500, usage: 'commercial', years: 10 })
    expect(high.miles).toBe(520000)
    expect(high.co2Saved).toBeCloseTo(679466.67, 2)
    expect(high.electricCost).toBeCloseTo(9360, 6)
    expect(high.treesEquivalent).toBeCloseTo(5605.6, 6)
  })

  it('uses the spec multipliers', () => {
    expect(usageMultiplier('recreational')).toBe(1)
    expect(usageMultiplier('residential')).toBe(1.2)
    expect(usageMultiplier('commercial')).toBe(2)
    expect(usageMultiplier('golf_course')).toBe(2.5)
  })
})

describe('displayImpact', () => {
  it('rounds pounds and gallons to whole numbers, tons and trees to one decimal, dollars to whole dollars', () => {
    const shown = displayImpact(calculateImpact({ milesPerWeek: 25, usage: 'recreational', years: 1 }), 1)
    expect(shown).toEqual({
      co2Lbs: '1,699',
      co2Tons: '0.8',
      fuelGallons: '87',
      trees: '14.0',
      fuelCost: '$303',
      electricCost: '$23',
      netSavings: '$280',
      badge: 'Environmental Impact Over 1 Year',
    })
  })

  it('shows the 60 mi / residential / 3 years case', () => {
    const shown = displayImpact(calculateImpact({ milesPerWeek: 60, usage: 'residential', years: 3 }), 3)
    expect(shown).toMatchObject({
      co2Lbs: '14,676',
      co2Tons: '7.3',
      fuelGallons: '749',
      trees: '121.1',
      fuelCost: '$2,621',
      electricCost: '$202',
      netSavings: '$2,419',
      badge: 'Environmental Impact Over 3 Years',
    })
  })

  it('keeps the breakdown adding up when rounding each part separately would not', () => {
    // 3 mi/week recreational, 1 year: 156 mi, fuel cost 36.40, electricity 2.808, net 33.592.
    // Rounding the net alone would show $34 under $36 - $3; the page shows $33.
    const a = displayImpact(calculateImpact({ milesPerWeek: 3, usage: 'recreational', years: 1 }), 1)
    expect([a.fuelCost, a.electricCost, a.netSavings]).toEqual(['$36', '$3', '$33'])
    for (const miles of [1, 2, 3, 7, 11, 33, 77, 250, 499]) {
      const shown = displayImpact(calculateImpact({ milesPerWeek: miles, usage: 'residential', years: 5 }), 5)
      const n = (s: string) => Number(s.replace(/[$,]/g, ''))
      expect(n(shown.fuelCost) - n(shown.electricCost)).toBe(n(shown.netSavings))
    }
  })

  it('writes 1 Year and N Years', () => {
    expect(yearsLabel(1)).toBe('1 Year')
    expect(yearsLabel(10)).toBe('10 Years')
  })
})

describe('cumulativeCosts', () => {
  it('adds one year of fuel and electricity per year, ending at the period total', () => {
    expect(cumulativeCosts({ milesPerWeek: 25, usage: 'recreational', years: 3 })).toEqual([
      { year: 1, gas: 303, electric: 23 },
      { year: 2, gas: 607, electric: 47 },
      { year: 3, gas: 910, electric: 70 },
    ])
    expect(cumulativeCosts({ milesPerWeek: 25, usage: 'recreational', years: 10 })).toHaveLength(10)
  })
})

describe('validateEcoForm', () => {
  it('accepts 1 to 500 miles and reads usage and years', () => {
    expect(validateEcoForm({ miles: '1', usage: 'golf_course', years: '10' })).toEqual({
      ok: true,
      input: { milesPerWeek: 1, usage: 'golf_course', years: 10 },
    })
    expect(validateEcoForm({ miles: '500', usage: 'commercial', years: '5' })).toMatchObject({ ok: true, input: { milesPerWeek: 500 } })
    expect(validateEcoForm({ miles: ' 12.5 ', usage: 'residential', years: '3' })).toMatchObject({ ok: true, input: { milesPerWeek: 12.5 } })
  })

  it('refuses empty, non-numeric, below 1 and above 500 with a message', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /as a number from 1 to 500/],
      ['abc', /as a number from 1 to 500/],
      ['0', /at least 1/],
      ['-4', /at least 1/],
      ['501', /at most 500/],
      ['Infinity', /as a number from 1 to 500/],
    ]
    for (const [miles, message] of cases) {
      const result = validateEcoForm({ miles, usage: 'recreational', years: '1' })
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error).toMatch(message)
    }
  })

  it('falls back to the defaults for an unknown usage type or time frame', () => {
    expect(validateEcoForm({ miles: '25', usage: 'yacht', years: '7' })).toEqual({
      ok: true,
      input: { milesPerWeek: 25, usage: 'recreational', years: 1 },
    })
  })
})

describe('Environmental Facts', () => {
  it('shows the four figures, consistent with the formula constants and the marketing claims', () => {
    expect(ECO_FACTS.map((f) => f.figure)).toEqual(['90%', '$1,200+', '19.6 lbs', '16.5 trees'])
    expect(ECO_FACTS[0].label).toContain('25%')
  })

  it('derives the weekly miles behind $1,200+ from the formulas', () => {
    const at = (mpw: number) => calculateImpact({ milesPerWeek: mpw, usage: 'recreational', years: 1 }).netSavings
    expect(at(MILES_PER_WEEK_FOR_CLAIM)).toBeGreaterThanOrEqual(1200)
    expect(at(MILES_PER_WEEK_FOR_CLAIM - 1)).toBeLessThan(1200)
    expect(MILES_PER_WEEK_FOR_CLAIM).toBe(108)
  })
})
