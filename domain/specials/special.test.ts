import { describe, expect, it } from 'vitest'
import { specialPhase, validateSpecial } from './special'

const VALID = {
  title: 'Spring EV City event',
  text: 'The street-legal EV City at its lowest price of the year.',
  finePrint: 'On stock units only.',
  startsAt: '2026-04-01T09:00:00-04:00',
  endsAt: '2026-04-30T23:59:00-04:00',
  status: 'scheduled',
  scope: { kind: 'vehicles', ids: ['denago-ev-city'] },
  discount: { kind: 'sale-price', prices: { 'denago-ev-city': '$10,995' } },
}

const fields = (input: unknown) => {
  const result = validateSpecial(input)
  return result.ok ? {} : result.fields
}

describe('a special’s validation', () => {
  it('takes times with their offset and keeps them in UTC, and money as typed', () => {
    const result = validateSpecial(VALID)
    expect(result.ok && result.value).toMatchObject({
      startsAt: '2026-04-01T13:00:00.000Z',
      endsAt: '2026-05-01T03:59:00.000Z',
      discount: { kind: 'sale-price', prices: { 'denago-ev-city': 10995 } },
    })
  })

  it('wants it to end after it starts, within a year', () => {
    expect(fields({ ...VALID, endsAt: VALID.startsAt })).toEqual({ endsAt: 'The special must end after it starts' })
    expect(fields({ ...VALID, endsAt: '2027-06-01T00:00:00Z' })).toEqual({ endsAt: 'A special can run for at most a year' })
    expect(fields({ ...VALID, startsAt: 'next Tuesday' })).toMatchObject({ startsAt: expect.any(String) })
  })

  it('wants a sale price for each chosen cart, and only for chosen ones, and no sale price for a brand', () => {
    expect(fields({ ...VALID, scope: { kind: 'vehicles', ids: ['denago-ev-city', 'denago-ev-nomad'] } })).toEqual({ 'discount.prices.denago-ev-nomad': 'Enter the sale price of denago-ev-nomad' })
    expect(fields({ ...VALID, discount: { kind: 'sale-price', prices: { 'denago-ev-city': 1, 'denago-ev-nomad': 2 } } })).toEqual({
      'discount.prices.denago-ev-nomad': 'denago-ev-nomad has a sale price but is not chosen',
    })
    expect(fields({ ...VALID, scope: { kind: 'brand', brand: 'Denago' } })).toEqual({ 'discount.kind': 'A sale price is given per cart: choose the carts one by one' })
  })

  it('keeps a percentage between 1 and 90 and an amount of at least $1', () => {
    expect(fields({ ...VALID, scope: { kind: 'brand', brand: 'Denago' }, discount: { kind: 'percent-off', percent: 95 } })).toMatchObject({ 'discount.percent': expect.any(String) })
    expect(fields({ ...VALID, scope: { kind: 'category', category: 'D5 Ranger' }, discount: { kind: 'amount-off', amount: 0 } })).toMatchObject({ 'discount.amount': expect.any(String) })
    expect(fields({ ...VALID, scope: { kind: 'category', category: 'D5 Ranger' }, discount: { kind: 'percent-off', percent: '10%' } })).toEqual({})
  })

  it('refuses a missing title, an unknown scope and what is not an object', () => {
    expect(fields({ ...VALID, title: ' ' })).toMatchObject({ title: expect.any(String) })
    expect(fields({ ...VALID, scope: { kind: 'everything' } })).toMatchObject({ 'scope.kind': expect.any(String) })
    expect(fields('special')).toEqual({ form: 'Send the special as an object of fields' })
  })

  it('is a draft, upcoming, live or ended at a given moment', () => {
    const value = validateSpecial(VALID)
    if (!value.ok) throw new Error('invalid')
    const starts = Date.parse(value.value.startsAt)
    const ends = Date.parse(value.value.endsAt)
    expect(specialPhase({ ...value.value, status: 'draft' }, starts)).toBe('draft')
    expect(specialPhase(value.value, starts - 1)).toBe('upcoming')
    expect(specialPhase(value.value, starts)).toBe('live')
    expect(specialPhase(value.value, ends)).toBe('ended')
  })
})
