import { business } from './business'

/** The one price formatter: US dollars, no decimals ("$12,995"). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Each price text once: a page lists dozens, and Intl formatting is slow next to a lookup. */
const priceTexts = new Map<number, string>()

export function formatPrice(amount: number): string {
  let text = priceTexts.get(amount)
  if (text === undefined) {
    text = usd.format(amount)
    // Bounded, whatever amounts arrive.
    if (priceTexts.size >= 1000) priceTexts.clear()
    priceTexts.set(amount, text)
  }
  return text
}

/** Dollars and cents, for per-day renewal rates such as "$228.34". */
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatPriceCents(amount: number): string {
  return Number.isInteger(amount) ? formatPrice(amount) : usdCents.format(amount)
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function formatInteger(value: number): string {
  return integer.format(value)
}

export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value)
}

/** Moments on the dealer's clock, for the console: "Nov 23, 2026, 1:05 PM ET". */
const dealerTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: business.timeZone })

/**
 * Formats an ISO time on the dealer's clock. Call it on the server (in +data): the
 * browser's date library may space "1:05 PM" differently and break hydration.
 */
export function formatDealerTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${dealerTime.format(date)} ET`
}
