/**
 * The restore drills' shared steps (SQLite's file backup and PostgreSQL's pg_dump): the
 * dealer's work and the leads before a backup, 20 enquiries arriving at once while it runs,
 * and the checks on the site restored from it (photos byte for byte over HTTP, every lead
 * whole, pending mail sent exactly once).
 */
import request from 'supertest'
import { expect } from 'vitest'
import type { Database } from '#app/server/db/database'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiries'
import { quietLogger } from './logs'
import { type Mailer, messageComposer, startOutboxWorker } from '#app/server/mail'
import type { Services } from '#app/server/services'
import type { TestApp } from './app'
import { apiToken } from './operators'
import { photoJpeg, photoPng } from './photos'

export const DRILL_CART = {
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

/** The contact form (for sales, then for service) and the three enquiry kinds, in turn. */
export function enquiry(i: number): { url: string; body: Record<string, unknown> } {
  switch (i % 5) {
    case 0:
      return { url: '/api/contact', body: { ...visitor(i), interest: 'sales' } }
    case 1:
      return { url: '/api/enquiries/test-drive', body: { ...visitor(i), vehicleId: DRILL_CART.id, preferredDay: weekday(3), timeOfDay: 'morning' } }
    case 2:
      return { url: '/api/enquiries/rental', body: { ...visitor(i), plan: '6-seater', startDate: weekday(10), days: 2, town: 'Emmaus' } }
    case 3:
      return { url: '/api/contact', body: { ...visitor(i), interest: 'service' } }
    default:
      return { url: '/api/enquiries/trade-in', body: { ...visitor(i), year: 2019, make: 'EZ-GO', model: 'Valor', condition: 'good' } }
  }
}

/** A mail provider that records what it accepted, by CustomID. */
export function recordingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = []
  return {
    sent,
    async send(email) {
      sent.push(email.customId)
      return `msg-${sent.length}`
    },
  }
}

const quiet = quietLogger()

export const pendingMail = async (db: Database) => (await db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE status = 'pending'"))!.n

/** Runs the outbox over `services` until nothing is pending, then stops it (as the server's would, across a restart). */
export async function sendPendingMail(services: Services, mailer: Mailer): Promise<void> {
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
  for (let i = 0; i < 400 && (await pendingMail(services.db)) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25))
  await worker.idle()
  await worker.stop()
}

export interface SiteBeforeBackup {
  /** The API token's header, for the console API on the restored site. */
  auth: { Authorization: string }
  /** Leads whose mail went out before the backup. */
  earlier: string[]
  mailedBefore: ReturnType<typeof recordingMailer>
  /** Leads whose mail was still pending when the backup was taken (mail is down, say). */
  waiting: string[]
}

/**
 * The dealer's work (a new cart with three photos, a photo on a seed cart, an API token),
 * five leads already mailed and five whose mail is still pending.
 */
export async function siteBeforeBackup(site: TestApp): Promise<SiteBeforeBackup> {
  const token = await apiToken(site, 'drill-feed')
  const auth = { Authorization: `Bearer ${token}` }
  await request(site.app).post('/api/admin/vehicles').set(auth).send(DRILL_CART).expect(201)
  await request(site.app)
    .post(`/api/admin/vehicles/${DRILL_CART.id}/photos`)
    .set(auth)
    .attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 11 }), 'front.jpg')
    .attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 12, artwork: undefined }), 'side.jpg')
    .attach('photo', await photoPng({ width: 1200, height: 900, seed: 13 }), 'seats.png')
    .expect(201)
  await request(site.app).post('/api/admin/vehicles/denago-ev-city/photos').set(auth).attach('photo', await photoJpeg({ width: 1600, height: 1200, seed: 14 }), 'city.jpg').expect(201)

  const earlier: string[] = []
  for (let i = 0; i < 5; i++) {
    const { url, body } = enquiry(i)
    earlier.push((await request(site.app).post(url).send(body).expect(201)).body.id as string)
  }
  const mailedBefore = recordingMailer()
  await sendPendingMail(site.services, mailedBefore)
  expect(mailedBefore.sent.length).toBe(10)
  const waiting: string[] = []
  for (let i = 5; i < 10; i++) {
    const { url, body } = enquiry(i)
    waiting.push((await request(site.app).post(url).send(body).expect(201)).body.id as string)
  }
  return { auth, earlier, mailedBefore, waiting }
}

