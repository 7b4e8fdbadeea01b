import { business } from './business'
import { LOCALES, type Language } from './languages'

/*
 * Numbers and prices as en-US text ("$12,995", "1,234.5"), written out by hand rather than
 * with Intl.NumberFormat: building a formatter costs a phone's browser tens of milliseconds
 * (it loads the locale's data), and this module is in every public page's code, so it would
 * run before the page can answer a tap. The output is Intl's, digit for digit
 * (content/format.test.ts compares them): grouping by thousands, rounding half away from zero,
 * a minus before the dollar sign. Amounts too large for fixed-point text (1e21 and up) and
 * non-numbers go to Intl itself.
 */

/** A whole number's digits grouped by thousands: "1234567" → "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

let intl: Map<string, Intl.NumberFormat> | undefined
function viaIntl(value: number, options: Intl.NumberFormatOptions): string {
  intl ??= new Map()
  const key = JSON.stringify(options)
  let format = intl.get(key)
  if (!format) intl.set(key, (format = new Intl.NumberFormat('en-US', options)))
  return format.format(value)
}

/**
 * `value` with exactly `decimals` fraction digits, grouped, with `prefix` after any minus sign.
 * Rounded as Intl rounds: half away from zero, on the shortest decimal text that reads back as
 * the same number (1.005 is "1.005", so it becomes 1.01), not on its binary value as toFixed does.
 */
function fixed(value: number, decimals: number, prefix = ''): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return undefined
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  // Below 1e-6 String() writes an exponent; such a value rounds to zero at two decimals or fewer.
  const text = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value))
  const [whole, fraction = ''] = text.split('.')
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0')
  if (fraction.length > decimals && fraction[decimals] >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0')
  const wholeDigits = digits.slice(0, digits.length - decimals)
  return `${sign}${prefix}${grouped(wholeDigits)}${decimals > 0 ? `.${digits.slice(-decimals)}` : ''}`
}

/** The one price format: US dollars, no decimals ("$12,995"). */
export function formatPrice(amount: number): string {
  return fixed(amount, 0, '$') ?? viaIntl(amount, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })
}

/** Dollars and cents, for per-day renewal rates such as "$228.34". */
export function formatPriceCents(amount: number): string {
  return Number.isInteger(amount) ? formatPrice(amount) : (fixed(amount, 2, '$') ?? viaIntl(amount, { style: 'currency', currency: 'USD' }))
}

export function formatInteger(value: number): string {
  return fixed(value, 0) ?? viaIntl(value, { maximumFractionDigits: 0 })
}

export function formatOneDecimal(value: number): string {
  return fixed(value, 1) ?? viaIntl(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** Up to two decimals, none written when they are zeros: "12", "12.5", "12.25". */
export function formatUpToTwoDecimals(value: number): string {
  const text = fixed(value, 2)
  return text === undefined ? viaIntl(value, { maximumFractionDigits: 2 }) : text.replace(/\.?0+$/, '')
}

/** Moments on the dealer's clock, per language: "Nov 23, 2026, 1:05 PM ET" (made on first use). */
const dealerTimes = new Map<Language, Intl.DateTimeFormat>()

/** How each language names the dealer's time zone after a moment. */
const ZONE_NAMES: Record<Language, string> = { en: 'ET', es: '(hora del Este)' }

/**
 * Formats an ISO time on the dealer's clock, for the console and the e-mails ("Nov 23, 2026,
 * 1:05 PM ET"; in Spanish "23 nov 2026, 1:05 p.m. (hora del Este)"). Call it on the server (in
 * +data): the browser's date library may space "1:05 PM" differently and break hydration.
 */
export function formatDealerTime(iso: string, language: Language = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = dealerTimes.get(language)
  if (!format) dealerTimes.set(language, (format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: business.timeZone })))
  return `${format.format(date)} ${ZONE_NAMES[language]}`
}
