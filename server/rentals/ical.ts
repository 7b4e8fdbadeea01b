/**
 * iCalendar (RFC 5545) for rentals: the renter's invitation attached to the confirmation
 * e-mail, and each staff member's subscribed feed. Rentals are all-day events over their
 * days (DTSTART and DTEND as dates, DTEND the day they are collected), so every calendar shows
 * them on the dealer's days whatever its own time zone. Lines end in CRLF, text is escaped
 * and lines are folded at 75 octets, as the RFC asks.
 */
import { DOMAIN } from '#app/content/business'
import { addDays, type Day } from '#app/domain/bookings/days'

export interface CalendarEvent {
  uid: string
  /** First day, included. */
  start: Day
  /** Day after the last, excluded (DTEND of an all-day event). */
  end: Day
  summary: string
  description?: string
  location?: string
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Bumped on each change, so a calendar takes the newer copy. */
  sequence?: number
  url?: string
}

export interface Calendar {
  name: string
  method?: 'PUBLISH'
  events: readonly CalendarEvent[]
  /** How often a subscribing calendar should fetch it again. */
  refreshMinutes?: number
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** One content line folded at 75 octets (a CRLF and a space before each continuation), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  let limit = 75
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length)
    // Back off to the start of a character (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
    limit = 74 // the leading space takes one octet
  }
  return parts.join('\r\n ')
}

const dateValue = (day: Day) => day.replace(/-/g, '')
const stamp = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')

export function calendarText(calendar: Calendar, now: number = Date.now()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${DOMAIN}//Rentals//EN`, 'CALSCALE:GREGORIAN']
  if (calendar.method) lines.push(`METHOD:${calendar.method}`)
  lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`)
  if (calendar.refreshMinutes) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`)
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(event.end > event.start ? event.end : addDays(event.start, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'TRANSP:TRANSPARENT', 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A reservation's event id: the same in the renter's invitation and the staff feed. */
export const reservationUid = (reference: string) => `${reference}@rentals.${DOMAIN}`
