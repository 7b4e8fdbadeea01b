/**
 * Several senders on one database (replicas): each message is claimed with a lease, a sender
 * that dies mid-send leaves its message to another once the lease ends, and a message whose
 * last attempt got no answer is looked up at the provider (by its CustomID) before it is sent
 * again. Runs on SQLite, and on PostgreSQL under `npm run test:postgres`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { leadRepository, type LeadRepository } from '../leads'
import { outboxRepository, type OutboxRepository } from './outbox-repository'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { startFakeMailjet, type FakeMailjet } from '#app/tests/helpers/fake-mailjet'
import { mailjetMailer } from './mailjet'
import { messageComposer } from './messages'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker'
import { until } from '#app/tests/helpers/wait'
import { loggerInto } from '#app/tests/helpers/logs'

const visitor = (i: number) => ({
  firstName: 'Dana',
  lastName: `Kowalski${i}`,
  email: `dana${i}@example.com`,
  phone: '6105550199',
  interest: 'sales' as const,
  message: `Please call me about cart number ${i}.`,
})

let db: TestDatabase
let replica: Database
let leads: LeadRepository
let fake: FakeMailjet
let logs: string[]
const workers: OutboxWorker[] = []

const logger = () => loggerInto(logs)

/** Kinds of the messages a sender sent without knowing whether the provider already had them. */
let possibleDuplicates: string[]

/** A sender over `database`, as each replica's server runs one. */
function sender(database: Database, options: { leaseMs?: number; timeoutMs?: number } = {}) {
  const w = startOutboxWorker({
    leads: leadRepository(database),
    outbox: outboxRepository(database),
    mailer: mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: options.timeoutMs ?? 2000, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
    compose: messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', crmTo: 'crm@example.net' }),
    logger: logger(),
    pollMs: 30,
    baseDelayMs: 30,
    maxDelayMs: 200,
    leaseMs: options.leaseMs ?? 5000,
    onPossibleDuplicate: (kind) => possibleDuplicates.push(kind),
  })
  workers.push(w)
  return w
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeEach(async () => {
  db = await openTestDatabase()
  // A second process on the same database: another replica.
  replica = await openDatabase(db.target)
  leads = leadRepository(db)
  fake = await startFakeMailjet()
  logs = []
  possibleDuplicates = []
})

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()))
  await fake.close()
  await replica.close()
  await db.destroy()
})

describe('claims', () => {
  it('never gives one message to two senders claiming at once', async () => {
    for (let i = 0; i < 30; i++) await leads.create(visitor(i), 'api', {}, { adf: true })
    const repos: OutboxRepository[] = [outboxRepository(db), outboxRepository(replica)]
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => repos[i % 2]!.claimDue(`sender-${i}`, Date.now(), 10, 60_000)))
    const ids = claims.flat().map((m) => m.id)
    expect(ids).toHaveLength(60)
    expect(new Set(ids).size).toBe(60)
    // Leased: nobody gets them again until the leases end.
    expect(await repos[0]!.claimDue('late', Date.now(), 100, 60_000)).toEqual([])
    expect(await repos[1]!.claimDue('late', Date.now() + 60_001, 100, 60_000)).toHaveLength(60)
  })

  it('hands back what a stopping sender claimed but did not reach', async () => {
    await leads.create(visitor(1), 'api')
    const outbox = outboxRepository(db)
    expect(await outbox.claimDue('stopping', Date.now(), 10, 60_000)).toHaveLength(1)
    expect(await outbox.release('stopping')).toBe(1)
    const again = await outboxRepository(replica).claimDue('other', Date.now(), 10, 60_000)
    expect(again).toHaveLength(1)
    expect(again[0]!.uncertain).toBe(false)
  })
})

