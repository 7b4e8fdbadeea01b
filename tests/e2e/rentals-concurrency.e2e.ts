/**
 * Never double-booked, across processes: 100 reservations sent at once, each on a connection
 * of its own, for the last free unit of a plan give exactly one 201 and 99 × 409. On SQLite
 * (npm run test:e2e) against the production build as a primary with two workers, each its own
 * connection to the file; on PostgreSQL (npm run test:postgres) against three replicas behind
 * nginx (tests/e2e/replica-set.ts).
 */
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { fleetRepository } from '#app/server/rentals'
import { inDays, reservationBody } from '../helpers/rentals'
import { countIn, startReplicaSet, type ReplicaSet } from './replica-set'

const RESERVATIONS = '/api/rentals/reservations'
let set: ReplicaSet | undefined

afterAll(async () => {
  await set?.stop()
})

/** Three units of the plan, two of them taken for the days by earlier reservations. */
async function lastFreeUnit(s: ReplicaSet) {
  const db = await openDatabase(s.database)
  try {
    const fleet = fleetRepository(db)
    for (const name of ['6S-1', '6S-2', '6S-3']) await fleet.units.create({ name, plan: '6-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  for (const email of ['first@example.com', 'second@example.com']) expect(await s.post(RESERVATIONS, reservationBody({ plan: '6-seater', email }))).toBe(201)
}

it('gives exactly one 201 of 100 reservations at once for the last free unit, across processes', async () => {
  set = await startReplicaSet()
  const s = set
  await lastFreeUnit(s)
  const started = performance.now()
  const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => s.post(RESERVATIONS, reservationBody({ plan: '6-seater', email: `renter${i}@example.com`, start: inDays(10) }))))
  const ms = Math.round(performance.now() - started)
  const created = statuses.filter((status) => status === 201).length
  const full = statuses.filter((status) => status === 409).length
  console.log(`${s.label}: 100 reservations at once for the last free unit: ${created} × 201, ${full} × 409, others ${100 - created - full}, in ${ms} ms`)
  expect(created).toBe(1)
  expect(full).toBe(99)
  expect(await countIn(s.database, 'SELECT COUNT(*) AS n FROM rental_reservations')).toBe(3)
  expect(await countIn(s.database, 'SELECT COUNT(DISTINCT unit_id) AS n FROM rental_reservations')).toBe(3)
  expect(await countIn(s.database, "SELECT COUNT(*) AS n FROM leads WHERE kind = 'rental'")).toBe(3)
  expect(s.processesThatServed(RESERVATIONS)).toBeGreaterThan(1)
  expect(s.output()).not.toMatch(/SQLITE_BUSY/)
}, 180_000)
