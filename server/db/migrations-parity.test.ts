import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import sqlite3 from 'sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The PostgreSQL schema must behave as the SQLite one: same tables, columns, NOT NULL,
 * keys, indexes and the checks and triggers the application relies on. The PostgreSQL
 * half needs a server: POSTGRES_ADMIN_URL, an administrator's connection URL (a fresh
 * database is created on it and dropped afterwards).
 */

const DIRS = {
  sqlite: fileURLToPath(new URL('./migrations/sqlite/', import.meta.url)),
  postgres: fileURLToPath(new URL('./migrations/postgres/', import.meta.url)),
}
const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/
const migrationFiles = (dir: string) => readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort()

describe('migration files', () => {
  it('PostgreSQL has one migration of the same number and name for each of SQLite', () => {
    expect(migrationFiles(DIRS.postgres)).toEqual(migrationFiles(DIRS.sqlite))
    expect(migrationFiles(DIRS.sqlite).length).toBeGreaterThanOrEqual(8)
  })
})

/** One database seen the same way on both sides: `?` placeholders, rows as objects. */
interface Side {
  exec(sql: string): Promise<void>
  run(sql: string, params?: unknown[]): Promise<void>
  all<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

async function openSqlite(): Promise<Side> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const handle = new sqlite3.Database(':memory:', (err) => (err ? reject(err) : resolve(handle)))
  })
  const side: Side = {
    exec: (sql) => new Promise((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve()))),
    run: (sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve()))),
    all: <T>(sql: string, params: unknown[] = []) =>
      new Promise<T[]>((resolve, reject) => db.all(sql, params, (err, rows: T[]) => (err ? reject(err) : resolve(rows)))),
    close: () => new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve()))),
  }
  await side.exec('PRAGMA foreign_keys = ON')
  return side
}

const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function pgSide(client: pg.Client): Side {
  return {
    exec: async (sql) => void (await client.query(sql)),
    run: async (sql, params = []) => void (await client.query(numbered(sql), params)),
    all: async <T>(sql: string, params: unknown[] = []) => (await client.query(numbered(sql), params)).rows as T[],
    close: () => client.end(),
  }
}

/** Applies the numbered files whose number is in [from, to], each in its own transaction. */
async function migrate(side: Side, dir: string, from: number, to: number) {
  for (const file of migrationFiles(dir)) {
    const version = Number(MIGRATION_FILE.exec(file)![1])
    if (version < from || version > to) continue
    const sql = readFileSync(dir + file, 'utf8')
    await side.exec('BEGIN')
    try {
      await side.exec(sql)
      await side.exec('COMMIT')
    } catch (err) {
      await side.exec('ROLLBACK').catch(() => {})
      throw new Error(`${file}: ${(err as Error).message}`)
    }
  }
}

/** Whether a statement is refused (a constraint), the row count left unchanged. */
async function refused(side: Side, sql: string, params: unknown[] = []): Promise<boolean> {
  await side.exec('BEGIN')
  try {
    await side.run(sql, params)
    await side.exec('COMMIT')
    return false
  } catch {
    await side.exec('ROLLBACK')
    return true
  }
}

const inventoryVersion = async (side: Side) =>
  Number((await side.all<{ value: string }>("SELECT value FROM app_meta WHERE key = 'inventory_version'"))[0].value)

const VEHICLE = 'INSERT INTO vehicles (id, name, brand, category, price, description) VALUES (?, ?, ?, ?, ?, ?)'
const vehicle = (id: string) => [id, 'Carrier 6', 'Evolution', 'lifted', 9999, 'A six-seat cart.']

interface Schema {
  tables: Record<string, { columns: string[]; notNull: string[]; primaryKey: string[] }>
  foreignKeys: string[]
  indexes: string[]
}

async function sqliteSchema(side: Side): Promise<Schema> {
  const tables: Schema['tables'] = {}
  const foreignKeys: string[] = []
  const names = await side.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
  for (const { name } of names) {
    const columns = await side.all<{ name: string; notnull: number; pk: number }>(`PRAGMA table_info(${name})`)
    tables[name] = {
      columns: columns.map((c) => c.name).sort(),
      // A primary key column is NOT NULL on PostgreSQL; SQLite reports it by pk alone.
      notNull: columns.filter((c) => c.notnull === 1 || c.pk > 0).map((c) => c.name).sort(),
      primaryKey: columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    }
    const keys = await side.all<{ table: string; from: string; to: string; on_update: string; on_delete: string }>(`PRAGMA foreign_key_list(${name})`)
    for (const k of keys) foreignKeys.push(`${name}.${k.from} -> ${k.table}.${k.to} ON UPDATE ${k.on_update} ON DELETE ${k.on_delete}`)
  }
  const indexes = await side.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
  return { tables, foreignKeys: foreignKeys.sort(), indexes: indexes.map((i) => i.name).sort() }
}

