// Rentals bench: how fast the availability engine answers with a real-sized fleet and
// calendar, and how many reservations per second the database stores.
//
//   node --import tsx bench/rentals.ts [--quick] [--json]
//
// 1. Availability: a database with 50 units and 5,000 reservations over the coming year,
//    served by the built server (dist/server.js, SQLite), GET /api/rentals/availability with
//    a different plan, start day and length each request (autocannon, at 1 connection: an
//    answer's own time, target p99 under 20 ms; and at 10, answers queueing on one process):
//    p50, p99, and the same questions in-process without HTTP.
// 2. Reservations stored per second on SQLite and, when POSTGRES_ADMIN_URL is set (run.mjs runs
//    this through scripts/with-postgres.sh), on PostgreSQL: each a whole reservation (the unit
//    held, the reservation, its rental lead and e-mails, the audit entry), one after another
//    and 20 at once.
// --json prints { lines, verdicts } for bench/run.mjs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'
import { openDatabase, type Database } from '../server/db/database'
import { availabilityService, fleetRepository, newReference, reservationRepository } from '../server/rentals'
import { addDays, dealerToday } from '../domain/bookings/days'
import { daySpan } from '../domain/bookings/spans'
import type { PlanId } from '../domain/bookings/rental-request'
import { createPostgresDatabase } from '../tests/helpers/database'
// @ts-expect-error the bench's shared module is plain JavaScript, run by node without a build
import { startServer, stop } from './measure.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const asJson = args.includes('--json')
const UNITS = 50
const RESERVATIONS = 5_000
const DURATION = quick ? 3 : 10
const STORE_COUNT = quick ? 100 : 400
const TARGET_P99 = 20
const PLANS: PlanId[] = ['4-seater', '6-seater', 'utility']

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
const log = (line: string) => process.stderr.write(`${line}\n`)
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

/** A deterministic sequence, so every run asks the same questions. */
function random(seed: number) {
  let s = seed
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
}

/** 50 units over the three plans, and 5,000 reservations packed over the next year (claims and rows written directly, as years of use would leave them). */
async function seedCalendar(db: Database): Promise<void> {
  const fleet = fleetRepository(db)
  const units: Array<{ id: number; plan: PlanId }> = []
  for (let i = 0; i < UNITS; i++) units.push(await fleet.units.create({ name: `Unit ${i + 1}`, plan: PLANS[i % 3]!, vehicleId: null, inService: true, note: '' }, { kind: 'cli' }))
  const today = dealerToday()
  const next = random(7)
  // Each unit's calendar: back-to-back rentals of 1 to 7 days from today, 100 per unit.
  const rows: Array<{ unit: { id: number; plan: PlanId }; start: string; days: number }> = []
  for (const unit of units) {
    let day = 1 + Math.floor(next() * 3)
    for (let n = 0; n < RESERVATIONS / UNITS; n++) {
      const days = 1 + Math.floor(next() * 3)
      rows.push({ unit, start: addDays(today, day), days })
      day += days + Math.floor(next() * 2)
    }
  }
  for (let i = 0; i < rows.length; i += 250) {
    await db.transaction(async (tx) => {
      for (const { unit, start, days } of rows.slice(i, i + 250)) {
        const id = newReference()
        const span = daySpan(start, days)
        await tx.kysely.insertInto('booking_claims').values({ resource: `unit:${unit.id}`, starts_at: span.start, ends_at: span.end, holder: `reservation:${id}` }).execute()
        await tx.kysely
          .insertInto('rental_reservations')
          .values({ id, unit_id: unit.id, plan: unit.plan, start_day: start, days, status: 'confirmed', price: 245 * days, town: 'Emmaus', address: '1 Main Street', first_name: 'Bench', last_name: 'Renter', email: 'bench@example.com', phone: '610-555-0100', hold_until: 0 })
          .execute()
      }
    })
  }
}

function questions(count: number): string[] {
  const next = random(11)
  const today = dealerToday()
  return Array.from({ length: count }, () => `/api/rentals/availability?plan=${PLANS[Math.floor(next() * 3)]}&start=${addDays(today, 1 + Math.floor(next() * 364))}&days=${1 + Math.floor(next() * 30)}`)
}

