import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { databaseSizeBytes, MIGRATIONS_DIR, openDatabase, type Database } from './database'
import { allSql, closeSqlite, openSqlite } from './sqlite-driver'

let dir: string
let db: Database

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-db-'))
  db = await openDatabase(path.join(dir, 'site.db'))
})
afterEach(async () => {
  await db.close()
  await rm(dir, { recursive: true, force: true })
})

describe('openDatabase', () => {
  it('runs in WAL mode with foreign keys and a busy timeout', async () => {
    expect((await db.get<{ journal_mode: string }>('PRAGMA journal_mode'))?.journal_mode).toBe('wal')
    expect((await db.get<{ foreign_keys: number }>('PRAGMA foreign_keys'))?.foreign_keys).toBe(1)
    expect((await db.get<{ timeout: number }>('PRAGMA busy_timeout'))?.timeout).toBeGreaterThanOrEqual(5000)
  })

  it('records every applied migration and does not apply one twice', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()
    const rows = await db.all<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version')
    expect(rows).toEqual(files.map((f) => ({ version: Number(f.slice(0, 3)), name: f.slice(4, -4) })))
    expect(rows[0]).toEqual({ version: 1, name: 'initial' })
    await db.close()
    db = await openDatabase(path.join(dir, 'site.db'))
    expect(await db.all('SELECT version FROM schema_migrations')).toHaveLength(files.length)
  })

  it('rolls back a migration that fails and applies nothing of it', async () => {
    const migrations = path.join(dir, 'migrations')
    await mkdir(migrations)
    await writeFile(path.join(migrations, '101_ok.sql'), 'CREATE TABLE a (x INTEGER);')
    await writeFile(path.join(migrations, '102_broken.sql'), 'CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);')
    const file = path.join(dir, 'other.db')
    const other = await openDatabase(file, { migrationsDir: migrations }).catch((err: Error) => err)
    expect(other).toBeInstanceOf(Error)
    expect((other as Error).message).toMatch(/102_broken\.sql/)
    // 101 stays applied; 102 leaves no table behind, and no record of itself.
    await mkdir(path.join(dir, 'only-101'))
    await writeFile(path.join(dir, 'only-101', '101_ok.sql'), 'CREATE TABLE a (x INTEGER);')
    const reopened = await openDatabase(file, { migrationsDir: path.join(dir, 'only-101') })
    expect(await reopened.get("SELECT name FROM sqlite_master WHERE name = 'a'")).toBeTruthy()
    expect(await reopened.get("SELECT name FROM sqlite_master WHERE name = 'b'")).toBeUndefined()
    expect(await reopened.all('SELECT version FROM schema_migrations')).toEqual([{ version: 101 }])
    await reopened.close()
  })
})

describe('the database file', () => {
  it('is created readable by its owner only, with its write-ahead log and shared memory, whatever the umask', async () => {
    const umask = process.umask(0o022)
    const file = path.join(dir, 'fresh', 'site.db')
    try {
      const fresh = await openDatabase(file)
      await fresh.run("INSERT INTO app_meta (key, value) VALUES ('probe', '1')")
      try {
        for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) {
          expect([name, ((await stat(path.join(dir, 'fresh', name))).mode & 0o777).toString(8)]).toEqual([name, '600'])
        }
      } finally {
        await fresh.close()
      }
    } finally {
      process.umask(umask)
    }
  })
})

describe('transaction', () => {
  it('commits on success and rolls back everything when the callback throws', async () => {
    await db.exec('CREATE TABLE t (x INTEGER)')
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES (1)')
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t VALUES (2)')
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await db.all('SELECT x FROM t')).toEqual([{ x: 1 }])
  })

  it('never interleaves two concurrent transactions', async () => {
    await db.exec('CREATE TABLE counter (n INTEGER)')
    await db.run('INSERT INTO counter VALUES (0)')
    await Promise.all(
      Array.from({ length: 25 }, () =>
        db.transaction(async (tx) => {
          const row = await tx.get<{ n: number }>('SELECT n FROM counter')
          await new Promise((r) => setTimeout(r, 1))
          await tx.run('UPDATE counter SET n = ?', [row!.n + 1])
        }),
      ),
    )
    expect(await db.get('SELECT n FROM counter')).toEqual({ n: 25 })
  })
})

describe('close', () => {
  it('closes the file even when no query ran: afterwards a connection of its own is the only one', async () => {
    const file = path.join(dir, 'unused.db')
    const other = await openDatabase(file)
    await other.close()
    // Leaving WAL mode succeeds only for the sole connection to the file.
    const raw = await openSqlite(file)
    try {
      expect(await allSql<{ journal_mode: string }>(raw, 'PRAGMA journal_mode = DELETE')).toEqual([{ journal_mode: 'delete' }])
    } finally {
      await closeSqlite(raw)
    }
  })
})

describe('databaseSizeBytes', () => {
  it('is the size of the SQLite file’s pages', async () => {
    const bytes = await databaseSizeBytes(db)
    const page = (await db.get<{ page_size: number }>('PRAGMA page_size'))!.page_size
    expect(bytes).toBeGreaterThan(0)
    expect(bytes % page).toBe(0)
  })
})
