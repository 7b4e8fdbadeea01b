import { readdirSync } from 'node:fs'
import { open, readdir, readFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Tables } from './tables'
import { allSql, execSql, Mutex, openSqlite, runSql, SqliteDialectOverSqlite3, SqliteDriver } from './sqlite-driver'

export type { Tables } from './tables'

/** Values either database accepts as bound parameters. */
export type SqlValue = string | number | bigint | null | Buffer
export type SqlParams = SqlValue[]

export type DatabaseKind = 'sqlite' | 'postgres'

export interface RunResult {
  changes: number
  lastID: number
}

/** The statements a repository can run, inside or outside a transaction. */
export interface Queries {
  /** The typed query builder (bound to the transaction inside one); compiles for either database. */
  readonly kysely: Kysely<Tables>
  /** Plain SQL with `?` placeholders, for statements both databases read alike. */
  run(sql: string, params?: SqlParams): Promise<RunResult>
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined>
  all<T>(sql: string, params?: SqlParams): Promise<T[]>
}

export interface Database extends Queries {
  readonly kind: DatabaseKind
  /**
   * Runs `fn` in a transaction, rolled back when it throws. Write transactions follow each
   * other as on SQLite (`BEGIN IMMEDIATE` there, one transaction-scoped advisory lock on
   * PostgreSQL), so a repository's read-then-write holds the same on both databases.
   */
  transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T>
  /** A script of several statements without parameters (migrations, tests). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  /** The SQLite file, or the PostgreSQL server and database (never the password). */
  readonly filename: string
  /**
   * Tells this process's readers of the inventory (its repositories, its page cache) that a
   * write of its own changed it, once committed, so they read it again before its answer is
   * sent. Other processes and replicas learn of a change from the inventory version the
   * triggers keep (they read that row every INVENTORY_POLL_MS).
   */
  inventoryChanged(): void
  /** `listener` is called at each inventoryChanged() on this database; returns a function that removes it. */
  onInventoryChange(listener: () => void): () => void
}

/** The listeners of one open database's inventoryChanged(). */
function inventorySignal(): Pick<Database, 'inventoryChanged' | 'onInventoryChange'> {
  const listeners = new Set<() => void>()
  return {
    inventoryChanged() {
      for (const listener of listeners) listener()
    },
    onInventoryChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * A write to the inventory (vehicles, photos, tombstones) in one transaction; once it has
 * committed, this process's readers are told (Database.inventoryChanged), before the caller
 * answers anyone. A transaction that throws is rolled back and tells nobody.
 */
export async function inventoryTransaction<T>(db: Database, fn: (tx: Queries) => Promise<T>): Promise<T> {
  const result = await db.transaction(fn)
  db.inventoryChanged()
  return result
}

/** Where the numbered migration files live, whether running from source or from `dist/`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/sqlite/', import.meta.url))
export const POSTGRES_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/postgres/', import.meta.url))

export interface OpenOptions {
  migrationsDir?: string
  /** PostgreSQL: connections per process (default 10). */
  poolSize?: number
}

/** `postgres://` and `postgresql://` URLs select PostgreSQL; anything else is a SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target)
}

/** Opens the site's database, SQLite by file name or PostgreSQL by URL, and brings its schema up to date. */
export async function openDatabase(target: string, options: OpenOptions = {}): Promise<Database> {
  return isPostgresUrl(target) ? openPostgres(target, options) : openSqliteDatabase(target, options)
}

function queriesOver(kysely: Kysely<Tables>, kind: DatabaseKind): Queries {
  const execute = <R>(text: string, params: SqlParams = []) =>
    kysely.executeQuery<R>(CompiledQuery.raw(kind === 'postgres' ? numberedPlaceholders(text) : text, params))
  return {
    kysely,
    async run(text, params) {
      const result = await execute(text, params)
      return { changes: Number(result.numAffectedRows ?? 0n), lastID: Number(result.insertId ?? 0n) }
    },
    get: async <T>(text: string, params?: SqlParams) => (await execute<T>(text, params)).rows[0],
    all: async <T>(text: string, params?: SqlParams) => (await execute<T>(text, params)).rows as T[],
  }
}

/** `?` placeholders (outside quotes) as PostgreSQL's `$1, $2, …`. */
export function numberedPlaceholders(text: string): string {
  let n = 0
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => (token === '?' ? `$${++n}` : token))
}

// SQLite

/** A new SQLite file is readable and writable by its owner only; its write-ahead log and shared memory take the same mode. */
export const DATABASE_FILE_MODE = 0o600

