import { describe, expect, it } from 'vitest'
import { defaultPaymentValues, monthlyPayment, PAYMENT_DEFAULTS, PAYMENT_LIMITS, PAYMENT_TERMS, paymentEstimate } from './payment'

describe('monthlyPayment', () => {
  it('matches published amortization tables', () => {
    // $10,000 at 6% over 5 years and $20,000 at 5% over 3 years, as any loan table gives them.
    expect(monthlyPayment(10_000, 6, 60)).toBe(193.33)
    expect(monthlyPayment(20_000, 5, 36)).toBe(599.42)
    expect(monthlyPayment(150_000, 4.5, 360)).toBe(760.03)
  })

  it('repays the principal: the payments, discounted at the rate, add up to it', () => {
    const payment = monthlyPayment(11_695, 7.99, 72)
    const r = 7.99 / 1200
    let present = 0
    for (let month = 1; month <= 72; month++) present += payment / (1 + r) ** month
    expect(Math.abs(present - 11_695)).toBeLessThan(1)
  })

  it('divides the principal over the months at 0% APR', () => {
    expect(monthlyPayment(12_000, 0, 24)).toBe(500)
    expect(monthlyPayment(1_000, 0, 24)).toBe(41.67)
  })

  it('rounds to cents, half up', () => {
    expect(monthlyPayment(100, 0, 36)).toBe(2.78)
    expect(monthlyPayment(100, 0, 48)).toBe(2.08)
    expect(monthlyPayment(0.3, 0, 24)).toBe(0.01)
    for (const [p, apr, n] of [[12_995, 7.99, 60], [9_876.54, 3.25, 84], [15_595, 29.99, 24]]) {
      const m = monthlyPayment(p, apr, n)
      expect(Math.round(m * 100)).toBe(m * 100)
    }
  })

  it('costs more each month at a higher rate and less over a longer term', () => {
    expect(monthlyPayment(10_000, 9, 60)).toBeGreaterThan(monthlyPayment(10_000, 6, 60))
    expect(monthlyPayment(10_000, 6, 84)).toBeLessThan(monthlyPayment(10_000, 6, 60))
  })
})

describe('paymentEstimate', () => {
  it('starts from the vehicle’s price, the default down payment, APR and term', () => {
    expect(defaultPaymentValues(12_995)).toEqual({ price: '12995', down: '1300', apr: String(PAYMENT_DEFAULTS.apr), term: String(PAYMENT_DEFAULTS.term) })
    const estimate = paymentEstimate(12_995)
    expect(estimate.errors).toEqual({})
    expect(estimate.monthly).toBe(monthlyPayment(12_995 - 1_300, PAYMENT_DEFAULTS.apr, PAYMENT_DEFAULTS.term))
  })

  it('uses what the visitor entered, as people type amounts', () => {
    const estimate = paymentEstimate(12_995, { price: '$10,000', down: '0', apr: '6%', term: '60' })
    expect(estimate).toEqual({ values: { price: '$10,000', down: '0', apr: '6%', term: '60' }, errors: {}, monthly: 193.33, terms: PAYMENT_TERMS })
    expect(paymentEstimate(12_995, { price: '12000', down: '0', apr: '0', term: '24' }).monthly).toBe(500)
    expect(paymentEstimate(12_995, { apr: ' 4.5 ' }).monthly).toBe(monthlyPayment(11_695, 4.5, 60))
  })

  it('accepts every offered term and the APR limits themselves', () => {
    for (const term of PAYMENT_TERMS) expect(paymentEstimate(9_000, { term: String(term) }).monthly, String(term)).toBeGreaterThan(0)
    expect(paymentEstimate(9_000, { apr: String(PAYMENT_LIMITS.minApr) }).monthly).toBe(monthlyPayment(8_100, 0, 60))
    expect(paymentEstimate(9_000, { apr: String(PAYMENT_LIMITS.maxApr) }).monthly).toBe(monthlyPayment(8_100, PAYMENT_LIMITS.maxApr, 60))
  })

  it.each([
    ['a down payment equal to the price', { down: '12995' }, 'down', /less than the price/],
    ['a down payment above the price', { price: '5000', down: '6000' }, 'down', /less than the price/],
    ['a negative down payment', { down: '-100' }, 'down', /cannot be negative/],
    ['a down payment that is not a number', { down: 'lots' }, 'down', /in dollars/],
    ['an empty price', { price: '' }, 'price', /in dollars/],
    ['a price of zero', { price: '0' }, 'price', /more than \$0/],
    ['a negative price', { price: '-12995' }, 'price', /more than \$0/],
    ['a price past the limit', { price: String(PAYMENT_LIMITS.maxPrice + 1) }, 'price', /up to \$500,000/],
    ['an APR above the limit', { apr: '30.01' }, 'apr', /from 0% to 30%/],
    ['a negative APR', { apr: '-1' }, 'apr', /from 0% to 30%/],
    ['an APR in words', { apr: 'low' }, 'apr', /from 0% to 30%/],
    ['a term not offered', { term: '50' }, 'term', /24, 36, 48, 60, 72 or 84 months/],
    ['a term of zero', { term: '0' }, 'term', /months/],
    ['a term in words', { term: 'long' }, 'term', /months/],
    ['scientific notation', { price: '1e5' }, 'price', /in dollars/],
    ['a comma that is not a thousands separator', { price: '1,50' }, 'price', /in dollars/],
    ['an APR with a decimal comma', { apr: '2,9' }, 'apr', /from 0% to 30%/],
    ['a percent sign inside the APR', { apr: '5%5' }, 'apr', /from 0% to 30%/],
    ['a term in hexadecimal', { term: '0x3c' }, 'term', /months/],
    ['Infinity', { down: 'Infinity' }, 'down', /in dollars/],
  ] as const)('refuses %s, beside that field, with no result', (_, query, field, message) => {
    const estimate = paymentEstimate(12_995, query)
    expect(Object.keys(estimate.errors)).toEqual([field])
    expect(estimate.errors[field]).toMatch(message)
    expect(estimate.monthly).toBeUndefined()
  })

  it('shows the offered term it matched, so the choice on screen is the one computed', () => {
    const estimate = paymentEstimate(12_995, { term: ' 060 ' })
    expect(estimate.values.term).toBe('60')
    expect(estimate.monthly).toBe(monthlyPayment(11_695, PAYMENT_DEFAULTS.apr, 60))
    expect(paymentEstimate(12_995, { price: '$12,995.00', down: '$ 1,300', apr: '7.99 %' }).monthly).toBe(monthlyPayment(11_695, 7.99, 60))
    expect(paymentEstimate(12_995, { down: '-$100' }).errors.down).toMatch(/cannot be negative/)
  })

  it('reports every invalid field at once and keeps what was typed, cut to a sane length', () => {
    const estimate = paymentEstimate(12_995, { price: 'x'.repeat(500), down: '-1', apr: '99', term: '7' })
    expect(Object.keys(estimate.errors).sort()).toEqual(['apr', 'down', 'price', 'term'])
    expect(estimate.values.price).toHaveLength(40)
  })
})
