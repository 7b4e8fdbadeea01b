/**
 * The leads desk's two rules, in one place for the console, the daily purge, the mail
 * outbox's reminder and the privacy policy: when a lead is overdue, and how long a lead
 * is kept. No database here, so the browser can use it too.
 */
import { business } from '#app/content/business'
import { LEAD_KIND_LABELS, LEAD_KINDS, type LeadKind, type LeadStatus } from './lead'

/** A lead still `new` this many minutes after it arrived is overdue (LEAD_OVERDUE_MINUTES). */
export const DEFAULT_LEAD_OVERDUE_MINUTES = 30
/** Leads older than this many days are deleted, with their notes and e-mails (LEAD_RETENTION_DAYS). */
export const DEFAULT_LEAD_RETENTION_DAYS = 730

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

/** "24 months (730 days)", "90 days", "1 year (365 days)". */
export function retentionPeriod(days: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (days % 365 === 0) {
    const years = days / 365
    return `${years === 1 ? '1 year' : `${years * 12} months`} (${plural(days, 'day')})`
  }
  return plural(days, 'day')
}

/** What each kind of enquiry asks beyond name, e-mail, phone and message. */
export const LEAD_KIND_DATA: Readonly<Record<LeadKind, string>> = {
  contact: 'what your message is about (sales, service, parts or a general question)',
  'test-drive': 'the cart you want to drive and your preferred day and time',
  rental: 'the rental plan, seats, start date, number of days and delivery town',
  service: 'your cart’s make and model, what is wrong with it and your preferred drop-off day',
  'trade-in': 'your cart’s year, make, model and condition',
}

/** Everything a lead holds, in the privacy policy's words. */
export function leadDataKept(): string[] {
  return [
    'Your first and last name, e-mail address and phone number, and your message',
    ...LEAD_KINDS.map((kind) => `${LEAD_KIND_LABELS[kind]}: ${LEAD_KIND_DATA[kind]}`),
    'The vehicle page or other page of this website you sent it from, the website that sent you to us (the referrer) and any campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
    'Our own notes on your enquiry, who on our team handles it and where it stands (new, contacted, qualified, won or lost)',
    'A record of the e-mails your enquiry caused (our sales notification, a copy for our customer-management system, your confirmation) and whether each was delivered',
  ]
}

/** The privacy policy's "How long we keep it" paragraphs, for the retention the server purges with. */
export function retentionStatement(retentionDays = DEFAULT_LEAD_RETENTION_DAYS): string[] {
  return [
    `We keep each enquiry, with our notes on it and the record of its e-mails, for ${retentionPeriod(retentionDays)} after it arrives. Every day, the website deletes everything older than that automatically.`,
    'You can ask us to delete everything we hold under your e-mail address or phone number sooner: we erase every enquiry, note and e-mail record for it at once, and keep only a note that an erasure was made (without your details). If you become a customer, records of your purchase, rental or service are kept for as long as the law and warranty obligations require.',
  ]
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
