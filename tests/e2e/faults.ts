/**
 * The server under faults: SIGTERM with requests in flight, SIGKILL right after a lead
 * was accepted, a mail provider that is down and comes back, a hanging provider, and a
 * burst of concurrent posts to the contact form and every enquiry form, a rental's and a service
 * booking's e-mails through an outage and SIGKILL. With
 * CRM_ADF_EMAIL set every lead causes three e-mails (the sales notification, the CRM's
 * ADF copy and the visitor's confirmation), and a lead nobody answers a fourth (the
 * overdue reminder): each must reach the fake Mailjet exactly once, counted by its
 * CustomID. Runs the production build as a real process, once as a single process and
 * once as a primary with two workers (WEB_CONCURRENCY=2).
 */
import { request } from 'node:http'
import path from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiries'
import { startFakeMailjet, type FakeMailjet } from '../helpers/fake-mailjet'
import { testDatabaseKind } from '../helpers/database'
import { databaseFor, freePort, removeDir, startServer, type RunningServer } from './harness'
import { until } from '../helpers/wait'
import { fleetRepository, reservationLinks, reservationRepository } from '#app/server/rentals'
import { bookingLinks, messageId, serviceBookingRepository, serviceSettingsStore } from '#app/server/service'
import type { ServiceMessageKind } from '#app/domain/leads/lead'
import { DEFAULT_SERVICE_SETTINGS } from '#app/domain/bookings/service-windows'

const LEAD = {
  firstName: 'Morgan',
  lastName: 'Reyes',
  email: 'morgan.reyes@example.com',
  phone: '610-555-0123',
  interest: 'sales',
  message: 'Please call me about a six-seat cart.',
}

/** A customer's service booking (its window and e-mail given per test). */
const SERVICE_CUSTOMER = { make: 'Club Car', model: 'Precedent', problem: 'The charger clicks and the batteries stay flat.', firstName: 'Morgan', lastName: 'Reyes', phone: '610-555-0123', note: 'Leave it by the side gate.' }

/** A renter's reservation (its start day and e-mail given per test). */
const RENTER = { plan: '4-seater', days: 1, town: 'Emmaus', address: '12 Chestnut Street', firstName: 'Morgan', lastName: 'Reyes', phone: '610-555-0123', note: 'Gate code 4321.', driver: true }

let fake: FakeMailjet
const dirs: string[] = []
const running: RunningServer[] = []

const CRM = 'leads@crm.example.net'

