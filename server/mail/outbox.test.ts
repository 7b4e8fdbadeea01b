import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../data/db'
import { leadRepository, type LeadRepository } from '../../data/leads'
import { startFakeMailjet, type FakeMailjet } from '../../tests/helpers/fake-mailjet'
import { createLogger } from '../logger'
import { mailjetMailer } from './mailjet'
import { messageComposer } from './messages'
import { retryDelay, startOutboxWorker, type OutboxWorker } from './outbox'

const message = {
  firstName: 'Dana',
  lastName: 'Kowalski <b>',
  email: 'dana@example.com',
  phone: '6105550199',
  interest: 'sales' as const,
  message: 'Please call me about the <script>alert(1)</script> D6 Max & a trade-in.',
}

let dir: string
let db: Database
let leads: LeadRepository
let fake: FakeMailjet
let logs: string[]
const workers: OutboxWorker[] = []

function logger() {
  return createLogger(
    'info',
    new Writable({
      write(chunk, _e, done) {
        logs.push(String(chunk))
        done()
      },
    }),
  )
}

function worker(options: { mail?: boolean } = {}) {
  const w = startOutboxWorker({
    leads,
    mailer: options.mail === false ? null : mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: 300, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
    compose: messageComposer({ salesTo: 'sales@lehighcountygolfcarts.com', from: 'website@lehighcountygolfcarts.com' }),
    logger: logger(),
    pollMs: 40,
    baseDelayMs: 40,
    maxDelayMs: 200,
  })
  workers.push(w)
  return w
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 8000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-outbox-'))
  db = await openDatabase(path.join(dir, 'site.db'))
  leads = leadRepository(db)
  fake = await startFakeMailjet()
  logs = []
})

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()))
  await fake.close()
  await db.close()
  await rm(dir, { recursive: true, force: true })
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
    worker()
    await until(() => fake.deliveredCount(first) === 1 && fake.deliveredCount(second) === 1)
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
