/**
 * Service bookings on the database under test (SQLite, or PostgreSQL through
 * scripts/with-postgres.sh): a window takes as many carts as it has places and no more, even
 * with 50 bookings at once for its last place; the database itself refuses a place claimed
 * twice; moves check room; each step queues its e-mail once; the customer's link works until
 * the window starts. The clock is fixed at Wednesday 3 June 2026, 11:00 at the dealer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '#app/tests/helpers/database'
import { dealerInstant } from '#app/domain/bookings/days'
import type { BookingRequest } from '#app/domain/bookings/service-booking'
import { DEFAULT_SERVICE_SETTINGS, type ServiceSettings } from '#app/domain/bookings/service-windows'
import { serviceBookingRepository } from './bookings'
import { serviceSettingsStore } from './settings'

let db: TestDatabase
let clock: number
let bookings: ReturnType<typeof serviceBookingRepository>
const owner = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' } as const
// Thursday 4 June: 08:00–10:00 takes one cart, 13:00–15:00 two.
const settings: ServiceSettings = { ...DEFAULT_SERVICE_SETTINGS, windows: [[], ...Array.from({ length: 5 }, () => [{ from: '08:00', to: '10:00', capacity: 1 }, { from: '13:00', to: '15:00', capacity: 2 }]), []], noticeDays: 1, horizonDays: 30 }
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  window: '2026-06-04T13:00',
  make: 'Club Car',
  model: 'Precedent',
  problem: 'Batteries do not hold a charge',
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '(610) 555-0199',
  note: '',
  ...overrides,
})
const count = async (sql: string) => Number((await db.get<{ n: number }>(sql))!.n)
const kinds = async (leadId: string) => (await db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY id', [leadId])).map((r) => r.kind)

beforeEach(async () => {
  db = await openTestDatabase()
  clock = dealerInstant('2026-06-03', '11:00')
  bookings = serviceBookingRepository(db, { now: () => clock })
  await serviceSettingsStore(db).save(settings, owner)
})
afterEach(async () => {
  await db.destroy()
})

describe('booking a window', () => {
  it('takes a window’s places until it is full, then answers full with the nearest open windows', async () => {
    const a = await bookings.book(request({ email: 'a@example.com' }), { source: 'api' })
    const b = await bookings.book(request({ email: 'b@example.com' }), { source: 'api' })
    const c = await bookings.book(request({ email: 'c@example.com' }), { source: 'api' })
    expect([a.kind, b.kind, c.kind]).toEqual(['booked', 'booked', 'full'])
    expect(c.kind === 'full' && c.nearest.map((w) => w.id)).toEqual(['2026-06-04T08:00', '2026-06-05T08:00', '2026-06-05T13:00'])
    const slots = await bookings.slots('2026-06-04', 1)
    expect(slots.map((w) => [w.id, w.free])).toEqual([['2026-06-04T08:00', 1], ['2026-06-04T13:00', 0]])
    // The booking is a lead of kind service, linked to it, and its "booked" e-mail is queued with the sales notification.
    const booked = a.kind === 'booked' ? a.booking : undefined
    const lead = await db.get<{ kind: string; details: string }>('SELECT kind, details FROM leads WHERE id = ?', [booked!.leadId!])
    expect(lead!.kind).toBe('service')
    expect(JSON.parse(lead!.details)).toMatchObject({ booking: booked!.id, make: 'Club Car', dropOffDay: '2026-06-04', dropOffWindow: '13:00-15:00' })
    expect(await kinds(booked!.leadId!)).toEqual(['sales', 'service-booked'])
  })

  it('refuses a window one may not book: today (notice), a Sunday, past the horizon, not one of the rules', async () => {
    for (const window of ['2026-06-03T13:00', '2026-06-07T08:00', '2026-07-06T08:00', '2026-06-04T09:00']) {
      expect((await bookings.book(request({ window }), { source: 'api' })).kind, window).toBe('gone')
    }
    expect(await count('SELECT COUNT(*) AS n FROM service_bookings')).toBe(0)
  })

  it('is the same booking when the same form is sent again', async () => {
    const first = await bookings.book(request(), { source: 'form', submissionKey: 'k'.repeat(20) })
    const again = await bookings.book(request(), { source: 'form', submissionKey: 'k'.repeat(20) })
    expect(again).toMatchObject({ kind: 'booked', repeated: true })
    expect(first.kind === 'booked' && again.kind === 'booked' && again.booking.id === first.booking.id).toBe(true)
    expect(await count('SELECT COUNT(*) AS n FROM leads')).toBe(1)
  })

  it('gives a window’s last place to exactly one of 50 bookings sent at once', async () => {
    expect((await bookings.book(request({ email: 'first@example.com' }), { source: 'api' })).kind).toBe('booked')
    const started = performance.now()
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => bookings.book(request({ email: `c${i}@example.com` }), { source: 'api' })))
    const ms = Math.round(performance.now() - started)
    const booked = outcomes.filter((o) => o.kind === 'booked').length
    console.log(`${testDatabaseKind}: 50 bookings at once in the repository for a window's last place: ${booked} booked, ${outcomes.length - booked} full, in ${ms} ms`)
    expect(booked).toBe(1)
    expect(outcomes.filter((o) => o.kind === 'full')).toHaveLength(49)
    expect(await count("SELECT COUNT(*) AS n FROM booking_claims WHERE resource LIKE 'window:2026-06-04T13:00#%'")).toBe(2)
    expect(await count("SELECT COUNT(*) AS n FROM leads WHERE kind = 'service'")).toBe(2)
  }, 60_000)

  it('is refused by the database itself when a place is claimed twice past the application', async () => {
    await bookings.book(request({ window: '2026-06-04T08:00' }), { source: 'api' })
    const claim = (await db.get<{ starts_at: number; ends_at: number }>("SELECT starts_at, ends_at FROM booking_claims WHERE resource = 'window:2026-06-04T08:00#1'"))!
    await expect(db.transaction((tx) => tx.run('INSERT INTO booking_claims (resource, starts_at, ends_at, holder) VALUES (?, ?, ?, ?)', ['window:2026-06-04T08:00#1', Number(claim.starts_at), Number(claim.ends_at), 'service:SXXXXXXX']))).rejects.toThrow()
  })
})

describe('the desk and the customer', () => {
  async function booked(overrides: Partial<BookingRequest> = {}) {
    const outcome = await bookings.book(request(overrides), { source: 'api' })
    if (outcome.kind !== 'booked') throw new Error(outcome.kind)
    return outcome.booking
  }

  it('moves a booking only into a window with room, and tells the customer each time', async () => {
    const mine = await booked()
    await booked({ window: '2026-06-05T08:00', email: 'other@example.com' })
    await expect(bookings.move(mine.id, '2026-06-05T08:00', owner)).rejects.toMatchObject({ status: 409 })
    expect((await bookings.get(mine.id))!.day).toBe('2026-06-04')
    const moved = await bookings.move(mine.id, '2026-06-04T08:00', owner)
    expect(moved).toMatchObject({ day: '2026-06-04', from: '08:00', to: '10:00' })
    expect(await count(`SELECT COUNT(*) AS n FROM booking_claims WHERE holder = 'service:${mine.id}' AND resource = 'window:2026-06-04T08:00#1'`)).toBe(1)
    // The first "moved" e-mail went; a second move sends it again.
    await db.run("UPDATE outbox SET status = 'sent' WHERE kind = 'service-moved'")
    await bookings.move(mine.id, '2026-06-05T13:00', owner)
    expect(await db.all("SELECT status, attempts FROM outbox WHERE kind = 'service-moved'")).toEqual([{ status: 'pending', attempts: 0 }])
    expect(await kinds(mine.leadId!)).toEqual(['sales', 'service-booked', 'service-moved'])
    // The lead names the drop-off it is for now (the desk and the CSV read it there).
    const lead = await db.get<{ details: string }>('SELECT details FROM leads WHERE id = ?', [mine.leadId!])
    expect(JSON.parse(lead!.details)).toMatchObject({ booking: mine.id, dropOffDay: '2026-06-05', dropOffWindow: '13:00-15:00' })
  })

  it('marks received, in progress, ready (the “ready” e-mail once) and collected; cancelling frees the place and is refused once received', async () => {
    const mine = await booked()
    await bookings.act(mine.id, 'confirm', {}, owner)
    await bookings.act(mine.id, 'receive', {}, owner)
    await expect(bookings.act(mine.id, 'cancel', { reason: 'x' }, owner)).rejects.toMatchObject({ status: 409 })
    await bookings.act(mine.id, 'start', {}, owner)
    await bookings.act(mine.id, 'ready', {}, owner)
    await expect(bookings.act(mine.id, 'ready', {}, owner)).rejects.toMatchObject({ status: 409 })
    expect((await bookings.act(mine.id, 'collect', {}, owner)).status).toBe('collected')
    expect(await kinds(mine.leadId!)).toEqual(['sales', 'service-booked', 'service-ready'])
    const other = await booked({ email: 'o@example.com' })
    await expect(bookings.act(other.id, 'cancel', {}, owner)).rejects.toMatchObject({ status: 400 })
    await bookings.act(other.id, 'cancel', { reason: 'The shop is flooded' }, owner)
    expect(await count(`SELECT COUNT(*) AS n FROM booking_claims WHERE holder = 'service:${other.id}'`)).toBe(0)
    expect(await kinds(other.leadId!)).toEqual(['sales', 'service-booked', 'service-cancelled'])
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'service_booking'")).toBe(8)
  })

  it('lets the customer cancel or move until the window starts, not after', async () => {
    const mine = await booked()
    expect((await bookings.moveByCustomer(mine.id, '2026-06-05T08:00')).booking!.day).toBe('2026-06-05')
    clock = dealerInstant('2026-06-05', '08:00')
    expect((await bookings.cancelByCustomer(mine.id)).verdict).toBe('too-late')
    clock = dealerInstant('2026-06-05', '07:59')
    expect((await bookings.cancelByCustomer(mine.id)).verdict).toBe('ok')
    expect((await bookings.cancelByCustomer(mine.id)).verdict).toBe('not-active')
  })

  it('queues the reminder the day before once, and again for the new day after a move', async () => {
    const mine = await booked()
    clock = dealerInstant('2026-06-03', '18:00')
    expect(await bookings.queueReminders()).toBe(1)
    expect(await bookings.queueReminders()).toBe(0)
    await bookings.move(mine.id, '2026-06-05T08:00', owner)
    expect(await bookings.queueReminders()).toBe(0)
    clock = dealerInstant('2026-06-04', '18:00')
    expect(await bookings.queueReminders()).toBe(1)
    expect(await kinds(mine.leadId!)).toEqual(['sales', 'service-booked', 'service-moved', 'service-reminder'])
  })
})
