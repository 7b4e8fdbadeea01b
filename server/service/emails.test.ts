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
    compose: messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', publicOrigin: ORIGIN, byKind: serviceEmails({ from: 'website@example.com', replyTo: 'service@example.com', publicOrigin: ORIGIN, bookingOf: (id) => bookings.byLead(id), links, now: () => clock }) }),
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
  // Moved twice: each move is an e-mail of its own (the second is not taken for the first).
  await bookings.move(id, '2026-06-08T08:00', owner)
  await delivered(`${lead}:service-moved:2026-06-08T08:00`)
  await bookings.move(id, '2026-06-05T08:00', owner)
  await delivered(`${lead}:service-moved:2026-06-05T08:00`)
  clock = dealerInstant('2026-06-04', '12:00')
  await bookings.queueReminders()
  await delivered(`${lead}:service-reminder:2026-06-05T08:00`)
  await bookings.act(other.booking.id, 'cancel', { reason: 'The lift is being repaired' }, owner)
  await delivered(`${other.booking.leadId}:service-cancelled`)
  clock = dealerInstant('2026-06-05', '08:30')
  for (const step of ['receive', 'start', 'ready'] as const) await bookings.act(id, step, {}, owner)
  await delivered(`${lead}:service-ready`)
  const expected = [`${lead}:service-booked`, `${lead}:service-moved:2026-06-08T08:00`, `${lead}:service-moved:2026-06-05T08:00`, `${lead}:service-reminder:2026-06-05T08:00`, `${lead}:service-ready`, `${other.booking.leadId}:service-cancelled`]
  // Nothing more comes however long the worker runs.
  await new Promise((resolve) => setTimeout(resolve, 300))
  for (const customId of expected) expect(fake.deliveredCount(customId), customId).toBe(1)
  const received = (kind: string) => fake.delivered.findLast((m) => m.customId.includes(`:${kind}`) && (kind === 'service-cancelled' ? m.customId.startsWith(other.booking.leadId!) : m.customId.startsWith(lead)))!
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

  const moved = received('service-moved')
  expect(moved.text).toContain('Friday, June 5, 2026, 8:00 AM – 10:00 AM')
  // The calendar's copy moves with it: the same event, later.
  const movedIcs = parseIcs(Buffer.from(moved.attachments![0]!.Base64Content, 'base64').toString('utf8'))
  expect(movedIcs.events[0]).toMatchObject({ UID: `${id}@service.lehighcountygolfcarts.com`, DTSTART: '20260605T120000Z', STATUS: 'CONFIRMED' })
  expect(Number(movedIcs.events[0]!.SEQUENCE)).toBeGreaterThanOrEqual(Number(ics.events[0]!.SEQUENCE))
  expect(received('service-reminder').subject).toBe(`Reminder: your service drop-off tomorrow (${id})`)
  const ready = received('service-ready')
  expect(ready.subject).toBe(`Your cart is ready for pick-up (${id})`)
  expect(ready.text).not.toContain('/services/booking?')
  const cancelled = received('service-cancelled')
  expect(cancelled.to).toContain('lee@example.com')
  expect(cancelled.text).toContain('Reason: The lift is being repaired')
  // The cancellation takes the event out of the customer's calendar.
  expect(parseIcs(Buffer.from(cancelled.attachments![0]!.Base64Content, 'base64').toString('utf8')).events[0]).toMatchObject({ UID: `${other.booking.id}@service.lehighcountygolfcarts.com`, STATUS: 'CANCELLED' })
}, 30_000)

