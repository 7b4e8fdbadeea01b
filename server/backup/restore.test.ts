import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { seedInventory } from '../inventory'
import { writeBackup } from './schedule'
import { runOperatorCli } from '../cli/operator'
import { DatabaseInUseError, restoreDatabase, RestoreError } from './restore'

const ROOT = new URL('..', import.meta.url).pathname

let dir: string
let dbPath: string
let backup: string
const children: ChildProcess[] = []

async function leadsIn(file: string): Promise<string[]> {
  const db = await openDatabase(file)
  try {
    return (await db.all<{ id: string }>('SELECT id FROM leads ORDER BY id')).map((r) => r.id)
  } finally {
    await db.close()
  }
}

async function addLeads(file: string, ids: string[]) {
  const db = await openDatabase(file)
  try {
    for (const id of ids) {
      await db.run("INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source) VALUES (?, 'A', 'B', 'a@example.com', '6105550100', 'sales', 'hi', 'api')", [id])
    }
  } finally {
    await db.close()
  }
}

const sha = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex')
const files = async () => (await readdir(dir)).sort()

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-restore-'))
  dbPath = path.join(dir, 'site.db')
  const db = await openDatabase(dbPath)
  await seedInventory(db)
  await db.close()
  await addLeads(dbPath, ['in-backup-1', 'in-backup-2'])
  backup = path.join(dir, 'backups', 'good.sqlite')
  await mkdir(path.dirname(backup))
  await writeBackup(dbPath, backup)
  await addLeads(dbPath, ['after-backup'])
})
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  await rm(dir, { recursive: true, force: true })
})

/**
 * Another process with the database open as the server has it (WAL mode, a write left in
 * the write-ahead log), until it is killed.
 */
