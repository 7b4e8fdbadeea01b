/**
 * The leads desk's two rules, in one place for the console, the daily purge, the mail
 * outbox's reminder: when a lead is overdue, and when a lead is past its retention
 * (content/leads.ts states the retention in the privacy policy's words). No database here, so the browser can use it too.
 */
import { business } from '#app/content/business'
import { DEFAULT_LEAD_RETENTION_DAYS } from '#app/content/leads'
import type { LeadStatus } from './lead'

/** A lead still `new` this many minutes after it arrived is overdue (LEAD_OVERDUE_MINUTES). */
export const DEFAULT_LEAD_OVERDUE_MINUTES = 30
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** Overdue: nobody has moved the lead on from `new` within `overdueMinutes` of its arrival. */
export function isOverdue(lead: { status: LeadStatus; createdAt: string; firstResponseAt?: string }, now: number, overdueMinutes = DEFAULT_LEAD_OVERDUE_MINUTES): boolean {
  // A note is an answer too, even while the lead stays new.
  if (lead.status !== 'new' || lead.firstResponseAt) return false
  const created = Date.parse(lead.createdAt)
  return Number.isFinite(created) && now - created > overdueMinutes * MINUTE_MS
}

/** Leads that arrived before this instant (ISO, as stored) are overdue if still new. */
export function overdueCutoff(now: number, overdueMinutes = DEFAULT_LEAD_OVERDUE_MINUTES): string {
  return new Date(now - overdueMinutes * MINUTE_MS).toISOString()
}

/** Leads that arrived before this instant (ISO, as stored) are past retention. */
export function retentionCutoff(now: number, retentionDays = DEFAULT_LEAD_RETENTION_DAYS): string {
  return new Date(now - retentionDays * DAY_MS).toISOString()
}

/** The dealer's clock: the console shows times and reads dates in it. */
export const DESK_TIME_ZONE: string = business.timeZone

/** Milliseconds the zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at / 1000) * 1000
}

/** The instant a day (YYYY-MM-DD) begins on the dealer's clock, as stored (ISO, UTC). */
export function dayStart(day: string, timeZone = DESK_TIME_ZONE): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const guess = Date.UTC(y, m - 1, d)
  let at = guess - zoneOffset(guess, timeZone)
  // Once more, for a day whose midnight is on the other side of a clock change.
  at = guess - zoneOffset(at, timeZone)
  return new Date(at).toISOString()
}

/** The day after a day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** The day (YYYY-MM-DD) an instant falls on, on the dealer's clock. */
export function dayOf(at: number, timeZone = DESK_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}