it('writes to a customer who booked on the Spanish site in Spanish: the days and times, the calendar entry and the link to their page', async () => {
  const bookings = serviceBookingRepository(db, { now: () => clock })
  const links = bookingLinks(db)
  const compose = serviceEmails({ from: 'website@example.com', replyTo: 'service@example.com', publicOrigin: ORIGIN, bookingOf: (id) => bookings.byLead(id), links, now: () => clock })
  const person = { make: 'Club Car', model: 'Precedent', problem: 'La batería no carga', firstName: 'Ana', lastName: 'Rivera', phone: '(610) 555-0199', note: '', email: 'ana@example.com' }
  const made = await bookings.book({ ...person, window: '2026-06-04T08:00' }, { source: 'form', visit: { sourcePage: '/es/services', language: 'es' } })
  if (made.kind !== 'booked') throw new Error('not booked')
  const lead = { id: made.booking.leadId!, visit: { language: 'es' } } as never
  const booked = await compose['service-booked']!('service-booked', lead)
  if ('skip' in booked) throw new Error(booked.skip)
  expect(booked.subject).toBe(`Cita de servicio reservada: ${made.booking.id}`)
  expect(booked.text).toContain('Hola, Ana:')
  expect(booked.text).toContain('Entrega en el taller: jueves, 4 de junio de 2026, de 8:00 a.m. a 10:00 a.m.')
  expect(booked.text).toContain('Dónde: 4120 Fairway Drive, Allentown, PA 18104')
  expect(booked.text).toContain(`${ORIGIN}/es/services/booking?ref=${made.booking.id}&token=${await links.token(made.booking.id)}`)
  expect(booked.text).toContain('¿Preguntas? Llámenos al (888) 555-0142.')
  expect(booked.html).toContain('<html lang="es">')
  expect(booked.text).not.toMatch(/\b(Hello|Your drop-off|Questions|Reference)\b/)
  const ics = parseIcs(Buffer.from(booked.attachments![0]!.base64, 'base64').toString('utf8'))
  expect(ics.events[0]!.SUMMARY).toBe('Entrega de carrito al taller: Club Car')
  // The same booking from the English site reads as it always has.
  const english = await compose['service-booked']!('service-booked', { id: made.booking.leadId! } as never)
  if ('skip' in english) throw new Error(english.skip)
  expect(english.text).toContain('Drop-off: Thursday, June 4, 2026, 8:00 AM – 10:00 AM')
  expect(english.text).toContain(`${ORIGIN}/services/booking?ref=`)
})

it('skips a reminder held up until the drop-off is no longer tomorrow', async () => {
  const bookings = serviceBookingRepository(db, { now: () => clock })
  const person = { make: 'Club Car', model: 'Precedent', problem: 'Squeaks when turning', firstName: 'Dana', lastName: 'Kowalski', phone: '(610) 555-0199', note: '', email: 'dana@example.com' }
  const mine = await bookings.book({ ...person, window: '2026-06-04T08:00' }, { source: 'api' })
  if (mine.kind !== 'booked') throw new Error('not booked')
  clock = dealerInstant('2026-06-03', '12:00')
  expect(await bookings.queueReminders()).toBe(1)
  // The provider was out until the morning of the drop-off.
  clock = dealerInstant('2026-06-04', '07:30')
  worker = startOutboxWorker({
    leads: leadRepository(db),
    outbox: outboxRepository(db),
    mailer: mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: 2000, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
    compose: messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', publicOrigin: ORIGIN, byKind: serviceEmails({ from: 'website@example.com', replyTo: 'service@example.com', publicOrigin: ORIGIN, bookingOf: (id) => bookings.byLead(id), links: bookingLinks(db), now: () => clock }) }),
    logger: loggerInto([]),
    pollMs: 30,
    baseDelayMs: 30,
    maxDelayMs: 200,
  })
  const lead = mine.booking.leadId!
  await until(async () => (await db.get<{ status: string }>("SELECT status FROM outbox WHERE lead_id = ? AND kind = 'service-reminder'", [lead]))?.status === 'skipped')
  expect(fake.delivered.filter((m) => m.customId.includes(':service-reminder'))).toEqual([])
  expect(fake.deliveredCount(`${lead}:service-booked`)).toBe(1)
}, 30_000)
