import { sql } from 'kysely'
import type { Database, Queries, Tables } from './database'

/**
 * The site's tables in an order that satisfies their foreign keys, and the identity column
 * (an id PostgreSQL numbers itself) of those that have one. schema_migrations is not copied:
 * both databases are migrated to the same version before anything is.
 */
const TABLES: Array<{ name: keyof Tables; identity?: 'id' }> = [
  { name: 'auth_keys' },
  { name: 'vehicles' },
  { name: 'vehicle_tombstones' },
  { name: 'photos' },
  { name: 'photo_variants' },
  { name: 'audit_log', identity: 'id' },
  { name: 'leads' },
  { name: 'lead_notes', identity: 'id' },
  { name: 'outbox', identity: 'id' },
  { name: 'outbox_attempts', identity: 'id' },
  { name: 'operators', identity: 'id' },
  { name: 'passkeys', identity: 'id' },
  { name: 'sessions', identity: 'id' },
  { name: 'verifications', identity: 'id' },
  { name: 'api_tokens', identity: 'id' },
  { name: 'auth_throttle' },
  { name: 'site_activity' },
  { name: 'rate_limits' },
  { name: 'booking_claims', identity: 'id' },
  { name: 'rental_units', identity: 'id' },
  { name: 'rental_blocks', identity: 'id' },
  { name: 'rental_reservations' },
  { name: 'rental_feed_tokens', identity: 'id' },
  { name: 'submissions' },
  { name: 'vehicle_redirects' },
  // Versions in id order: a restored version names an earlier one.
  { name: 'site_settings_versions', identity: 'id' },
  { name: 'specials', identity: 'id' },
  { name: 'service_settings' },
  { name: 'service_bookings' },
  // Last: the vehicle and photo triggers bump the inventory version as rows arrive; the source's value replaces it.
  { name: 'app_meta' },
]

/** SQLite tables without a rowid (all small): paged by their first columns instead. */
const WITHOUT_ROWID = new Set<keyof Tables>(['auth_throttle', 'site_activity', 'rate_limits', 'submissions'])

/** Rows per statement: photo variants are large, so a batch stays a few megabytes. */
const BATCH = 50

export class DatabaseCopyError extends Error {}

export interface CopiedTable {
  table: string
  rows: number
}

/** Tables of `from` that the copy does not know (a newer build's): copying would lose them. */
async function unknownTables(from: Queries): Promise<string[]> {
  const rows = await from.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  const known = new Set<string>([...TABLES.map((t) => t.name), 'schema_migrations'])
  return rows.map((r) => r.name).filter((name) => !known.has(name))
}

const schemaVersion = async (db: Queries) => (await db.kysely.selectFrom('schema_migrations').select((eb) => eb.fn.max('version').as('v')).executeTakeFirst())?.v ?? 0

/**
 * Copies everything the site keeps from its SQLite database into an empty PostgreSQL one, both
 * already migrated to the same version: every row of every table with its ids (PostgreSQL's
 * id sequences then carry on after them), photos byte for byte, the device-cookie key (so
 * trusted devices stay trusted). One transaction on each side: the source is read as one
 * snapshot, and the target gets all of it or, on any error, nothing.
 */
export async function copyDatabase(from: Database, to: Database, onTable: (copied: CopiedTable) => void = () => {}): Promise<CopiedTable[]> {
  if (from.kind !== 'sqlite' || to.kind !== 'postgres') throw new DatabaseCopyError('The copy goes from a SQLite file to a PostgreSQL database.')
  const [source, target] = [await schemaVersion(from), await schemaVersion(to)]
  if (source !== target) throw new DatabaseCopyError(`The two databases are at different schema versions (${source} and ${target}).`)
  return from.transaction((src) =>
    to.transaction(async (dst) => {
      const extra = await unknownTables(src)
      if (extra.length) throw new DatabaseCopyError(`The SQLite database has tables this version does not know (${extra.join(', ')}).`)
      for (const table of ['vehicles', 'leads', 'operators', 'photos'] as const) {
        const row = await dst.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
        if (row.n > 0) throw new DatabaseCopyError(`The PostgreSQL database is not empty (${table} has ${row.n} rows): copy into a new database.`)
      }
      // Rows the migrations put there (the inventory version, the device-cookie key) are replaced by the source's.
      await dst.kysely.deleteFrom('auth_keys').execute()
      const copied: CopiedTable[] = []
      for (const { name, identity } of TABLES) {
        let rows = 0
        if (name === 'app_meta') await dst.kysely.deleteFrom('app_meta').execute()
        for (let offset = 0; ; offset += BATCH) {
          // The source is SQLite's own file: its rowid (or a WITHOUT ROWID table's key columns) pages through it.
          const batch = await src.all<Record<string, unknown>>(
            WITHOUT_ROWID.has(name) ? `SELECT * FROM ${name} ORDER BY 1, 2, 3 LIMIT ? OFFSET ?` : `SELECT * FROM ${name} ORDER BY rowid LIMIT ? OFFSET ?`,
            [BATCH, offset],
          )
          if (batch.length === 0) break
          await dst.kysely.insertInto(name).values(batch as never).execute()
          rows += batch.length
          if (batch.length < BATCH) break
        }
        if (identity) await sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(name)}), 0) + 1, false)`.execute(dst.kysely)
        copied.push({ table: name, rows })
        onTable({ table: name, rows })
      }
      // When each migration was applied: the overdue reminders count from the leads desk's (005).
      for (const row of await src.all<{ version: number; applied_at: string }>('SELECT version, applied_at FROM schema_migrations')) {
        await dst.kysely.updateTable('schema_migrations').set({ applied_at: row.applied_at }).where('version', '=', row.version).execute()
      }
      return copied
    }),
  )
}
