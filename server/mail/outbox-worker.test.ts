import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { leadRepository, type LeadRepository } from '../leads'
import { outboxRepository } from './outbox-repository'
import { seedInventory, vehicleRecordRepository } from '../inventory'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { startFakeMailjet, type FakeMailjet } from '#app/tests/helpers/fake-mailjet'
import { mailjetMailer } from './mailjet'
import { messageComposer, type MessageConfig } from './messages'
import { retryDelay, startOutboxWorker, type OutboxWorker } from './outbox-worker'
import { until } from '#app/tests/helpers/wait'
import { loggerInto } from '#app/tests/helpers/logs'

const message = {
  firstName: 'Dana',
  lastName: 'Kowalski <b>',
  email: 'dana@example.com',
  phone: '6105550199',
  interest: 'sales' as const,
  message: 'Please call me about the <script>alert(1)</script> D6 Max & a trade-in.',
}

let db: TestDatabase
let leads: LeadRepository
let fake: FakeMailjet
let logs: string[]
const workers: OutboxWorker[] = []

const logger = () => loggerInto(logs)

const SALES = 'sales@lehighcountygolfcarts.com'
const FROM = 'website@lehighcountygolfcarts.com'
const CRM = 'leads@crm.example.net'

function worker(options: { mail?: boolean } & Partial<MessageConfig> = {}) {
  const { mail, ...config } = options
  const w = startOutboxWorker({
    leads,
    outbox: outboxRepository(db),
    mailer: mail === false ? null : mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: 300, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
    compose: messageComposer({ salesTo: SALES, from: FROM, ...config }),
    logger: logger(),
    pollMs: 40,
    baseDelayMs: 40,
    maxDelayMs: 200,
  })
  workers.push(w)
  return w
}


beforeEach(async () => {
  db = await openTestDatabase()
  leads = leadRepository(db)
  fake = await startFakeMailjet()
  logs = []
})

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()))
  await fake.close()
  await db.destroy()
})

