import { readdirSync } from 'node:fs'
import { readdir, readFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sqlite3 from 'sqlite3'

/** Values SQLite accepts as bound parameters. */
export type SqlValue = string | number | bigint | null | Buffer
export type SqlParams = SqlValue[] | Record<string, SqlValue>

export interface RunResult {
  changes: number
  lastID: number
}

/** The statements a repository can run, inside or outside a transaction. */
export interface Queries {
  run(sql: string, params?: SqlParams): Promise<RunResult>
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined>
  all<T>(sql: string, params?: SqlParams): Promise<T[]>
}

export interface Database extends Queries {
  /**
   * Runs `fn` inside `BEGIN IMMEDIATE … COMMIT`, rolled back when it throws.
   * Transactions and single writes share one queue, so statements of two
   * callers never interleave on the shared connection.
   */
  transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T>
  exec(sql: string): Promise<void>
  close(): Promise<void>
  readonly filename: string
}

/** Where the numbered migration files live: `data/migrations/sqlite`, whether running from source or from `dist/`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../data/migrations/sqlite/', import.meta.url))

export interface OpenOptions {
  migrationsDir?: string
}

export async function openDatabase(filename: string, options: OpenOptions = {}): Promise<Database> {
  if (filename !== ':memory:') await mkdir(path.dirname(path.resolve(filename)), { recursive: true })
  const raw = await new Promise<sqlite3.Database>((resolve, reject) => {
    const handle = new sqlite3.Database(filename, (err) => (err ? reject(err) : resolve(handle)))
  })
  const db = wrap(raw, filename)
  try {
    await db.exec('PRAGMA busy_timeout = 10000')
    await db.exec('PRAGMA journal_mode = WAL')
    await db.exec('PRAGMA synchronous = NORMAL')
    await db.exec('PRAGMA foreign_keys = ON')
    await migrate(db, options.migrationsDir ?? MIGRATIONS_DIR)
  } catch (err) {
    await db.close().catch(() => {})
    throw err
  }
  return db
}

function wrap(raw: sqlite3.Database, filename: string): Database {
  const direct: Queries = {
    run: (sql, params = []) =>
      new Promise((resolve, reject) => {
        raw.run(sql, params, function (this: sqlite3.RunResult, err: Error | null) {
          if (err) reject(err)
          else resolve({ changes: this.changes, lastID: this.lastID })
        })
      }),
    get: <T>(sql: string, params: SqlParams = []) =>
      new Promise<T | undefined>((resolve, reject) => {
        raw.get(sql, params, (err: Error | null, row: T | undefined) => (err ? reject(err) : resolve(row)))
      }),
    all: <T>(sql: string, params: SqlParams = []) =>
      new Promise<T[]>((resolve, reject) => {
        raw.all(sql, params, (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows)))
      }),
  }
  const exec = (sql: string) =>
    new Promise<void>((resolve, reject) => raw.exec(sql, (err) => (err ? reject(err) : resolve())))

  // One write at a time on the shared connection.
  let queue: Promise<unknown> = Promise.resolve()
  const serialize = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task)
    queue = result.catch(() => {})
    return result
  }

  let closed = false
  return {
    filename,
    get: direct.get,
    all: direct.all,
    run: (sql, params) => serialize(() => direct.run(sql, params)),
    exec: (sql) => serialize(() => exec(sql)),
    transaction: (fn) =>
      serialize(async () => {
        await exec('BEGIN IMMEDIATE')
        try {
          const result = await fn(direct)
          await exec('COMMIT')
          return result
        } catch (err) {
          await exec('ROLLBACK').catch(() => {})
          throw err
        }
      }),
    close: () =>
      serialize(
        () =>
          new Promise<void>((resolve, reject) => {
            if (closed) return resolve()
            closed = true
            raw.close((err) => (err ? reject(err) : resolve()))
          }),
      ),
  }
}

const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/

/** The schema version this build migrates to: the highest numbered migration file. */
export function latestMigrationVersion(dir: string = MIGRATIONS_DIR): number {
  return Math.max(0, ...readdirSync(dir).flatMap((file) => {
    const match = MIGRATION_FILE.exec(file)
    return match ? [Number(match[1])] : []
  }))
}

/** Applies every numbered `.sql` file not yet recorded in `schema_migrations`, each in its own transaction. */
export async function migrate(db: Database, dir: string): Promise<number[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     )`,
  )
  const files = (await readdir(dir))
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ file, version: Number(match[1]), name: match[2] }))
    .sort((a, b) => a.version - b.version)

  const applied = new Set(
    (await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  )
  const done: number[] = []
  for (const migration of files) {
    if (applied.has(migration.version)) continue
    const sql = await readFile(path.join(dir, migration.file), 'utf8')
    // exec() runs a script of several statements; wrap it so a failure leaves nothing behind.
    await db.exec(`BEGIN IMMEDIATE;\n${sql}\n;INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`).catch(
      async (err: Error) => {
        await db.exec('ROLLBACK').catch(() => {})
        throw new Error(`Migration ${migration.file} failed: ${err.message}`)
      },
    )
    done.push(migration.version)
  }
  return done
}
