/**
 * The reservations repository on the database under test (SQLite, or PostgreSQL through
 * scripts/with-postgres.sh): the database itself refuses a unit in two overlapping claims,
 * whoever writes; a request's hold runs out once; the reminder is queued once; the renter's
 * e-mails say what happened, the confirmation with a valid .ics; and 100 reservations at once
 * for the last free unit make exactly one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { parseIcs, unescapeIcs } from '#app/tests/helpers/rentals'
import { addDays, dealerInstant, dealerToday } from '#app/domain/bookings/days'
import { daySpan } from '#app/domain/bookings/spans'
import type { ReservationRequest } from '#app/domain/bookings/rental-request'
import { fleetRepository } from './fleet'
import { reservationRepository } from './reservations'
import { reservationLinks } from './links'
import { rentalEmails } from './emails'
import { dayText } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'
import { unitResource } from './model'

let db: TestDatabase
let fleet: ReturnType<typeof fleetRepository>
let clock: number
let reservations: ReturnType<typeof reservationRepository>

const today = dealerToday()
const request = (overrides: Partial<ReservationRequest> = {}): ReservationRequest => ({
  plan: '4-seater',
  start: addDays(today, 10),
  days: 3,
  town: 'Emmaus',
  address: '12 Chestnut Street',
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '(610) 555-0199',
  note: '',
  ...overrides,
})
const cli = { kind: 'cli' } as const
const unit = (name: string, plan: '4-seater' | '6-seater' = '4-seater') => fleet.units.create({ name, plan, vehicleId: null, inService: true, note: '' }, cli)

beforeEach(async () => {
  db = await openTestDatabase()
  clock = Date.now()
  fleet = fleetRepository(db)
  reservations = reservationRepository(db, { holdHours: 24, now: () => clock })
})
afterEach(async () => {
  await db.destroy()
})

async function refused(sql: string, params: Array<string | number>): Promise<boolean> {
  try {
    await db.transaction((tx) => tx.run(sql, params))
    return false
  } catch {
    return true
  }
}

describe('the database keeps a unit out of two overlapping claims', () => {
  it('refuses an overlapping claim written straight into the table', async () => {
    const { id } = await unit('Cart 1')
    const a = daySpan(addDays(today, 10), 3)
    const insert = 'INSERT INTO booking_claims (resource, starts_at, ends_at, holder) VALUES (?, ?, ?, ?)'
    expect(await refused(insert, [unitResource(id), a.start, a.end, 'test:a'])).toBe(false)
    const overlapping = daySpan(addDays(today, 12), 2)
    expect(await refused(insert, [unitResource(id), overlapping.start, overlapping.end, 'test:b'])).toBe(true)
    // Touching ends do not overlap; another unit may have the same days.
    const after = daySpan(addDays(today, 13), 2)
    expect(await refused(insert, [unitResource(id), after.start, after.end, 'test:c'])).toBe(false)
    expect(await refused(insert, [unitResource(id + 1), a.start, a.end, 'test:d'])).toBe(false)
    // Moving a claim onto another is refused too.
    expect(await refused('UPDATE booking_claims SET starts_at = ? WHERE holder = ?', [a.start + 3_600_000, 'test:c'])).toBe(true)
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM booking_claims'))!.n).toBe(3)
  })

  it('answers full, not an error, when the database refuses the claim a reservation asked for', async () => {
    const { id } = await unit('Cart 1')
    const span = daySpan(addDays(today, 10), 3)
    // A claim written behind the repository's back, as another program might.
    await db.run('INSERT INTO booking_claims (resource, starts_at, ends_at, holder) VALUES (?, ?, ?, ?)', [unitResource(id), span.start, span.end, 'elsewhere:1'])
    expect(await reservations.reserve(request(), { source: 'api' })).toEqual({ kind: 'full' })
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n).toBe(0)
  })

  it('gives exactly one of 100 reservations at once for the last free unit', async () => {
    await unit('Cart 1')
    await unit('Cart 2')
    await reservations.reserve(request({ email: 'first@example.com' }), { source: 'api' })
    const started = performance.now()
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => reservations.reserve(request({ email: `r${i}@example.com` }), { source: 'api' })))
    const ms = performance.now() - started
    const kinds = outcomes.map((o) => o.kind)
    console.log(`${db.kind}: 100 reservations at once for the last free unit: ${kinds.filter((k) => k === 'reserved').length} reserved, ${kinds.filter((k) => k === 'full').length} full, in ${Math.round(ms)} ms`)
    expect(kinds.filter((k) => k === 'reserved')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'full')).toHaveLength(99)
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM rental_reservations'))!.n).toBe(2)
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n).toBe(2)
  })
})

describe('hold expiry and reminders', () => {
  it('releases a request not confirmed within its hold, once, with one e-mail, and frees its unit', async () => {
    await unit('Cart 1')
    const made = await reservations.reserve(request(), { source: 'api' })
    if (made.kind !== 'reserved') throw new Error('not reserved')
    const confirmedToo = await reservations.reserve(request({ start: addDays(today, 20), email: 'b@example.com' }), { source: 'api' })
    if (confirmedToo.kind !== 'reserved') throw new Error('not reserved')
    await reservations.act(confirmedToo.reservation.id, 'confirm', {}, cli)
    clock += 24 * 3_600_000 - 1
    expect(await reservations.expireHolds()).toBe(0)
    clock += 1
    const [first, second] = await Promise.all([reservations.expireHolds(), reservations.expireHolds()])
    expect(first + second).toBe(1)
    expect(await reservations.expireHolds()).toBe(0)
    expect((await reservations.get(made.reservation.id))!.status).toBe('released')
    expect((await reservations.get(confirmedToo.reservation.id))!.status).toBe('confirmed')
    expect((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'rental-released'"))!.n).toBe(1)
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM booking_claims'))!.n).toBe(1)
    const audit = await db.all<{ actor: string }>("SELECT actor FROM audit_log WHERE action = 'rental-reservation.release'")
    expect(audit).toEqual([{ actor: 'job:rental-hold-expiry' }])
  })

  it('queues the reminder on the dealer’s day before the start, once', async () => {
    await unit('Cart 1')
    const start = addDays(today, 10)
    const made = await reservations.reserve(request({ start }), { source: 'api' })
    if (made.kind !== 'reserved') throw new Error('not reserved')
    await reservations.act(made.reservation.id, 'confirm', {}, cli)
    clock = dealerInstant(addDays(start, -2), '23:59')
    expect(await reservations.queueReminders()).toBe(0)
    clock = dealerInstant(addDays(start, -1), '00:05')
    expect(await reservations.queueReminders()).toBe(1)
    expect(await reservations.queueReminders()).toBe(0)
    expect((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'rental-reminder'"))!.n).toBe(1)
  })
})

describe('the renter’s e-mails', () => {
  it('confirms with an .ics of the rental’s days, and skips a message the reservation has moved past', async () => {
    const { id } = await unit('Cart 7')
    const made = await reservations.reserve(request({ note: 'Ring twice', address: '12 Chestnut St, Apt 3; rear' }), { source: 'api' })
    if (made.kind !== 'reserved') throw new Error('not reserved')
    const confirmed = await reservations.act(made.reservation.id, 'confirm', {}, cli)
    const compose = rentalEmails({
      from: 'website@lehighcountygolfcarts.com',
      replyTo: 'sales@lehighcountygolfcarts.com',
      publicOrigin: 'https://www.example.com',
      reservationOf: () => reservations.get(confirmed.id),
      unitOf: (unitId) => fleet.units.get(unitId),
      links: reservationLinks(db),
    })
    const lead = { id: confirmed.leadId! } as never
    const email = await compose['rental-confirmed']!('rental-confirmed', lead)
    if ('skip' in email) throw new Error(email.skip)
    expect(email).toMatchObject({ to: 'dana@example.com', customId: `${confirmed.leadId}:rental-confirmed`, subject: `Your rental ${confirmed.id} is confirmed: Lehigh County Golf Carts` })
    expect(email.text).toContain('Your cart: Cart 7')
    expect(email.text).toContain(`https://www.example.com/rentals/cancel?ref=${confirmed.id}&token=`)
    expect(email.attachments).toHaveLength(1)
    expect(email.attachments![0]).toMatchObject({ filename: `rental-${confirmed.id}.ics`, contentType: expect.stringMatching(/^text\/calendar/) })
    const ics = Buffer.from(email.attachments![0]!.base64, 'base64').toString('utf8')
    const { events, calendar } = parseIcs(ics)
    expect(calendar.METHOD).toBe('PUBLISH')
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ 'DTSTART;VALUE=DATE': addDays(today, 10).replace(/-/g, ''), 'DTEND;VALUE=DATE': addDays(today, 13).replace(/-/g, ''), STATUS: 'CONFIRMED', UID: `${confirmed.id}@rentals.lehighcountygolfcarts.com` })
    expect(unescapeIcs(events[0]!.LOCATION!)).toBe('12 Chestnut St, Apt 3; rear, Emmaus, PA')
    expect(await compose['rental-released']!('rental-released', lead)).toEqual({ skip: 'the reservation is confirmed now' })
    expect(id).toBeGreaterThan(0)
  })

  it('writes to a renter who reserved on the Spanish site in Spanish, the calendar entry and the cancel page too', async () => {
    await unit('Cart 3')
    const start = addDays(today, 10)
    const made = await reservations.reserve(request({ start }), { source: 'api' })
    if (made.kind !== 'reserved') throw new Error('not reserved')
    const compose = rentalEmails({
      from: 'website@lehighcountygolfcarts.com',
      replyTo: 'sales@lehighcountygolfcarts.com',
      publicOrigin: 'https://www.example.com',
      reservationOf: () => reservations.get(made.reservation.id),
      unitOf: (unitId) => fleet.units.get(unitId),
      links: reservationLinks(db),
    })
    const lead = { id: made.reservation.leadId!, visit: { language: 'es' } } as never
    const requested = await compose['rental-requested']!('rental-requested', lead)
    if ('skip' in requested) throw new Error(requested.skip)
    expect(requested.subject).toBe(`Recibimos su reservación de alquiler ${made.reservation.id}: Lehigh County Golf Carts`)
    expect(requested.text).toContain('Hola, Dana:')
    expect(requested.text).toContain(`Comienza: ${dayText(start, ES_DATES)}`)
    expect(requested.text).toContain('Carrito: Carrito de 4 plazas')
    expect(requested.text).toContain('Días: 3 días')
    expect(requested.text).toMatch(/depósito de garantía reembolsable \(\$500 por un carrito de 4 plazas/)
    expect(requested.text).toContain(`https://www.example.com/es/rentals/cancel?ref=${made.reservation.id}&token=`)
    expect(requested.text).toContain('¿Preguntas? Llámenos al (888) 555-0142.')
    expect(requested.html).toContain('<html lang="es">')
    expect(requested.text).not.toMatch(/\b(Hello|Your rental|Starts|Questions)\b/)
    await reservations.act(made.reservation.id, 'confirm', {}, cli)
    const confirmed = await compose['rental-confirmed']!('rental-confirmed', lead)
    if ('skip' in confirmed) throw new Error(confirmed.skip)
    const { events } = parseIcs(Buffer.from(confirmed.attachments![0]!.base64, 'base64').toString('utf8'))
    expect(unescapeIcs(events[0]!.SUMMARY!)).toBe('Alquiler de carrito de golf: Carrito de 4 plazas, 3 días')
  })
})
