/**
 * deploy/pg-dump.sh, the scheduled backup on PostgreSQL: a dated custom-format dump of the
 * site's database that pg_restore reads back, only the newest DUMP_KEEP of its own files kept,
 * owner-only permissions, node_exporter's textfile with the last good dump's time; and a
 * failed dump that leaves the directory and the textfile as they were.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { createPostgresDatabase, type TestDatabaseTarget } from '../helpers/database'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const run = promisify(execFile)
const SCRIPT = path.resolve('deploy/pg-dump.sh')
const DUMP_NAME = /^site-\d{8}-\d{6}Z\.dump$/

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('scheduled pg_dump (PostgreSQL; npm run test:postgres)', () => {
  let database: TestDatabaseTarget
  let dir: string
  let dumps: string
  let textfile: string

  beforeAll(async () => {
    database = await createPostgresDatabase()
    // The site's schema and seed rows, so there is something to dump.
    await (await openDatabase(database.target)).close()
    dir = await mkdtemp(path.join(tmpdir(), 'lcgc-pg-dump-'))
    dumps = path.join(dir, 'backups')
    textfile = path.join(dir, 'textfile')
    await run('mkdir', [dumps, textfile])
  })
  afterAll(async () => {
    await database?.drop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const dump = (env: Record<string, string>) =>
    run('sh', [SCRIPT], { env: { PATH: process.env.PATH!, DATABASE_URL: database.target, DUMP_DIR: dumps, TEXTFILE_DIR: textfile, DUMP_KEEP: '14', ...env } })

  it('writes a dated dump pg_restore reads, keeps the newest 14 of its files and records the time', async () => {
    // Sixteen older dumps and a file of the operator's own.
    for (let day = 1; day <= 16; day++) await writeFile(path.join(dumps, `site-202001${String(day).padStart(2, '0')}-010000Z.dump`), 'old')
    await writeFile(path.join(dumps, 'notes.txt'), 'mine')
    const before = Math.floor(Date.now() / 1000)
    const { stdout } = await dump({})
    const files = (await readdir(dumps)).sort()
    const newest = files.filter((f) => DUMP_NAME.test(f)).at(-1)!
    expect(newest > 'site-20200116-010000Z.dump').toBe(true)
    expect(stdout).toContain(`${newest}: ${(await stat(path.join(dumps, newest))).size} bytes`)
    // The newest 14: 13 older ones and the new one; the operator's file stays; no temporary file.
    expect(files).toEqual([...Array.from({ length: 13 }, (_, i) => `site-202001${String(i + 4).padStart(2, '0')}-010000Z.dump`), newest, 'notes.txt'].sort())
    expect((await stat(path.join(dumps, newest))).mode & 0o777).toBe(0o600)
    const { stdout: toc } = await run('pg_restore', ['--list', path.join(dumps, newest)])
    for (const table of ['vehicles', 'photo_variants', 'leads', 'outbox', 'schema_migrations']) expect(toc).toMatch(new RegExp(`TABLE DATA public ${table} `))
    const metric = await readFile(path.join(textfile, 'golfcarts_pg_dump.prom'), 'utf8')
    const [, seconds] = /^golfcarts_pg_dump_last_success_timestamp_seconds (\d+)\n$/.exec(metric)!
    expect(Number(seconds)).toBeGreaterThanOrEqual(before)
    expect((await stat(path.join(textfile, 'golfcarts_pg_dump.prom'))).mode & 0o777).toBe(0o644)
    expect(await readdir(textfile)).toEqual(['golfcarts_pg_dump.prom'])
  })

  it('a failed dump exits non-zero and leaves the dumps and the recorded time as they were', async () => {
    const files = (await readdir(dumps)).sort()
    const metric = await readFile(path.join(textfile, 'golfcarts_pg_dump.prom'), 'utf8')
    // Nothing listens on port 1.
    await expect(dump({ DATABASE_URL: 'postgres://golfcarts@127.0.0.1:1/golfcarts' })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('pg_dump: error') })
    await expect(dump({ DUMP_KEEP: '0' })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('DUMP_KEEP must be a whole number above 0') })
    expect((await readdir(dumps)).sort()).toEqual(files)
    expect(await readFile(path.join(textfile, 'golfcarts_pg_dump.prom'), 'utf8')).toBe(metric)
  })
})
