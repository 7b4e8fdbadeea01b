import { describe, expect, it } from 'vitest'
import { formatInteger, formatOneDecimal, formatPrice, formatPriceCents, formatUpToTwoDecimals } from './format'

describe('formatPrice', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatPrice(12995)).toBe('$12,995')
    expect(formatPrice(15000)).toBe('$15,000')
    expect(formatPrice(245)).toBe('$245')
    expect(formatPrice(1234.6)).toBe('$1,235')
  })
  it('gives each amount its own text, however many amounts it has seen', () => {
    for (let amount = 0; amount < 2500; amount++) expect(formatPrice(amount * 7)).toBe(`$${(amount * 7).toLocaleString('en-US')}`)
    expect(formatPrice(12995)).toBe('$12,995')
    expect(formatPrice(-5)).toBe('-$5')
  })
  it('keeps cents for renewal rates', () => {
    expect(formatPriceCents(228.34)).toBe('$228.34')
    expect(formatPriceCents(150)).toBe('$150')
  })
})

describe('number text', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options)
  const formats = [
    [formatPrice, intl({ style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })],
    [formatPriceCents, intl({ style: 'currency', currency: 'USD' })],
    [formatInteger, intl({ maximumFractionDigits: 0 })],
    [formatOneDecimal, intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 })],
    [formatUpToTwoDecimals, intl({ maximumFractionDigits: 2 })],
  ] as const
  // Whole amounts, cents, halves (where rounding differs between methods), tiny and huge values, both signs.
  let seed = 7
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647)
  const values = [
    0, -0, 0.5, 1.5, 2.5, -0.5, -0.4, 0.05, 0.15, 0.25, 0.35, 1.005, 1.045, 999.5, 999.95, 1000, 99999.95, 1234567.891, -1234.5, 12995, 1e20, 1e21, 3e25, -7e22,
    Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, NaN, Infinity, -Infinity,
    ...Array.from({ length: 4000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 10)
      const value = Math.round(random() * magnitude * 1000) / [1, 10, 100, 1000][i % 4]
      return i % 5 === 0 ? -value : value
    }),
  ]

  it("is Intl.NumberFormat's en-US text, digit for digit, for every value", () => {
    const differences: string[] = []
    for (const [format, reference] of formats) {
      for (const value of values) {
        const expected = format === formatPriceCents && Number.isInteger(value) ? formats[0][1].format(value) : reference.format(value)
        if (format(value) !== expected) differences.push(`${format.name}(${value}) = ${format(value)}, Intl: ${expected}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('reads as a shopper expects', () => {
    expect(formatInteger(1234567)).toBe('1,234,567')
    expect(formatOneDecimal(1234.56)).toBe('1,234.6')
    expect(formatPriceCents(1234.5)).toBe('$1,234.50')
  })
})
