/**
 * 100 reservations sent at once over HTTP for the last free unit of a plan: exactly one 201,
 * every other a 409 with the nearest free start days, and one reservation, one claim and one
 * lead stored. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh; the same
 * across processes and replicas is tests/e2e/rentals-concurrency.e2e.ts.
 */
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { testDatabaseKind } from '../helpers/database'
import { addUnits, reservationBody } from '../helpers/rentals'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimit: 100_000 })
})
afterAll(async () => {
  await t.close()
})

it('gives exactly one 201 of 100 reservations at once for the last free unit; 99 answer 409', async () => {
  await addUnits(t, '6-seater', 3)
  // Two of the three units are taken for those days already.
  for (const email of ['a@example.com', 'b@example.com']) expect((await request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody({ plan: '6-seater', email }))).status).toBe(201)
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody({ plan: '6-seater', email: `renter${i}@example.com` }))),
  )
  const ms = Math.round(performance.now() - started)
  const statuses = answers.map((a) => a.status)
  console.log(`${testDatabaseKind}: 100 reservations at once over HTTP for the last free unit: ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 409).length} × 409, in ${ms} ms`)
  expect(statuses.filter((s) => s === 201)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(99)
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.nextAvailable.length).toBeGreaterThan(0)
  const count = async (sql: string) => Number((await t.db.get<{ n: number }>(sql))!.n)
  expect(await count('SELECT COUNT(*) AS n FROM rental_reservations')).toBe(3)
  expect(await count('SELECT COUNT(*) AS n FROM booking_claims')).toBe(3)
  expect(await count("SELECT COUNT(*) AS n FROM leads WHERE kind = 'rental'")).toBe(3)
  expect(await count('SELECT COUNT(DISTINCT unit_id) AS n FROM rental_reservations')).toBe(3)
}, 60_000)