describe('two senders on one database', () => {
  it('deliver each of 40 leads’ 80 messages exactly once between them', async () => {
    const ids: string[] = []
    for (let i = 0; i < 40; i++) ids.push(await leads.create(visitor(i), 'api', {}, { adf: true }))
    sender(db)
    sender(replica)
    const customIds = ids.flatMap((id) => [id, `${id}:adf`])
    await until(() => customIds.every((c) => fake.deliveredCount(c) >= 1))
    await sleep(300)
    expect(customIds.map((c) => fake.deliveredCount(c))).toEqual(Array(80).fill(1))
    expect(fake.delivered).toHaveLength(80)
    expect((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent' AND lease_owner IS NULL"))!.n).toBe(80)
  })

  it('a message whose send got no answer is looked up and not sent again when the provider has it', async () => {
    // The provider keeps the message but the answer never arrives: the client times out.
    fake.script(['accept-then-hang'], 'ok')
    const id = await leads.create(visitor(1), 'api')
    sender(db, { timeoutMs: 300 })
    await until(() => fake.lookups.includes(id))
    await until(async () => (await db.get<{ status: string }>('SELECT status FROM outbox WHERE lead_id = ?', [id]))!.status === 'sent')
    await sleep(200)
    expect(fake.deliveredCount(id)).toBe(1)
    expect(fake.requests).toBe(1)
    const row = await db.get<{ provider_message_id: string; sending_since: number | null; attempts: number }>('SELECT provider_message_id, sending_since, attempts FROM outbox WHERE lead_id = ?', [id])
    expect(row).toEqual({ provider_message_id: String(fake.delivered[0]!.messageId), sending_since: null, attempts: 2 })
    expect(logs.join('')).toContain('found at the provider')
  })

  it('a message whose send got no answer and that the provider does not have is sent once more', async () => {
    fake.script(['hang'], 'ok')
    const id = await leads.create(visitor(1), 'api')
    sender(db, { timeoutMs: 300 })
    await until(() => fake.deliveredCount(id) === 1)
    await sleep(200)
    expect(fake.lookups).toContain(id)
    expect(fake.deliveredCount(id)).toBe(1)
    expect(fake.requests).toBe(2)
  })

  it('a message whose send got no answer waits while the provider cannot be asked, and is decided by the first lookup that answers', async () => {
    fake.script(['accept-then-hang'], 'ok')
    // Mailjet's REST API errs twice (its Send API keeps working), then answers.
    fake.scriptLookups(['fail', 'fail'], 'ok')
    const id = await leads.create(visitor(1), 'api')
    const w = sender(db, { timeoutMs: 300 })
    await until(async () => (await db.get<{ status: string }>('SELECT status FROM outbox WHERE lead_id = ?', [id]))!.status === 'sent')
    await w.idle()
    await sleep(200)
    expect(fake.lookups).toEqual([id, id, id])
    expect(fake.deliveredCount(id)).toBe(1)
    expect(fake.requests).toBe(1)
    expect(possibleDuplicates).toEqual([])
    // Each failed lookup is an attempt in the delivery log.
    const log = await db.all<{ ok: number; error: string | null }>('SELECT a.ok, a.error FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE o.lead_id = ? ORDER BY a.id', [id])
    expect(log.map((a) => a.ok)).toEqual([0, 0, 0, 1])
    expect(log.slice(1, 3).every((a) => /lookup/i.test(a.error ?? ''))).toBe(true)
  })

  it('a message whose send got no answer is sent anyway after three failed lookups, once, saying a duplicate is possible', async () => {
    // The provider kept the message but its answer was lost; from then on every lookup fails.
    fake.script(['accept-then-hang'], 'ok')
    fake.scriptLookups([], 'fail')
    const id = await leads.create(visitor(1), 'api')
    const w = sender(db, { timeoutMs: 300 })
    await until(() => fake.deliveredCount(id) === 2)
    await until(async () => (await db.get<{ status: string }>('SELECT status FROM outbox WHERE lead_id = ?', [id]))!.status === 'sent')
    await w.idle()
    await sleep(300)
    expect(fake.lookups).toEqual([id, id, id])
    // One copy from the unanswered send, one sent anyway: no third.
    expect(fake.deliveredCount(id)).toBe(2)
    expect(fake.requests).toBe(2)
    expect(possibleDuplicates).toEqual(['sales'])
    const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => /duplicate is possible/.test(String(l.msg)))
    expect(line).toMatchObject({ leadId: id, kind: 'sales', lookupFailures: 3 })
    expect(logs.join('\n')).not.toContain('dana1@example.com')
  })

  it('a message sent anyway that again gets no answer waits for three more failed lookups before the next copy', async () => {
    // Unanswered, three failed lookups, sent anyway and unanswered again, three more, then delivered.
    fake.script(['accept-then-hang', 'accept-then-hang'], 'ok')
    fake.scriptLookups([], 'fail')
    const id = await leads.create(visitor(1), 'api')
    const w = sender(db, { timeoutMs: 300 })
    await until(async () => (await db.get<{ status: string }>('SELECT status FROM outbox WHERE lead_id = ?', [id]))!.status === 'sent', 20_000)
    await w.idle()
    expect(fake.lookups).toHaveLength(6)
    expect(fake.deliveredCount(id)).toBe(3)
    expect(possibleDuplicates).toEqual(['sales', 'sales'])
  })

  it('a sender that died mid-send leaves its message to another after the lease, which asks the provider first', async () => {
    const delivered = await leads.create(visitor(1), 'api')
    const lost = await leads.create(visitor(2), 'api')
    const dead = outboxRepository(db)
    // The dead sender claimed both and started both sends; the provider got only the first.
    const claimed = await dead.claimDue('dead', Date.now(), 10, 1500)
    expect(claimed).toHaveLength(2)
    for (const m of claimed) expect(await dead.beginSend(m.id, 'dead', Date.now(), 1500)).toBe(true)
    const mailer = mailjetMailer({ apiKey: 'key', apiSecret: 'secret', proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } })
    await mailer.send({ to: 'sales@example.com', from: { email: 'website@example.com', name: 'Site' }, subject: 's', text: 't', customId: delivered })
    const claimedAt = Date.now()
    sender(replica)
    // Untouched while the lease holds.
    await sleep(700)
    expect(fake.lookups).toEqual([])
    await until(() => fake.deliveredCount(lost) === 1)
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1400)
    await until(async () => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'"))!.n === 2)
    await sleep(200)
    expect(fake.deliveredCount(delivered)).toBe(1)
    expect(fake.deliveredCount(lost)).toBe(1)
    expect(fake.lookups.sort()).toEqual([delivered, lost].sort())
  })

  it('a send starts only under a live lease, which it renews for the send’s whole length', async () => {
    await leads.create(visitor(1), 'api')
    await leads.create(visitor(2), 'api')
    const outbox = outboxRepository(db)
    const t = Date.now()
    const [first, second] = await outbox.claimDue('batch', t, 10, 1000)
    // Late in the batch's lease: the send renews it, so nobody else takes the message mid-send.
    expect(await outbox.beginSend(first!.id, 'batch', t + 900, 5000)).toBe(true)
    expect(await outboxRepository(replica).claimDue('other', t + 2000, 10, 60_000)).toEqual([{ ...second!, uncertain: false }])
    // Its lease ran out (another has it now): no send.
    expect(await outbox.beginSend(second!.id, 'batch', t + 2000, 5000)).toBe(false)
    expect(await outboxRepository(replica).claimDue('other', t + 5000, 10, 60_000)).toEqual([])
    expect((await outboxRepository(replica).claimDue('other', t + 5901, 10, 60_000)).map((m) => [m.id, m.uncertain])).toEqual([[first!.id, true]])
  })

  it('a late outcome from a sender whose lease ran out does not undo the next holder’s claim', async () => {
    await leads.create(visitor(1), 'api')
    const slow = outboxRepository(db)
    const [message] = await slow.claimDue('slow', Date.now(), 1, 100)
    await sleep(150)
    const [again] = await outboxRepository(replica).claimDue('next', Date.now(), 1, 60_000)
    expect(again!.id).toBe(message!.id)
    await slow.markFailed(message!.id, 'slow', 1, Date.now(), 'timeout')
    const row = await db.get<{ lease_owner: string; attempts: number }>('SELECT lease_owner, attempts FROM outbox WHERE id = ?', [message!.id])
    expect(row).toEqual({ lease_owner: 'next', attempts: 0 })
  })
})
