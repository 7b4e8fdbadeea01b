/**
 * Service bookings as iCalendar (RFC 5545): timed events in UTC (a window is an instant on
 * the dealer's clock, so DST needs no VTIMEZONE), for the customer's invitation and the desk's
 * feed. Escaping and line folding are the rentals' (server/rentals/ical.ts).
 */
import { DOMAIN, business, type PostalAddress } from '#app/content/business'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { SERVICE_EMAIL_WORDS, type ServiceEmailWords } from '#app/content/service-emails'
import { escapeText, foldLine } from '../rentals'
import type { ServiceBooking } from './model'

const stamp = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')

export const bookingUid = (reference: string) => `${reference}@service.${DOMAIN}`

export interface ServiceEvent {
  booking: ServiceBooking
  summary: string
  description: string
}

export function serviceCalendarText(
  name: string,
  events: readonly ServiceEvent[],
  now: number,
  options: { method?: 'PUBLISH'; refreshMinutes?: number; address?: PostalAddress } = {},
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${DOMAIN}//Service//EN`, 'CALSCALE:GREGORIAN']
  if (options.method) lines.push(`METHOD:${options.method}`)
  lines.push(`X-WR-CALNAME:${escapeText(name)}`)
  if (options.refreshMinutes) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`)
  const address = options.address ?? business.address
  const location = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
  for (const { booking: b, summary, description } of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${bookingUid(b.id)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(b.startsAt)}`,
      `DTEND:${stamp(b.endsAt)}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `LOCATION:${escapeText(location)}`,
      `STATUS:${b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      // Bumped on each change (ms since the epoch of the last update, in seconds), so a calendar takes the newer copy.
      `SEQUENCE:${Math.floor(Date.parse(b.updatedAt) / 1000) % 2_000_000_000}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** The customer's invitation for their drop-off, in their language. */
export function bookingCalendar(b: ServiceBooking, now: number = Date.now(), address: PostalAddress = business.address, words: ServiceEmailWords = SERVICE_EMAIL_WORDS[DEFAULT_LANGUAGE]): string {
  return serviceCalendarText(`${business.name} service ${b.id}`, [{ booking: b, summary: words.calendar.summary(b.make), description: words.calendar.description(b.id) }], now, { method: 'PUBLISH', address })
}