describe('outbox worker with the real node-mailjet client', () => {
  it('retries through a failure and a timeout, then delivers the lead exactly once', async () => {
    fake.script(['fail', 'hang'], 'ok')
    const id = await leads.create(message, 'api')
    const w = worker()
    await until(() => fake.deliveredCount(id) === 1)
    await w.idle()
    await new Promise((r) => setTimeout(r, 300)) // further passes must not send it again
    expect(fake.deliveredCount(id)).toBe(1)
    expect(fake.requests).toBe(3)
    const row = await db.get<{ status: string; attempts: number; provider_message_id: string }>(
      'SELECT status, attempts, provider_message_id FROM outbox WHERE lead_id = ?',
      [id],
    )
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
    expect(row?.provider_message_id).toMatch(/^\d+$/)
    const sent = fake.delivered[0]
    expect(sent.url).toBe('https://api.mailjet.com/v3.1/send')
    expect(sent.auth).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`)
    expect(sent.to).toBe('sales@lehighcountygolfcarts.com')
  })

  it('escapes what the visitor typed in the HTML part and keeps headers on one line', async () => {
    const id = await leads.create({ ...message, firstName: 'Dana\r\nBcc: x@y.z' }, 'form')
    worker()
    await until(() => fake.deliveredCount(id) === 1)
    const sent = fake.delivered[0]
    expect(sent.html).not.toContain('<script>')
    expect(sent.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(sent.html).toContain('Kowalski &lt;b&gt;')
    expect(sent.html).toContain('D6 Max &amp; a trade-in')
    expect(sent.subject).not.toMatch(/[\r\n]/)
    expect(sent.text).toContain(message.message)
  })

  it('picks up pending rows after a restart and sends each once', async () => {
    fake.script([], 'fail')
    const first = await leads.create(message, 'api')
    const w1 = worker()
    await until(() => fake.requests >= 1)
    await w1.stop()
    const second = await leads.create(message, 'form')
    expect(await leads.pendingCount()).toBe(2)
    // Mail provider recovers; a new process starts.
    fake.script([], 'ok')
    await db.run("UPDATE outbox SET next_attempt_at = 0")
    const w2 = worker()
    await until(() => fake.deliveredCount(first) === 1 && fake.deliveredCount(second) === 1)
    await w2.idle()
    expect(await leads.pendingCount()).toBe(0)
    expect(fake.delivered).toHaveLength(2)
  })

  it('without credentials, logs once that mail is off and leaves leads pending', async () => {
    await leads.create(message, 'api')
    const w = worker({ mail: false })
    w.kick()
    await new Promise((r) => setTimeout(r, 150))
    expect(fake.requests).toBe(0)
    expect(await leads.pendingCount()).toBe(1)
    expect(logs.filter((l) => l.includes('mail is off'))).toHaveLength(1)
  })

  it('never writes the visitor e-mail, phone or message to the log', async () => {
    fake.script(['fail'], 'ok')
    const id = await leads.create(message, 'api')
    worker()
    await until(() => fake.deliveredCount(id) === 1 && logs.join('').includes('lead e-mailed'))
    const all = logs.join('')
    expect(all).not.toContain(message.email)
    expect(all).not.toContain(message.phone)
    expect(all).not.toContain('trade-in')
  })
})

/** Every message kind a lead can cause, through the real client and the fake provider. */
describe('every message kind: sales, ADF, confirmation, overdue', () => {
  const PLAN = { adf: true, confirmation: { perDay: 3 } }
  const LATER = () => Date.now() + 31 * 60_000
  const ids = (id: string) => [id, `${id}:adf`, `${id}:confirmation`, `${id}:overdue`]

  async function statuses(id: string) {
    return db.all<{ kind: string; status: string; last_error: string | null }>('SELECT kind, status, last_error FROM outbox WHERE lead_id = ? ORDER BY kind', [id])
  }

  it('delivers each of a lead’s four messages exactly once through failures and a timeout, each with its own CustomID', async () => {
    fake.script(['fail', 'hang', 'fail', 'hang', 'fail'], 'ok')
    const id = await leads.create(message, 'api', { kind: 'test-drive', vehicleId: 'denago-ev-city', details: { preferredDay: '2025-06-07' } }, PLAN)
    expect(await leads.enqueue(id, 'overdue')).toBe(true)
    expect(await leads.enqueue(id, 'overdue')).toBe(false)
    const w = worker({ crmTo: CRM, overdueMinutes: 30, now: LATER })
    await until(() => ids(id).every((c) => fake.deliveredCount(c) === 1), 15_000)
    await w.idle()
    await new Promise((r) => setTimeout(r, 300)) // later passes must not send any again
    expect(ids(id).map((c) => fake.deliveredCount(c))).toEqual([1, 1, 1, 1])
    expect(fake.delivered).toHaveLength(4)
    expect((await statuses(id)).map((r) => `${r.kind}:${r.status}`)).toEqual(['adf:sent', 'confirmation:sent', 'overdue:sent', 'sales:sent'])
    const log = await leads.deliveries(id)
    expect(log.reduce((n, d) => n + d.log.filter((a) => !a.ok).length, 0)).toBe(5)
    expect(log.every((d) => d.log.filter((a) => a.ok).length === 1)).toBe(true)
    const to = Object.fromEntries(fake.delivered.map((m) => [m.customId.split(':')[1] ?? 'sales', m.to]))
    expect(to).toEqual({ sales: SALES, adf: CRM, confirmation: message.email, overdue: SALES })
  })

  it('ADF: text/plain only (no HTMLPart), the body is the XML with the inventory vehicle', async () => {
    await seedInventory(db)
    const records = vehicleRecordRepository(db)
    const vehicle = (await records.list()).find((v) => v.stockNumber) ?? (await records.list())[0]
    const id = await leads.create(message, 'api', { kind: 'test-drive', vehicleId: vehicle.id }, PLAN)
    worker({ crmTo: CRM, vehicle: (v) => records.get(v) })
    await until(() => fake.deliveredCount(`${id}:adf`) === 1)
    const adf = fake.delivered.find((m) => m.customId === `${id}:adf`)!
    expect(adf.html).toBeUndefined()
    expect(adf.to).toBe(CRM)
    expect(adf.from).toBe(FROM)
    expect(adf.text.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
    expect(adf.text).toContain(`<vehicle interest="test-drive" status="${vehicle.isNew ? 'new' : 'used'}">`)
    expect(adf.text).toContain(`<make>${vehicle.brand}</make>`)
    expect(adf.text).toContain(`<price type="asking" currency="USD">${vehicle.price}</price>`)
    if (vehicle.stockNumber) expect(adf.text).toContain(`<stock>${vehicle.stockNumber}</stock>`)
    expect(adf.text).toContain('Kowalski &lt;b&gt;')
    expect(adf.text).not.toContain('<script>')
    // The sales e-mail keeps its HTML part and its CustomID.
    const sales = fake.delivered.find((m) => m.customId === id)!
    expect(sales.html).toContain('&lt;script&gt;')
  })

  it('the visitor’s confirmation: to the visitor, from the site with Reply-To sales; what kind of enquiry, when, how to reach the dealer, and nothing the visitor typed', async () => {
    // Someone posts spam with another person's address: the confirmation must not carry it to them.
    const spam = 'Cheap pills at spam.example'
    const id = await leads.create(
      { ...message, firstName: `Dana ${spam}\r\nBcc: victim@example.org`, lastName: `Kowalski ${spam}`, message: `${spam}: http://spam.example/offer`, email: 'target@example.org' },
      'form',
      { kind: 'service', details: { make: `Club Car ${spam}`, model: `Precedent ${spam}`, problem: `${spam} today`, dropOffDay: '2025-06-07' } },
      PLAN,
    )
    worker({ crmTo: CRM })
    await until(() => fake.deliveredCount(`${id}:confirmation`) === 1)
    const sent = fake.delivered.find((m) => m.customId === `${id}:confirmation`)!
    expect(sent.to).toBe('target@example.org')
    expect(sent.from).toBe(FROM)
    expect(sent.replyTo).toBe(SALES)
    expect(sent.subject).toBe('We received your service request: Lehigh County Golf Carts')
    for (const part of [sent.subject, sent.text, sent.html!]) {
      expect(part).not.toMatch(/spam|pills|Dana|Kowalski|Club Car|Precedent|victim|script|2025-06-07/i)
    }
    expect(sent.text).toContain('service request')
    expect(sent.text).toMatch(/received .* ET/)
    expect(sent.text).toContain('within 24 hours')
    expect(sent.text).toContain('(888) 555-0142')
    expect(sent.text).toContain('sales@lehighcountygolfcarts.com')
    expect(sent.text).toContain(`Reference: ${id}`)
    expect(sent.html).toContain('tel:+18885550142')
    // The sales team still gets everything the visitor sent.
    const sales = fake.delivered.find((m) => m.customId === id)!
    expect(sales.text).toContain(`${spam}: http://spam.example/offer`)
  })

  it('the visitor’s confirmation names the cart from the inventory, never as the visitor wrote it', async () => {
    await seedInventory(db)
    const records = vehicleRecordRepository(db)
    const vehicle = (await records.list())[0]!
    const id = await leads.create({ ...message, interest: 'sales' }, 'api', { kind: 'test-drive', vehicleId: vehicle.id, details: { vehicleName: 'Free cart at spam.example', preferredDay: '2025-06-07' } }, PLAN)
    const other = await leads.create({ ...message, interest: 'sales' }, 'api', { kind: 'trade-in', details: { vehicle: 'My cart, see spam.example' } }, PLAN)
    worker({ crmTo: CRM, vehicle: (v) => records.get(v) })
    await until(() => fake.deliveredCount(`${id}:confirmation`) === 1 && fake.deliveredCount(`${other}:confirmation`) === 1)
    const sent = fake.delivered.find((m) => m.customId === `${id}:confirmation`)!
    expect(sent.text).toContain(vehicle.name)
    expect(sent.text).not.toContain('spam.example')
    expect(fake.delivered.find((m) => m.customId === `${other}:confirmation`)!.text).not.toContain('spam.example')
  })

  it('no more confirmations than the daily limit to one address: the rest are skipped, never sent', async () => {
    const created: string[] = []
    for (let i = 0; i < 5; i++) created.push(await leads.create({ ...message, email: i % 2 ? 'DANA@example.com' : 'dana@example.com' }, 'api', {}, PLAN))
    worker({ crmTo: CRM })
    await until(() => created.every((id) => fake.deliveredCount(id) === 1 && fake.deliveredCount(`${id}:adf`) === 1))
    await until(async () => (await leads.pendingCount()) === 0)
    expect(created.map((id) => fake.deliveredCount(`${id}:confirmation`))).toEqual([1, 1, 1, 0, 0])
    expect((await statuses(created[4])).find((r) => r.kind === 'confirmation')).toMatchObject({ status: 'skipped', last_error: 'daily confirmation limit for this address reached' })
  })

  it('an ADF message still pending when CRM_ADF_EMAIL is unset is skipped with the reason', async () => {
    fake.script([], 'fail')
    const id = await leads.create(message, 'api', {}, PLAN)
    const w1 = worker({ crmTo: CRM })
    await until(() => fake.requests >= 3)
    await w1.stop()
    fake.script([], 'ok')
    await db.run('UPDATE outbox SET next_attempt_at = 0')
    worker({ crmTo: null })
    await until(async () => (await leads.pendingCount()) === 0)
    expect(fake.deliveredCount(`${id}:adf`)).toBe(0)
    expect(fake.deliveredCount(id)).toBe(1)
    expect((await statuses(id)).find((r) => r.kind === 'adf')).toMatchObject({ status: 'skipped', last_error: 'CRM_ADF_EMAIL is not set' })
    expect(logs.join('')).toContain('"reason":"CRM_ADF_EMAIL is not set"')
  })

  it('an overdue reminder: to sales with how long it waited and the console link; skipped if the desk answered before it went out', async () => {
    const waiting = await leads.create(message, 'api', {}, {})
    const answered = await leads.create(message, 'api', {}, {})
    await leads.enqueue(waiting, 'overdue')
    await leads.enqueue(answered, 'overdue')
    await db.run("UPDATE leads SET status = 'contacted', first_response_at = ? WHERE id = ?", [new Date().toISOString(), answered])
    worker({ overdueMinutes: 30, now: LATER, publicOrigin: 'https://www.example.com' })
    await until(async () => (await leads.pendingCount()) === 0)
    const sent = fake.delivered.find((m) => m.customId === `${waiting}:overdue`)!
    expect(sent.to).toBe(SALES)
    expect(sent.text).toContain(`https://www.example.com/admin/leads/${waiting}`)
    expect(sent.html).toContain(`href="https://www.example.com/admin/leads/${waiting}"`)
    expect(sent.text).toMatch(/waited 3[01] minutes with no answer/)
    expect(sent.subject).toMatch(/^Overdue lead \(3[01] minutes\): Contact form, Dana Kowalski <b>$/)
    expect(sent.html).toContain('Dana Kowalski &lt;b&gt;')
    expect(fake.deliveredCount(`${answered}:overdue`)).toBe(0)
    expect((await statuses(answered)).find((r) => r.kind === 'overdue')).toMatchObject({ status: 'skipped', last_error: 'the lead was answered before the reminder went out' })
  })

  it('a vehicle look-up that fails is retried like a failed send, then the message goes out once', async () => {
    let calls = 0
    const id = await leads.create(message, 'api', { kind: 'test-drive', vehicleId: 'denago-ev-city' }, { adf: true })
    const w = worker({
      crmTo: CRM,
      vehicle: async () => {
        if (++calls < 3) throw new Error('SQLITE_BUSY: database is locked')
        return undefined
      },
    })
    await until(() => fake.deliveredCount(`${id}:adf`) === 1)
    // The provider has it; the sender records that right after (the delivery log's third entry).
    await w.idle()
    expect(calls).toBe(3)
    expect((await leads.deliveries(id)).find((d) => d.kind === 'adf')!.log.map((a) => a.ok)).toEqual([false, false, true])
  })

  it('after a restart, pending messages of every kind go out once; no visitor data in the log', async () => {
    fake.script([], 'fail')
    const first = await leads.create(message, 'api', { kind: 'service', details: { make: 'Club Car', problem: 'Will not charge' } }, PLAN)
    await leads.enqueue(first, 'overdue')
    const w1 = worker({ crmTo: CRM, overdueMinutes: 30, now: LATER })
    await until(() => fake.requests >= 4)
    await w1.stop()
    const second = await leads.create(message, 'form', { kind: 'trade-in', details: { year: 2019, make: 'EZGO', model: 'TXT', condition: 'good' } }, PLAN)
    fake.script([], 'ok')
    await db.run('UPDATE outbox SET next_attempt_at = 0')
    worker({ crmTo: CRM, overdueMinutes: 30, now: LATER })
    await until(() => ids(first).every((c) => fake.deliveredCount(c) === 1) && ids(second).slice(0, 3).every((c) => fake.deliveredCount(c) === 1))
    await until(async () => (await leads.pendingCount()) === 0)
    expect(fake.delivered).toHaveLength(7)
    const all = logs.join('')
    for (const secret of [message.email, message.phone, 'Kowalski', 'trade-in.', 'Club Car', 'Will not charge', 'EZGO']) expect(all).not.toContain(secret)
  })
})

