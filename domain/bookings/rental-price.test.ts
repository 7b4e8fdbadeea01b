import { describe, expect, it } from 'vitest'
import { RENTAL_PLANS } from '#app/content/rentals'
import { rentalPrice, RENTAL_MAX_DAYS } from './rental-price'

/** Every count of every period (up to what could matter) whose days reach `days`: the cheapest total. */
function bruteForce(rates: ReadonlyArray<{ days: number; price: number }>, days: number): number {
  let best = Infinity
  const search = (i: number, covered: number, cost: number) => {
    if (cost >= best) return
    if (covered >= days) {
      best = cost
      return
    }
    if (i === rates.length) return
    const rate = rates[i]!
    const most = Math.ceil((days - covered) / rate.days)
    for (let n = 0; n <= most; n++) search(i + 1, covered + n * rate.days, cost + n * rate.price)
  }
  search(0, 0, 0)
  return best
}

describe('the rental price rule', () => {
  for (const plan of RENTAL_PLANS) {
    it(`${plan.title}: every N from 1 to 30 costs the cheapest set of periods covering at least N days`, () => {
      for (let days = 1; days <= RENTAL_MAX_DAYS; days++) {
        const quote = rentalPrice(plan, days)
        expect(quote.total, `${plan.id} ${days} days`).toBe(bruteForce(plan.rates, days))
        // The parts add up to the total and cover the days.
        expect(quote.parts.reduce((sum, p) => sum + p.price * p.count, 0)).toBe(quote.total)
        const covered = quote.parts.reduce((sum, p) => sum + p.days * p.count, 0)
        expect(covered).toBe(quote.coveredDays)
        expect(covered).toBeGreaterThanOrEqual(days)
        for (const part of quote.parts) expect(plan.rates.some((r) => r.days === part.days && r.price === part.price && r.label === part.label)).toBe(true)
      }
    })
  }

  it('charges the published price for each published period, and a week for five days', () => {
    for (const plan of RENTAL_PLANS) for (const rate of plan.rates) expect(rentalPrice(plan, rate.days).total).toBe(rate.price)
    const four = RENTAL_PLANS.find((p) => p.id === '4-seater')!
    expect(rentalPrice(four, 5)).toEqual({ days: 5, total: 1050, parts: [{ label: 'Weekly', days: 7, price: 1050, count: 1 }], coveredDays: 7 })
    expect(rentalPrice(four, 2).total).toBe(490)
    expect(rentalPrice(four, 4)).toMatchObject({ total: 930, parts: [{ label: '3 Day', count: 1 }, { label: 'Daily', count: 1 }] })
    expect(rentalPrice(four, 25).total).toBe(2800)
  })

  it('refuses a length outside 1 to 30 days', () => {
    for (const days of [0, 31, 2.5, -1, Number.NaN]) expect(() => rentalPrice(RENTAL_PLANS[0]!, days)).toThrow(RangeError)
  })
})
