/**
 * Moving a site from its SQLite file to PostgreSQL (`operator copy-to-postgres`): every row of
 * every table arrives with its ids, photos byte for byte, and the site then runs on PostgreSQL
 * as it did (new leads and tokens get new ids, pages show the same inventory). Needs a
 * PostgreSQL server: runs under `npm run test:postgres`.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#app/server/db/database'
import { createTestApp, VALID_CONTACT, type TestApp } from '../helpers/app'
import { createPostgresDatabase, testDatabaseKind, type TestDatabaseTarget } from '../helpers/database'
import { photoJpeg } from '../helpers/photos'
import { runOperatorCli } from '#app/server/cli/operator'

const TABLES = ['app_meta', 'auth_keys', 'vehicles', 'vehicle_tombstones', 'photos', 'photo_variants', 'audit_log', 'leads', 'lead_notes', 'outbox', 'outbox_attempts', 'operators', 'passkeys', 'sessions', 'verifications', 'api_tokens', 'auth_throttle', 'site_activity', 'rate_limits']

/** Every row of a table in a stable order, Buffers as hex, so both databases compare alike. */
async function rows(db: Database, table: string): Promise<Array<Record<string, unknown>>> {
  const all = await db.all<Record<string, unknown>>(`SELECT * FROM ${table}`)
  const normal = all.map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString('hex') : v])))
  return normal.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
}

describe.skipIf(testDatabaseKind !== 'postgres')('moving the site from SQLite to PostgreSQL (PostgreSQL; npm run test:postgres)', () => {
  let sqliteSite: TestApp
  let target: TestDatabaseTarget
  let copy: TestApp
  const out: string[] = []

  beforeAll(async () => {
    // The site as it ran on SQLite: inventory, a photo, leads with their mail, an operator and a token.
    sqliteSite = await createTestApp({ databasePath: path.join(await mkdtemp(path.join(tmpdir(), 'lcgc-copy-')), 'site.db') })
    const token = await sqliteSite.services.operators.createToken('copy-test', { kind: 'cli' })
    await sqliteSite.services.operators.add('owner@example.com', 'owner', { kind: 'cli' })
    const upload = await request(sqliteSite.app)
      .post('/api/admin/vehicles/denago-ev-city/photos')
      .set('Authorization', `Bearer ${token}`)
      .attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 7 }), 'cart.jpg')
    expect(upload.status).toBe(201)
    for (let i = 0; i < 3; i++) expect((await request(sqliteSite.app).post('/api/contact').send({ ...VALID_CONTACT, email: `v${i}@example.com` })).status).toBe(201)
    target = await createPostgresDatabase()
  }, 60_000)

  afterAll(async () => {
    await copy?.close()
    await sqliteSite?.close()
    await target?.drop()
  })

  it('copies every row of every table, then the site runs on PostgreSQL with the same inventory, photos and leads', async () => {
    const code = await runOperatorCli(['copy-to-postgres', target.target], { DATABASE_PATH: sqliteSite.db.filename }, { out: (l) => out.push(l), err: (l) => out.push(l) })
    expect(out.join('\n')).toMatch(/Copied \d+ rows/)
    expect(code).toBe(0)
    const pg = await openDatabase(target.target)
    try {
      for (const table of [...TABLES, 'schema_migrations']) expect({ table, rows: await rows(pg, table) }).toEqual({ table, rows: await rows(sqliteSite.db, table) })
    } finally {
      await pg.close()
    }
    copy = await createTestApp({ databasePath: target.target })
    const [before, after] = await Promise.all([request(sqliteSite.app).get('/api/vehicles'), request(copy.app).get('/api/vehicles')])
    expect(after.body).toEqual(before.body)
    const page = await request(copy.app).get('/vehicles/denago-ev-city')
    const src = /\/photos\/[0-9a-f]{16}-[0-9a-f]{16}-\d+\.(?:avif|webp|jpg)/.exec(page.text)![0]
    const [a, b] = await Promise.all([request(sqliteSite.app).get(src).buffer(true), request(copy.app).get(src).buffer(true)])
    expect(b.status).toBe(200)
    expect(Buffer.compare(a.body as Buffer, b.body as Buffer)).toBe(0)
    // Ids carry on after the copied ones.
    const lead = await request(copy.app).post('/api/contact').send({ ...VALID_CONTACT, email: 'after@example.com' })
    expect(lead.status).toBe(201)
    const maxBefore = (await sqliteSite.db.get<{ n: number }>('SELECT MAX(id) AS n FROM outbox'))!.n
    expect((await copy.db.get<{ n: number }>('SELECT MIN(id) AS n FROM outbox WHERE lead_id = ?', [lead.body.id]))!.n).toBeGreaterThan(maxBefore)
  }, 60_000)

  it('refuses a PostgreSQL database that is not empty, and writes nothing to it', async () => {
    const lines: string[] = []
    const leadsBefore = (await copy.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n
    const code = await runOperatorCli(['copy-to-postgres', target.target], { DATABASE_PATH: sqliteSite.db.filename }, { out: (l) => lines.push(l), err: (l) => lines.push(l) })
    expect(code).toBe(1)
    expect(lines.join('\n')).toMatch(/Refused: The PostgreSQL database is not empty .* Nothing was written to PostgreSQL\./)
    expect((await copy.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n).toBe(leadsBefore)
  })
})