describe('the outbox queue in the database', () => {
  it('hands out due messages oldest first, and reports the next due time and the backlog', async () => {
    const outbox = outboxRepository(db)
    expect(await outbox.nextDueAt()).toBeUndefined()
    expect(await leads.backlog()).toEqual({ pending: 0, oldestQueuedAt: null })
    const first = await leads.create(message, 'api', {}, { adf: true })
    const second = await leads.create(message, 'form')
    await db.run("UPDATE outbox SET next_attempt_at = 3000, created_at = '2026-01-02T03:04:05.006Z' WHERE lead_id = ? AND kind = 'sales'", [first])
    await db.run("UPDATE outbox SET next_attempt_at = 1000 WHERE lead_id = ? AND kind = 'adf'", [first])
    await db.run('UPDATE outbox SET next_attempt_at = 2000 WHERE lead_id = ?', [second])

    expect(await outbox.claimDue('sender', 999, 10, 60_000)).toEqual([])
    expect(await outbox.nextDueAt()).toBe(1000)
    // The first two, then the rest: a claim is leased, so it is handed out once.
    const firstTwo = await outbox.claimDue('sender', 3000, 2, 60_000)
    const due = [...firstTwo, ...(await outbox.claimDue('sender', 3000, 10, 60_000))]
    expect(due.map((m) => [m.leadId, m.kind, m.attempts])).toEqual([
      [first, 'adf', 0],
      [second, 'sales', 0],
      [first, 'sales', 0],
    ])
    expect(due.every((m) => typeof m.id === 'number' && !m.uncertain)).toBe(true)
    expect(await outbox.claimDue('other', 3000, 10, 60_000)).toEqual([])
    // While leased, a message is due again only when its lease ends.
    expect(await outbox.nextDueAt()).toBe(63_000)
    expect(await leads.backlog()).toEqual({ pending: 3, oldestQueuedAt: Date.parse('2026-01-02T03:04:05.006Z') })

    await outbox.markFailed(due[0]!.id, 'sender', 1, 5000, 'provider down')
    await outbox.markSkipped(due[1]!.id, 'no longer wanted')
    await outbox.markSent(due[2]!.id, '42')
    // Each only once: a second report about a message no longer pending changes nothing.
    await outbox.markSent(due[2]!.id, '43')
    await outbox.markFailed(due[1]!.id, 'sender', 1, 5000, 'late failure')
    expect(await outbox.nextDueAt()).toBe(5000)
    expect(await leads.pendingCount()).toBe(1)
    expect((await leads.backlog()).pending).toBe(1)
    const [sales, adf] = await leads.deliveries(first)
    expect(adf).toMatchObject({ kind: 'adf', status: 'pending', attempts: 1, lastError: 'provider down', nextAttemptAt: 5000, log: [{ ok: false, error: 'provider down' }] })
    expect(sales).toMatchObject({ kind: 'sales', status: 'sent', attempts: 1, providerMessageId: '42', nextAttemptAt: null, log: [{ ok: true, error: null }] })
    expect(sales!.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(await leads.deliveries(second)).toMatchObject([{ kind: 'sales', status: 'skipped', lastError: 'no longer wanted', log: [] }])
  })
})

describe('retryDelay', () => {
  it('doubles per attempt within ±20% and is capped', () => {
    expect(retryDelay(1, 1000, 60_000, () => 0.5)).toBe(1000)
    expect(retryDelay(2, 1000, 60_000, () => 0.5)).toBe(2000)
    expect(retryDelay(5, 1000, 60_000, () => 0.5)).toBe(16000)
    expect(retryDelay(30, 1000, 60_000, () => 0.5)).toBe(60000)
    expect(retryDelay(1, 1000, 60_000, () => 0)).toBe(800)
    expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1200)
  })
})