async function serverLike(file: string): Promise<ChildProcess> {
  const script = `
    import sqlite3 from 'sqlite3'
    const db = new sqlite3.Database(${JSON.stringify(file)})
    db.serialize(() => {
      db.run('PRAGMA journal_mode = WAL')
      db.run('PRAGMA wal_autocheckpoint = 0')
      db.run("INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source) VALUES ('from-server', 'A', 'B', 'a@example.com', '6105550100', 'sales', 'hi', 'api')", () => console.log('ready'))
    })
    setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve())
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)))
  })
  return child
}

describe('restoreDatabase', () => {
  it('swaps the backup in and keeps the database it replaced', async () => {
    const at = new Date('2026-11-24T01:02:03Z')
    const result = await restoreDatabase(backup, dbPath, at)
    expect(result.replaced).toBe(`${dbPath}.before-restore-20261124-010203Z`)
    expect(result.check).toMatchObject({ ok: true, counts: { leads: 2 } })
    expect(await files()).toEqual(['backups', 'site.db', 'site.db.before-restore-20261124-010203Z'])
    // The replaced database is kept whole (its write-ahead log folded in), and the backup is in place byte for byte.
    expect(await sha(dbPath)).toBe(await sha(backup))
    const kept = path.join(dir, 'kept.db')
    await copyFile(result.replaced!, kept)
    expect(await leadsIn(kept)).toEqual(['after-backup', 'in-backup-1', 'in-backup-2'])
    await rm(kept)
    expect(await leadsIn(dbPath)).toEqual(['in-backup-1', 'in-backup-2'])
    // Undo: restore the kept file the same way.
    await restoreDatabase(result.replaced!, dbPath, new Date('2026-11-24T01:05:00Z'))
    expect(await leadsIn(dbPath)).toEqual(['after-backup', 'in-backup-1', 'in-backup-2'])
  })

  it('leaves the restored database readable by its owner only, even from a backup anyone could read', async () => {
    const umask = process.umask(0o022)
    try {
      const loose = path.join(dir, 'downloaded.sqlite')
      await copyFile(backup, loose)
      await chmod(loose, 0o644)
      await restoreDatabase(loose, dbPath)
      expect(((await stat(dbPath)).mode & 0o777).toString(8)).toBe('600')
    } finally {
      process.umask(umask)
    }
  })

  it('restores into a path with no database yet', async () => {
    const fresh = path.join(dir, 'fresh', 'site.db')
    await mkdir(path.dirname(fresh))
    expect((await restoreDatabase(backup, fresh)).replaced).toBeNull()
    expect(await leadsIn(fresh)).toEqual(['in-backup-1', 'in-backup-2'])
  })

  it('refuses while a connection has the database open, in this process or another, and changes nothing', async () => {
    const open = await openDatabase(dbPath)
    const listing = await files()
    await expect(restoreDatabase(backup, dbPath)).rejects.toThrow(DatabaseInUseError)
    await open.close()
    await serverLike(dbPath)
    await expect(restoreDatabase(backup, dbPath)).rejects.toThrow(DatabaseInUseError)
    expect(await files()).toEqual(listing)
  })

  it('goes ahead after the server was killed, keeping what it had written in its write-ahead log', async () => {
    const server = await serverLike(dbPath)
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
    expect(await files()).toContain('site.db-wal')
    const { replaced } = await restoreDatabase(backup, dbPath, new Date('2026-11-24T02:00:00Z'))
    // The -wal and -shm went with the database they belonged to, folded into it.
    expect(await files()).toEqual(['backups', 'site.db', 'site.db.before-restore-20261124-020000Z'])
    expect(await leadsIn(dbPath)).toEqual(['in-backup-1', 'in-backup-2'])
    const kept = path.join(dir, 'kept.db')
    await copyFile(replaced!, kept)
    expect(await leadsIn(kept)).toEqual(['after-backup', 'from-server', 'in-backup-1', 'in-backup-2'])
  })

  it('refuses a file that is not a sound backup of this site, and changes nothing', async () => {
    const before = await sha(dbPath)
    const listing = await files()
    const bad = path.join(dir, 'backups')
    await writeFile(path.join(bad, 'notes.sqlite'), 'not a database at all, just some text that is long enough '.repeat(100))
    // Another application's SQLite file.
    const { default: sqlite3 } = await import('sqlite3')
    await new Promise<void>((resolve, reject) => {
      const d = new sqlite3.Database(path.join(bad, 'other.sqlite'), (err) => {
        if (err) return reject(err)
        d.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)', (e) => d.close(() => (e ? reject(e) : resolve())))
      })
    })
    // A backup made by a newer version of the site.
    await copyFile(backup, path.join(bad, 'newer.sqlite'))
    const newer = await openDatabase(path.join(bad, 'newer.sqlite'))
    await newer.run("INSERT INTO schema_migrations (version, name) VALUES (999, 'from_the_future')")
    await newer.exec('PRAGMA journal_mode = DELETE')
    await newer.close()
    // A damaged copy.
    const damaged = await readFile(backup)
    damaged.fill(0x5a, 4096 + 200, damaged.length - 100)
    await writeFile(path.join(bad, 'damaged.sqlite'), damaged)

    const cases: Array<[string, RegExp]> = [
      ['notes.sqlite', /cannot be (opened|read) as an SQLite database/],
      ['other.sqlite', /not this site's database/],
      ['newer.sqlite', /schema version 999 is newer than this build knows/],
      ['damaged.sqlite', /integrity_check failed|malformed/],
      ['missing.sqlite', /No backup file/],
    ]
    for (const [name, message] of cases) {
      const err = await restoreDatabase(path.join(bad, name), dbPath).catch((e: Error) => e)
      expect(err, name).toBeInstanceOf(RestoreError)
      expect((err as Error).message, name).toMatch(message)
    }
    expect(await sha(dbPath)).toBe(before)
    expect(await files()).toEqual(listing)
  })

  it('refuses a live database with its write-ahead log beside it', async () => {
    const live = path.join(dir, 'live')
    await mkdir(live)
    const server = await serverLike(dbPath)
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
    for (const suffix of ['', '-wal']) await copyFile(`${dbPath}${suffix}`, path.join(live, `site.db${suffix}`))
    await expect(restoreDatabase(path.join(live, 'site.db'), path.join(dir, 'elsewhere.db'))).rejects.toThrow(/write-ahead log beside it/)
  })
})

describe('npm run operator -- restore', () => {
  const cli = async (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runOperatorCli(args, { DATABASE_PATH: dbPath }, { out: (l) => out.push(l), err: (l) => err.push(l) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('restores, says where the replaced database is kept, and refuses while a server runs', async () => {
    await serverLike(dbPath)
    const refused = await cli(['restore', backup])
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/Refused: a server is using .*site\.db\. Stop it/)
    for (const child of children.splice(0)) child.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const done = await cli(['restore', backup])
    expect(done.code, done.err).toBe(0)
    expect(done.out).toMatch(/Restored .*good\.sqlite to .*site\.db \(integrity check ok, schema version \d+\)/)
    expect(done.out).toMatch(/Contents: vehicles \d+, photos 0, leads 2, pending mail 0/)
    expect(done.out).toMatch(/kept as .*site\.db\.before-restore-\d{8}-\d{6}Z; to undo/)
    expect((await cli(['restore'])).code).toBe(2)
    expect((await cli(['restore', path.join(dir, 'nothing.sqlite')])).code).toBe(1)
  })
})
