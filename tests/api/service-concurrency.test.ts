/**
 * 50 bookings sent at once over HTTP for a window with one place left: exactly one 201, every
 * other a 409 with the nearest open windows, and one more booking, claim and lead stored. Runs
 * on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { testDatabaseKind } from '../helpers/database'
import { bookingBody, openWindows, serviceSettings } from '../helpers/service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimit: 100_000 })
  await serviceSettings(t, 2)
})
afterAll(async () => {
  await t.close()
})

it('gives exactly one 201 of 50 bookings at once for a window’s last place; 49 answer 409', async () => {
  const [window] = await openWindows(t)
  expect((await request(t.app).post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window!.id, { email: 'first@example.com' }))).status).toBe(201)
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => request(t.app).post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window!.id, { email: `customer${i}@example.com` }))))
  const ms = Math.round(performance.now() - started)
  const statuses = answers.map((a) => a.status)
  console.log(`${testDatabaseKind}: 50 bookings at once over HTTP for a window's last place: ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 409).length} × 409, in ${ms} ms`)
  expect(statuses.filter((s) => s === 201)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(49)
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.nearest.length).toBeGreaterThan(0)
  const count = async (sql: string) => Number((await t.db.get<{ n: number }>(sql))!.n)
  expect(await count('SELECT COUNT(*) AS n FROM service_bookings')).toBe(2)
  expect(await count(`SELECT COUNT(*) AS n FROM booking_claims WHERE resource LIKE 'window:${window!.id}#%'`)).toBe(2)
  expect(await count("SELECT COUNT(*) AS n FROM leads WHERE kind = 'service'")).toBe(2)
}, 60_000)
