/**
 * The restore drill on PostgreSQL, against the real app (production build): the dealer adds a
 * cart and photos and leads arrive (some already mailed); `pg_dump --format=custom` is taken
 * while 20 enquiries arrive at once; the dump is restored with `pg_restore` into a fresh
 * database and the app started on it. Every table is compared row by row with the source,
 * every photo variant is served byte for byte over HTTP, every lead committed before the
 * dump began is in it and none is there half (the dump is one snapshot), and the mail still
 * pending at dump time is sent exactly once after the restore, while what was sent before is
 * not sent again, even across a restart of the mail worker. The restored site takes new
 * enquiries (its sequences come with the dump), and a second restore over its own database
 * (--clean, the servers stopped) brings back the dump's contents exactly. Prints the dump's
 * size and time under that load and the restores' times.
 *
 * Uses Debian's postgresql-client (pg_dump, pg_restore on PATH), as the docs/operations.md's "Backups on
 * PostgreSQL" does.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#app/server/db/database'
import { createTestApp, type TestApp } from '../helpers/app'
import { createPostgresDatabase, type TestDatabaseTarget } from '../helpers/database'
import { answeredDuring, enquiry, enquiryBurst, expectLeadsWhole, expectPendingMailSentOnce, expectPhotosServed, pendingMail, siteBeforeBackup } from '../helpers/restore-drill'

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 })

/** Runs a PostgreSQL client program; resolves with its time in seconds, rejects with its stderr. */
function runClient(program: string, args: string[]): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${program} exited with ${code}: ${stderr}`))))
  })
}

type Row = Record<string, unknown>
/** Every table's rows by primary key (as JSON), with BYTEA as Buffers. */
type Snapshot = Map<string, Map<string, Row>>

/** Every row of every table in the database's schema (the migrations' bookkeeping too). */
async function snapshot(db: Database): Promise<Snapshot> {
  const keys = await db.all<{ table_name: string; column_name: string }>(
    `SELECT t.table_name, k.column_name
       FROM information_schema.tables t
       LEFT JOIN information_schema.table_constraints c
         ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
       LEFT JOIN information_schema.key_column_usage k
         ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name
      WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name, k.ordinal_position`,
  )
  const tables = new Map<string, string[]>()
  for (const { table_name, column_name } of keys) {
    const columns = tables.get(table_name) ?? []
    // Every table has a primary key: rows are matched by it.
    expect(column_name, `${table_name} has a primary key`).not.toBeNull()
    tables.set(table_name, [...columns, column_name])
  }
  const result: Snapshot = new Map()
  for (const [table, key] of tables) {
    const rows = await db.all<Row>(`SELECT * FROM ${table}`)
    result.set(table, new Map(rows.map((row) => [JSON.stringify(key.map((column) => row[column])), row])))
  }
  return result
}

/** Tables whose rows are counts added to in place as requests arrive, and the count's column. */
const COUNTERS: Record<string, string> = { rate_limits: 'hits' }

const same = (a: Map<string, Row>, b: Map<string, Row>) => a.size === b.size && [...a].every(([key, row]) => JSON.stringify(row) === JSON.stringify(b.get(key)))

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('restore drill with pg_dump and pg_restore (PostgreSQL; npm run test:postgres)', () => {
  let site: TestApp
  let restored: TestApp | undefined
  let fresh: TestDatabaseTarget | undefined
  let work: string

  beforeAll(async () => {
    site = await createTestApp()
    work = await mkdtemp(path.join(tmpdir(), 'lcgc-pg-drill-'))
  })
  afterAll(async () => {
    await restored?.close()
    await fresh?.drop()
    await site?.close()
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('a dump taken while enquiries arrive restores every committed row and photo, and pending mail goes out exactly once', async () => {
    const before = await siteBeforeBackup(site)
    const beforeBurst = await snapshot(site.db)

    // pg_dump, while 20 enquiries arrive at once: it starts once the first five are answered.
    const dumpFile = path.join(work, 'site.dump')
    const burst = enquiryBurst(site)
    await burst.backupMayStart
    const committedBefore = new Set((await site.db.all<{ id: string }>('SELECT id FROM leads')).map((r) => r.id))
    const started = performance.now()
    const [dumpSeconds, responses] = await Promise.all([runClient('pg_dump', ['--format=custom', `--file=${dumpFile}`, site.target]), burst.responses])
    const finished = started + dumpSeconds * 1000
    for (const res of responses) expect(res.status, res.text).toBe(201)
    const afterBurst = await snapshot(site.db)

    // pg_restore into a fresh database, created as the tests create theirs, and the app started on it.
    fresh = await createPostgresDatabase()
    const restoreSeconds = await runClient('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${fresh.target}`, dumpFile])
    restored = await createTestApp({ databasePath: fresh.target })
    const db = restored.db
    const back = await snapshot(db)

    const dumpBytes = (await stat(dumpFile)).size
    const databaseBytes = (await site.db.get<{ n: number }>('SELECT pg_database_size(current_database()) AS n'))!.n
    const count = (table: string) => back.get(table)?.size ?? 0
    const pendingInDump = await pendingMail(db)
    console.log(
      [
        `restore drill (PostgreSQL): dump of ${(dumpBytes / 1_048_576).toFixed(2)} MB (${dumpBytes} bytes; database ${(databaseBytes / 1_048_576).toFixed(2)} MB)`,
        `written in ${dumpSeconds.toFixed(3)} s while 20 enquiries arrived ${answeredDuring(burst.answered, started, finished)};`,
        `restored in ${restoreSeconds.toFixed(3)} s; it holds ${[...back.values()].reduce((n, rows) => n + rows.size, 0)} rows in ${back.size} tables:`,
        `${count('vehicles')} vehicles, ${count('photos')} photos, ${count('photo_variants')} photo variants, ${count('leads')} leads, ${count('outbox')} e-mails (${pendingInDump} pending)`,
      ].join(' '),
    )

    // Every table, row by row: the restored database has the source's tables; a table the burst
    // did not touch is the source's exactly; in one it did, every row is the source's (as before
    // or after the burst) and nothing that was there before the burst is missing.
    expect([...back.keys()].sort()).toEqual([...afterBurst.keys()].sort())
    const touched: string[] = []
    for (const [table, rows] of back) {
      const [was, now] = [beforeBurst.get(table)!, afterBurst.get(table)!]
      if (same(was, now)) {
        expect(rows.size, table).toBe(now.size)
      } else {
        touched.push(table)
        for (const key of was.keys()) expect(rows.has(key), `${table} ${key}`).toBe(true)
      }
      const counter = COUNTERS[table]
      for (const [key, row] of rows) {
        if (!counter) {
          expect([now.get(key), was.get(key)], `${table} ${key}`).toContainEqual(row)
          continue
        }
        // A count the burst added to may be dumped part way: between its value before and after.
        const { [counter]: count, ...rest } = row
        const { [counter]: countAfter, ...restAfter } = now.get(key)!
        expect(rest, `${table} ${key}`).toEqual(restAfter)
        expect(count as number, `${table} ${key}`).toBeGreaterThanOrEqual((was.get(key)?.[counter] as number | undefined) ?? 0)
        expect(count as number, `${table} ${key}`).toBeLessThanOrEqual(countAfter as number)
      }
    }
    // The burst added leads and their e-mails, and counted the enquiries against the forms' limit.
    expect(touched.sort()).toEqual(['leads', 'outbox', 'rate_limits'])
    for (const table of ['vehicles', 'photos', 'photo_variants', 'api_tokens', 'audit_log', 'leads', 'outbox', 'schema_migrations']) expect(count(table), table).toBeGreaterThan(0)

    // Every lead committed before the dump began is there; leads of the burst are there whole or not at all.
    const restoredIds = new Set([...back.get('leads')!.values()].map((r) => r.id as string))
    for (const id of committedBefore) expect(restoredIds.has(id), id).toBe(true)
    expect(restoredIds.size).toBeLessThanOrEqual(afterBurst.get('leads')!.size)
    await expectLeadsWhole(db, restoredIds)

    // Over HTTP on the restored site: the API token still works, the cart and its photos are served byte for byte.
    await expectPhotosServed(restored, site.db, before.auth)
    // Mail after the restore: what was pending goes out once; what went out before does not again, even after a restart.
    await expectPendingMailSentOnce(restored, before, pendingInDump)

    // The restored site takes new enquiries: its identity sequences came with the dump.
    const { url, body } = enquiry(500)
    const lead = await request(restored.app).post(url).send(body).expect(201)
    expect(await db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY id', [lead.body.id as string])).toHaveLength(2)

    // The restore over a stopped site's own database, as the operator CLI gives it (--clean
    // --if-exists --single-transaction): the mail sent and the lead taken since are undone, and
    // every table is again exactly as the first restore left it.
    await restored.close()
    restored = undefined
    const overSeconds = await runClient('pg_restore', ['--no-owner', '--clean', '--if-exists', '--single-transaction', '--exit-on-error', `--dbname=${fresh.target}`, dumpFile])
    restored = await createTestApp({ databasePath: fresh.target })
    expect(await snapshot(restored.db)).toEqual(back)
    expect(await pendingMail(restored.db)).toBe(pendingInDump)
    console.log(`restore drill (PostgreSQL): restored over the same database (--clean --if-exists --single-transaction) in ${overSeconds.toFixed(3)} s`)
  })
})
