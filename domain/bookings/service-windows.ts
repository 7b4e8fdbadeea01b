/**
 * Service drop-off windows: the shop's rules (windows per weekday, each taking so many carts;
 * the minimum notice in working days; how far ahead one may book; closed days) turned into
 * the windows of real days on the dealer's clock, and each window's places as resources of
 * the availability engine (./room.ts): a window taking N carts is N places, `window:<id>#1`
 * to `#N`, each claimed once, so the database refuses a booking past the window's capacity
 * as it refuses a rental unit booked twice. A window whose capacity the owner lowered keeps the
 * bookings it had, on places past the new N: they count against it (placesToClaim) until they
 * are gone.
 */
import { addDays, daysFrom, dealerToday, isDay, weekdayOf, type Day } from './days'
import type { Claim } from './room'
import { windowSpan, type Span } from './spans'
import { hoursOn, type DepartmentCalendar } from './service-hours'

/** One drop-off window of a weekday: "08:00" to "10:00", taking `capacity` carts. */
export interface WindowRule {
  from: string
  to: string
  capacity: number
}

/** The owner's service settings (the console's service settings page). */
export interface ServiceSettings {
  /** By weekday, 0 = Sunday … 6 = Saturday: that day's windows, in order. */
  windows: ReadonlyArray<readonly WindowRule[]>
  /** Working days of notice: 0 the same day (windows not yet begun), 1 the next working day, … */
  noticeDays: number
  /** How many days ahead of today one may book (the last bookable day is today + this). */
  horizonDays: number
  /** Days the shop takes no drop-offs besides the department's holiday closures. */
  closedDays: readonly Day[]
}

export const SETTINGS_LIMITS = { windowsPerDay: 6, capacity: 50, noticeDays: 14, horizonDays: 180, closedDays: 400 } as const

/** What the shop starts with until an owner saves settings: 8–10 and 13–15 on weekdays, 9–11 on Saturdays, two carts each, the next working day on, 60 days ahead. */
export const DEFAULT_SERVICE_SETTINGS: ServiceSettings = {
  windows: [
    [],
    ...Array.from({ length: 5 }, () => [
      { from: '08:00', to: '10:00', capacity: 2 },
      { from: '13:00', to: '15:00', capacity: 2 },
    ]),
    [{ from: '09:00', to: '11:00', capacity: 2 }],
  ],
  noticeDays: 1,
  horizonDays: 60,
  closedDays: [],
}

/** A window on a real day. Its id, "2026-06-01T08:00", is what a form posts and a booking keeps. */
export interface ServiceWindow {
  id: string
  day: Day
  from: string
  to: string
  capacity: number
  span: Span
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value)

/** "2026-06-01T08:00" → its day and start, or null. */
export function parseWindowId(value: unknown): { day: Day; from: string } | null {
  if (typeof value !== 'string' || value.length !== 16 || value[10] !== 'T') return null
  const day = value.slice(0, 10)
  const from = value.slice(11)
  return isDay(day) && isTime(from) ? { day, from } : null
}

export const windowId = (day: Day, from: string) => `${day}T${from}`

/** The places of a window as the engine's resources: `window:2026-06-01T08:00#1` … `#capacity`. */
export function windowPlaces(window: Pick<ServiceWindow, 'id' | 'capacity'>, count: number = window.capacity): string[] {
  return Array.from({ length: count }, (_, i) => `window:${window.id}#${i + 1}`)
}

/** The prefix every place of a window shares, whatever the window's capacity was when it was taken. */
export const windowPlacePrefix = (windowId: string) => `window:${windowId}#`

/** How many bookings hold a place of the window: every place, numbered above today's capacity too (taken before the owner lowered it). */
export function takenPlaces(window: Pick<ServiceWindow, 'id' | 'span'>, claims: readonly Claim[]): number {
  const prefix = windowPlacePrefix(window.id)
  return claims.filter((c) => c.resource.startsWith(prefix) && c.span.start < window.span.end && c.span.end > window.span.start).length
}

/**
 * The places to offer a new booking of the window, in order: `#1` to `#capacity`, or none when
 * it is full. A window is full when its bookings number its capacity or more: an owner who
 * lowers a window's capacity keeps the bookings already made (some on places past the new
 * capacity), and the window takes no more until they fall below it. Fewer bookings than the
 * capacity always leave one of its places free, and the database refuses a place twice, so a
 * window never holds more than its capacity on its own places; the count of the others is read
 * in the booking's write transaction, which runs alone (server/bookings/claims.ts).
 */
