/**
 * The rental price rule, one function for the pages, the API, the e-mails and the console:
 * the price of N days is the cheapest set of the plan's published periods (1, 3, 7 and 30
 * days at content/rentals.ts's prices) whose days add up to at least N. Five days of a
 * 4 seater cost a week ($1,050), not a 3 day and two days ($1,175).
 */
import type { RentalPlan, RentalRate } from '#app/content/rentals'

/** The policy's longest rental (content/policies/rental.ts: 30 days). */
export const RENTAL_MAX_DAYS = 30

export interface PricePart {
  label: RentalRate['label']
  /** The period's days. */
  days: number
  /** The period's price. */
  price: number
  /** How many of this period. */
  count: number
}

export interface RentalQuote {
  days: number
  /** Whole dollars. */
  total: number
  /** The periods bought, longest first. */
  parts: PricePart[]
  /** Days the periods cover (at least `days`; more when a longer period is cheaper). */
  coveredDays: number
}

/**
 * The cheapest cover of `days` (1 to 30) by the plan's periods. Ties go to fewer days
 * covered, then to fewer periods, so the quote reads as simply as it can.
 */
export function rentalPrice(plan: Pick<RentalPlan, 'rates'>, days: number): RentalQuote {
  if (!Number.isInteger(days) || days < 1 || days > RENTAL_MAX_DAYS) throw new RangeError(`A rental is 1 to ${RENTAL_MAX_DAYS} days, not ${days}`)
  const rates = [...plan.rates].sort((a, b) => a.days - b.days)
  const longest = rates[rates.length - 1]!.days
  // best[n]: the cheapest way to cover exactly n days (n up to days + the longest period).
  const limit = days + longest
  type Best = { cost: number; periods: number; last: RentalRate | null }
  const best: Best[] = [{ cost: 0, periods: 0, last: null }]
  for (let n = 1; n <= limit; n++) {
    let choice: Best | undefined
    for (const rate of rates) {
      if (rate.days > n) continue
      const before = best[n - rate.days]
      if (!before || before.cost === Infinity) continue
      const candidate = { cost: before.cost + rate.price, periods: before.periods + 1, last: rate }
      if (!choice || candidate.cost < choice.cost || (candidate.cost === choice.cost && candidate.periods < choice.periods)) choice = candidate
    }
    best.push(choice ?? { cost: Infinity, periods: 0, last: null })
  }
  let covered = days
  for (let n = days; n <= limit; n++) {
    const here = best[n]!
    const chosen = best[covered]!
    if (here.cost < chosen.cost || (here.cost === chosen.cost && n === covered && here.periods < chosen.periods)) covered = n
  }
  const counts = new Map<RentalRate, number>()
  for (let n = covered; n > 0; ) {
    const rate = best[n]!.last!
    counts.set(rate, (counts.get(rate) ?? 0) + 1)
    n -= rate.days
  }
  const parts = [...counts.entries()]
    .map(([rate, count]) => ({ label: rate.label, days: rate.days, price: rate.price, count }))
    .sort((a, b) => b.days - a.days)
  return { days, total: best[covered]!.cost, parts, coveredDays: covered }
}
