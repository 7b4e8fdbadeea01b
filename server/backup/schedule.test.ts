import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupFileName, BACKUP_FILE, checkDatabase, latestBackup, snapshotDatabase } from './files'
import { latestMigrationVersion, openDatabase, type Database } from '../db/database'
import { seedInventory } from '../inventory'
import { BackupError, backupInto, onBackupRun, pruneBackups, removeStaleTemps, startBackupSchedule, writeBackup, type BackupRun } from './schedule'
import { loggerInto } from '#app/tests/helpers/logs'
import { runOperatorCli } from '../cli/operator'

let dir: string
let dbPath: string
let db: Database

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-backup-'))
  dbPath = path.join(dir, 'site.db')
  db = await openDatabase(dbPath)
  await seedInventory(db)
})
afterEach(async () => {
  await db.close()
  await rm(dir, { recursive: true, force: true })
})

const addLead = (i: number) =>
  db.transaction(async (tx) => {
    await tx.run("INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source) VALUES (?, 'A', 'B', 'a@example.com', '6105550100', 'sales', 'hi', 'api')", [`lead-${i}`])
    await tx.run("INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES (?, 'sales', 0)", [`lead-${i}`])
  })

/** A process id that belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(String(child.stdout))
}

const files = async (d: string) => (await readdir(d)).sort()

describe('backup file names', () => {
  it('are dated in UTC and recognised only in their own pattern', () => {
    const name = backupFileName(new Date('2026-11-24T01:30:05.123Z'))
    expect(name).toBe('site-backup-20261124-013005Z.sqlite')
    expect(BACKUP_FILE.test(name)).toBe(true)
    for (const other of [`.${name}.123-abcdef01.tmp`, `${name}.bak`, 'site-backup-latest.sqlite', 'site.db', `x${name}`]) expect(BACKUP_FILE.test(other), other).toBe(false)
  })
})

describe('writeBackup', () => {
  it('copies the database while it is being written, checks the copy and reports what it holds', async () => {
    for (let i = 0; i < 5; i++) await addLead(i)
    const target = path.join(dir, 'copy.sqlite')
    // Writes keep landing while the copy is taken: it holds a consistent moment, and the writers are not held up.
    const writes = Promise.all(Array.from({ length: 20 }, (_, i) => addLead(100 + i)))
    const result = await writeBackup(dbPath, target)
    await writes
    expect(result.path).toBe(target)
    expect(result.bytes).toBe((await stat(target)).size)
    expect(result.counts.vehicles).toBeGreaterThan(0)
    expect(result.counts.leads).toBeGreaterThanOrEqual(5)
    expect(result.counts.leads).toBeLessThanOrEqual(25)
    expect(result.counts.pendingMail).toBe(result.counts.leads)
    const check = await checkDatabase(target)
    expect(check).toMatchObject({ ok: true, problems: [], schemaVersion: latestMigrationVersion() })
    // One self-contained file: no journal or temporary file beside it.
    expect(await files(dir)).toEqual(['copy.sqlite', 'site.db', 'site.db-shm', 'site.db-wal'])
    expect((await readFile(target)).subarray(18, 20)).toEqual(Buffer.from([1, 1]))
  })

  it('refuses to overwrite an existing file', async () => {
    const target = path.join(dir, 'taken.sqlite')
    await writeFile(target, 'keep me')
    await expect(writeBackup(dbPath, target)).rejects.toThrow(BackupError)
    expect(await readFile(target, 'utf8')).toBe('keep me')
  })

  it('never replaces a file that takes the name while the copy is written', async () => {
    const target = path.join(dir, backupFileName(new Date()))
    const racing = async (source: string, temp: string) => {
      await snapshotDatabase(source, temp)
      await writeFile(target, 'written by someone else meanwhile')
    }
    await expect(writeBackup(dbPath, target, { copy: racing })).rejects.toThrow(/appeared while the backup was written/)
    expect(await readFile(target, 'utf8')).toBe('written by someone else meanwhile')
    expect(await files(dir)).toEqual([path.basename(target), 'site.db', 'site.db-shm', 'site.db-wal'].sort())
  })

  it('leaves nothing that looks like a backup when the disk fills up mid-copy', async () => {
    const target = path.join(dir, backupFileName(new Date()))
    const full = async (_source: string, temp: string) => {
      await writeFile(temp, Buffer.alloc(4096, 7))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    }
    await expect(writeBackup(dbPath, target, { copy: full })).rejects.toThrow(/ENOSPC/)
    expect(await files(dir)).toEqual(['site.db', 'site.db-shm', 'site.db-wal'])
  })

  it('deletes and reports a copy that fails its integrity check', async () => {
    const target = path.join(dir, backupFileName(new Date()))
    const corrupt = async (source: string, temp: string) => {
      await snapshotDatabase(source, temp)
      const bytes = await readFile(temp)
      // Scribble over the b-tree pages after the schema page.
      bytes.fill(0x5a, 4096 + 200, bytes.length - 100)
      await writeFile(temp, bytes)
    }
    const err = await writeBackup(dbPath, target, { copy: corrupt }).catch((e: Error) => e)
    expect(err).toBeInstanceOf(BackupError)
    expect((err as Error).message).toMatch(/failed its check and was deleted/)
    expect(await files(dir)).toEqual(['site.db', 'site.db-shm', 'site.db-wal'])
  })
})

describe('who may read a backup', () => {
  /** Permission bits of a file or directory. */
  const mode = async (file: string) => (await stat(file)).mode & 0o777

  it('only the server’s own user, whatever the umask: backups 0600, a BACKUP_DIR the site creates 0700', async () => {
    // The usual umask leaves new files readable by everyone (0644) and directories listable (0755).
    const umask = process.umask(0o022)
    try {
      const named = path.join(dir, 'copy.sqlite')
      await writeBackup(dbPath, named)
      expect((await mode(named)).toString(8)).toBe('600')
      const backups = path.join(dir, 'deep', 'backups')
      const scheduled = await backupInto({ source: dbPath, dir: backups, now: () => new Date(Date.UTC(2026, 0, 1)) })
      expect((await mode(scheduled.path)).toString(8)).toBe('600')
      expect((await mode(backups)).toString(8)).toBe('700')
      // The CLI's backup into BACKUP_DIR too.
      const code = await runOperatorCli(['backup'], { DATABASE_PATH: dbPath, BACKUP_DIR: backups }, { out: () => {}, err: () => {} })
      expect(code).toBe(0)
      expect((await readdir(backups)).length).toBe(2)
      for (const name of await readdir(backups)) expect([name, (await mode(path.join(backups, name))).toString(8)]).toEqual([name, '600'])
    } finally {
      process.umask(umask)
    }
  })
})