export function placesToClaim(window: Pick<ServiceWindow, 'id' | 'capacity' | 'span'>, claims: readonly Claim[]): string[] {
  return takenPlaces(window, claims) >= window.capacity ? [] : windowPlaces(window, window.capacity)
}

/** Whether the shop takes drop-offs on a day at all: the department is open, no holiday closure, not a closed day, and the day has windows. */
export function isWorkingDay(day: Day, settings: ServiceSettings, calendar: DepartmentCalendar): boolean {
  if (!hoursOn(day, calendar) || settings.closedDays.includes(day)) return false
  return (settings.windows[weekdayOf(day)] ?? []).length > 0
}

/** A day's windows that lie within the department's hours that day, special hours included (a window outside them is never offered). */
export function windowsWithinHours(day: Day, settings: ServiceSettings, calendar: DepartmentCalendar): WindowRule[] {
  const hours = hoursOn(day, calendar)
  if (!hours) return []
  return (settings.windows[weekdayOf(day)] ?? []).filter((rule) => rule.from >= hours.opens && rule.to <= hours.closes && rule.from < rule.to && rule.capacity > 0)
}

/** The first day one may book from `today`: `noticeDays` working days later (today itself for 0). */
export function firstBookableDay(today: Day, settings: ServiceSettings, calendar: DepartmentCalendar): Day {
  let day = today
  let counted = 0
  // Bounded: a calendar with no working day at all books nothing (the horizon ends first).
  for (let i = 0; counted < settings.noticeDays && i < 400; i++) {
    day = addDays(day, 1)
    if (isWorkingDay(day, settings, calendar)) counted++
  }
  return day
}

export interface WindowQuery {
  /** The first day asked about (defaults to today). */
  from?: Day
  /** How many days from `from`. */
  days: number
  /** The instant "now" (windows that began are never offered). */
  now: number
}

/**
 * Every bookable window of the days asked about, in order: on working days, within the
 * department's hours, from the first bookable day (notice) to the horizon, and not yet begun.
 */
export function serviceWindows(settings: ServiceSettings, calendar: DepartmentCalendar, query: WindowQuery): ServiceWindow[] {
  const today = dealerToday(query.now)
  const first = firstBookableDay(today, settings, calendar)
  const last = addDays(today, settings.horizonDays)
  const windows: ServiceWindow[] = []
  for (const day of daysFrom(query.from ?? today, query.days)) {
    if (day < first || day > last || !isWorkingDay(day, settings, calendar)) continue
    for (const rule of windowsWithinHours(day, settings, calendar)) {
      const span = windowSpan(day, rule.from, rule.to)
      if (span.start <= query.now) continue
      windows.push({ id: windowId(day, rule.from), day, from: rule.from, to: rule.to, capacity: rule.capacity, span })
    }
  }
  return windows
}

/** The bookable window with that id, or undefined (not a window of the rules, closed, too soon, too far, begun). */
export function findWindow(settings: ServiceSettings, calendar: DepartmentCalendar, id: unknown, now: number): ServiceWindow | undefined {
  const parsed = parseWindowId(id)
  if (!parsed) return undefined
  return serviceWindows(settings, calendar, { from: parsed.day, days: 1, now }).find((w) => w.from === parsed.from)
}

/** A window with the room it has left. */
export interface WindowRoom extends ServiceWindow {
  free: number
}

/** Each window's free places given the claims of its places. */
export function windowRoom(windows: readonly ServiceWindow[], claims: readonly Claim[]): WindowRoom[] {
  return windows.map((window) => ({ ...window, free: Math.max(0, window.capacity - takenPlaces(window, claims)) }))
}

/** The open windows (room left), nearest to `wanted` first by start, at most `limit`, then in time order. */
export function nearestOpenWindows(rooms: readonly WindowRoom[], wanted: number, limit = 3): WindowRoom[] {
  return rooms
    .filter((w) => w.free > 0)
    .map((w, position) => ({ w, position, distance: Math.abs(w.span.start - wanted) }))
    .sort((a, b) => a.distance - b.distance || a.position - b.position)
    .slice(0, limit)
    .sort((a, b) => a.position - b.position)
    .map(({ w }) => w)
}

/** The windows with room, in order, grouped by day (days without room left out): the booking form's list, on the server and in the browser. */
export function openDays<W extends { day: string; free: number }>(rooms: readonly W[]): Array<{ day: W['day']; windows: Array<Omit<W, 'day'>> }> {
  const days: Array<{ day: W['day']; windows: Array<Omit<W, 'day'>> }> = []
  for (const { day, ...window } of rooms) {
    if (window.free <= 0) continue
    const last = days.at(-1)
    if (last?.day === day) last.windows.push(window)
    else days.push({ day, windows: [window] })
  }
  return days
}
