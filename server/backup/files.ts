/**
 * Copies of the one SQLite file that holds the whole site (inventory, photos, leads, the
 * mail outbox, operators): how a copy is taken while the site runs, how a copy is judged
 * fit to restore, and how the database is taken out of service for a restore.
 *
 *   snapshotDatabase(source, target)  `VACUUM INTO` on a connection of its own: a consistent
 *                                     copy as of one moment, taken while others keep writing
 *                                     (WAL mode), in rollback mode so the copy is one file.
 *   checkDatabase(file)               integrity_check, that it is this site's database, the
 *                                     schema version it was migrated to, and what it holds.
 *   takeOverDatabase(file)            an exclusive hold on the database, refused while any
 *                                     other connection (a running server) has it open.
 *   latestBackup(dir)                 the newest finished backup in a backup directory.
 */
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sqlite3 from 'sqlite3'
import { latestMigrationVersion } from '../db/database'

/** A finished backup's file name: `site-backup-20261124-013000Z.sqlite` (UTC). Nothing else in a backup directory is one. */
export const BACKUP_FILE = /^site-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.sqlite$/

/** The file name of a backup taken at `at`. */
export function backupFileName(at: Date): string {
  const iso = at.toISOString()
  return `site-backup-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}Z.sqlite`
}

/** When a backup file name says it was taken; null for any other name. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_FILE.exec(name)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
  return Number.isNaN(at.getTime()) ? null : at
}

export interface BackupFile {
  path: string
  name: string
  /** When it was taken (from its name). */
  at: Date
  bytes: number
}

/** Every finished backup in `dir`, newest first (files of any other name are not looked at). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
  const found: BackupFile[] = []
  for (const name of names) {
    const at = backupTime(name)
    if (!at) continue
    const file = path.join(dir, name)
    try {
      const info = await stat(file)
      if (info.isFile()) found.push({ path: file, name, at, bytes: info.size })
    } catch {
      // Removed meanwhile (retention): not a backup any more.
    }
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1))
}

/** The newest finished backup in `dir`, or null when there is none (or no directory). */
export async function latestBackup(dir: string): Promise<BackupFile | null> {
  return (await listBackups(dir))[0] ?? null
}

/** The backups in BACKUP_DIR, as the console and the metrics read them; `dir` is null when backups are off. */
export function backupShelf(dir: string | null) {
  return {
    dir,
    /** Every finished backup, newest first (none when backups are off). */
    list: () => (dir ? listBackups(dir) : Promise.resolve([])),
    /** The newest finished backup, or null. */
    latest: () => (dir ? latestBackup(dir) : Promise.resolve(null)),
  }
}
export type BackupShelf = ReturnType<typeof backupShelf>

/** What a database holds, in the figures an operator checks after a backup or a restore. */
export interface DatabaseCounts {
  vehicles: number
  photos: number
  leads: number
  /** Outbox messages not yet sent (pending). */
  pendingMail: number
}

export interface DatabaseCheck {
  /** integrity_check said ok, it is this site's database, and its schema version is one this build knows. */
  ok: boolean
  /** What is wrong, in words; empty when ok. */
  problems: string[]
  /** The newest migration applied to it; null when it has none. */
  schemaVersion: number | null
  counts: DatabaseCounts | null
}

type Raw = sqlite3.Database

function openRaw(file: string, mode: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const handle = new sqlite3.Database(file, mode, (err) => (err ? reject(err) : resolve(handle)))
  })
}
const all = <T>(db: Raw, sql: string): Promise<T[]> =>
  new Promise((resolve, reject) => db.all(sql, [], (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows))))
const exec = (db: Raw, sql: string): Promise<void> => new Promise((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve())))
const closeRaw = (db: Raw): Promise<void> => new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())))
const sqlString = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * Writes a consistent copy of the database at `source` to `target` (which must not exist)
 * with `VACUUM INTO`, on a connection of its own: it reads one snapshot while the site's
 * connections keep reading and writing. The copy is in rollback-journal mode, so it is
 * complete in one file. SQLite does not sync it: the caller does before trusting it.
 */
export async function snapshotDatabase(source: string, target: string): Promise<void> {
  const db = await openRaw(source, sqlite3.OPEN_READWRITE)
  try {
    await exec(db, 'PRAGMA busy_timeout = 10000')
    await exec(db, `VACUUM INTO ${sqlString(target)}`)
  } finally {
    await closeRaw(db)
  }
}

/** Tables every version of this site's database has, from the first migration on. */
const OWN_TABLES = ['app_meta', 'schema_migrations', 'vehicles', 'leads', 'outbox']

/**
 * Checks a database file that no one else is using (a backup just written, or a copy about
 * to be restored): `PRAGMA integrity_check`, that it is this site's database (its tables,
 * the inventory version, the first migration), and that its schema version is not newer than
 * this build's migrations (an older one is migrated when the server opens it). Puts the file
 * in rollback-journal mode, so it stays one self-contained file. Never throws for a bad file:
 * the problems are in the answer.
 */