/** `n` days ahead at the dealer, moved to the Monday when it is a Sunday (closed). */
function weekday(n: number): string {
  const day = addDays(dealerToday(), n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}

/** What each enquiry form asks beyond name, e-mail, phone and message. */
const ENQUIRY_ANSWERS = {
  contact: {},
  'test-drive': { vehicleId: 'denago-ev-city', preferredDay: weekday(3), timeOfDay: 'afternoon' },
  rental: { plan: '6-seater', startDate: weekday(10), days: 3, town: 'Emmaus' },
  'trade-in': { year: 2017, make: 'EZ-GO', model: 'RXV', condition: 'fair', vehicleId: 'evolution-d6-max-xt4' },
} as const

/** The CustomIDs of a contact lead's messages: sales, ADF, confirmation. */
const messagesOf = (id: string) => [id, `${id}:adf`, `${id}:confirmation`]

/** Every message of these leads, the overdue reminder included. */
const allMessagesOf = (id: string) => [...messagesOf(id), `${id}:overdue`]

/** How many times the fake provider accepted each of these messages. */
const deliveries = (ids: string[]) => ids.flatMap(messagesOf).map((c) => fake.deliveredCount(c))

function mailEnv(): Record<string, string> {
  return {
    MAILJET_API_KEY: 'key',
    MAILJET_API_SECRET: 'secret',
    CRM_ADF_EMAIL: CRM,
    // Node's HTTPS_PROXY convention routes the Mailjet client to the local fake.
    HTTPS_PROXY: `http://127.0.0.1:${fake.port}`,
    NO_PROXY: '',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '100',
    // A hanging provider is given up on after 4 s instead of 15: the same path, less waiting.
    MAILJET_TIMEOUT_MS: '4000',
    // A process killed mid-send holds its message this long; the restarted one takes it after.
    OUTBOX_LEASE_MS: '1000',
  }
}

let concurrency = '1'

async function start(env: Record<string, string> = {}, dir?: string) {
  const server = await startServer({ WEB_CONCURRENCY: concurrency, ...env }, dir)
  running.push(server)
  if (!dirs.includes(server.dir)) dirs.push(server.dir)
  return server
}

async function post(server: RunningServer, body: unknown = LEAD, endpoint = '/api/contact') {
  const res = await fetch(`${server.url}${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as { id?: string; error?: string } }
}

/** Posts on a new connection: a cluster hands each connection, not each request, to a worker. */
function postOnNewConnection(server: RunningServer, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const req = request(
      `${server.url}/api/contact`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function countRows(dir: string, sql: string): Promise<number> {
  const db = await openDatabase(await databaseFor(dir))
  try {
    return (await db.get<{ n: number }>(sql))!.n
  } finally {
    await db.close()
  }
}

async function writeRows(dir: string, statements: string[]): Promise<void> {
  const db = await openDatabase(await databaseFor(dir))
  try {
    for (const sql of statements) await db.run(sql)
  } finally {
    await db.close()
  }
}

/** The server's log holds none of what the visitors typed. */
function expectNoVisitorData(server: RunningServer, visitors: Array<{ email: string; phone: string; lastName: string; message: string }>) {
  const log = server.output.join('')
  for (const v of visitors) {
    expect(log).not.toContain(v.email)
    expect(log).not.toContain(v.phone)
    expect(log).not.toContain(v.lastName)
    expect(log).not.toContain(v.message)
  }
}

/** The pids of the workers the primary reported as listening (none for a single process). */
function workerPids(server: RunningServer): number[] {
  const lines = server.output.join('').split('\n').filter((line) => line.includes('"msg":"worker listening"'))
  return lines.map((line) => (JSON.parse(line) as { pid: number }).pid)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The fault tests for one way of running the server: a single process ('1') or a primary with
 * two workers ('2'), each in a file of its own (faults.e2e.ts, faults-cluster.e2e.ts) so that the
 * two run side by side: they mostly wait on the fake provider's failures and timeouts.
 */
export function faultTests(workers: '1' | '2') {
  beforeAll(async () => {
    fake = await startFakeMailjet()
    concurrency = workers
  })
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')))
    fake.scriptLookups([], 'ok')
  })
  afterAll(async () => {
    await fake.close()
    await Promise.all(dirs.map(removeDir))
  })

  describe(workers === '1' ? 'one process' : 'a primary and two workers', () => {
    describe('graceful shutdown', () => {
      it('finishes every request in flight, answers 503 on /healthz while draining, and exits within 10 s', async () => {
        const server = await start({ HTML_CACHE: 'false', SHUTDOWN_GRACE_MS: '2000' })
        const inFlight = Array.from({ length: 40 }, (_, i) => fetch(`${server.url}/inventory?q=${i % 2 ? 'd5' : ''}`).then((r) => r.status))
        await new Promise((r) => setTimeout(r, 20))
        const started = Date.now()
        const exited = server.stop('SIGTERM')
        await new Promise((r) => setTimeout(r, 150))
        const health = await fetch(`${server.url}/healthz`)
        expect(health.status).toBe(503)
        expect(await Promise.all(inFlight)).toEqual(Array(40).fill(200))
        expect(await exited).toBe(0)
        expect(Date.now() - started).toBeLessThan(10_000)
        const pids = workerPids(server)
        expect(pids).toHaveLength(workers === '1' ? 0 : 2)
        expect(pids.filter(alive)).toEqual([])
      })
    })

    it('stops with an error naming the cause when its port is taken', async () => {
      const blocker = await start({ WEB_CONCURRENCY: '1' })
      await expect(startServer({ WEB_CONCURRENCY: workers, PORT: String(blocker.port) })).rejects.toThrow(/exited with 1[\s\S]*EADDRINUSE/)
    })

    describe('leads survive faults', () => {
      it('keeps a lead accepted just before SIGKILL and sends each of its e-mails once after restart', async () => {
        fake.script([], 'fail')
        const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-kill-'))
        const first = await start(mailEnv(), dir)
        const { status, body } = await post(first)
        expect(status).toBe(201)
        await first.stop('SIGKILL')
        // Workers of a killed primary exit on their own instead of lingering.
        await until(() => !workerPids(first).some(alive), 5_000)
        expect(await countRows(dir, `SELECT COUNT(*) AS n FROM leads WHERE id = '${body.id}'`)).toBe(1)
        expect(await countRows(dir, `SELECT COUNT(*) AS n FROM outbox WHERE lead_id = '${body.id}'`)).toBe(3)
        fake.script([], 'ok')
        const second = await start(mailEnv(), dir)
        await until(() => deliveries([body.id!]).every((n) => n === 1))
        await new Promise((r) => setTimeout(r, 500))
        expect(deliveries([body.id!])).toEqual([1, 1, 1])
        expect(fake.delivered.find((m) => m.customId === `${body.id}:adf`)?.to).toBe(CRM)
        expect(fake.delivered.find((m) => m.customId === `${body.id}:confirmation`)?.to).toBe(LEAD.email)
        expectNoVisitorData(first, [LEAD])
        expectNoVisitorData(second, [LEAD])
      })

      it('sends every e-mail of every lead once after the mail provider was down (failing, then hanging) for the whole burst', async () => {
        fake.script(['hang', 'hang'], 'fail')
        const server = await start(mailEnv())
        const ids: string[] = []
        for (let i = 0; i < 5; i++) ids.push((await post(server, { ...LEAD, message: `Lead number ${i} about a cart.` })).body.id!)
        await new Promise((r) => setTimeout(r, 1500))
        expect(deliveries(ids).every((n) => n === 0)).toBe(true)
        fake.script([], 'ok')
        await until(() => deliveries(ids).every((n) => n === 1), 40_000)
        await new Promise((r) => setTimeout(r, 500))
        expect(deliveries(ids)).toEqual(Array(15).fill(1))
        expect(await countRows(server.dir, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")).toBe(15)
        expectNoVisitorData(server, [LEAD])
      }, 90_000)

      it('a hanging provider holds up nothing for good: every e-mail goes out once when it answers again', async () => {
        // Every request hangs until node-mailjet gives up (its timeout), then is retried.
        fake.script([], 'hang')
        const server = await start(mailEnv())
        const before = fake.requests
        const { body } = await post(server)
        await until(() => fake.requests > before)
        expect(deliveries([body.id!])).toEqual([0, 0, 0])
        fake.script([], 'ok')
        await until(() => deliveries([body.id!]).every((n) => n === 1), 45_000)
        await new Promise((r) => setTimeout(r, 500))
        expect(deliveries([body.id!])).toEqual([1, 1, 1])
        const log = server.output.join('')
        expect(log).toMatch(/"kind":"(sales|adf|confirmation)".*lead e-mail failed; will retry/)
        expectNoVisitorData(server, [LEAD])
      }, 90_000)

      it('delivers every message of every kind when the provider hung and then cannot be asked about them: the uncertain ones at most twice', async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-lookups-'))
        const metricsPort = await freePort()
        const env = {
          ...mailEnv(),
          LEAD_OVERDUE_MINUTES: '1',
          MAILJET_TIMEOUT_MS: '300',
          OUTBOX_RETRY_MAX_MS: '1000',
          METRICS_PORT: String(metricsPort),
          METRICS_HOST: '127.0.0.1',
        }
        // Mailjet hangs: sends time out, and so do lookups. The first send of every other message
        // reaches it all the same (only the answer is lost), as can happen when it hangs.
        const order: string[] = []
        fake.script([], (customId) => {
          if (!order.includes(customId)) order.push(customId)
          return fake.sendsOf(customId) === 1 && order.indexOf(customId) % 2 === 0 ? 'accept-then-hang' : 'hang'
        })
        fake.scriptLookups([], 'hang')
        const first = await start(env, dir)
        const kinds = ['contact', 'test-drive', 'rental', 'trade-in'] as const
        const ids: string[] = []
        for (const [i, kind] of kinds.entries()) {
          const visitor = { ...LEAD, message: `Lookup lead number ${i} about a cart.` }
          const posted = kind === 'contact' ? await post(first, visitor) : await post(first, { ...visitor, interest: undefined, ...ENQUIRY_ANSWERS[kind] }, `/api/enquiries/${kind}`)
          expect(posted.status).toBe(201)
          ids.push(posted.body.id!)
        }
        await until(() => ids.flatMap(messagesOf).every((c) => fake.sendsOf(c) >= 1), 30_000)
        // Nobody answered the leads: restarted, the process queues a reminder for each at once.
        await writeRows(dir, [
          `UPDATE schema_migrations SET applied_at = '${new Date(Date.now() - 86_400_000).toISOString()}' WHERE version = 5`,
          `UPDATE leads SET created_at = '${new Date(Date.now() - 120_000).toISOString()}'`,
        ])
        await first.stop('SIGKILL')
        const second = await start(env, dir)
        const messages = ids.flatMap(allMessagesOf)
        await until(() => messages.every((c) => fake.sendsOf(c) >= 1), 30_000)
        // Every message has had a send that got no answer. From now on the Send API works and
        // every lookup fails (Mailjet's REST API erring, or a key without read access).
        const kept = new Map(messages.map((c) => [c, fake.deliveredCount(c)]))
        const lookupsBefore = fake.failedLookups.length
        const recovered = Date.now()
        fake.script([], 'ok')
        fake.scriptLookups([], 'fail')
        await until(async () => (await countRows(dir, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")) === messages.length, 60_000)
        const allSentMs = Date.now() - recovered
        await new Promise((r) => setTimeout(r, 1000))
        const counts = messages.map((c) => fake.deliveredCount(c))
        // Every message arrived; one the provider had before arrived at most once more; the others once.
        expect(counts.every((n) => n >= 1)).toBe(true)
        expect(messages.filter((c, i) => counts[i]! > 1 + kept.get(c)!)).toEqual([])
        expect(messages.filter((c, i) => kept.get(c) === 0 && counts[i] !== 1)).toEqual([])
        // Every kind was uncertain, and its lookups failed.
        for (const kind of ['sales', 'adf', 'confirmation', 'overdue']) {
          const ofKind = messages.filter((c) => (c.includes(':') ? c.split(':')[1] : 'sales') === kind)
          expect([kind, ofKind.some((c) => fake.failedLookups.slice(lookupsBefore).includes(c))]).toEqual([kind, true])
        }
        const duplicates = counts.reduce((sum, n) => sum + n - 1, 0)
        // Each copy sent without an answer from the lookup is logged and counted.
        const log = second.output.join('')
        expect(log).toContain('a duplicate is possible')
        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
        const counted = [...metrics.matchAll(/^golfcarts_mail_possible_duplicates_total\{kind="\w+"\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0)
        expect(counted).toBeGreaterThanOrEqual(duplicates)
        console.log(
          `[lookups fail] ${testDatabaseKind}, ${concurrency === '1' ? 'one process' : 'primary and two workers'}: ${messages.length} messages ` +
            `(${[...kept.values()].filter((n) => n > 0).length} held by the provider before it recovered), ${counts.reduce((a, b) => a + b, 0)} deliveries, ` +
            `${duplicates} duplicates, ${counted} sent with a duplicate possible, ${fake.failedLookups.length - lookupsBefore} failed lookups after recovery, ` +
            `all sent ${allSentMs} ms after the Send API recovered`,
        )
        expectNoVisitorData(first, [LEAD])
        expectNoVisitorData(second, [LEAD])
      }, 150_000)

      it('stores all of 50 concurrent enquiries of every kind without a busy database and sends each of their 150 e-mails once, through provider failures', async () => {
        fake.script(Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? 'fail' : 'ok')), 'ok')
        const server = await start(mailEnv())
        const visitors = Array.from({ length: 50 }, (_, i) => ({
          ...LEAD,
          lastName: `Visitor${i}x`,
          email: `visitor${i}@example.com`,
          phone: `610-555-${String(1000 + i)}`,
          message: `Concurrent message number ${i} about a cart.`,
        }))
        // Each kind in turn: the contact form (its four interests) and the three enquiry forms.
        const kinds = Object.keys(ENQUIRY_ANSWERS) as Array<keyof typeof ENQUIRY_ANSWERS>
        const results = await Promise.all(
          visitors.map((v, i) => {
            const kind = kinds[i % kinds.length]
            return kind === 'contact'
              ? post(server, { ...v, interest: ['sales', 'service', 'parts', 'general'][i % 4] })
              : post(server, { ...v, interest: undefined, ...ENQUIRY_ANSWERS[kind] }, `/api/enquiries/${kind}`)
          }),
        )
        expect(results.map((r) => r.status)).toEqual(Array(50).fill(201))
        const ids = results.map((r) => r.body.id!)
        expect(new Set(ids).size).toBe(50)
        expect(await countRows(server.dir, 'SELECT COUNT(*) AS n FROM leads')).toBe(50)
        expect(await countRows(server.dir, 'SELECT COUNT(DISTINCT kind) AS n FROM leads')).toBe(4)
        expect(await countRows(server.dir, 'SELECT COUNT(*) AS n FROM outbox')).toBe(150)
        await until(() => deliveries(ids).every((n) => n === 1), 60_000)
        await new Promise((r) => setTimeout(r, 500))
        expect(deliveries(ids)).toEqual(Array(150).fill(1))
        expect(fake.delivered.filter((m) => ids.some((id) => m.customId.startsWith(id)))).toHaveLength(150)
        expect(await countRows(server.dir, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")).toBe(150)
        expect(server.output.join("")).not.toMatch(/SQLITE_BUSY|deadlock detected|could not serialize/)
        expectNoVisitorData(server, visitors)
      }, 90_000)

      it('sends each of a rental reservation’s e-mails once through a provider outage and SIGKILL: requested, confirmed (with its .ics), declined, cancelled, released, reminder', async () => {
        fake.script([], 'fail')
        const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-rentals-'))
        const first = await start(mailEnv(), dir)
        const db = await openDatabase(await databaseFor(dir))
        const refs: Record<'remind' | 'decline' | 'cancel' | 'release', string> = { remind: '', decline: '', cancel: '', release: '' }
        try {
          const fleet = fleetRepository(db)
          for (const name of ['Cart A', 'Cart B', 'Cart C']) await fleet.units.create({ name, plan: '4-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
          const starts = { remind: 1, decline: 10, cancel: 12, release: 14 } as const
          for (const [key, ahead] of Object.entries(starts) as Array<[keyof typeof refs, number]>) {
            const res = await post(first, { ...RENTER, email: `${key}@example.com`, start: addDays(dealerToday(), ahead) }, '/api/rentals/reservations')
            expect(res.status).toBe(201)
            refs[key] = (res.body as { reference: string }).reference
          }
          // Staff confirm one and decline one (the admin API's repository); the renter cancels one by the link; one's hold runs out.
          const reservations = reservationRepository(db)
          await reservations.act(refs.remind, 'confirm', {}, { kind: 'cli' })
          await reservations.act(refs.decline, 'decline', { reason: 'That week is fully booked' }, { kind: 'cli' })
          const token = await reservationLinks(db).cancelToken(refs.cancel)
          expect((await post(first, { token }, `/api/rentals/reservations/${refs.cancel}/cancel`)).status).toBe(200)
          await db.run('UPDATE rental_reservations SET hold_until = ? WHERE id = ?', [Date.now() - 1000, refs.release])
        } finally {
          await db.close()
        }
        await first.stop('SIGKILL')
        fake.script([], 'ok')
        const second = await start(mailEnv(), dir)
        const leadOf = async (ref: string) => (await (async () => {
          const reader = await openDatabase(await databaseFor(dir))
          try {
            return (await reader.get<{ lead_id: string }>('SELECT lead_id FROM rental_reservations WHERE id = ?', [ref]))!.lead_id
          } finally {
            await reader.close()
          }
        })())
        const expected: Record<keyof typeof refs, string[]> = {
          remind: ['rental-requested', 'rental-confirmed', 'rental-reminder'],
          decline: ['rental-requested', 'rental-declined'],
          cancel: ['rental-requested', 'rental-cancelled'],
          release: ['rental-requested', 'rental-released'],
        }
        const ids: string[] = []
        for (const key of Object.keys(refs) as Array<keyof typeof refs>) {
          const lead = await leadOf(refs[key])
          ids.push(lead, `${lead}:adf`, ...expected[key].map((kind) => `${lead}:${kind}`))
        }
        await until(() => ids.every((id) => fake.deliveredCount(id) === 1), 60_000)
        await new Promise((r) => setTimeout(r, 800))
        expect(ids.map((id) => fake.deliveredCount(id))).toEqual(Array(ids.length).fill(1))
        const [remindLead, declineLead] = [await leadOf(refs.remind), await leadOf(refs.decline)]
        const confirmed = fake.delivered.find((m) => m.customId === `${remindLead}:rental-confirmed`)!
        expect(confirmed.to).toBe('remind@example.com')
        expect(Buffer.from(confirmed.attachments![0]!.Base64Content, 'base64').toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/)
        expect(fake.delivered.find((m) => m.customId === `${declineLead}:rental-declined`)!.text).toContain('That week is fully booked')
        for (const server of [first, second]) expectNoVisitorData(server, [{ ...RENTER, email: 'remind@example.com', message: 'Gate code 4321.' }])
      }, 120_000)

      it('sends each of a service booking’s e-mails once through a provider outage and SIGKILL: booked (with its .ics), moved, cancelled, reminder, ready', async () => {
        fake.script([], 'fail')
        const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-service-'))
        const first = await start(mailEnv(), dir)
        const db = await openDatabase(await databaseFor(dir))
        const refs: Record<'remind' | 'move' | 'cancel' | 'ready', string> = { remind: '', move: '', cancel: '', ready: '' }
        try {
          // Two windows a working day, three carts each (the department's own hours decide the days): three bookings in the first window open, one in the second.
          const day = [{ from: '08:00', to: '10:00', capacity: 3 }, { from: '13:00', to: '15:00', capacity: 3 }]
          await serviceSettingsStore(db).save({ ...DEFAULT_SERVICE_SETTINGS, windows: [day, day, day, day, day, day, day], noticeDays: 1, horizonDays: 30 }, { kind: 'cli' })
          const windows = ((await (await fetch(`${first.url}/api/service/slots?days=14`)).json()) as { windows: { id: string; free: number }[] }).windows.filter((w) => w.free > 0)
          for (const [i, key] of (Object.keys(refs) as Array<keyof typeof refs>).entries()) {
            const res = await post(first, { ...SERVICE_CUSTOMER, email: `${key}@example.com`, window: windows[i < 3 ? 0 : 1]!.id, note: i === 0 ? SERVICE_CUSTOMER.note : '' }, '/api/service/bookings')
            expect(res.status).toBe(201)
            refs[key] = (res.body as { reference: string }).reference
          }
          // Staff move one and take one through to ready (the console's repository); the customer cancels one by the signed link.
          const bookings = serviceBookingRepository(db)
          await bookings.move(refs.move, windows[1]!.id, { kind: 'cli' })
          for (const action of ['confirm', 'receive', 'start', 'ready'] as const) await bookings.act(refs.ready, action, {}, { kind: 'cli' })
          const token = await bookingLinks(db).token(refs.cancel)
          expect((await post(first, { token }, `/api/service/bookings/${refs.cancel}/cancel`)).status).toBe(200)
          // The drop-off comes closer: the day before, its reminder is queued (on start, in the process that sends mail).
          await db.run('UPDATE service_bookings SET window_day = ? WHERE id = ?', [addDays(dealerToday(), 1), refs.remind])
        } finally {
          await db.close()
        }
        await first.stop('SIGKILL')
        fake.script([], 'ok')
        const second = await start(mailEnv(), dir)
        const bookingOf = async (ref: string) => {
          const reader = await openDatabase(await databaseFor(dir))
          try {
            const row = (await reader.get<{ lead_id: string; window_day: string; window_from: string }>('SELECT lead_id, window_day, window_from FROM service_bookings WHERE id = ?', [ref]))!
            return { lead: row.lead_id, day: row.window_day, from: row.window_from }
          } finally {
            await reader.close()
          }
        }
        const expected: Record<keyof typeof refs, ServiceMessageKind[]> = {
          remind: ['service-booked', 'service-reminder'],
          move: ['service-booked', 'service-moved'],
          cancel: ['service-booked', 'service-cancelled'],
          ready: ['service-booked', 'service-ready'],
        }
        const bookingsByKey = Object.fromEntries(await Promise.all((Object.keys(refs) as Array<keyof typeof refs>).map(async (key) => [key, await bookingOf(refs[key])] as const))) as Record<keyof typeof refs, { lead: string; day: string; from: string }>
        const leads = Object.fromEntries(Object.entries(bookingsByKey).map(([key, b]) => [key, b.lead])) as Record<keyof typeof refs, string>
        const ids = (Object.keys(refs) as Array<keyof typeof refs>).flatMap((key) => {
          const b = bookingsByKey[key]
          return [b.lead, `${b.lead}:adf`, ...expected[key].map((kind) => messageId(b.lead, kind, b))]
        })
        await until(() => ids.every((id) => fake.deliveredCount(id) === 1), 60_000)
        await new Promise((r) => setTimeout(r, 800))
        expect(ids.map((id) => fake.deliveredCount(id))).toEqual(Array(ids.length).fill(1))
        // Nothing else was sent for these bookings.
        const ofBookings = fake.delivered.filter((m) => Object.values(leads).some((lead) => m.customId.startsWith(lead))).map((m) => m.customId)
        expect(ofBookings.sort()).toEqual([...ids].sort())
        const booked = fake.delivered.find((m) => m.customId === `${leads.remind}:service-booked`)!
        expect(booked.to).toBe('remind@example.com')
        expect(Buffer.from(booked.attachments![0]!.Base64Content, 'base64').toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/)
        expect(fake.delivered.find((m) => m.customId === `${leads.ready}:service-ready`)!.to).toBe('ready@example.com')
        for (const server of [first, second]) expectNoVisitorData(server, [{ ...SERVICE_CUSTOMER, email: 'remind@example.com', message: SERVICE_CUSTOMER.note }])
      }, 120_000)

      it('reminds sales of an unanswered lead exactly once across restarts, and never of one the desk answered', async () => {
        fake.script([], 'ok')
        const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-overdue-'))
        const env = { ...mailEnv(), LEAD_OVERDUE_MINUTES: '1' }
        const first = await start(env, dir)
        const waiting = (await post(first)).body.id!
        const answered = (await post(first)).body.id!
        await until(() => deliveries([waiting, answered]).every((n) => n === 1))
        // Both arrived two minutes ago, after the desk existed; the desk moved one on at once.
        await writeRows(dir, [
          `UPDATE schema_migrations SET applied_at = '${new Date(Date.now() - 86_400_000).toISOString()}' WHERE version = 5`,
          `UPDATE leads SET created_at = '${new Date(Date.now() - 120_000).toISOString()}'`,
          `UPDATE leads SET status = 'contacted', first_response_at = created_at WHERE id = '${answered}'`,
        ])
        // The provider is down when the check on start queues the reminder; the process is killed.
        fake.script([], 'fail')
        await first.stop('SIGKILL')
        const second = await start(env, dir)
        await until(async () => (await countRows(dir, "SELECT COUNT(*) AS n FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE o.kind = 'overdue'")) >= 1)
        await second.stop('SIGKILL')
        // Back up: the reminder goes out once; later restarts and checks queue no other.
        fake.script([], 'ok')
        const third = await start(env, dir)
        await until(() => fake.deliveredCount(`${waiting}:overdue`) === 1)
        await third.stop('SIGTERM')
        const fourth = await start(env, dir)
        await new Promise((r) => setTimeout(r, 1000))
        expect(fake.deliveredCount(`${waiting}:overdue`)).toBe(1)
        expect(fake.deliveredCount(`${answered}:overdue`)).toBe(0)
        expect(await countRows(dir, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'overdue'")).toBe(1)
        const reminder = fake.delivered.find((m) => m.customId === `${waiting}:overdue`)!
        expect(reminder.to).toBe('sales@lehighcountygolfcarts.com')
        expect(reminder.text).toContain(`/admin/leads/${waiting}`)
        expect(reminder.text).toMatch(/waited [23] minutes with no answer/)
        expect(deliveries([waiting, answered])).toEqual([1, 1, 1, 1, 1, 1])
        for (const server of [first, second, third, fourth]) expectNoVisitorData(server, [LEAD])
      }, 90_000)
    })
  })

  if (workers === '2')
    describe('the cluster', () => {
      it('shares the contact form limit between the workers', async () => {
        const server = await start({ WEB_CONCURRENCY: '2', CONTACT_RATE_LIMIT: '3' })
        const statuses: number[] = []
        for (let i = 0; i < 6; i++) statuses.push(await postOnNewConnection(server, { ...LEAD, message: `Message ${i} about a cart.` }))
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
        // Both workers answered, so the count cannot have been one worker's own.
        const served = server.output.join('').split('\n').filter((line) => line.includes('"url":"/api/contact"'))
        expect(new Set(served.map((line) => (JSON.parse(line) as { worker: number }).worker)).size).toBe(2)
      })

      it('replaces a worker that dies and keeps answering', async () => {
        const server = await start({ WEB_CONCURRENCY: '2' })
        const [victim] = workerPids(server)
        process.kill(victim, 'SIGKILL')
        await until(() => workerPids(server).length === 3)
        expect(server.output.join('')).toContain('worker died; starting a new one')
        const statuses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/inventory`).then((r) => r.status)))
        expect(statuses).toEqual(Array(20).fill(200))
      })
    })
}