async function openSqliteDatabase(filename: string, options: OpenOptions): Promise<Database> {
  if (filename !== ':memory:') {
    await mkdir(path.dirname(path.resolve(filename)), { recursive: true })
    // It holds password hashes, TOTP secrets, the device-cookie key and every lead: created
    // empty with that mode before SQLite opens it, whatever the umask (an existing file keeps its own).
    await open(filename, 'wx', DATABASE_FILE_MODE)
      .then((handle) => handle.close())
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err
      })
  }
  const writer = await openSqlite(filename)
  let reader: Awaited<ReturnType<typeof openSqlite>> | null = null
  try {
    await execSql(writer, 'PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON')
    await migrateSqlite(writer, options.migrationsDir ?? MIGRATIONS_DIR)
    if (filename !== ':memory:') {
      reader = await openSqlite(filename)
      await execSql(reader, 'PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; PRAGMA query_only = ON')
    }
  } catch (err) {
    await new Promise<void>((resolve) => writer.close(() => resolve()))
    throw err
  }
  const driver = new SqliteDriver(writer, reader)
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialectOverSqlite3(driver) })
  let closed = false
  return {
    kind: 'sqlite',
    filename,
    ...queriesOver(kysely, 'sqlite'),
    ...inventorySignal(),
    transaction: (fn) => kysely.transaction().execute((trx) => fn(queriesOver(trx, 'sqlite'))),
    exec: (text) => driver.writeLock.run(() => execSql(writer, text)),
    async close() {
      if (closed) return
      closed = true
      // Kysely destroys only a driver it has started (a query ran); the connections close either way.
      await kysely.destroy()
      await driver.destroy()
    },
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

interface MigrationFile {
  file: string
  version: number
  name: string
}

async function migrationFiles(dir: string): Promise<MigrationFile[]> {
  return (await readdir(dir))
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ file, version: Number(match[1]), name: match[2] }))
    .sort((a, b) => a.version - b.version)
}

/**
 * Applies every numbered `.sql` file not yet recorded in `schema_migrations`, each in its own
 * `BEGIN IMMEDIATE` transaction that first checks the version again, so processes starting at
 * once apply each migration exactly once.
 */
async function migrateSqlite(writer: Parameters<typeof execSql>[0], dir: string): Promise<number[]> {
  await execSql(
    writer,
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     )`,
  )
  const done: number[] = []
  for (const migration of await migrationFiles(dir)) {
    const sqlText = await readFile(path.join(dir, migration.file), 'utf8')
    await execSql(writer, 'BEGIN IMMEDIATE')
    try {
      const applied = await allSql(writer, 'SELECT 1 FROM schema_migrations WHERE version = ?', [migration.version])
      if (applied.length === 0) {
        await execSql(writer, sqlText)
        await runSql(writer, 'INSERT INTO schema_migrations (version, name) VALUES (?, ?)', [migration.version, migration.name])
        done.push(migration.version)
      }
      await execSql(writer, 'COMMIT')
    } catch (err) {
      await execSql(writer, 'ROLLBACK').catch(() => {})
      throw new Error(`Migration ${migration.file} failed: ${(err as Error).message}`)
    }
  }
  return done
}

// PostgreSQL

/** Taken by every write transaction, so they follow each other as SQLite's do. */
const WRITE_LOCK = 0x6c636763
/** Held while migrating, so replicas starting together apply each migration once. */
const MIGRATION_LOCK = 0x6c63676d

// COUNT(*) and other int8 results, and BIGINT columns (epoch milliseconds), as JavaScript numbers.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format as 'text')
  }) as typeof pg.types.getTypeParser,
}

/** How much disk the database takes: the SQLite file (without its write-ahead log), or PostgreSQL's own figure. */
export async function databaseSizeBytes(db: Database): Promise<number> {
  if (db.kind === 'postgres') return (await sql<{ bytes: number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db.kysely)).rows[0]!.bytes
  const row = await db.get<{ bytes: number }>('SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()')
  return row?.bytes ?? 0
}

/** The server and database of a PostgreSQL URL, without user or password, for logs and messages. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost'
    return `postgres://${host}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
  } catch {
    return 'postgres://(unparsable URL)'
  }
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgTypes, application_name: 'lehigh-golf-carts' })
  // An idle connection the server drops (a restart, say) is replaced; it must not crash the process.
  pool.on('error', () => {})
  try {
    await migratePostgres(pool, options.migrationsDir ?? POSTGRES_MIGRATIONS_DIR)
  } catch (err) {
    await pool.end().catch(() => {})
    throw err
  }
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  // One transaction of this process at a time takes a connection and waits for the lock, so
  // waiting transactions never hold every pooled connection while the lock's holder needs one.
  const transactions = new Mutex()
  let closed = false
  return {
    kind: 'postgres',
    filename: describePostgresUrl(url),
    ...queriesOver(kysely, 'postgres'),
    ...inventorySignal(),
    transaction: (fn) =>
      transactions.run(() =>
        kysely.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx)
          return fn(queriesOver(trx, 'postgres'))
        }),
      ),
    async exec(text) {
      await pool.query(text)
    },
    async close() {
      if (closed) return
      closed = true
      await kysely.destroy()
      // Kysely ends only a pool it has used; end it either way.
      if (!pool.ended) await pool.end()
    },
  }
}

async function migratePostgres(pool: pg.Pool, dir: string): Promise<number[]> {
  const client = await pool.connect()
  const done: number[] = []
  try {
    // A session lock: released by unlock, or by the server when this process dies.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY,
         name TEXT NOT NULL,
         applied_at TEXT NOT NULL DEFAULT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       )`,
    )
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version))
    for (const migration of await migrationFiles(dir)) {
      if (applied.has(migration.version)) continue
      const sqlText = await readFile(path.join(dir, migration.file), 'utf8')
      try {
        await client.query('BEGIN')
        await client.query(sqlText)
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        throw new Error(`Migration ${migration.file} failed: ${(err as Error).message}`)
      }
      done.push(migration.version)
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
  return done
}
