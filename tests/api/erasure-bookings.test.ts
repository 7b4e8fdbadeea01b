/**
 * A person's erasure and the retention purge reach their rental reservations and service
 * bookings: each stays in its calendar (dates, cart, state, place held) and no longer says whose
 * it was. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import request from 'supertest'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { addUnits, reservationBody } from '../helpers/rentals'
import { bookingBody, openWindows, OWNER, serviceSettings } from '../helpers/service'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ rateLimit: 1000 })
  await serviceSettings(t, 2)
  await addUnits(t, '4-seater', 2)
})
afterEach(async () => {
  await t.close()
})

const DANA = { email: 'dana.erase@example.com', phone: '(610) 555-0177', firstName: 'Dana', lastName: 'Kowalski' }
const LEE = { email: 'lee.keep@example.com', phone: '(610) 555-0188', firstName: 'Lee', lastName: 'Nguyen' }

async function bookBoth(person: typeof DANA) {
  const [window] = await openWindows(t)
  const booking = await request(t.app).post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window!.id, { ...person, note: `Gate code for ${person.lastName}` })).expect(201)
  const reservation = await request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody({ ...person, note: `Call ${person.firstName} first` })).expect(201)
  return { booking: booking.body.reference as string, reservation: reservation.body.reference as string }
}

const bookingRow = (id: string) => t.db.get<Record<string, unknown>>('SELECT lead_id, status, window_day, first_name, last_name, email, phone, note, problem FROM service_bookings WHERE id = ?', [id])
const reservationRow = (id: string) => t.db.get<Record<string, unknown>>('SELECT lead_id, status, start_day, first_name, last_name, email, phone, note, address FROM rental_reservations WHERE id = ?', [id])
const claims = (holderLike: string) => t.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM booking_claims WHERE holder LIKE ?', [holderLike])

it('erasing a person leaves their booking and reservation in the calendars without a name, an address, a number or their words', async () => {
  const dana = await bookBoth(DANA)
  const lee = await bookBoth(LEE)
  const claimsBefore = Number((await claims('%'))!.n)
  await t.services.leadDesk.erase(OWNER, { email: DANA.email.toUpperCase() })

  const booking = await bookingRow(dana.booking)
  expect(booking).toMatchObject({ lead_id: null, status: 'booked', first_name: 'Erased', last_name: 'Erased', email: '', phone: '', note: '', problem: 'Erased' })
  const reservation = await reservationRow(dana.reservation)
  expect(reservation).toMatchObject({ lead_id: null, status: 'requested', first_name: 'Erased', last_name: 'Erased', email: '', phone: '', note: '', address: 'Erased' })
  // Nothing of hers is left in either table.
  for (const table of ['service_bookings', 'rental_reservations']) {
    const rows = await t.db.all<Record<string, unknown>>(`SELECT * FROM ${table}`)
    expect(JSON.stringify(rows)).not.toMatch(/dana|Kowalski|555-0177/i)
  }
  // The places they hold stay held: the cart and the window are still taken on those days.
  expect(Number((await claims('%'))!.n)).toBe(claimsBefore)
  // Another person's are untouched.
  expect(await bookingRow(lee.booking)).toMatchObject({ email: LEE.email, first_name: 'Lee', note: 'Gate code for Nguyen' })
  expect(await reservationRow(lee.reservation)).toMatchObject({ email: LEE.email, address: '12 Chestnut Street' })
})

it('the retention purge does the same for the leads it deletes', async () => {
  const dana = await bookBoth(DANA)
  await t.db.run("UPDATE leads SET created_at = '2000-01-01T00:00:00.000Z'")
  const counts = await t.services.leadDesk.purge()
  expect(counts.leads).toBe(2)
  expect(await bookingRow(dana.booking)).toMatchObject({ lead_id: null, email: '', phone: '', first_name: 'Erased' })
  expect(await reservationRow(dana.reservation)).toMatchObject({ lead_id: null, email: '', phone: '', address: 'Erased' })
})
