/**
 * Moments and the dealer's wall clock (America/New_York, content/business.ts), daylight saving
 * time included: which date, weekday and minute a moment is on that clock, and which moment a
 * date and a time on it name. Built on Intl alone; call it on the server, where the page's
 * texts are made (a browser's time-zone data may differ and break hydration).
 */
import { business } from '#app/content/business'

export const DEALER_TIME_ZONE: string = business.timeZone

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** A calendar date on the dealer's clock, "2026-11-26". */
export type DateText = string

/** A moment as the dealer's clock shows it. */
export interface WallTime {
  date: DateText
  weekday: Weekday
  /** Minutes since the local midnight, 0-1439. */
  minutes: number
  /** Seconds past that minute (with milliseconds as a fraction), 0 to under 60. */
  seconds: number
}

export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

interface Fields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function fieldsAt(instant: number, timeZone: string): Fields {
  const out: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value)
  }
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! }
}

/** Minutes the clock is ahead of UTC at this moment (-240 in summer, -300 in winter for New York). */
export function offsetMinutes(instant: number, timeZone = DEALER_TIME_ZONE): number {
  const f = fieldsAt(instant, timeZone)
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)
  return Math.round((asUtc - (instant - (((instant % 1000) + 1000) % 1000))) / 60_000)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The date's weekday (a calendar fact, the same on every clock). */
export function weekdayOf(date: DateText): Weekday {
  const [y, m, d] = parseDate(date)
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!
}

function parseDate(date: DateText): [number, number, number] {
  const match = DATE_PATTERN.exec(date)
  if (!match) throw new RangeError(`Not a date: ${date}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** Whether text names a real calendar date ("2026-02-30" does not). */
export function isDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** "09:30" -> 570. */
export function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time)
  if (!match) throw new RangeError(`Not a time: ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** 570 -> "09:30". */
export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** The date `days` after (or before) this one. */
export function addDays(date: DateText, days: number): DateText {
  const [y, m, d] = parseDate(date)
  const next = new Date(Date.UTC(y, m - 1, d + days))
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** What the dealer's clock shows at this moment. */
export function wallTime(instant: number, timeZone = DEALER_TIME_ZONE): WallTime {
  const f = fieldsAt(instant, timeZone)
  const date = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`
  const millis = ((instant % 1000) + 1000) % 1000
  return { date, weekday: weekdayOf(date), minutes: f.hour * 60 + f.minute, seconds: f.second + millis / 1000 }
}

/**
 * The moment the dealer's clock shows `date` at `minutes` past midnight. A time skipped when
 * the clocks go forward (2:30 AM on the spring day) is read as the same time after the change
 * (3:30 AM); a time that happens twice when they go back is its first (daylight) occurrence.
 */
export function instantAt(date: DateText, minutes: number, timeZone = DEALER_TIME_ZONE): number {
  const [y, m, d] = parseDate(date)
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes)
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000
  const firstOffset = offsetMinutes(first, timeZone)
  if (asUtc - firstOffset * 60_000 === first) return first
  const second = asUtc - firstOffset * 60_000
  if (offsetMinutes(second, timeZone) === firstOffset) return second
  // Neither reading holds: the time does not exist on that day (the spring-forward gap).
  return Math.max(first, second)
}

/** The moment a date begins on the dealer's clock. */
export function startOfDate(date: DateText, timeZone = DEALER_TIME_ZONE): number {
  return instantAt(date, 0, timeZone)
}