const PG_ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' }

async function postgresSchema(side: Side): Promise<Schema> {
  const tables: Schema['tables'] = {}
  const columns = await side.all<{ table_name: string; column_name: string; is_nullable: string }>(
    "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name",
  )
  for (const c of columns) {
    const table = (tables[c.table_name] ??= { columns: [], notNull: [], primaryKey: [] })
    table.columns.push(c.column_name)
    if (c.is_nullable === 'NO') table.notNull.push(c.column_name)
  }
  const keys = await side.all<{ table_name: string; column_name: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
       FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace ORDER BY 1, k.n`,
  )
  for (const k of keys) tables[k.table_name].primaryKey.push(k.column_name)
  for (const table of Object.values(tables)) {
    table.columns.sort()
    table.notNull.sort()
  }
  const foreign = await side.all<{ t: string; f: string; rt: string; rf: string; upd: string; del: string }>(
    `SELECT c.conrelid::regclass::text AS t, a.attname AS f, c.confrelid::regclass::text AS rt, ra.attname AS rf,
            c.confupdtype AS upd, c.confdeltype AS del
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  )
  const foreignKeys = foreign.map((k) => `${k.t}.${k.f} -> ${k.rt}.${k.rf} ON UPDATE ${PG_ACTIONS[k.upd]} ON DELETE ${PG_ACTIONS[k.del]}`)
  // Indexes of their own (not those behind a primary key or UNIQUE constraint).
  const indexes = await side.all<{ name: string }>(
    `SELECT i.indexrelid::regclass::text AS name FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  )
  return { tables, foreignKeys: foreignKeys.sort(), indexes: indexes.map((i) => i.name).sort() }
}

/** An empty database of its own on the server POSTGRES_ADMIN_URL names, dropped at the end. */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `migrations_parity_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  // The C locale: text sorts by code point and lower() folds A-Z only, as on SQLite.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

describe.skipIf(!process.env.POSTGRES_ADMIN_URL)('PostgreSQL schema matches SQLite (needs POSTGRES_ADMIN_URL)', () => {
  let lite: Side
  let post: Side
  let drop: () => Promise<void> = async () => {}

  const both = async <T>(fn: (side: Side) => Promise<T>) => ({ sqlite: await fn(lite), postgres: await fn(post) })

  beforeAll(async () => {
    const database = await createPostgresDatabase(process.env.POSTGRES_ADMIN_URL!)
    drop = database.drop
    // As the application reads them: BIGINT (ids, epoch milliseconds) as numbers.
    const client = new pg.Client({
      connectionString: database.url,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
    })
    await client.connect()
    post = pgSide(client)
    lite = await openSqlite()
    // Up to the operators, then rows written, then the rest: upgrades keep what is there.
    await migrate(lite, DIRS.sqlite, 1, 4)
    await migrate(post, DIRS.postgres, 1, 4)
    for (const side of [lite, post]) {
      await side.run("INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source) VALUES ('lead-1', 'Ann', 'Lee', 'Ann@Example.com', '610-555-0199', 'sales', 'Hi', 'form')")
      await side.run("INSERT INTO outbox (lead_id, next_attempt_at) VALUES ('lead-1', 1795000000000)")
      await side.run("INSERT INTO operators (email, role, created_at) VALUES ('owner@example.com', 'owner', 1795000000000)")
      await side.run("INSERT INTO sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at) VALUES ('h', 1, 'c', 1795000000123, 1795000000456)")
    }
    await migrate(lite, DIRS.sqlite, 5, Infinity)
    await migrate(post, DIRS.postgres, 5, Infinity)
  })
  afterAll(async () => {
    await post?.close()
    await lite?.close()
    await drop()
  })

  it('has the same tables, columns, NOT NULL columns and primary keys', async () => {
    const { sqlite, postgres } = await both(async (side) => (side === lite ? sqliteSchema(side) : postgresSchema(side)))
    expect(Object.keys(postgres.tables).sort()).toEqual(Object.keys(sqlite.tables).sort())
    expect(postgres.tables).toEqual(sqlite.tables)
  })

  it('has the same foreign keys with the same ON UPDATE and ON DELETE actions', async () => {
    const { sqlite, postgres } = await both(async (side) => (side === lite ? sqliteSchema(side) : postgresSchema(side)))
    expect(postgres.foreignKeys).toEqual(sqlite.foreignKeys)
  })

  it('has the same named indexes, plus the one that keeps operators’ e-mail unique whatever its case', async () => {
    const { sqlite, postgres } = await both(async (side) => (side === lite ? sqliteSchema(side) : postgresSchema(side)))
    expect(postgres.indexes).toEqual([...sqlite.indexes, 'operators_email'].sort())
  })

  it('keeps the rows written before the leads desk and session re-authentication', async () => {
    const outbox = await both((side) => side.all('SELECT id, lead_id, kind, status, attempts, next_attempt_at FROM outbox'))
    expect(outbox.postgres).toEqual(outbox.sqlite)
    expect(outbox.sqlite).toEqual([{ id: 1, lead_id: 'lead-1', kind: 'sales', status: 'pending', attempts: 0, next_attempt_at: 1795000000000 }])
    const sessions = await both((side) => side.all('SELECT id, operator_id, created_at, reauth_at FROM sessions'))
    expect(sessions.postgres).toEqual(sessions.sqlite)
    expect(sessions.sqlite).toEqual([{ id: 1, operator_id: 1, created_at: 1795000000123, reauth_at: 1795000000123 }])
    const leads = await both((side) => side.all<Record<string, unknown>>('SELECT id, kind, details, campaign, status, updated_at = created_at AS same FROM leads'))
    expect(leads.postgres).toEqual([{ ...leads.sqlite[0], same: true }])
    expect(leads.sqlite).toEqual([{ id: 'lead-1', kind: 'contact', details: '{}', campaign: '{}', status: 'new', same: 1 }])
    // A new message takes the next id, one per lead and kind.
    for (const side of [lite, post]) await side.run("INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES ('lead-1', 'adf', 1)")
    expect((await both((side) => side.all("SELECT id FROM outbox WHERE kind = 'adf'")))).toEqual({ sqlite: [{ id: 2 }], postgres: [{ id: 2 }] })
    expect(await both((side) => refused(side, "INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES ('lead-1', 'adf', 1)"))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO outbox (lead_id, kind, status, next_attempt_at) VALUES ('lead-1', 'confirmation', 'skipped', 1)"))).toEqual({ sqlite: false, postgres: false })
  })

  it('accepts and refuses the same vehicle ids', async () => {
    const ids = ['carrier-6', '2024-d5', '9', 'Carrier-6', '-carrier', 'carrier_6', 'carrier 6', 'carrier-6\n', 'é-cart', '']
    for (const id of ids) {
      expect(await both((side) => refused(side, VEHICLE, vehicle(id))), JSON.stringify(id)).toEqual(
        { sqlite: !/^[a-z0-9][a-z0-9-]*$/.test(id), postgres: !/^[a-z0-9][a-z0-9-]*$/.test(id) },
      )
    }
  })

  it('bumps the inventory version once per vehicle, photo and tombstone row changed', async () => {
    const before = await both(inventoryVersion)
    for (const side of [lite, post]) {
      await side.run(VEHICLE, vehicle('bump-a'))
      await side.run(VEHICLE, vehicle('bump-b'))
      await side.run("INSERT INTO photos (id, vehicle_id, position, width, height, hash) VALUES ('0123456789abcdef', 'bump-a', 0, 800, 600, 'fedcba9876543210')")
      await side.run("UPDATE vehicles SET price = price + 1 WHERE id IN ('bump-a', 'bump-b')")
      await side.run("INSERT INTO vehicle_tombstones (id) VALUES ('gone')")
    }
    const after = await both(inventoryVersion)
    // 2 inserts + 1 photo + 2 rows updated + 1 tombstone.
    expect(after.sqlite - before.sqlite).toBe(6)
    expect(after.postgres - before.postgres).toBe(6)
    // A vehicle renamed carries its photos along (ON UPDATE CASCADE), which bumps again; deleting removes them.
    for (const side of [lite, post]) await side.run("UPDATE vehicles SET id = 'bump-c' WHERE id = 'bump-a'")
    expect(await both((side) => side.all("SELECT vehicle_id FROM photos WHERE id = '0123456789abcdef'"))).toEqual({
      sqlite: [{ vehicle_id: 'bump-c' }],
      postgres: [{ vehicle_id: 'bump-c' }],
    })
    const renamed = await both(inventoryVersion)
    expect(renamed.postgres - after.postgres).toBe(renamed.sqlite - after.sqlite)
    for (const side of [lite, post]) await side.run("DELETE FROM vehicles WHERE id = 'bump-c'")
    expect(await both((side) => side.all("SELECT id FROM photos WHERE id = '0123456789abcdef'"))).toEqual({ sqlite: [], postgres: [] })
    const deleted = await both(inventoryVersion)
    expect(deleted.postgres - renamed.postgres).toBe(deleted.sqlite - renamed.sqlite)
    expect(deleted.sqlite - renamed.sqlite).toBe(2)
  })

  it('refuses text that is not JSON in every JSON column', async () => {
    for (const bad of ['{', '', 'nope', "{'a': 1}", '[1,]']) {
      expect(await both((side) => refused(side, 'INSERT INTO vehicles (id, name, brand, category, price, description, specifications) VALUES (?, ?, ?, ?, ?, ?, ?)', [...vehicle('json-cart'), bad])), bad).toEqual({ sqlite: true, postgres: true })
      expect(await both((side) => refused(side, "INSERT INTO audit_log (actor, action, entity, after) VALUES ('a', 'b', 'c', ?)", [bad])), bad).toEqual({ sqlite: true, postgres: true })
    }
    for (const good of ['{"a": [1, 2.5e3, true, null, "\\u00e9"]}', ' [] ', '"text"', '0']) {
      expect(await both((side) => refused(side, "INSERT INTO audit_log (actor, action, entity, after) VALUES ('a', 'b', 'c', ?)", [good])), good).toEqual({ sqlite: false, postgres: false })
    }
    expect(await both((side) => refused(side, "INSERT INTO audit_log (actor, action, entity, after) VALUES ('a', 'b', 'c', NULL)"))).toEqual({ sqlite: false, postgres: false })
  })

  it('keeps each photo variant’s byte size equal to its bytes', async () => {
    for (const side of [lite, post]) {
      await side.run(VEHICLE, vehicle('photo-cart'))
      await side.run("INSERT INTO photos (id, vehicle_id, position, width, height, hash) VALUES ('aaaaaaaaaaaaaaaa', 'photo-cart', 0, 800, 600, 'bbbbbbbbbbbbbbbb')")
    }
    const variant = "INSERT INTO photo_variants (photo_id, format, width, height, bytes, byte_size) VALUES ('aaaaaaaaaaaaaaaa', ?, 400, 300, ?, ?)"
    expect(await both((side) => refused(side, variant, ['webp', Buffer.from([1, 2, 3]), 3]))).toEqual({ sqlite: false, postgres: false })
    expect(await both((side) => refused(side, variant, ['avif', Buffer.from([1, 2, 3]), 4]))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, variant, ['gif', Buffer.from([1]), 1]))).toEqual({ sqlite: true, postgres: true })
    const bytes = await both((side) => side.all<{ bytes: Buffer }>("SELECT bytes FROM photo_variants WHERE format = 'webp'"))
    expect(Buffer.compare(bytes.postgres[0].bytes, bytes.sqlite[0].bytes)).toBe(0)
    // Photo ids and hashes: exactly 16 lower-case hex digits.
    for (const id of ['AAAAAAAAAAAAAAAA', 'aaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaag', 'aaaaaaaaaaaaaaa ']) {
      expect(await both((side) => refused(side, "INSERT INTO photos (id, vehicle_id, position, width, height, hash) VALUES (?, 'photo-cart', 1, 8, 6, 'bbbbbbbbbbbbbbbb')", [id])), id).toEqual({ sqlite: true, postgres: true })
    }
  })

  it('stamps times as ISO-8601 UTC text with milliseconds', async () => {
    for (const side of [lite, post]) await side.run("INSERT INTO lead_notes (lead_id, author, text) VALUES ('lead-1', 'owner', 'Called back')")
    const stamps = await both((side) => side.all<{ at: string }>('SELECT at FROM lead_notes'))
    for (const at of [stamps.sqlite[0].at, stamps.postgres[0].at]) {
      expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000)
    }
  })

  it('keeps operators’ e-mail unique whatever its case, and leads findable by e-mail whatever its case', async () => {
    expect(await both((side) => refused(side, "INSERT INTO operators (email, role, created_at) VALUES ('OWNER@example.COM', 'staff', 1)"))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO operators (email, role, created_at) VALUES ('staff@example.com', 'admin', 1)"))).toEqual({ sqlite: true, postgres: true })
    const found = await both((side) =>
      side === lite
        ? side.all<{ id: string }>('SELECT id FROM leads WHERE email = ? COLLATE NOCASE', ['ann@EXAMPLE.com'])
        : side.all<{ id: string }>('SELECT id FROM leads WHERE lower(email) = lower(?)', ['ann@EXAMPLE.com']),
    )
    expect(found).toEqual({ sqlite: [{ id: 'lead-1' }], postgres: [{ id: 'lead-1' }] })
  })

  it('keeps one live API token per name, and the site-activity day, kind and subject checks', async () => {
    const token = 'INSERT INTO api_tokens (name, token_hash, created_at, revoked_at, scope) VALUES (?, ?, 1, ?, ?)'
    expect(await both((side) => refused(side, token, ['crm', 'h1', null, 'integration']))).toEqual({ sqlite: false, postgres: false })
    expect(await both((side) => refused(side, token, ['crm', 'h2', null, 'integration']))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, token, ['crm', 'h3', 5, 'metrics']))).toEqual({ sqlite: false, postgres: false })
    expect(await both((side) => refused(side, token, ['grafana', 'h4', null, 'admin']))).toEqual({ sqlite: true, postgres: true })
    const activity = "INSERT INTO site_activity (day, kind, subject) VALUES (?, ?, ?) ON CONFLICT (day, kind, subject) DO UPDATE SET count = site_activity.count + 1"
    const cases: [string, string, string, boolean][] = [
      ['2026-11-24', 'page-view', '/inventory', false],
      ['2026-11-24', 'page-view', '/inventory', false],
      ['2026-1-24', 'page-view', '/', true],
      ['2026-11-24x', 'page-view', '/', true],
      ['2026-11-24', 'click', '/', true],
      ['2026-11-24', 'form-start', '', true],
      ['2026-11-24', 'form-start', 'x'.repeat(300), false],
      ['2026-11-24', 'form-start', 'x'.repeat(301), true],
    ]
    for (const [day, kind, subject, bad] of cases) {
      expect(await both((side) => refused(side, activity, [day, kind, subject])), `${day} ${kind} ${subject.length}`).toEqual({ sqlite: bad, postgres: bad })
    }
    expect(await both((side) => side.all("SELECT count FROM site_activity WHERE subject = '/inventory'"))).toEqual({ sqlite: [{ count: 1 }], postgres: [{ count: 1 }] })
  })

  it('bumps the inventory version for each settings version and special changed, and checks specials’ times and vehicles’ road use alike', async () => {
    const before = await both(inventoryVersion)
    const special = "INSERT INTO specials (title, text, starts_at, ends_at, status, scope, discount) VALUES ('Sale', 'Text', ?, ?, 'scheduled', '{}', '{}')"
    for (const side of [lite, post]) {
      await side.run("INSERT INTO site_settings_versions (actor, document) VALUES ('seed', '{}')")
      await side.run(special, ['2026-04-01T13:00:00.000Z', '2026-04-08T03:59:00.000Z'])
      await side.run("UPDATE specials SET title = 'Spring sale'")
      await side.run('DELETE FROM specials')
    }
    const after = await both(inventoryVersion)
    expect(after.sqlite - before.sqlite).toBe(4)
    expect(after.postgres - before.postgres).toBe(4)
    expect(await both((side) => refused(side, special, ['2026-04-08T00:00:00.000Z', '2026-04-01T00:00:00.000Z']))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO site_settings_versions (actor, document) VALUES ('x', 'not json')"))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO site_settings_versions (actor, document, restored_from) VALUES ('x', '{}', 999)"))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO vehicles (id, name, brand, category, price, description, road_use) VALUES ('road-cart', 'A', 'B', 'C', 1, 'D', 'highway')"))).toEqual({ sqlite: true, postgres: true })
    expect(await both((side) => refused(side, "INSERT INTO vehicles (id, name, brand, category, price, description, road_use) VALUES ('road-cart', 'A', 'B', 'C', 1, 'D', 'lsv')"))).toEqual({ sqlite: false, postgres: false })
    expect(await both((side) => side.all("SELECT road_use FROM vehicles WHERE id = 'carrier-6'"))).toEqual({ sqlite: [{ road_use: 'golf-cart' }], postgres: [{ road_use: 'golf-cart' }] })
  })
})
