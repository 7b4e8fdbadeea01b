/**
 * Online backups of the site's database: one checked copy written atomically, and the
 * schedule that writes one every BACKUP_INTERVAL_HOURS into BACKUP_DIR and keeps the newest
 * BACKUP_KEEP.
 *
 * A backup is written to a temporary file in the target's directory (`.<name>.<pid>-<random>.tmp`),
 * checked (`PRAGMA integrity_check`, that it is this site's database), synced to disk, and
 * only then given its final name (never replacing a file of that name), and the directory synced. A copy that fails, a full
 * disk or a killed process therefore never leaves a file with a backup's name; the next run
 * removes temporary files whose process is gone (or a day old). Retention deletes only files named like
 * `site-backup-YYYYMMDD-HHMMSSZ.sqlite`.
 * Every backup is created 0600 (its temporary file already), and a BACKUP_DIR this creates
 * 0700: they hold password hashes, TOTP secrets, the device-cookie key and every lead.
 *
 * For monitoring, two small functions:
 *
 *   onBackupRun(listener)  called after every backup this process attempts, finished or
 *                          failed: `{ ok, seconds, bytes, at }` (bytes 0 when it failed;
 *                          at = when it started). Returns a function that removes the listener.
 *   latestBackup(dir)      the newest finished backup in dir: `{ path, name, at, bytes }`
 *                          or null (at is when it was taken, from its name).
 *
 * Listeners hear only the runs of their own process: the schedule's runs happen in the
 * process that sends mail (with WEB_CONCURRENCY above 1, the primary, which serves no HTTP);
 * a worker can read latestBackup(BACKUP_DIR), which any process sees alike.
 */
