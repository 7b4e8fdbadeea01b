/**
 * Never double-booked, across processes: 100 reservations sent at once, each on a connection
 * of its own, for the last free unit of a plan give exactly one 201 and 99 × 409. On SQLite
 * (npm run test:e2e) against the production build as a primary with two workers, each its own
 * connection to the file; on PostgreSQL (npm run test:postgres) against three replicas behind
 * nginx with deploy/nginx.conf, as docs/operations.md's "Scaling out" runs them.
 */
import { request } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { fleetRepository } from '#app/server/rentals'
import { testDatabaseKind, createPostgresDatabase, type TestDatabaseTarget } from '../helpers/database'
import { inDays, reservationBody } from '../helpers/rentals'
import { freePort, removeDir, startServer, type RunningServer } from './harness'
import { httpsCall, startProxy, type RunningProxy } from './nginx'

const running: RunningServer[] = []
const dirs: string[] = []
let proxy: RunningProxy | undefined
let database: TestDatabaseTarget | undefined

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')))
  await proxy?.stop()
  await Promise.all(dirs.map(removeDir))
  await database?.drop()
})

/** Three units of the plan, two of them taken for the days by earlier reservations. */
async function lastFreeUnit(target: string, post: (body: unknown) => Promise<number>) {
  const db = await openDatabase(target)
  try {
    const fleet = fleetRepository(db)
    for (const name of ['6S-1', '6S-2', '6S-3']) await fleet.units.create({ name, plan: '6-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  for (const email of ['first@example.com', 'second@example.com']) expect(await post(reservationBody({ plan: '6-seater', email }))).toBe(201)
}

async function count(target: string, sql: string): Promise<number> {
  const db = await openDatabase(target)
  try {
    return Number((await db.get<{ n: number }>(sql))!.n)
  } finally {
    await db.close()
  }
}

async function hundredAtOnce(label: string, target: string, post: (body: unknown) => Promise<number>) {
  const started = performance.now()
  const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => post(reservationBody({ plan: '6-seater', email: `renter${i}@example.com`, start: inDays(10) }))))
  const ms = Math.round(performance.now() - started)
  const created = statuses.filter((s) => s === 201).length
  const full = statuses.filter((s) => s === 409).length
  console.log(`${label}: 100 reservations at once for the last free unit: ${created} × 201, ${full} × 409, others ${100 - created - full}, in ${ms} ms`)
  expect(created).toBe(1)
  expect(full).toBe(99)
  expect(await count(target, 'SELECT COUNT(*) AS n FROM rental_reservations')).toBe(3)
  expect(await count(target, 'SELECT COUNT(DISTINCT unit_id) AS n FROM rental_reservations')).toBe(3)
  expect(await count(target, "SELECT COUNT(*) AS n FROM leads WHERE kind = 'rental'")).toBe(3)
}

describe.runIf(testDatabaseKind === 'sqlite')('SQLite: a primary and two workers, one file', () => {
  it('gives exactly one 201 of 100 reservations at once for the last free unit', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2', CONTACT_RATE_LIMIT: '100000' })
    running.push(server)
    dirs.push(server.dir)
    // Each on a connection of its own: the primary hands connections, not requests, to its workers.
    const post = (body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify(body)
        const req = request(`${server.url}/api/rentals/reservations`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: server.url } }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end(payload)
      })
    await lastFreeUnit(server.database, post)
    await hundredAtOnce('SQLite, 2 worker processes', server.database, post)
    const served = server.output.join('').split('\n').filter((line) => line.includes('"url":"/api/rentals/reservations"'))
    expect(new Set(served.map((line) => (JSON.parse(line) as { worker: number }).worker)).size).toBeGreaterThan(1)
    expect(server.output.join('')).not.toMatch(/SQLITE_BUSY/)
  }, 120_000)
})

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL: three replicas behind nginx', () => {
  it('gives exactly one 201 of 100 reservations at once for the last free unit', async () => {
    database = await createPostgresDatabase()
    const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-rental-replicas-'))
    dirs.push(dir)
    const ports = await Promise.all([freePort(), freePort(), freePort()])
    proxy = await startProxy({ httpsPort: await freePort(), httpPort: await freePort(), appPort: ports })
    const env = (port: number) => ({ DATABASE_URL: database!.target, PORT: String(port), TRUST_PROXY: '1', PUBLIC_ORIGIN: proxy!.origin, CONTACT_RATE_LIMIT: '100000' })
    // One after another: the first applies the migrations, and each is stopped afterwards even if a later one fails to start.
    for (const port of ports) running.push(await startServer(env(port), dir))
    const post = async (body: unknown) =>
      (await httpsCall(proxy!.ca, `${proxy!.origin}/api/rentals/reservations`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', origin: proxy!.origin }, body: JSON.stringify(body) })).status
    await lastFreeUnit(database.target, post)
    await hundredAtOnce('PostgreSQL, 3 replicas behind nginx', database.target, post)
    const answered = running.filter((server) => server.output.join('').includes('"url":"/api/rentals/reservations"'))
    expect(answered.length).toBeGreaterThan(1)
  }, 180_000)
})
