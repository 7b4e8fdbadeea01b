/**
 * The restore drill, against the real app (production build) on real SQLite files: the
 * dealer adds a cart and photos and leads arrive (some already mailed); a backup is taken
 * while 20 enquiries arrive at once; the backup is restored into a fresh path and the app
 * started on it. Every row and photo the backup holds is there byte for byte (served over
 * HTTP too), every lead committed before the backup began is in it, no lead is there half
 * (each with all its e-mails), and the mail still pending at backup time is sent exactly
 * once after the restore, while what was sent before is not sent again, even across a
 * restart of the mail worker. Prints the backup's time and size under that load.
 */
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { backupInto, latestBackup, restoreDatabase } from '#app/server/backup'
import type { Database } from '#app/server/db/database'
import { createTestApp, type TestApp } from '../helpers/app'
import { testDatabaseKind } from '../helpers/database'
import { answeredDuring, enquiryBurst, expectLeadsWhole, expectPendingMailSentOnce, expectPhotosServed, siteBeforeBackup } from '../helpers/restore-drill'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

/** Every row of a table, in a stable order, with BLOBs as Buffers. */
const rows = (db: Database, table: string) => db.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY rowid`)

// A copy of the SQLite file: on PostgreSQL, tests/api/postgres-backup-drill.test.ts drills pg_dump instead.
describe.skipIf(testDatabaseKind !== 'sqlite')('restore drill', () => {
  let site: TestApp
  let restored: TestApp | undefined
  let work: string

  beforeAll(async () => {
    site = await createTestApp()
    work = await mkdtemp(path.join(tmpdir(), 'lcgc-drill-'))
  })
  afterAll(async () => {
    await restored?.close()
    await site?.close()
    await rm(work, { recursive: true, force: true })
  })

  it('a backup taken while enquiries arrive restores every committed row and photo, and pending mail goes out exactly once', async () => {
    const before = await siteBeforeBackup(site)

    // The backup, while 20 enquiries arrive at once: it starts once the first five are answered.
    const backups = path.join(work, 'backups')
    const burst = enquiryBurst(site)
    await burst.backupMayStart
    const committedBefore = new Set((await site.db.all<{ id: string }>('SELECT id FROM leads')).map((r) => r.id))
    const started = performance.now()
    const [result, responses] = await Promise.all([backupInto({ source: path.join(site.dir, 'site.db'), dir: backups }), burst.responses])
    const finished = started + result.seconds * 1000
    for (const res of responses) expect(res.status, res.text).toBe(201)
    const backupFile = (await latestBackup(backups))!
    expect(backupFile.path).toBe(result.path)
    const dbBytes = (await stat(path.join(site.dir, 'site.db'))).size
    console.log(
      [
        `restore drill: backup of ${(result.bytes / 1_048_576).toFixed(2)} MB (${result.bytes} bytes; database file ${(dbBytes / 1_048_576).toFixed(2)} MB)`,
        `written and checked in ${result.seconds.toFixed(3)} s while 20 enquiries arrived`,
        `${answeredDuring(burst.answered, started, finished)};`,
        `it holds ${result.counts.vehicles} vehicles, ${result.counts.photos} photos, ${result.counts.leads} leads, ${result.counts.pendingMail} pending e-mails`,
      ].join(' '),
    )

    // Restore into a fresh path and start the app on it.
    const freshPath = path.join(work, 'restored', 'site.db')
    await mkdir(path.dirname(freshPath))
    const restoredAt = await restoreDatabase(result.path, freshPath)
    expect(restoredAt.replaced).toBeNull()
    restored = await createTestApp({ databasePath: freshPath })
    const db = restored.db

    // Every row the backup holds is the source's, byte for byte (the source only gained leads since).
    for (const table of ['vehicles', 'photos', 'photo_variants', 'api_tokens', 'audit_log']) {
      const [now, back] = [await rows(site.db, table), await rows(db, table)]
      expect(back.length, table).toBeGreaterThan(0)
      expect(back, table).toEqual(now.slice(0, back.length))
    }
    const sourceLeads = new Map((await rows(site.db, 'leads')).map((r) => [r.id as string, r]))
    const restoredLeads = await rows(db, 'leads')
    for (const lead of restoredLeads) expect(lead).toEqual(sourceLeads.get(lead.id as string))
    const restoredIds = new Set(restoredLeads.map((r) => r.id as string))
    // Every lead committed before the backup began is there; leads of the burst are there whole or not at all.
    for (const id of committedBefore) expect(restoredIds.has(id), id).toBe(true)
    expect(restoredIds.size).toBe(result.counts.leads)
    await expectLeadsWhole(db, restoredIds)
    const sourceOutbox = new Map((await rows(site.db, 'outbox')).map((r) => [r.id as number, r]))
    for (const message of await rows(db, 'outbox')) expect(message).toEqual(sourceOutbox.get(message.id as number))

    // Over HTTP on the restored site: the API token still works, the cart and its photos are served byte for byte.
    await expectPhotosServed(restored, site.db, before.auth)
    // Mail after the restore: what was pending goes out once; what went out before does not again, even after a restart.
    await expectPendingMailSentOnce(restored, before, result.counts.pendingMail)
  })
})
