import { addDays, dealerToday } from '#app/domain/bookings/days'
import type { PlanId } from '#app/domain/bookings/rental-request'
import type { TestApp } from './app'

/** `n` days from today at the dealer. */
export const inDays = (n: number) => addDays(dealerToday(), n)

/** Units of a plan added as an operator would, named `<prefix> 1…n`; their ids. */
export async function addUnits(t: Pick<TestApp, 'services'>, plan: PlanId, count: number, prefix: string = plan): Promise<number[]> {
  const ids: number[] = []
  for (let i = 1; i <= count; i++) ids.push((await t.services.fleet.units.create({ name: `${prefix} ${i}`, plan, vehicleId: null, inService: true, note: '' }, { kind: 'cli' })).id)
  return ids
}

/** A renter's reservation as the JSON API takes it. */
export function reservationBody(overrides: Record<string, unknown> = {}) {
  return {
    plan: '4-seater',
    start: inDays(10),
    days: 3,
    town: 'Emmaus',
    address: '12 Chestnut Street',
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana.kowalski@example.com',
    phone: '(610) 555-0199',
    note: 'Gate code 4321.',
    driver: true,
    ...overrides,
  }
}

/**
 * What RFC 5545 asks of an iCalendar text at the octet level, which a lenient parser lets
 * pass (tests/api/rentals-ical.test.ts reads the same texts with ical.js, as calendars do):
 * CRLF line ends, lines of at most 75 octets (continuations start with a space), BEGIN/END
 * nesting, the required properties, and each property line NAME[;PARAMS]:VALUE. Returns the
 * unfolded VEVENTs as property maps.
 */
export function parseIcs(text: string): { calendar: Record<string, string>; events: Array<Record<string, string>> } {
  if (!text.endsWith('\r\n')) throw new Error('does not end with CRLF')
  const physical = text.slice(0, -2).split('\r\n')
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`bare line break in ${JSON.stringify(line)}`)
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`)
  }
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const stack: string[] = []
  const calendar: Record<string, string> = {}
  const events: Array<Record<string, string>> = []
  let event: Record<string, string> | null = null
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^;:,"]*)(?:,(?:"[^"]*"|[^;:,"]*))*)*):(.*)$/.exec(line)
    if (!match) throw new Error(`not a content line: ${line}`)
    const [, name, params, value] = match as unknown as [string, string, string, string]
    if (name === 'BEGIN') {
      stack.push(value)
      if (value === 'VEVENT') event = {}
      continue
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what was opened`)
      if (value === 'VEVENT') events.push(event!), (event = null)
      continue
    }
    if (/(^|[^\\])[;,]/.test(value) && ['SUMMARY', 'DESCRIPTION', 'LOCATION'].includes(name)) throw new Error(`unescaped ; or , in ${name}: ${value}`)
    ;(event ?? calendar)[`${name}${params}`] = value
  }
  if (stack.length !== 0) throw new Error(`not closed: ${stack.join(', ')}`)
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('not one VCALENDAR')
  for (const required of ['VERSION', 'PRODID']) if (!(required in calendar)) throw new Error(`no ${required}`)
  if (calendar.VERSION !== '2.0') throw new Error('VERSION is not 2.0')
  for (const e of events) {
    for (const required of ['UID', 'DTSTAMP']) if (!(required in e)) throw new Error(`a VEVENT without ${required}`)
    if (!/^\d{8}T\d{6}Z$/.test(e.DTSTAMP!)) throw new Error(`DTSTAMP not UTC: ${e.DTSTAMP}`)
    const start = e['DTSTART;VALUE=DATE']
    const end = e['DTEND;VALUE=DATE']
    if (!start || !/^\d{8}$/.test(start) || !end || !/^\d{8}$/.test(end) || end <= start) throw new Error(`bad all-day dates ${start} ${end}`)
  }
  return { calendar, events }
}

/** An iCalendar TEXT value read back (RFC 5545 3.3.11). */
export const unescapeIcs = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([\\;,])/g, '$1')
