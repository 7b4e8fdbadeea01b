import { describe, expect, it } from 'vitest'
import { nextPriceChange, saleFor, shopperPrice, specialPrice } from './shopper-price'
import type { Special } from './special'

const T0 = Date.parse('2026-04-01T13:00:00Z')
const HOUR = 3_600_000

function special(id: number, fields: Partial<Special>): Special {
  return {
    id,
    title: `Special ${id}`,
    text: 'Text',
    finePrint: '',
    status: 'scheduled',
    startsAt: new Date(T0).toISOString(),
    endsAt: new Date(T0 + 24 * HOUR).toISOString(),
    scope: { kind: 'brand', brand: 'Denago' },
    discount: { kind: 'amount-off', amount: 500 },
    createdAt: '',
    updatedAt: '',
    ...fields,
  }
}

const CITY = { id: 'denago-ev-city', brand: 'Denago', category: 'EV City Street Legal', price: 11995, status: 'available' as const }
const D6 = { id: 'evolution-d6-max-xt4', brand: 'Evolution', category: 'D6 Max Premium', price: 16995, status: 'available' as const }

describe('the shopper-price rule', () => {
  it('gives a sale price per cart, an amount off, or a percentage off rounded to whole dollars', () => {
    expect(specialPrice(special(1, { scope: { kind: 'vehicles', ids: ['denago-ev-city'] }, discount: { kind: 'sale-price', prices: { 'denago-ev-city': 10995 } } }), CITY)).toBe(10995)
    expect(specialPrice(special(2, {}), CITY)).toBe(11495)
    expect(specialPrice(special(3, { scope: { kind: 'category', category: 'd6 max premium' }, discount: { kind: 'percent-off', percent: 7 } }), D6)).toBe(Math.round(16995 * 0.93))
    expect(specialPrice(special(4, { discount: { kind: 'amount-off', amount: 50_000 } }), CITY)).toBe(0)
    expect(specialPrice(special(5, {}), D6)).toBeUndefined()
  })

  it('counts a special from its start to just before its end, and never a draft', () => {
    const one = [special(1, {})]
    expect(saleFor(CITY, one, T0 - 1)).toBeUndefined()
    expect(saleFor(CITY, one, T0)).toEqual({ price: 11495, endsAt: one[0]!.endsAt, specialId: 1, title: 'Special 1' })
    expect(saleFor(CITY, one, T0 + 24 * HOUR - 1)?.price).toBe(11495)
    expect(saleFor(CITY, one, T0 + 24 * HOUR)).toBeUndefined()
    expect(saleFor(CITY, [special(1, { status: 'draft' })], T0 + HOUR)).toBeUndefined()
  })

  it('takes the lowest price of the live specials, the longer-lasting one on a tie, and none that does not lower the price', () => {
    const specials = [
      special(1, { discount: { kind: 'amount-off', amount: 500 } }),
      special(2, { discount: { kind: 'percent-off', percent: 10 }, endsAt: new Date(T0 + 2 * HOUR).toISOString() }),
      special(3, { discount: { kind: 'amount-off', amount: 1200 }, endsAt: new Date(T0 + 48 * HOUR).toISOString() }),
    ]
    // 10% of 11,995 is 1,199.50, rounded: 10,796; $1,200 off is 10,795, the lowest.
    expect(saleFor(CITY, specials, T0 + HOUR)).toMatchObject({ price: 10795, specialId: 3 })
    const tie = [special(1, { discount: { kind: 'amount-off', amount: 1000 } }), special(2, { discount: { kind: 'amount-off', amount: 1000 }, endsAt: new Date(T0 + 72 * HOUR).toISOString() })]
    expect(saleFor(CITY, tie, T0 + HOUR)?.specialId).toBe(2)
    expect(saleFor(CITY, [special(1, { scope: { kind: 'vehicles', ids: ['denago-ev-city'] }, discount: { kind: 'sale-price', prices: { 'denago-ev-city': 12995 } } })], T0 + HOUR)).toBeUndefined()
  })

  it('gives no sale to a sold cart', () => {
    expect(saleFor({ ...CITY, status: 'sold' }, [special(1, {})], T0 + HOUR)).toBeUndefined()
    expect(saleFor({ ...CITY, status: 'pending' }, [special(1, {})], T0 + HOUR)?.price).toBe(11495)
  })

  it('is what every reader shows: the sale price while there is one, else the price', () => {
    expect(shopperPrice({ price: 11995 })).toBe(11995)
    expect(shopperPrice({ price: 11995, sale: { price: 10995 } })).toBe(10995)
  })

  it('knows when prices next change by themselves: the next start or end of a scheduled special', () => {
    const specials = [special(1, {}), special(2, { startsAt: new Date(T0 + 5 * HOUR).toISOString() }), special(3, { status: 'draft', startsAt: new Date(T0 + HOUR).toISOString() })]
    expect(nextPriceChange(specials, T0 - 10)).toBe(T0)
    expect(nextPriceChange(specials, T0)).toBe(T0 + 5 * HOUR)
    expect(nextPriceChange(specials, T0 + 24 * HOUR)).toBeUndefined()
  })
})