async function availabilityBench(lines: string[], verdicts: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-rentals-'))
  const file = path.join(dir, 'site.db')
  const db = await openDatabase(file)
  const seeded = performance.now()
  await seedCalendar(db)
  log(`seeded ${UNITS} units and ${RESERVATIONS} reservations in ${fmt(performance.now() - seeded)} ms`)
  // In-process: the engine and its one read, without HTTP.
  const service = availabilityService(db)
  const today = dealerToday()
  const times: number[] = []
  for (const url of questions(quick ? 300 : 2000)) {
    const q = new URL(url, 'http://x').searchParams
    const started = performance.now()
    await service.availability({ plan: q.get('plan') as PlanId, start: q.get('start')!, days: Number(q.get('days')) }, today)
    times.push(performance.now() - started)
  }
  await db.close()
  const site = await startServer({ DATABASE_PATH: file })
  const urls = questions(1000)
  let i = 0
  const run = (duration: number, connections: number) =>
    new Promise<{ latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number; errors: number }>((resolve, reject) => {
      autocannon({ url: site.url, connections, duration, requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: urls[i++ % urls.length] }) }] }, (err: Error | null, result: never) => (err ? reject(err) : resolve(result)))
    })
  await run(quick ? 1 : 3, 10)
  const single = await run(DURATION, 1)
  const result = await run(DURATION, 10)
  await stop(site)
  rmSync(dir, { recursive: true, force: true })
  lines.push(
    '## Rentals: availability with 50 units and 5,000 reservations',
    '',
    `GET /api/rentals/availability over HTTP against the built server on SQLite (one process), each request another plan, start day (the coming year) and length (1 to 30 days), ${DURATION} s at 1 and at 10 connections; and the same questions in-process (the engine and its reads, no HTTP). The calendar is packed (each unit's rentals back to back for most of the year), so most answers also search the nearest free start days: the slow case.`,
    '',
    '| Measure | req/s | p50 | p99 | Errors |',
    '|---|---|---|---|---|',
    `| HTTP, 1 connection (an answer's own time) | ${fmt(single.requests.average)} | ${single.latency.p50} ms | ${single.latency.p99} ms | ${single.errors + single.non2xx} |`,
    `| HTTP, 10 connections (answers queue on one process) | ${fmt(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.non2xx} |`,
    `| In-process, one at a time | ${fmt(1000 / (times.reduce((a, b) => a + b, 0) / times.length))} | ${fmt(percentile(times, 50), 2)} ms | ${fmt(percentile(times, 99), 2)} ms | 0 |`,
  )
  if (single.latency.p99 >= TARGET_P99) verdicts.push(`rental availability p99 ${single.latency.p99} ms at 1 connection (target under ${TARGET_P99} ms)`)
  if (result.errors + result.non2xx > 0) verdicts.push(`rental availability: ${result.errors + result.non2xx} errors`)
}

async function storeRate(kind: 'sqlite' | 'postgres'): Promise<{ sequential: number; concurrent: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-store-'))
  const target = kind === 'postgres' ? await createPostgresDatabase() : { target: path.join(dir, 'site.db'), drop: async () => {} }
  const db = await openDatabase(target.target)
  try {
    const fleet = fleetRepository(db)
    for (let i = 0; i < UNITS; i++) await fleet.units.create({ name: `Unit ${i + 1}`, plan: '4-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
    const reservations = reservationRepository(db)
    const today = dealerToday()
    const next = random(3)
    const request = (n: number) => ({ plan: '4-seater' as const, start: addDays(today, 1 + Math.floor(next() * 360)), days: 1, town: 'Emmaus', address: '1 Main Street', firstName: 'Bench', lastName: `Renter${n}`, email: `renter${n}@example.com`, phone: '610-555-0100', note: '' })
    let stored = 0
    const sequentialStart = performance.now()
    for (let n = 0; n < STORE_COUNT; n++) if ((await reservations.reserve(request(n), { source: 'api' })).kind === 'reserved') stored++
    const sequential = (stored / (performance.now() - sequentialStart)) * 1000
    stored = 0
    const concurrentStart = performance.now()
    for (let n = 0; n < STORE_COUNT; n += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, k) => reservations.reserve(request(STORE_COUNT + n + k), { source: 'api' })))
      stored += batch.filter((o) => o.kind === 'reserved').length
    }
    const concurrent = (stored / (performance.now() - concurrentStart)) * 1000
    return { sequential, concurrent }
  } finally {
    await db.close()
    await target.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  const lines: string[] = []
  const verdicts: string[] = []
  const postgresOnly = args.includes('--postgres-only')
  if (!postgresOnly) await availabilityBench(lines, verdicts)
  const kinds: Array<'sqlite' | 'postgres'> = postgresOnly ? ['postgres'] : process.env.POSTGRES_ADMIN_URL ? ['sqlite', 'postgres'] : ['sqlite']
  const rows: string[] = []
  for (const kind of kinds) {
    const rate = await storeRate(kind)
    log(`stored reservations on ${kind}: ${fmt(rate.sequential)}/s one at a time, ${fmt(rate.concurrent)}/s 20 at once`)
    rows.push(`| ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${fmt(rate.sequential)} | ${fmt(rate.concurrent)} |`)
  }
  if (!postgresOnly) lines.push('', '## Rentals: reservations stored per second', '', `Whole reservations through the repository (the unit held, the reservation, its rental lead and e-mails, the audit entry; one transaction each), ${STORE_COUNT} one after another and ${STORE_COUNT} 20 at once, with ${UNITS} units of one plan.`, '', '| Database | One at a time | 20 at once |', '|---|---|---|')
  lines.push(...rows)
  if (asJson) console.log(JSON.stringify({ lines, verdicts }))
  else console.log([...lines, '', verdicts.length ? verdicts.map((v) => `- missed: ${v}`).join('\n') : 'Every rentals target met.'].join('\n'))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
