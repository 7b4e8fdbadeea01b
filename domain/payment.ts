/**
 * The vehicle page's payment estimate: the defaults and limits of its form, the parser of
 * the form's query (the same for a submitted GET form and for typing in the browser) and
 * the amortization formula. Pure, no I/O: shared by the server and the browser.
 */

/** Loan terms the form offers, in months. */
export const PAYMENT_TERMS = [24, 36, 48, 60, 72, 84] as const
export type PaymentTerm = (typeof PAYMENT_TERMS)[number]

export const PAYMENT_DEFAULTS = {
  /** The down payment the form starts with, as a share of the price (rounded to $100). */
  downPaymentShare: 0.1,
  /** The APR the form starts with, in percent: a typical rate for a golf-cart loan, not a quote. */
  apr: 7.99,
  term: 60 as PaymentTerm,
} as const

export const PAYMENT_LIMITS = {
  /** APR the form accepts, in percent. */
  minApr: 0,
  maxApr: 30,
  /** Highest price the form accepts, in dollars. */
  maxPrice: 500_000,
} as const

/** The form's fields, by their query names. */
export const PAYMENT_FIELDS = ['price', 'down', 'apr', 'term'] as const
export type PaymentField = (typeof PAYMENT_FIELDS)[number]
export type PaymentValues = Record<PaymentField, string>

export interface PaymentEstimate {
  /** What the fields show: the submitted text, or the defaults. */
  values: PaymentValues
  /** One message per invalid field; none when the estimate could be made. */
  errors: Partial<Record<PaymentField, string>>
  /** The monthly payment in dollars, rounded to cents; absent when a field is invalid. */
  monthly?: number
  /** The terms the form offers. */
  terms: readonly PaymentTerm[]
}

/**
 * The monthly payment on `principal` dollars over `months` at `apr` percent a year:
 * M = P·r / (1 − (1 + r)^−n) with r = APR / 12 / 100, or P / n at 0%; rounded to cents.
 */
export function monthlyPayment(principal: number, apr: number, months: number): number {
  const r = apr / 1200
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months)
  return Math.round(exact * 100) / 100
}

/** The fields' starting values for a vehicle at `price` dollars. */
export function defaultPaymentValues(price: number): PaymentValues {
  return {
    price: String(price),
    down: String(Math.round((price * PAYMENT_DEFAULTS.downPaymentShare) / 100) * 100),
    apr: String(PAYMENT_DEFAULTS.apr),
    term: String(PAYMENT_DEFAULTS.term),
  }
}

/** Digits, with commas only between thousands ("12,995"; not "1,50"), and an optional decimal part. */
const NUMBER = /^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$|^\.\d+$/

/** A dollar amount as typed ("12,995", "$12995.50", "-500"); NaN for anything else, negatives kept negative. */
function dollars(text: string): number {
  const bare = text.trim().replace(/^(-?)\s*\$\s*/, '$1').replace(/^\$\s*(-)/, '$1')
  const negative = bare.startsWith('-')
  const digits = negative ? bare.slice(1).trim() : bare
  if (!NUMBER.test(digits)) return NaN
  const value = Number(digits.replace(/,/g, ''))
  return negative ? -value : value
}

/** A percentage as typed ("6.5", "6.5%", "0"); NaN for anything else (no commas: "2,9" is not 2.9 or 29). */
function percent(text: string): number {
  const bare = text.trim().replace(/\s*%$/, '')
  return /^(\d+\.?\d*|\.\d+)$/.test(bare) ? Number(bare) : NaN
}

/**
 * The estimate for the form's values: each missing field takes its default, each invalid
 * one gets a message, and the monthly payment comes only when every field is valid.
 */
export function paymentEstimate(vehiclePrice: number, query: Partial<Record<string, string>> = {}): PaymentEstimate {
  const defaults = defaultPaymentValues(vehiclePrice)
  const values = {} as PaymentValues
  for (const field of PAYMENT_FIELDS) values[field] = (query[field] ?? defaults[field]).slice(0, 40)
  const errors: PaymentEstimate['errors'] = {}
  const price = dollars(values.price)
  const down = dollars(values.down)
  const apr = percent(values.apr)
  const term = /^\s*\d{1,3}\s*$/.test(values.term) ? Number(values.term) : NaN
  if (!(price > 0)) errors.price = price <= 0 ? 'The price must be more than $0.' : 'Enter the price in dollars, like 12995.'
  else if (price > PAYMENT_LIMITS.maxPrice) errors.price = `Enter a price up to $${PAYMENT_LIMITS.maxPrice.toLocaleString('en-US')}.`
  if (Number.isNaN(down)) errors.down = 'Enter the down payment in dollars, like 1500, or 0.'
  else if (down < 0) errors.down = 'The down payment cannot be negative.'
  else if (!errors.price && down >= price) errors.down = 'The down payment must be less than the price.'
  if (!(apr >= PAYMENT_LIMITS.minApr && apr <= PAYMENT_LIMITS.maxApr)) errors.apr = `Enter an APR from ${PAYMENT_LIMITS.minApr}% to ${PAYMENT_LIMITS.maxApr}%, like 7.99.`
  if (!PAYMENT_TERMS.includes(term as PaymentTerm)) errors.term = `Choose a term of ${PAYMENT_TERMS.join(', ').replace(/, (\d+)$/, ' or $1')} months.`
  // The term is a choice: show the option it matched (" 060" is the 60-month option).
  else values.term = String(term)
  if (Object.keys(errors).length > 0) return { values, errors, terms: PAYMENT_TERMS }
  return { values, errors, monthly: monthlyPayment(price - down, apr, term), terms: PAYMENT_TERMS }
}