export async function checkDatabase(file: string, knownVersion: number = latestMigrationVersion()): Promise<DatabaseCheck> {
  const problems: string[] = []
  let db: Raw
  try {
    db = await openRaw(file, sqlite3.OPEN_READWRITE)
  } catch (err) {
    return { ok: false, problems: [`cannot be opened as an SQLite database (${(err as Error).message})`], schemaVersion: null, counts: null }
  }
  let schemaVersion: number | null = null
  let counts: DatabaseCounts | null = null
  try {
    await exec(db, 'PRAGMA busy_timeout = 0')
    // A file that is not SQLite fails on its first read, here.
    await all(db, 'PRAGMA journal_mode = DELETE')
    const integrity = await all<{ integrity_check: string }>(db, 'PRAGMA integrity_check(20)')
    const verdict = integrity.map((row) => row.integrity_check)
    if (verdict.length !== 1 || verdict[0] !== 'ok') problems.push(`integrity_check failed: ${verdict.slice(0, 5).join('; ')}`)
    const tables = new Set((await all<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name))
    const missing = OWN_TABLES.filter((t) => !tables.has(t))
    if (missing.length) {
      problems.push(`not this site's database: no ${missing.join(', ')} table${missing.length === 1 ? '' : 's'}`)
    } else {
      const first = await all<{ name: string }>(db, 'SELECT name FROM schema_migrations WHERE version = 1')
      const version = await all<{ v: number | null }>(db, 'SELECT max(version) AS v FROM schema_migrations')
      const meta = await all<{ value: string }>(db, "SELECT value FROM app_meta WHERE key = 'inventory_version'")
      if (first[0]?.name !== 'initial' || meta.length !== 1) problems.push("not this site's database: its migrations or metadata are not this site's")
      schemaVersion = version[0]?.v ?? null
      if (schemaVersion !== null && schemaVersion > knownVersion) {
        problems.push(`its schema version ${schemaVersion} is newer than this build knows (${knownVersion}): restore it with the version of the site that made it`)
      }
      counts = await countRows(db, tables)
    }
  } catch (err) {
    problems.push(`cannot be read as an SQLite database (${(err as Error).message})`)
  } finally {
    await closeRaw(db).catch(() => {})
  }
  return { ok: problems.length === 0, problems, schemaVersion, counts }
}

async function countRows(db: Raw, tables: Set<string>): Promise<DatabaseCounts> {
  const count = async (table: string, where = '') =>
    tables.has(table) ? ((await all<{ n: number }>(db, `SELECT count(*) AS n FROM ${table} ${where}`))[0]?.n ?? 0) : 0
  return {
    vehicles: await count('vehicles'),
    photos: await count('photos'),
    leads: await count('leads'),
    pendingMail: await count('outbox', "WHERE status = 'pending'"),
  }
}

/** Another connection (a running server, or a worker of one) has the database open. */
export class DatabaseInUseError extends Error {}

export interface DatabaseHold {
  /** Lets go of the database (after it was moved aside or replaced). */
  release(): Promise<void>
}

/**
 * Takes the database at `file` out of service for a restore, or refuses with
 * DatabaseInUseError while any other connection has it open. The test is SQLite's own:
 * leaving WAL mode needs the only connection to the file. It holds OS file locks, which a
 * process loses when it dies, so a server that was killed leaves nothing stale behind;
 * and its write-ahead log is folded into the file first, so nothing it committed is lost.
 * On success the file is one self-contained file (no -wal, no -shm) and stays locked
 * exclusively (a server starting meanwhile waits, then fails) until release().
 */
export async function takeOverDatabase(file: string): Promise<DatabaseHold> {
  const db = await openRaw(file, sqlite3.OPEN_READWRITE)
  let held = false
  try {
    await exec(db, 'PRAGMA busy_timeout = 0')
    await exec(db, 'PRAGMA locking_mode = EXCLUSIVE')
    let mode: string | undefined
    try {
      mode = (await all<{ journal_mode: string }>(db, 'PRAGMA journal_mode = DELETE'))[0]?.journal_mode
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new DatabaseInUseError(`${file} is in use by a running server`)
      throw err
    }
    if (mode !== 'delete') throw new DatabaseInUseError(`${file} is in use by a running server (it stays in ${mode} mode)`)
    try {
      await exec(db, 'BEGIN EXCLUSIVE')
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new DatabaseInUseError(`${file} is in use by a running server`)
      throw err
    }
    held = true
    return {
      async release() {
        await exec(db, 'ROLLBACK').catch(() => {})
        await closeRaw(db)
      },
    }
  } finally {
    if (!held) await closeRaw(db).catch(() => {})
  }
}
