/**
 * Restoring a backup over the site's database, with the server stopped:
 *
 *   1. The backup is copied next to the database (`<db>.restore-<pid>.tmp`) and synced; the
 *      file you named is never changed.
 *   2. The copy is checked: `PRAGMA integrity_check`, that it is this site's database, and a
 *      schema version this build knows (an older one is migrated when the server starts).
 *   3. The current database is taken over (refused while a server has it open; see
 *      takeOverDatabase), which folds its write-ahead log into it and removes -wal and -shm.
 *   4. It is kept as `<db>.before-restore-<timestamp>` (a hard link), the checked copy renamed
 *      over `<db>` (atomic: the path never lacks a database), and the directory synced. To
 *      undo, restore the before-restore file the same way.
 */
import { chmod, copyFile, link, open, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { checkDatabase, takeOverDatabase, type DatabaseCheck, type DatabaseHold } from './files'
import { DATABASE_FILE_MODE } from '../db/database'

export { DatabaseInUseError } from './files'

/** Why a restore was refused; nothing was changed. */
export class RestoreError extends Error {}

export interface RestoreResult {
  /** The database as it was before, kept beside it; null when there was none. */
  replaced: string | null
  check: DatabaseCheck
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? false : Promise.reject(err)),
  )

async function sync(file: string) {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** `20261124-013000Z`: the time in a before-restore file's name. */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\.\d{3}Z$/, 'Z')

export async function restoreDatabase(backup: string, databasePath: string, now: Date = new Date()): Promise<RestoreResult> {
  const source = path.resolve(backup)
  const target = path.resolve(databasePath)
  if (source === target) throw new RestoreError('The backup is the database itself; name a backup file.')
  const info = await stat(source).catch(() => null)
  if (!info?.isFile()) throw new RestoreError(`No backup file at ${backup}.`)
  const sourceWal = await stat(`${source}-wal`).catch(() => null)
  if (sourceWal && sourceWal.size > 0) {
    throw new RestoreError(`${backup} has a write-ahead log beside it (${path.basename(source)}-wal): it is a database in use, not a backup. Make a backup of it with the backup command and restore that.`)
  }
  const dir = path.dirname(target)
  if (!(await stat(dir).catch(() => null))?.isDirectory()) throw new RestoreError(`The database's directory ${dir} does not exist.`)

  const temp = path.join(dir, `${path.basename(target)}.restore-${process.pid}.tmp`)
  let hold: DatabaseHold | undefined
  try {
    await copyFile(source, temp)
    // Readable by the server's user only, however loose the file it came from (a download, say).
    await chmod(temp, DATABASE_FILE_MODE)
    const check = await checkDatabase(temp)
    if (!check.ok) throw new RestoreError(`${backup} cannot be restored: ${check.problems.join('; ')}.`)
    await sync(temp)

    let replaced: string | null = null
    if (await exists(target)) {
      hold = await takeOverDatabase(target)
      replaced = `${target}.before-restore-${stamp(now)}`
      if (await exists(replaced)) throw new RestoreError(`${replaced} already exists; try again in a second.`)
    }
    // A write-ahead log left at the database's path would be replayed into the restored file.
    if (await exists(`${target}-wal`)) throw new RestoreError(`${target}-wal is still there; move it away (it belongs to no database now) and try again.`)
    await unlink(`${target}-shm`).catch(() => {})
    // The replaced database gets its second name first (a hard link), so that at every moment,
    // a killed restore included, the database's path holds either the old file or the restored one.
    let linked = false
    if (replaced) {
      try {
        await link(target, replaced)
        linked = true
      } catch (err) {
        if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err
        await rename(target, replaced)
      }
    }
    try {
      await rename(temp, target)
    } catch (err) {
      // Leave the database where it was.
      if (replaced && linked) await unlink(replaced).catch(() => {})
      else if (replaced) await rename(replaced, target).catch(() => {})
      throw err
    }
    await sync(dir).catch(() => {})
    return { replaced, check }
  } finally {
    await hold?.release().catch(() => {})
    await unlink(temp).catch(() => {})
  }
}
