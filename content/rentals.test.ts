import { describe, expect, it } from 'vitest'
import {
  RENTAL_DELIVERY_FEE_TEXT,
  RENTAL_INCLUDED_FEATURES,
  RENTAL_PLANS,
  RENTAL_TERMS,
  dailyRate,
  findRentalPlan,
} from './rentals'
import { business } from './business'

describe('RENTAL_PLANS', () => {
  it('lists the three plans in order', () => {
    expect(RENTAL_PLANS.map((p) => p.title)).toEqual(['4 Seater', '6 Seater', 'Utility'])
    expect(new Set(RENTAL_PLANS.map((p) => p.id)).size).toBe(3)
  })

  it('has the published prices', () => {
    const prices = (id: string) => findRentalPlan(id)!.rates.map((r) => r.price)
    expect(prices('4-seater')).toEqual([245, 685, 1050, 2800])
    expect(prices('utility')).toEqual([245, 685, 1050, 2800])
    expect(prices('6-seater')).toEqual([295, 735, 1400, 3500])
  })

  it('has daily, 3 day, weekly and monthly rates of 1, 3, 7 and 30 days', () => {
    for (const plan of RENTAL_PLANS) {
      expect(plan.rates.map((r) => [r.label, r.days])).toEqual([
        ['Daily', 1],
        ['3 Day', 3],
        ['Weekly', 7],
        ['Monthly', 30],
      ])
    }
  })

  it('has the deposits of the rental policy', () => {
    expect(RENTAL_PLANS.map((p) => p.deposit)).toEqual([500, 750, 600])
  })

  it('keeps the 4-seater month at 61.9%', () => {
    const month = findRentalPlan('4-seater')!.rates.find((r) => r.days === 30)!
    expect(month.savingsPercent).toBe(61.9)
  })

  it('states each saving within 0.15 points of the arithmetic', () => {
    for (const plan of RENTAL_PLANS) {
      const daily = dailyRate(plan).price
      for (const rate of plan.rates.filter((r) => r.days > 1)) {
        const actual = (1 - rate.price / (daily * rate.days)) * 100
        expect(rate.savingsPercent, `${plan.id} ${rate.label}`).toBeDefined()
        expect(Math.abs(rate.savingsPercent! - actual), `${plan.id} ${rate.label}`).toBeLessThanOrEqual(0.15)
      }
    }
  })

  it('states each renewal rate within $1 of price / days', () => {
    for (const plan of RENTAL_PLANS) {
      for (const rate of plan.rates.filter((r) => r.days > 1)) {
        expect(rate.renewsAtPerDay, `${plan.id} ${rate.label}`).toBeDefined()
        expect(Math.abs(rate.renewsAtPerDay! - rate.price / rate.days), `${plan.id} ${rate.label}`).toBeLessThanOrEqual(1)
      }
    }
  })

  it('recommends exactly one plan, and only its weekly rate carries the badge', () => {
    expect(RENTAL_PLANS.filter((p) => p.recommended).map((p) => p.id)).toEqual(['4-seater'])
    const badged = RENTAL_PLANS.flatMap((p) => p.rates.filter((r) => r.recommended).map((r) => `${p.id} ${r.label}`))
    expect(badged).toEqual(['4-seater Weekly'])
  })

  it('starts at the advertised daily price', () => {
    expect(Math.min(...RENTAL_PLANS.map((p) => dailyRate(p).price))).toBe(business.rentalsFromPerDay)
  })
})

describe('rental constants', () => {
  it('describes the delivery fee', () => {
    expect(RENTAL_DELIVERY_FEE_TEXT).toBe('$6 per mile beyond 10 miles')
  })
  it('lists six included features and three terms', () => {
    expect(RENTAL_INCLUDED_FEATURES).toHaveLength(6)
    expect(RENTAL_TERMS).toHaveLength(3)
    expect(RENTAL_TERMS.join(' ')).toMatch(/24-hour increments/)
  })
})

describe('street legal, as the rental fleet is', () => {
  const STREET_LEGAL = /street[- ]legal/i
  it('calls a plan street legal only when its carts are LSVs', () => {
    for (const plan of RENTAL_PLANS) {
      if (STREET_LEGAL.test(plan.description)) expect(plan.roadUse, plan.id).toBe('lsv')
    }
  })

  it('says every rental is street legal only while every plan is an LSV', () => {
    if (RENTAL_INCLUDED_FEATURES.some((feature) => STREET_LEGAL.test(feature))) {
      expect(RENTAL_PLANS.map((plan) => plan.roadUse)).toEqual(RENTAL_PLANS.map(() => 'lsv'))
    }
  })
})
