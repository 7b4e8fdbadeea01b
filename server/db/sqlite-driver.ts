import sqlite3 from 'sqlite3'
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely'

/** One holder at a time, first come first served. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve()

  /** Waits for the previous holders; the returned function releases. */
  async acquire(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const previous = this.#tail
    this.#tail = previous.then(() => held)
    await previous
    return release
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await task()
    } finally {
      release()
    }
  }
}

export function runSql(db: sqlite3.Database, sql: string, params: readonly unknown[] = []): Promise<QueryResult<never>> {
  return new Promise((resolve, reject) => {
    db.run(sql, params, function (this: sqlite3.RunResult, err: Error | null) {
      if (err) reject(err)
      else resolve({ rows: [], numAffectedRows: BigInt(this.changes), insertId: BigInt(this.lastID) })
    })
  })
}

export function allSql<R>(db: sqlite3.Database, sql: string, params: readonly unknown[] = []): Promise<R[]> {
  return new Promise((resolve, reject) => db.all(sql, params, (err: Error | null, rows: R[]) => (err ? reject(err) : resolve(rows))))
}

export function execSql(db: sqlite3.Database, sql: string): Promise<void> {
  return new Promise((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve())))
}

export function openSqlite(filename: string, mode?: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const handle = mode === undefined ? new sqlite3.Database(filename, (err) => (err ? reject(err) : resolve(handle))) : new sqlite3.Database(filename, mode, (err) => (err ? reject(err) : resolve(handle)))
  })
}

export function closeSqlite(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())))
}

const READ = /^\s*select\b/i
const RETURNS_ROWS = /^\s*(pragma|with|values|explain)\b|\breturning\b/i

/**
 * Kysely over the sqlite3 package with two connections to one file: a writer that runs one
 * statement or one `BEGIN IMMEDIATE` transaction at a time, and a reader for selects outside
 * transactions, which WAL lets read committed data while the writer writes.
 */
export class SqliteDriver implements Driver {
  readonly writeLock = new Mutex()

  constructor(
    readonly writer: sqlite3.Database,
    /** null for `:memory:`, where a second connection would be a second database. */
    readonly reader: sqlite3.Database | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteConnection(this)
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as SqliteConnection
    const release = await this.writeLock.acquire()
    try {
      await execSql(this.writer, 'BEGIN IMMEDIATE')
    } catch (err) {
      release()
      throw err
    }
    conn.release = release
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // On failure the lock stays held: Kysely rolls back next, and that releases it.
    await execSql(this.writer, 'COMMIT')
    ;(connection as SqliteConnection).end()
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await execSql(this.writer, 'ROLLBACK')
    } catch {
      // Nothing was left open (SQLite may have rolled back already).
    } finally {
      ;(connection as SqliteConnection).end()
    }
  }

  async releaseConnection(): Promise<void> {}

  #destroyed = false

  /** Closes both connections, once (the database closes them whether or not a query ever ran). */
  async destroy(): Promise<void> {
    await this.writeLock.run(async () => {
      if (this.#destroyed) return
      this.#destroyed = true
      if (this.reader) await closeSqlite(this.reader)
      await closeSqlite(this.writer)
    })
  }
}

class SqliteConnection implements DatabaseConnection {
  release: (() => void) | null = null

  constructor(private readonly driver: SqliteDriver) {}

  end(): void {
    this.release?.()
    this.release = null
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled
    const { writer, reader, writeLock } = this.driver
    if (this.release) return execute<R>(writer, sql, parameters)
    if (reader && (SelectQueryNode.is(compiled.query) || READ.test(sql))) return { rows: await allSql<R>(reader, sql, parameters) }
    return writeLock.run(() => execute<R>(writer, sql, parameters))
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite')
  }
}

async function execute<R>(db: sqlite3.Database, sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
  if (READ.test(sql) || RETURNS_ROWS.test(sql)) {
    const rows = await allSql<R>(db, sql, parameters)
    return READ.test(sql) ? { rows } : { rows, numAffectedRows: BigInt(rows.length) }
  }
  return runSql(db, sql, parameters) as Promise<QueryResult<R>>
}

export class SqliteDialectOverSqlite3 implements Dialect {
  constructor(private readonly driver: SqliteDriver) {}
  createDriver(): Driver {
    return this.driver
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler()
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db)
  }
}
