/**
 * A service window is never overbooked, across processes: 50 bookings sent at once, each on a
 * connection of its own, for a window with one place left give exactly one 201 and 49 × 409
 * (each with the nearest open windows). On SQLite (npm run test:e2e) against a primary with two
 * workers on one file; on PostgreSQL (npm run test:postgres) against three replicas behind nginx
 * (tests/e2e/replica-set.ts).
 */
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { serviceSettingsStore } from '#app/server/service'
import { DEFAULT_SERVICE_SETTINGS } from '#app/domain/bookings/service-windows'
import { bookingBody } from '../helpers/service'
import { countIn, startReplicaSet, type ReplicaSet } from './replica-set'

const BOOKINGS = '/api/service/bookings'
let set: ReplicaSet | undefined

afterAll(async () => {
  await set?.stop()
})

it('gives a window’s last place to exactly one of 50 bookings at once, across processes', async () => {
  set = await startReplicaSet()
  const s = set
  const db = await openDatabase(s.database)
  try {
    // Two carts a window; the processes read the settings as they change.
    const weekday = [{ from: '08:00', to: '10:00', capacity: 2 }, { from: '13:00', to: '15:00', capacity: 2 }]
    await serviceSettingsStore(db).save({ ...DEFAULT_SERVICE_SETTINGS, windows: [[], weekday, weekday, weekday, weekday, weekday, []], noticeDays: 1, horizonDays: 60 }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  const { windows } = await s.getJson<{ windows: { id: string; free: number }[] }>('/api/service/slots?days=14')
  const window = windows.find((w) => w.free === 2)!
  expect(window).toBeDefined()
  expect(await s.post(BOOKINGS, bookingBody(window.id, { email: 'first@example.com' }))).toBe(201)

  const started = performance.now()
  const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => s.post(BOOKINGS, bookingBody(window.id, { email: `customer${i}@example.com` }))))
  const ms = Math.round(performance.now() - started)
  const booked = statuses.filter((status) => status === 201).length
  const full = statuses.filter((status) => status === 409).length
  console.log(`${s.label}: 50 bookings at once for a window's last place: ${booked} × 201, ${full} × 409, others ${50 - booked - full}, in ${ms} ms`)
  expect(booked).toBe(1)
  expect(full).toBe(49)
  expect(await countIn(s.database, 'SELECT COUNT(*) AS n FROM service_bookings')).toBe(2)
  expect(await countIn(s.database, `SELECT COUNT(*) AS n FROM booking_claims WHERE resource LIKE 'window:${window.id}#%'`)).toBe(2)
  expect(await countIn(s.database, "SELECT COUNT(*) AS n FROM leads WHERE kind = 'service'")).toBe(2)
  expect(s.processesThatServed(BOOKINGS)).toBeGreaterThan(1)
  expect(s.output()).not.toMatch(/SQLITE_BUSY/)
}, 180_000)
