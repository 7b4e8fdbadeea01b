import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database, type OpenOptions } from '#app/server/db/database'

/**
 * Which database the API, repository and fault tests run on: SQLite by default; PostgreSQL when
 * TEST_DATABASE=postgres, on the server at POSTGRES_ADMIN_URL (scripts/with-postgres.sh starts a
 * throw-away one and sets both).
 */
export const testDatabaseKind: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

export interface TestDatabaseTarget {
  /** A SQLite file path or a PostgreSQL URL, as DATABASE_URL or openDatabase take it. */
  target: string
  /** Deletes the file or drops the database. */
  drop(): Promise<void>
}

export function postgresAdminUrl(): string {
  const url = process.env.POSTGRES_ADMIN_URL
  if (!url) throw new Error('POSTGRES_ADMIN_URL is not set: run the PostgreSQL tests through scripts/with-postgres.sh (npm run test:postgres)')
  return url
}

/** A new, empty PostgreSQL database on the test server; dropped (connections and all) by drop(). */
export async function createPostgresDatabase(): Promise<TestDatabaseTarget> {
  const admin = postgresAdminUrl()
  const name = `site_${randomBytes(6).toString('hex')}`
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`))
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    target: url.toString(),
    drop: () => withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** A fresh target of the kind under test: a file in `dir` (a temp dir when absent), or a new PostgreSQL database. */
export async function freshDatabaseTarget(dir?: string): Promise<TestDatabaseTarget> {
  if (testDatabaseKind === 'postgres') return createPostgresDatabase()
  const own = dir ? null : await mkdtemp(path.join(tmpdir(), 'lcgc-db-'))
  const file = path.join(dir ?? own!, 'site.db')
  return {
    target: file,
    drop: async () => {
      if (own) await rm(own, { recursive: true, force: true })
      else await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(file + suffix, { force: true })))
    },
  }
}

export interface TestDatabase extends Database {
  /** Closes the database, then deletes or drops it. */
  destroy(): Promise<void>
  readonly target: string
}

/** A fresh, migrated database of the kind under test. */
export async function openTestDatabase(dir?: string, options: OpenOptions = {}): Promise<TestDatabase> {
  const fresh = await freshDatabaseTarget(dir)
  const db = await openDatabase(fresh.target, options)
  return Object.assign(db, {
    target: fresh.target,
    async destroy() {
      await db.close()
      await fresh.drop()
    },
  })
}
