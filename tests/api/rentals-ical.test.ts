/**
 * The rentals' iCalendar read by a real parser (ical.js, the one Thunderbird uses), as a
 * calendar that subscribes to the staff feed or opens the renter's invitation would read it:
 * each reservation and block an all-day event over its days, the text (commas, semicolons,
 * line breaks, accents, a long address folded over several lines) read back exactly as typed,
 * the tentative request and the confirmed rental told apart, the feed's refresh interval, and
 * the confirmation e-mail's .ics for the same reservation with the same UID.
 */
import ICAL from 'ical.js'
import request from 'supertest'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { rentalEmails } from '#app/server/rentals'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'
import { addUnits, inDays, reservationBody } from '../helpers/rentals'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const reserve = async (overrides: Record<string, unknown>) => {
  const res = await api().post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody(overrides))
  expect(res.status).toBe(201)
  return res.body.reference as string
}

/** A whole calendar as ical.js reads it, its events by UID. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  const events = new Map(calendar.getAllSubcomponents('vevent').map((component) => [String(component.getFirstPropertyValue('uid')), component]))
  return { calendar, events }
}

/** An all-day event's days as the calendar shows them: first day, and the day after the last. */
function days(event: ICAL.Component) {
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time
  expect([start.isDate, end.isDate]).toEqual([true, true])
  return [start.toString(), end.toString()]
}

const LONG_ADDRESS = 'Pavilion 3, Lehigh Valley Zoo grounds; service entrance by the café, past the red barn and the second gate'
const NOTE = 'Gate code 4321, then ring twice;\nthe driveway is steep — bring the 6-seater’s wheel chocks'

it('reads the staff feed: every reservation and block an all-day event, its words exactly as typed', async () => {
  const [unit] = await addUnits(t, '6-seater', 2)
  const requested = await reserve({ plan: '6-seater', start: inDays(10), days: 3, address: LONG_ADDRESS, note: NOTE, firstName: 'Zoë' })
  const confirmed = await reserve({ plan: '6-seater', start: inDays(20), days: 1, email: 'b@example.com' })
  await t.services.reservations.act(confirmed, 'confirm', {}, { kind: 'cli' })
  await t.services.fleet.blocks.create({ unitId: unit!, firstDay: inDays(40), lastDay: inDays(42), reason: 'Brakes, rear; new pads' }, { kind: 'cli' })

  const staff = await signedInOperator(t, 'staff')
  const made = await api().post('/admin/rentals/feed').set('Cookie', staff.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: staff.csrfToken })
  const url = new URL(/(http:\/\/127\.0\.0\.1:3999\/api\/admin\/rentals\.ics\?token=lcgcal_[\w-]+)/.exec(made.text)![1]!)
  const feed = await api().get(`${url.pathname}${url.search}`)
  expect(feed.status).toBe(200)
  // Folded: the long address and note make lines over 75 octets.
  expect(feed.text).toMatch(/\r\n [^\r\n]/)

  const { calendar, events } = read(feed.text)
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${business.name}: rentals`)
  expect((calendar.getFirstPropertyValue('refresh-interval') as ICAL.Duration).toSeconds()).toBe(3600)
  expect([...events.keys()].sort()).toEqual([`${confirmed}@rentals.lehighcountygolfcarts.com`, `${requested}@rentals.lehighcountygolfcarts.com`, expect.stringMatching(/^block-\d+@rentals\./)].sort())

  const first = events.get(`${requested}@rentals.lehighcountygolfcarts.com`)!
  expect(days(first)).toEqual([inDays(10), inDays(13)])
  expect(first.getFirstPropertyValue('status')).toBe('TENTATIVE')
  expect(first.getFirstPropertyValue('summary')).toBe('6-seater 1: Zoë Kowalski (6 Seater, requested)')
  expect(first.getFirstPropertyValue('location')).toBe(`${LONG_ADDRESS}, Emmaus, PA`)
  expect(first.getFirstPropertyValue('description')).toContain(`Note: ${NOTE}`)
  expect(first.getFirstPropertyValue('url')).toBe(`${TEST_ORIGIN}/admin/rentals/reservations/${requested}`)

  const second = events.get(`${confirmed}@rentals.lehighcountygolfcarts.com`)!
  expect(days(second)).toEqual([inDays(20), inDays(21)])
  expect(second.getFirstPropertyValue('status')).toBe('CONFIRMED')

  const block = [...events.entries()].find(([uid]) => uid.startsWith('block-'))![1]
  expect(days(block)).toEqual([inDays(40), inDays(43)])
  expect(block.getFirstPropertyValue('summary')).toMatch(/ out: Brakes, rear; new pads$/)
})

it('reads the confirmation e-mail’s invitation: the rental’s days, confirmed, the same event as in the feed', async () => {
  await addUnits(t, '4-seater', 1)
  const reference = await reserve({ start: inDays(12), days: 7, address: LONG_ADDRESS, note: NOTE })
  const reservation = await t.services.reservations.act(reference, 'confirm', {}, { kind: 'cli' })
  // Composed as the outbox worker composes it (server/index.ts).
  const compose = rentalEmails({
    from: 'website@lehighcountygolfcarts.com',
    replyTo: 'sales@lehighcountygolfcarts.com',
    publicOrigin: TEST_ORIGIN,
    reservationOf: (leadId) => t.services.reservations.byLead(leadId),
    unitOf: (unitId) => t.services.fleet.units.get(unitId),
    links: t.services.reservationLinks,
  })
  const email = await compose['rental-confirmed']!('rental-confirmed', { id: reservation.leadId! } as never)
  if ('skip' in email) throw new Error(email.skip)
  const attachment = email.attachments!.find((a) => a.filename.endsWith('.ics'))!
  expect(attachment.contentType).toMatch(/^text\/calendar/)
  const { calendar, events } = read(Buffer.from(attachment.base64, 'base64').toString('utf8'))
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  expect([...events.keys()]).toEqual([`${reference}@rentals.lehighcountygolfcarts.com`])
  const event = events.get(`${reference}@rentals.lehighcountygolfcarts.com`)!
  expect(days(event)).toEqual([inDays(12), inDays(19)])
  expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
  expect(event.getFirstPropertyValue('location')).toBe(`${LONG_ADDRESS}, Emmaus, PA`)
  expect(event.getFirstPropertyValue('summary')).toBe('Golf cart rental: 4 Seater, 7 days')
})