describe('retention and stale files', () => {
  it('keeps the newest BACKUP_KEEP backups and touches no other file', async () => {
    const backups = path.join(dir, 'backups')
    for (let h = 0; h < 5; h++) await backupInto({ source: dbPath, dir: backups, now: () => new Date(Date.UTC(2026, 10, 20, h)) })
    const others = ['notes.txt', 'site-backup-manual.sqlite', 'site.db', 'site-backup-20261120-000000Z.sqlite.bak']
    for (const name of others) await writeFile(path.join(backups, name), 'mine')
    expect(await pruneBackups(backups, 2)).toEqual(['site-backup-20261120-020000Z.sqlite', 'site-backup-20261120-010000Z.sqlite', 'site-backup-20261120-000000Z.sqlite'])
    expect(await files(backups)).toEqual([...others, 'site-backup-20261120-030000Z.sqlite', 'site-backup-20261120-040000Z.sqlite'].sort())
    expect((await latestBackup(backups))?.name).toBe('site-backup-20261120-040000Z.sqlite')
  })

  it('removes temporary files of a process that died, and no other', async () => {
    const dead = `.site-backup-20261120-000000Z.sqlite.${deadPid()}-0123abcd.tmp`
    const mine = `.site-backup-20261120-010000Z.sqlite.${process.pid}-0123abcd.tmp`
    const old = `.site-backup-20261120-020000Z.sqlite.${process.pid}-89abcdef.tmp`
    for (const name of [dead, mine, old, 'keep.tmp', '.hidden']) await writeFile(path.join(dir, name), 'x')
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000)
    await utimes(path.join(dir, old), twoDaysAgo, twoDaysAgo)
    expect((await removeStaleTemps(dir)).sort()).toEqual([dead, old].sort())
    expect(await files(dir)).toEqual([mine, '.hidden', 'keep.tmp', 'site.db', 'site.db-shm', 'site.db-wal'].sort())
    // A temporary file is never taken for a backup.
    expect(await latestBackup(dir)).toBeNull()
  })
})