import { randomBytes } from 'node:crypto'
import { chmod, link, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import { backupFileName, checkDatabase, latestBackup, listBackups, snapshotDatabase, type DatabaseCounts } from './files'

export { latestBackup, type BackupFile } from './files'

export interface BackupRun {
  ok: boolean
  /** How long the copy and its check took. */
  seconds: number
  /** The finished backup's size; 0 when it failed. */
  bytes: number
  /** When the run started. */
  at: Date
}

export type BackupRunListener = (run: BackupRun) => void

const listeners = new Set<BackupRunListener>()

/** Calls `listener` after each backup this process attempts; returns a function that stops it. */
export function onBackupRun(listener: BackupRunListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function announce(run: BackupRun) {
  for (const listener of listeners) {
    try {
      listener(run)
    } catch {
      // An observer's failure is not the backup's.
    }
  }
}

export class BackupError extends Error {}

export interface BackupResult {
  path: string
  bytes: number
  seconds: number
  counts: DatabaseCounts
}

export interface WriteBackupOptions {
  /** How the copy is made (VACUUM INTO by default; tests pass a failing one). */
  copy?: (source: string, target: string) => Promise<void>
}

/** A temporary file's name: hidden, and never the pattern of a finished backup. */
const TEMP_FILE = /^\..+\.(\d+)-[0-9a-f]{8}\.tmp$/
/** A temporary file older than this is removed even when its process id is in use (ids are reused). */
const STALE_TEMP_MS = 24 * 3_600_000

const tempNameFor = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`)

async function fsyncPath(file: string) {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Syncs a directory, so a rename in it survives a power cut (a no-op where directories cannot be synced). */
async function fsyncDir(dir: string) {
  try {
    await fsyncPath(dir)
  } catch (err) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err
  }
}

/** Backups are readable and writable by the server's user only; a BACKUP_DIR the site creates is that user's alone too. */
export const BACKUP_FILE_MODE = 0o600
export const BACKUP_DIR_MODE = 0o700

const exists = (file: string) =>
  stat(file).then(
    () => true,
    (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? false : Promise.reject(err)),
  )

/**
 * Writes a checked backup of the database at `source` to `target` (refused when it exists):
 * copy to a temporary file beside it, check, sync, rename, sync the directory. On any failure
 * the temporary file is deleted and a BackupError (or the I/O error) is thrown.
 */
export async function writeBackup(source: string, target: string, options: WriteBackupOptions = {}): Promise<BackupResult> {
  const started = performance.now()
  if (await exists(target)) throw new BackupError(`${target} already exists; choose another file name`)
  if (!(await exists(source))) throw new BackupError(`no database at ${source}`)
  const temp = tempNameFor(target)
  try {
    // A backup holds password hashes, TOTP secrets, the device-cookie key and every lead: it is
    // created readable by this user only (SQLite writes into the empty file and keeps its mode,
    // its journal takes the same), whatever the umask.
    await (await open(temp, 'wx', BACKUP_FILE_MODE)).close()
    await (options.copy ?? snapshotDatabase)(source, temp)
    await chmod(temp, BACKUP_FILE_MODE)
    const check = await checkDatabase(temp)
    if (!check.ok || !check.counts) throw new BackupError(`the copy failed its check and was deleted: ${check.problems.join('; ')}`)
    await fsyncPath(temp)
    await publish(temp, target)
    await fsyncDir(path.dirname(target))
    const { size } = await stat(target)
    return { path: target, bytes: size, seconds: (performance.now() - started) / 1000, counts: check.counts }
  } catch (err) {
    await unlink(temp).catch(() => {})
    // A failed copy may have left SQLite's journal of the temporary file too.
    await unlink(`${temp}-journal`).catch(() => {})
    throw err
  }
}

/**
 * Gives the finished temporary file its final name without ever replacing a file of that
 * name (a hard link fails when the name is taken; then the temporary name is dropped).
 * Where hard links are not supported, a rename after a last check.
 */
async function publish(temp: string, target: string) {
  try {
    await link(temp, target)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'EEXIST') throw new BackupError(`${target} appeared while the backup was written; kept it, deleted this copy`)
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(code ?? '')) throw err
    if (await exists(target)) throw new BackupError(`${target} appeared while the backup was written; kept it, deleted this copy`)
    await rename(temp, target)
    return
  }
  await unlink(temp)
}

const processGone = (pid: number) => {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Deletes temporary backup files in `dir` left by a process that died (or older than a day); returns their names. */
export async function removeStaleTemps(dir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = TEMP_FILE.exec(name)
    if (!match) continue
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) continue
    if (!processGone(Number(match[1])) && now - info.mtimeMs < STALE_TEMP_MS) continue
    await unlink(file).catch(() => {})
    removed.push(name)
  }
  return removed
}

/** Deletes all but the newest `keep` backups in `dir` (only files named as backups); returns their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(Math.max(1, keep))
  for (const backup of old) await unlink(backup.path).catch(() => {})
  return old.map((b) => b.name)
}

export interface BackupIntoOptions extends WriteBackupOptions {
  source: string
  dir: string
  now?: () => Date
}

/** A backup into `dir` under its dated name (after removing stale temporary files), announced to onBackupRun's listeners. */
export async function backupInto({ source, dir, now = () => new Date(), ...options }: BackupIntoOptions): Promise<BackupResult> {
  const at = now()
  const started = performance.now()
  try {
    await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE })
    await removeStaleTemps(dir)
    const result = await writeBackup(source, path.join(dir, backupFileName(at)), options)
    announce({ ok: true, seconds: result.seconds, bytes: result.bytes, at })
    return result
  } catch (err) {
    announce({ ok: false, seconds: (performance.now() - started) / 1000, bytes: 0, at })
    throw err
  }
}

export interface BackupScheduleOptions extends WriteBackupOptions {
  source: string
  dir: string
  intervalHours: number
  keep: number
  logger: Logger
}

export interface BackupSchedule {
  /** Resolves when no run is in progress (for tests). */
  idle(): Promise<void>
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>
}

/** The longest setTimeout Node accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Writes a backup into `dir` every `intervalHours`, counted from the newest backup there (so
 * a restart neither skips one nor takes an extra one; the first is taken at start when there
 * is none or it is due), and keeps the newest `keep`. One log line per run: the file, size,
 * time and row counts, or the error. Run it in one process only (the one that sends mail).
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { source, dir, keep, logger } = options
  const intervalMs = options.intervalHours * 3_600_000
  const log = logger.child({ component: 'backup' })
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  /** Runs one backup; true when it was written. */
  const runOnce = async (): Promise<boolean> => {
    try {
      const result = await backupInto({ source, dir, copy: options.copy })
      const pruned = await pruneBackups(dir, keep)
      log.info(
        { file: path.basename(result.path), bytes: result.bytes, seconds: Number(result.seconds.toFixed(3)), ...result.counts, pruned: pruned.length },
        'backup written',
      )
      return true
    } catch (err) {
      log.error({ err: { message: (err as Error).message } }, 'backup failed')
      return false
    }
  }

  const scheduleNext = async (failed: boolean) => {
    if (stopped) return
    let delay: number
    if (failed) {
      // Try again after a tenth of the interval (at most an hour), not at once.
      delay = Math.min(intervalMs / 10, 3_600_000)
    } else {
      const latest = await latestBackup(dir).catch(() => null)
      delay = latest ? latest.at.getTime() + intervalMs - Date.now() : intervalMs
    }
    if (stopped) return
    timer = setTimeout(tick, Math.min(MAX_TIMER_MS, Math.max(0, delay)))
    timer.unref()
  }

  const tick = () => {
    current = runOnce().then((ok) => scheduleNext(!ok))
  }

  // The first run: at once when none is there or the newest is an interval old, else when it will be.
  current = (async () => {
    const latest = await latestBackup(dir).catch(() => null)
    if (stopped) return
    const due = !latest || latest.at.getTime() + intervalMs <= Date.now()
    await scheduleNext(due ? !(await runOnce()) : false)
  })()

  return {
    idle: () => current,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
