/**
 * The owner's Backups page and the download of the newest backup, against the real app
 * (production build, a fresh SQLite file): owners only (staff and API tokens get 403, the
 * signed-out go to sign-in), an attachment never stored by a cache, the audit entry, and
 * what it says with backups off or none written yet.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupInto } from '#app/server/backup'
import { createTestApp, type TestApp } from '../helpers/app'
import { testDatabaseKind } from '../helpers/database'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

let t: TestApp
let off: TestApp
let owner: SignedIn
let staff: SignedIn
let backupDir: string

let siteDir: string

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(tmpdir(), 'lcgc-backups-'))
  // Scheduled backups copy the SQLite file (on PostgreSQL they are pg_dump's, outside the site).
  siteDir = await mkdtemp(path.join(tmpdir(), 'lcgc-backup-site-'))
  t = await createTestApp({ backupDir, databasePath: path.join(siteDir, 'site.db') })
  owner = await signedInOperator(t, 'owner', 'backup-owner@example.com')
  staff = await signedInOperator(t, 'staff', 'backup-staff@example.com')
  off = await createTestApp()
})
afterAll(async () => {
  await t?.close()
  await off?.close()
  await rm(backupDir, { recursive: true, force: true })
  await rm(siteDir, { recursive: true, force: true })
})

const get = (app: TestApp, who: SignedIn | null, url: string) => {
  const req = request(app.app).get(url)
  return who ? req.set('Cookie', who.cookie) : req
}

/** supertest buffers an unknown binary type as a Buffer with this parser. */
const binary = (res: NodeJS.ReadableStream & { setEncoding(e: string): void }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = []
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)))
  res.on('end', () => done(null, Buffer.concat(chunks)))
}

describe('the Backups page and download', () => {
  it('keeps staff, API tokens and the signed-out away from both', async () => {
    for (const url of ['/admin/backup', '/admin/backup/download']) {
      const forStaff = await get(t, staff, url)
      expect(forStaff.status, url).toBe(403)
      expect(forStaff.headers['cache-control']).toMatch(/^no-store/)
      const signedOut = await get(t, null, url)
      expect(signedOut.status, url).toBe(303)
      expect(signedOut.headers.location).toBe(`/admin/sign-in?next=${encodeURIComponent(url)}`)
    }
    const token = await apiToken(t)
    await request(t.app).get('/admin/backup/download').set('Authorization', `Bearer ${token}`).expect(403)
    // Only owners see it in the console's navigation.
    expect((await get(t, owner, '/admin').expect(200)).text).toContain('href="/admin/backup"')
    expect((await get(t, staff, '/admin').expect(200)).text).not.toContain('href="/admin/backup"')
    expect(await t.services.audit.list({ entity: 'backup' })).toEqual([])
  })

  it('says when backups are off, or that PostgreSQL is backed up with pg_dump', async () => {
    const who = await signedInOperator(off, 'owner')
    const page = await get(off, who, '/admin/backup').expect(200)
    expect(page.text).toContain('<h1>Backups</h1>')
    if (testDatabaseKind === 'postgres') expect(page.text).toMatch(/The site’s database is PostgreSQL\. Whoever runs the server backs it up with <code>pg_dump<\/code>/)
    else expect(page.text).toContain('Scheduled backups are off.')
    expect(page.text).not.toContain('href="/admin/backup/download"')
    const download = await get(off, who, '/admin/backup/download').expect(404)
    expect(download.text).toMatch(/BACKUP_DIR is not set/)
  })

  it('says when there is no backup yet, ignoring files that are not backups', async () => {
    await backupInto({ source: t.target, dir: backupDir, now: () => new Date('2026-11-20T00:00:00Z') })
    await rm(path.join(backupDir, 'site-backup-20261120-000000Z.sqlite'))
    await writeFile(path.join(backupDir, `.site-backup-20261121-000000Z.sqlite.${process.pid}-0123abcd.tmp`), 'half a copy')
    await writeFile(path.join(backupDir, 'notes.sqlite'), 'not a backup')
    const page = await get(t, owner, '/admin/backup').expect(200)
    expect(page.text).toContain('No backup yet.')
    const download = await get(t, owner, '/admin/backup/download').expect(404)
    expect(download.text).toMatch(/No backup yet/)
  })

  it('gives the owner the newest backup as an attachment, never cached, and audits it', async () => {
    const source = t.target
    await backupInto({ source, dir: backupDir, now: () => new Date('2026-11-22T05:00:00Z') })
    await backupInto({ source, dir: backupDir, now: () => new Date('2026-11-23T05:00:00Z') })
    const newest = path.join(backupDir, 'site-backup-20261123-050000Z.sqlite')

    const page = await get(t, owner, '/admin/backup').expect(200)
    expect(page.headers['cache-control']).toMatch(/^no-store/)
    expect(page.text).toContain('<code>site-backup-20261123-050000Z.sqlite</code>')
    expect(page.text).toContain('Kept on the server</dt><dd>2 backups</dd>')
    expect(page.text).toMatch(/<a class="button" href="\/admin\/backup\/download" download="site-backup-20261123-050000Z.sqlite">Download the latest backup<\/a>/)
    expect(page.text).toMatch(/<time dateTime="2026-11-23T05:00:00.000Z">[^<]+ ET<\/time>/i)

    const res = await get(t, owner, '/admin/backup/download').buffer(true).parse(binary as never).expect(200)
    expect(res.headers['content-type']).toBe('application/vnd.sqlite3')
    expect(res.headers['content-disposition']).toBe('attachment; filename="site-backup-20261123-050000Z.sqlite"')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toContain('noindex')
    const bytes = await readFile(newest)
    expect(Number(res.headers['content-length'])).toBe(bytes.length)
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0)
    expect((res.body as Buffer).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0')

    const [entry] = await t.services.audit.list({ entity: 'backup', limit: 1 })
    expect(entry).toMatchObject({ actor: 'backup-owner@example.com', action: 'backup.download', entityId: 'site-backup-20261123-050000Z.sqlite', after: { bytes: bytes.length } })
    const audit = await get(t, owner, '/admin/audit').expect(200)
    expect(audit.text).toContain('downloaded a backup')
    // Who took a copy of everything is for owners to see.
    expect((await get(t, staff, '/admin/audit').expect(200)).text).not.toContain('downloaded a backup')
  })
})
