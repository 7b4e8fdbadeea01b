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
import { Writable } from 'node:stream'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { latestBackup } from '../../data/backup'
import type { Database } from '../../data/db'
import { addDays, dayOfWeek, dealerToday } from '../../data/enquiries'
import { backupInto } from '../../server/backup'
import { createLogger } from '../../server/logger'
import type { Mailer } from '../../server/mail/mailer'
import { messageComposer } from '../../server/mail/messages'
import { startOutboxWorker } from '../../server/mail/outbox'
import { restoreDatabase } from '../../server/restore'
import type { Services } from '../../server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { apiToken } from '../helpers/operators'
import { photoJpeg, photoPng } from '../helpers/photos'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

const CART = {
  id: 'denago-rover-xl-drill',
  name: 'Denago Rover XL (Drill)',
  brand: 'Denago',
  category: 'Lifted',
  price: 13995,
  description: 'A lifted six-seat cart, on the lot for the restore drill.',
  specifications: { topSpeed: '25 mph', range: '50 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '800 lbs', seatingCapacity: 6 },
  features: ['Lift kit', 'LED light bar'],
  status: 'available',
  stockNumber: 'LC-DRILL-1',
}

/** A weekday `n` days ahead at the dealer (the shop is closed on Sundays). */
function weekday(n: number): string {
  const day = addDays(dealerToday(), n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}

const visitor = (i: number) => ({
  firstName: `Drill${i}`,
  lastName: 'Visitor',
  email: `drill.visitor${i}@example.com`,
  phone: `610-555-${String(1000 + i).slice(-4)}`,
  message: `Restore drill enquiry number ${i}.`,
})

/** The four enquiry kinds and the contact form, in turn. */
function enquiry(i: number): { url: string; body: Record<string, unknown> } {
  switch (i % 5) {
    case 0:
      return { url: '/api/contact', body: { ...visitor(i), interest: 'sales' } }
    case 1:
      return { url: '/api/enquiries/test-drive', body: { ...visitor(i), vehicleId: CART.id, preferredDay: weekday(3), timeOfDay: 'morning' } }
    case 2:
      return { url: '/api/enquiries/rental', body: { ...visitor(i), plan: '6-seater', startDate: weekday(10), days: 2, town: 'Emmaus' } }
    case 3:
      return { url: '/api/enquiries/service', body: { ...visitor(i), make: 'Club Car', model: 'Onward', problem: 'It will not hold a charge overnight.', dropOffDay: weekday(2) } }
    default:
      return { url: '/api/enquiries/trade-in', body: { ...visitor(i), year: 2019, make: 'EZ-GO', model: 'Valor', condition: 'good' } }
  }
}

/** A mail provider that records what it accepted, by CustomID. */
function recordingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = []
  return {
    sent,
    async send(email) {
      sent.push(email.customId)
      return `msg-${sent.length}`
    },
  }
}

const quiet = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }))

/** Runs the outbox over `services` until nothing is pending, then stops it (as the server's would, across a restart). */
async function sendPendingMail(services: Services, mailer: Mailer): Promise<void> {
  const worker = startOutboxWorker({
    leads: services.leads,
    outbox: services.outbox,
    mailer,
    compose: messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', vehicle: (id) => services.vehicleRecords.get(id) }),
    logger: quiet,
    pollMs: 25,
    baseDelayMs: 25,
  })
  worker.kick()
  for (let i = 0; i < 400 && (await pending(services.db)) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25))
  await worker.idle()
  await worker.stop()
}