/**
 * 20 enquiries sent at once. `backupMayStart` resolves once the first five are answered (the
 * backup starts then, with the rest in flight); `answered` gets each answer's time.
 */
export function enquiryBurst(site: TestApp): { backupMayStart: Promise<void>; responses: Promise<request.Response[]>; answered: number[] } {
  const answered: number[] = []
  let fifthAnswered!: () => void
  const backupMayStart = new Promise<void>((resolve) => (fifthAnswered = resolve))
  const responses = Promise.all(
    Array.from({ length: 20 }, (_, n) => {
      const { url, body } = enquiry(100 + n)
      return request(site.app)
        .post(url)
        .send(body)
        .then((res) => {
          answered.push(performance.now())
          if (answered.length === 5) fifthAnswered()
          return res
        })
    }),
  )
  return { backupMayStart, responses, answered }
}

/** "(n of them answered while it ran, m after)", for the drill's figures. */
export const answeredDuring = (answered: number[], started: number, finished: number) =>
  `(${answered.filter((t) => t > started && t <= finished).length} of them answered while it ran, ${answered.filter((t) => t > finished).length} after)`

/** Each lead restored has both its e-mails in the outbox: none is there half. */
export async function expectLeadsWhole(db: Database, leadIds: Set<string>): Promise<void> {
  const messagesPerLead = await db.all<{ lead_id: string; n: number }>('SELECT lead_id, count(*) AS n FROM outbox GROUP BY lead_id')
  expect(messagesPerLead).toHaveLength(leadIds.size)
  for (const { lead_id, n } of messagesPerLead) {
    expect(leadIds.has(lead_id), lead_id).toBe(true)
    expect(n, lead_id).toBe(2)
  }
}

/**
 * On the restored site: the API token still works, and the drill cart's photos are served
 * byte for byte as the source holds them. Returns how many variants were fetched.
 */
export async function expectPhotosServed(restored: TestApp, source: Database, auth: SiteBeforeBackup['auth']): Promise<number> {
  const record = await request(restored.app).get(`/api/admin/vehicles/${DRILL_CART.id}`).set(auth).expect(200)
  expect(record.body.photos).toHaveLength(3)
  const variants = await source.all<{ photo_id: string; format: string; width: number; bytes: Buffer }>('SELECT photo_id, format, width, bytes FROM photo_variants')
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
  return served
}

/**
 * Mail after the restore: what was pending in the backup (`pendingInBackup` messages, the
 * `waiting` leads' among them) goes out once; what went out before it does not again, even
 * across a restart of the mail worker.
 */
export async function expectPendingMailSentOnce(restored: TestApp, before: SiteBeforeBackup, pendingInBackup: number): Promise<void> {
  const db = restored.db
  const lead = await request(restored.app).get(`/api/admin/leads/${before.waiting[0]}`).set(before.auth).expect(200)
  expect(lead.body.deliveries.map((d: { status: string }) => d.status)).toEqual(['pending', 'pending'])
  const pendingAtBackup = await db.all<{ lead_id: string; kind: string }>("SELECT lead_id, kind FROM outbox WHERE status = 'pending'")
  expect(pendingAtBackup.length).toBe(pendingInBackup)
  const mailedAfter = recordingMailer()
  await sendPendingMail(restored.services, mailedAfter)
  await sendPendingMail(restored.services, mailedAfter)
  const customId = (m: { lead_id: string; kind: string }) => (m.kind === 'sales' ? m.lead_id : `${m.lead_id}:${m.kind}`)
  expect([...mailedAfter.sent].sort()).toEqual(pendingAtBackup.map(customId).sort())
  const everyMessage = await db.all<{ lead_id: string; kind: string }>('SELECT lead_id, kind FROM outbox')
  for (const message of everyMessage) {
    const id = customId(message)
    expect([...before.mailedBefore.sent, ...mailedAfter.sent].filter((c) => c === id), id).toHaveLength(1)
  }
  for (const id of before.earlier) expect(mailedAfter.sent.some((c) => c.startsWith(id))).toBe(false)
  for (const id of before.waiting) expect(mailedAfter.sent).toContain(id)
  expect(await pendingMail(db)).toBe(0)
}
