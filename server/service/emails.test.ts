/**
 * A service booking's e-mails through the outbox worker, the real node-mailjet client and the
 * fake provider: booked (with a valid .ics of the window in UTC), moved, the reminder the day
 * before, "your cart is ready", and cancelled for another booking; each received exactly once,
 * with the customer's signed link while the booking may still change. The clock is fixed at
 * Wednesday 3 June 2026, 11:00 at the dealer (the outbox's own clock is real).
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { startFakeMailjet, type FakeMailjet } from '#app/tests/helpers/fake-mailjet'
import { loggerInto } from '#app/tests/helpers/logs'
import { parseIcs } from '#app/tests/helpers/rentals'
import { until } from '#app/tests/helpers/wait'
import { dealerInstant } from '#app/domain/bookings/days'
import { DEFAULT_SERVICE_SETTINGS } from '#app/domain/bookings/service-windows'
import { leadRepository } from '../leads'
import { mailjetMailer, messageComposer, outboxRepository, startOutboxWorker, type OutboxWorker } from '../mail'
import { serviceBookingRepository } from './bookings'
import { serviceEmails } from './emails'
import { bookingLinks } from './links'
import { serviceSettingsStore } from './settings'

let db: TestDatabase
let fake: FakeMailjet
let worker: OutboxWorker
let clock: number
const owner = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' } as const
const ORIGIN = 'https://www.example.com'

beforeEach(async () => {
  db = await openTestDatabase()
  fake = await startFakeMailjet()
  clock = dealerInstant('2026-06-03', '11:00')
  await serviceSettingsStore(db).save({ ...DEFAULT_SERVICE_SETTINGS, windows: [[], ...Array.from({ length: 5 }, () => [{ from: '08:00', to: '10:00', capacity: 2 }]), []], noticeDays: 1 }, owner)
})
afterEach(async () => {
  await worker?.stop()
  await fake.close()
  await db.destroy()
})

it('sends booked (.ics), moved, reminder, ready and cancelled, each once, as the provider receives them', async () => {
  const bookings = serviceBookingRepository(db, { now: () => clock })
  const links = bookingLinks(db)
  worker = startOutboxWorker({
    leads: leadRepository(db),
    outbox: outboxRepository(db),
    mailer: mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: 2000, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
    compose: messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', publicOrigin: ORIGIN, byKind: serviceEmails({ from: 'website@example.com', replyTo: 'service@example.com', publicOrigin: ORIGIN, bookingOf: (id) => bookings.byLead(id), links }) }),
    logger: loggerInto([]),
    pollMs: 30,
    baseDelayMs: 30,
    maxDelayMs: 200,
  })
  const person = { make: 'Club Car', model: 'Precedent', problem: 'Batteries <b>die</b> after a mile', firstName: 'Dana', lastName: 'Kowalski', phone: '(610) 555-0199', note: '' }
  const mine = await bookings.book({ ...person, window: '2026-06-04T08:00', email: 'dana@example.com' }, { source: 'api' })
  const other = await bookings.book({ ...person, window: '2026-06-04T08:00', email: 'lee@example.com', firstName: 'Lee' }, { source: 'api' })
  if (mine.kind !== 'booked' || other.kind !== 'booked') throw new Error('not booked')
  const id = mine.booking.id
  const lead = mine.booking.leadId!
  // Each step as the days go by, its e-mail out before the next.
  const delivered = async (customId: string) => {
    worker.kick()
    await until(() => fake.deliveredCount(customId) === 1)
  }
  await delivered(`${lead}:service-booked`)
  await bookings.move(id, '2026-06-05T08:00', owner)
  await delivered(`${lead}:service-moved`)
  clock = dealerInstant('2026-06-04', '12:00')
  await bookings.queueReminders()
  await delivered(`${lead}:service-reminder`)
  await bookings.act(other.booking.id, 'cancel', { reason: 'The lift is being repaired' }, owner)
  await delivered(`${other.booking.leadId}:service-cancelled`)
  clock = dealerInstant('2026-06-05', '08:30')
  for (const step of ['receive', 'start', 'ready'] as const) await bookings.act(id, step, {}, owner)
  await delivered(`${lead}:service-ready`)
  const expected = [`${lead}:service-booked`, `${lead}:service-moved`, `${lead}:service-reminder`, `${lead}:service-ready`, `${other.booking.leadId}:service-cancelled`]
  // Nothing more comes however long the worker runs.
  await new Promise((resolve) => setTimeout(resolve, 300))
  for (const customId of expected) expect(fake.deliveredCount(customId), customId).toBe(1)
  const received = (kind: string) => fake.delivered.find((m) => m.customId.endsWith(`:${kind}`) && (kind === 'service-cancelled' ? m.customId.startsWith(other.booking.leadId!) : m.customId.startsWith(lead)))!
  for (const m of fake.delivered.filter((m) => m.customId.includes(':service-'))) {
    console.log(`to ${m.to} | ${m.subject} | ${m.attachments?.map((a) => `${a.Filename} (${a.ContentType})`).join(', ') || 'no attachment'}\n${m.text}\n---`)
  }

  const booked = received('service-booked')
  expect(booked.subject).toBe(`Service drop-off booked: ${id}`)
  expect(booked.to).toContain('dana@example.com')
  expect(booked.text).toContain('Thursday, June 4, 2026, 8:00 AM – 10:00 AM')
  // The customer's words escaped in the HTML.
  expect(booked.html).toContain('Batteries &lt;b&gt;die&lt;/b&gt;')
  expect(booked.text).toContain(`${ORIGIN}/services/booking?ref=${id}&token=${await links.token(id)}`)
  const ics = parseIcs(Buffer.from(booked.attachments![0]!.Base64Content, 'base64').toString('utf8'))
  expect(ics.calendar.METHOD).toBe('PUBLISH')
  expect(ics.events[0]).toMatchObject({ UID: `${id}@service.lehighcountygolfcarts.com`, DTSTART: '20260604T120000Z', DTEND: '20260604T140000Z', STATUS: 'CONFIRMED' })

  expect(received('service-moved').text).toContain('Friday, June 5, 2026, 8:00 AM – 10:00 AM')
  expect(received('service-reminder').subject).toBe(`Reminder: your service drop-off tomorrow (${id})`)
  const ready = received('service-ready')
  expect(ready.subject).toBe(`Your cart is ready for pick-up (${id})`)
  expect(ready.text).not.toContain('/services/booking?')
  const cancelled = received('service-cancelled')
  expect(cancelled.to).toContain('lee@example.com')
  expect(cancelled.text).toContain('Reason: The lift is being repaired')
}, 30_000)