const pending = async (db: Database) => (await db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE status = 'pending'"))!.n

/** Every row of a table, in a stable order, with BLOBs as Buffers. */
const rows = (db: Database, table: string) => db.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY rowid`)

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

describe('restore drill', () => {
  it('a backup taken while enquiries arrive restores every committed row and photo, and pending mail goes out exactly once', async () => {
    // The dealer's work: a new cart with photos, a photo on a seed cart, an API token.
    const token = await apiToken(site, 'drill-feed')
    const auth = { Authorization: `Bearer ${token}` }
    await request(site.app).post('/api/admin/vehicles').set(auth).send(CART).expect(201)
    await request(site.app)
      .post(`/api/admin/vehicles/${CART.id}/photos`)
      .set(auth)
      .attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 11 }), 'front.jpg')
      .attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 12, artwork: undefined }), 'side.jpg')
      .attach('photo', await photoPng({ width: 1200, height: 900, seed: 13 }), 'seats.png')
      .expect(201)
    await request(site.app).post('/api/admin/vehicles/denago-ev-city/photos').set(auth).attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 14 }), 'city.jpg').expect(201)

    // Earlier leads, already mailed before the backup.
    const earlier: string[] = []
    for (let i = 0; i < 5; i++) {
      const { url, body } = enquiry(i)
      earlier.push((await request(site.app).post(url).send(body).expect(201)).body.id as string)
    }
    const mailedBefore = recordingMailer()
    await sendPendingMail(site.services, mailedBefore)
    expect(mailedBefore.sent.length).toBe(10)
    // Leads still waiting for mail when the backup is taken (mail is down, say).
    const waiting: string[] = []
    for (let i = 5; i < 10; i++) {
      const { url, body } = enquiry(i)
      waiting.push((await request(site.app).post(url).send(body).expect(201)).body.id as string)
    }

    // The backup, while 20 enquiries arrive at once: it starts once the first five are answered.
    const backups = path.join(work, 'backups')
    const answered: number[] = []
    let startBackup!: () => void
    const fifthAnswered = new Promise<void>((resolve) => (startBackup = resolve))
    const burst = Array.from({ length: 20 }, (_, n) => {
      const { url, body } = enquiry(100 + n)
      return request(site.app)
        .post(url)
        .send(body)
        .then((res) => {
          answered.push(performance.now())
          if (answered.length === 5) startBackup()
          return res
        })
    })
    await fifthAnswered
    const committedBefore = new Set((await site.db.all<{ id: string }>('SELECT id FROM leads')).map((r) => r.id))
    const started = performance.now()
    const [result, responses] = await Promise.all([backupInto({ source: path.join(site.dir, 'site.db'), dir: backups }), Promise.all(burst)])
    const finished = started + result.seconds * 1000
    for (const res of responses) expect(res.status, res.text).toBe(201)
    const backupFile = (await latestBackup(backups))!
    expect(backupFile.path).toBe(result.path)
    const dbBytes = (await stat(path.join(site.dir, 'site.db'))).size
    console.log(
      [
        `restore drill: backup of ${(result.bytes / 1_048_576).toFixed(2)} MB (${result.bytes} bytes; database file ${(dbBytes / 1_048_576).toFixed(2)} MB)`,
        `written and checked in ${result.seconds.toFixed(3)} s while 20 enquiries arrived`,
        `(${answered.filter((t) => t > started && t <= finished).length} of them answered while it ran, ${answered.filter((t) => t > finished).length} after);`,
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
    const messagesPerLead = await db.all<{ lead_id: string; n: number }>('SELECT lead_id, count(*) AS n FROM outbox GROUP BY lead_id')
    expect(messagesPerLead).toHaveLength(restoredIds.size)
    for (const { n } of messagesPerLead) expect(n).toBe(2)
    const sourceOutbox = new Map((await rows(site.db, 'outbox')).map((r) => [r.id as number, r]))
    for (const message of await rows(db, 'outbox')) expect(message).toEqual(sourceOutbox.get(message.id as number))

    // Over HTTP on the restored site: the API token still works, the cart and its photos are served byte for byte.
    const record = await request(restored.app).get(`/api/admin/vehicles/${CART.id}`).set(auth).expect(200)
    expect(record.body.photos).toHaveLength(3)
    const variants = await site.db.all<{ photo_id: string; format: string; width: number; bytes: Buffer }>('SELECT photo_id, format, width, bytes FROM photo_variants')
    let served = 0
    for (const photo of record.body.photos as Array<{ id: string; variants: Array<{ format: string; width: number; url: string }> }>) {
      for (const variant of photo.variants) {
        const res = await request(restored.app)
          .get(variant.url)
          .buffer(true)
          .parse((stream, done) => {
            const chunks: Buffer[] = []
            stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)))
            stream.on('end', () => done(null, Buffer.concat(chunks)))
          })
          .expect(200)
        const original = variants.find((v) => v.photo_id === photo.id && v.format === variant.format && v.width === variant.width)!
        expect(Buffer.compare(res.body as Buffer, original.bytes), variant.url).toBe(0)
        served++
      }
    }
    expect(served).toBeGreaterThanOrEqual(9)
    const lead = await request(restored.app).get(`/api/admin/leads/${waiting[0]}`).set(auth).expect(200)
    expect(lead.body.deliveries.map((d: { status: string }) => d.status)).toEqual(['pending', 'pending'])

    // Mail after the restore: what was pending goes out once; what went out before does not again, even after a restart.
    const pendingAtBackup = await db.all<{ lead_id: string; kind: string }>("SELECT lead_id, kind FROM outbox WHERE status = 'pending'")
    expect(pendingAtBackup.length).toBe(result.counts.pendingMail)
    const mailedAfter = recordingMailer()
    await sendPendingMail(restored.services, mailedAfter)
    await sendPendingMail(restored.services, mailedAfter)
    const customId = (m: { lead_id: string; kind: string }) => (m.kind === 'sales' ? m.lead_id : `${m.lead_id}:${m.kind}`)
    expect([...mailedAfter.sent].sort()).toEqual(pendingAtBackup.map(customId).sort())
    const everyMessage = await db.all<{ lead_id: string; kind: string }>('SELECT lead_id, kind FROM outbox')
    for (const message of everyMessage) {
      const id = customId(message)
      expect([...mailedBefore.sent, ...mailedAfter.sent].filter((c) => c === id), id).toHaveLength(1)
    }
    for (const id of earlier) expect(mailedAfter.sent.some((c) => c.startsWith(id))).toBe(false)
    expect(await pending(db)).toBe(0)
  })
})
