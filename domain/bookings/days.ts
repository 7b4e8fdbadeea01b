/**
 * Days on the dealer's calendar (America/New_York, content/business.ts): what every booking
 * counts in. A day is written YYYY-MM-DD; day arithmetic is calendar arithmetic (no time
 * zone involved), and a day becomes an instant only through the dealer's clock, so a day
 * with a daylight-saving change is 23 or 25 hours long, as it is at the showroom.
 *
 * Formatting to the zone goes through Intl only on demand (one formatter, built once): the
 * browser's code uses the calendar arithmetic alone.
 */
import { business } from '#app/content/business'

/** A day on the dealer's calendar: "2026-06-01". */
export type Day = string
/** A month on the dealer's calendar: "2026-06". */
export type Month = string

export const DEALER_TIME_ZONE: string = business.timeZone

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH_SHAPE = /^(\d{4})-(\d{2})$/
const DAY_MS = 86_400_000

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false
  const match = DAY_SHAPE.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export function isMonth(value: unknown): value is Month {
  if (typeof value !== 'string') return false
  const match = MONTH_SHAPE.exec(value)
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2999 && Number(match[2]) >= 1 && Number(match[2]) <= 12
}

/** Noon UTC of a day: a fixed point for calendar arithmetic. */
const noon = (day: Day) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d, 12)
}
const dayOfNoon = (ms: number): Day => new Date(ms).toISOString().slice(0, 10)

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: Day, n: number): Day {
  return dayOfNoon(noon(day) + n * DAY_MS)
}

/** How many days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((noon(to) - noon(from)) / DAY_MS)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: Day): number {
  return new Date(noon(day)).getUTCDay()
}

/** Every day from `start` for `count` days. */
export function daysFrom(start: Day, count: number): Day[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(start, i))
}

export function monthOf(day: Day): Month {
  return day.slice(0, 7)
}

/** The month `n` months after `month`. */
export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(y, m - 1 + n, 1))
  return date.toISOString().slice(0, 7)
}

/** Every day of a month, in order. */
export function daysOfMonth(month: Month): Day[] {
  const first = `${month}-01`
  return daysFrom(first, daysBetween(first, `${addMonths(month, 1)}-01`))
}

let zoneFormat: Intl.DateTimeFormat | undefined
let zoneFormatFor: string | undefined

/** The wall clock of the zone at an instant, as if it were UTC (epoch ms, to the second). */
function wallClock(at: number, timeZone: string): number {
  if (!zoneFormat || zoneFormatFor !== timeZone) {
    zoneFormat = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    zoneFormatFor = timeZone
  }
  const parts: Record<string, number> = {}
  for (const part of zoneFormat.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

/** How far the zone's clock is ahead of UTC at an instant (negative west of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  return wallClock(at, timeZone) - Math.floor(at / 1000) * 1000
}

/** The day it is on the dealer's clock at an instant. */
export function dealerDayOf(at: number, timeZone: string = DEALER_TIME_ZONE): Day {
  return dayOfNoon(wallClock(at, timeZone)).slice(0, 10)
}

/** Today on the dealer's clock. */
export function dealerToday(now: number = Date.now(), timeZone: string = DEALER_TIME_ZONE): Day {
  return dealerDayOf(now, timeZone)
}

/**
 * The instant a wall-clock time ("HH:MM") happens on a day at the dealer. Daylight saving
 * time is the zone's: a time the spring change skips (2:30 AM) is the instant an hour later
 * on the clock (3:30 AM), a time the autumn change repeats is its first occurrence. Midnight
 * and the opening hours are never either in America/New_York (the clocks change at 2 AM).
 */
export function dealerInstant(day: Day, time = '00:00', timeZone: string = DEALER_TIME_ZONE): number {
  const key = `${day} ${time} ${timeZone}`
  const known = instants.get(key)
  if (known !== undefined) return known
  if (instants.size >= 20_000) instants.clear()
  const at = computeInstant(day, time, timeZone)
  instants.set(key, at)
  return at
}

/** Instants already worked out: the same days are asked about again and again (a month's table, the nearest free days). */
const instants = new Map<string, number>()

function computeInstant(day: Day, time: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  // The offset before the change, then after: the first guess that reads back right wins.
  const before = wall - offsetAt(wall - DAY_MS / 2, timeZone)
  if (wallClock(before, timeZone) === wall) return before
  const after = wall - offsetAt(wall + DAY_MS / 2, timeZone)
  if (wallClock(after, timeZone) === wall) return after
  // Skipped by the spring change: the same distance past the change as the time was.
  return before
}

/** The instant a day begins at the dealer. */
export function dealerMidnight(day: Day, timeZone: string = DEALER_TIME_ZONE): number {
  return dealerInstant(day, '00:00', timeZone)
}

/** Hours in a day at the dealer: 24, or 23 and 25 on the days the clocks change. */
export function hoursInDay(day: Day, timeZone: string = DEALER_TIME_ZONE): number {
  return (dealerMidnight(addDays(day, 1), timeZone) - dealerMidnight(day, timeZone)) / 3_600_000
}