describe('onBackupRun', () => {
  it('tells listeners about every run, finished or failed, until they stop listening', async () => {
    const runs: BackupRun[] = []
    const stop = onBackupRun((run) => runs.push(run))
    const backups = path.join(dir, 'backups')
    const at = new Date(Date.UTC(2026, 10, 21, 3))
    await backupInto({ source: dbPath, dir: backups, now: () => at })
    await expect(backupInto({ source: dbPath, dir: backups, now: () => at })).rejects.toThrow(/already exists/)
    stop()
    await backupInto({ source: dbPath, dir: backups, now: () => new Date(Date.UTC(2026, 10, 21, 4)) })
    expect(runs).toHaveLength(2)
    expect(runs[0]).toMatchObject({ ok: true, at, bytes: (await stat(path.join(backups, 'site-backup-20261121-030000Z.sqlite'))).size })
    expect(runs[0]!.seconds).toBeGreaterThan(0)
    expect(runs[1]).toMatchObject({ ok: false, at, bytes: 0 })
  })
})

describe('startBackupSchedule', () => {
  const logSink = () => {
    const lines: string[] = []
    const logger = loggerInto(lines)
    return { lines, logger }
  }

  it('writes a backup at start when none is due yet, logs one line per run without personal data, and keeps BACKUP_KEEP', async () => {
    await addLead(1)
    const backups = path.join(dir, 'backups')
    const { lines, logger } = logSink()
    const schedule = startBackupSchedule({ source: dbPath, dir: backups, intervalHours: 24, keep: 1, logger })
    await schedule.idle()
    await schedule.stop()
    const written = await files(backups)
    expect(written).toHaveLength(1)
    expect(written[0]).toMatch(BACKUP_FILE)
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ component: 'backup', msg: 'backup written', file: written[0], leads: 1, pendingMail: 1 })
    expect(lines.join('\n')).not.toContain('a@example.com')
    expect(lines.join('\n')).not.toContain('6105550100')
  })

  it('takes none at start when the newest backup is younger than the interval', async () => {
    const backups = path.join(dir, 'backups')
    await backupInto({ source: dbPath, dir: backups, now: () => new Date(Date.now() - 3_600_000) })
    const { lines, logger } = logSink()
    const schedule = startBackupSchedule({ source: dbPath, dir: backups, intervalHours: 24, keep: 14, logger })
    await schedule.idle()
    await schedule.stop()
    expect(await files(backups)).toHaveLength(1)
    expect(lines).toEqual([])
  })

  it('logs a failed run as an error and leaves no file', async () => {
    const backups = path.join(dir, 'backups')
    const { lines, logger } = logSink()
    const copy = async () => {
      throw new Error('disk I/O error')
    }
    const schedule = startBackupSchedule({ source: dbPath, dir: backups, intervalHours: 24, keep: 14, logger, copy })
    await schedule.idle()
    await schedule.stop()
    expect(await files(backups)).toEqual([])
    expect(lines.map((l) => JSON.parse(l) as { level: number; msg: string })).toMatchObject([{ level: 50, msg: 'backup failed' }])
  })
})

describe('npm run operator -- backup', () => {
  const cli = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runOperatorCli(args, { DATABASE_PATH: dbPath, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('writes the named file and prints its size, check and contents', async () => {
    await addLead(1)
    const target = path.join(dir, 'by-hand.sqlite')
    const { code, out } = await cli(['backup', target])
    expect(code).toBe(0)
    expect(out).toContain(`Backup written: ${target}`)
    expect(out).toMatch(/Size: \d+\.\d MB \(\d+ bytes\), in \d+\.\d\d s/)
    expect(out).toContain('Integrity check: ok')
    expect(out).toMatch(/Contents: vehicles \d+, photos 0, leads 1, pending mail 1/)
    // A second run to the same file is refused: exit 1.
    expect((await cli(['backup', target])).code).toBe(1)
  })

  it('writes into BACKUP_DIR without a file name, and needs one or the other', async () => {
    const backups = path.join(dir, 'backups')
    const { code, out } = await cli(['backup'], { BACKUP_DIR: backups })
    expect(code).toBe(0)
    expect(out).toContain(`Backup written: ${path.join(backups, (await files(backups))[0]!)}`)
    const none = await cli(['backup'])
    expect(none.code).toBe(2)
    expect(none.err).toMatch(/set BACKUP_DIR/)
    const missing = await cli(['backup', path.join(dir, 'x.sqlite')], { DATABASE_PATH: path.join(dir, 'nowhere.db') })
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/No database at/)
  })
})
