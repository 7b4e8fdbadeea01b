/**
 * GET /metrics against the real app and a real database: the numbers after known
 * traffic, who may read them on the main port, the separate listener, nothing personal in
 * the output, and the metric names docs/operations.md gives.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedInventory } from '#app/server/inventory'
import { quietLogger } from '../helpers/logs'
import { mailjetMailer, messageComposer, startOutboxWorker } from '#app/server/mail'
import { createMetrics, type SiteMetrics, startMetricsListener } from '#app/server/metrics'
import { createServices, INVENTORY_POLL_MS, type Services } from '#app/server/services'
import { createTestApp, VALID_CONTACT, type TestApp } from '../helpers/app'
import { databaseSizeBytes } from '#app/server/db/database'
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/database'
import { startFakeMailjet, type FakeMailjet } from '../helpers/fake-mailjet'
import { apiToken } from '../helpers/operators'

let dir: string
let db: TestDatabase
let services: Services
let metrics: SiteMetrics
let t: TestApp
let fake: FakeMailjet
let metricsToken: string

const quiet = quietLogger

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-metrics-'))
  db = await openTestDatabase(dir)
  await seedInventory(db)
  services = createServices(db, { inventoryMaxAgeMs: INVENTORY_POLL_MS })
  metrics = createMetrics({
    background: { outboxBacklog: () => services.leads.backlog(), databasePath: testDatabaseKind === 'sqlite' ? db.target : null, databaseSize: () => databaseSizeBytes(db), backupDir: path.join(dir, 'backups') },
  })
  t = await createTestApp({ services, metrics: { instruments: metrics, text: metrics.text } })
  fake = await startFakeMailjet()
  metricsToken = await services.operators.createToken('prometheus', { kind: 'cli' }, 'metrics')
})

afterAll(async () => {
  await fake.close()
  await t.close()
  await db.destroy()
  await rm(dir, { recursive: true, force: true })
})

const scrape = async () => (await request(t.app).get('/metrics').set('Authorization', `Bearer ${metricsToken}`).expect(200)).text

/** The value of one sample (`name{labels} value`); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

let leadId: string
let vehiclePath: string

describe('GET /metrics after known traffic', () => {
  it('counts requests by route family and code, cache hits and misses, renders, sign-in and mail failures', async () => {
    const agent = request(t.app)
    // Three requests for the home page (a miss, then two hits from memory).
    for (let i = 0; i < 3; i++) await agent.get('/').expect(200)
    const vehicles = await agent.get('/api/vehicles').expect(200)
    const id = (vehicles.body as Array<{ id: string }>)[0]!.id
    vehiclePath = `/vehicles/${id}`
    await agent.get(vehiclePath).expect(200)
    await agent.get('/no-such-page-4711').expect(404)
    await agent.post('/admin/sign-in').type('form').send({ email: 'nobody@example.com', password: 'wrong password', code: '123456' }).expect(400)
    const posted = await agent.post('/api/contact').send(VALID_CONTACT).expect(201)
    leadId = posted.body.id

    // The lead's e-mails fail once each at the provider.
    fake.script([], 'fail')
    const outbox = startOutboxWorker({
      leads: services.leads,
      outbox: services.outbox,
      mailer: mailjetMailer({ apiKey: 'key', apiSecret: 'secret', timeoutMs: 2_000, proxy: { protocol: 'http', host: '127.0.0.1', port: fake.port } }),
      compose: messageComposer({ salesTo: 'sales@lehighcountygolfcarts.com', from: 'website@lehighcountygolfcarts.com' }),
      logger: quiet(),
      pollMs: 60_000,
      baseDelayMs: 600_000,
      onSent: metrics.mailSent,
      onFailed: metrics.mailFailed,
    })
    await until(async () => (await services.leads.deliveries(leadId)).every((d) => d.attempts === 1))
    await outbox.stop()
    const kinds = (await services.leads.deliveries(leadId)).map((d) => d.kind)
    expect(kinds).toContain('sales')

    const text = await scrape()
    expect(sample(text, 'golfcarts_http_requests_total{family="page",code="200"}')).toBe(4)
    expect(sample(text, 'golfcarts_http_requests_total{family="page",code="404"}')).toBe(1)
    expect(sample(text, 'golfcarts_http_requests_total{family="api",code="200"}')).toBe(1)
    expect(sample(text, 'golfcarts_http_requests_total{family="api",code="201"}')).toBe(1)
    expect(sample(text, 'golfcarts_http_requests_total{family="admin",code="400"}')).toBe(1)
    expect(sample(text, 'golfcarts_http_request_duration_seconds_count{family="page"}')).toBe(5)
    expect(sample(text, 'golfcarts_http_request_duration_seconds_bucket{le="+Inf",family="page"}')).toBe(5)
    // Misses: the home page, the API list, the vehicle page, the unknown page; hits: the home page twice.
    expect(sample(text, 'golfcarts_page_cache_lookups_total{result="hit"}')).toBe(2)
    expect(sample(text, 'golfcarts_page_cache_lookups_total{result="miss"}')).toBe(4)
    // Server renders: the home page, the vehicle page, the 404 page and the sign-in page with its error.
    expect(sample(text, 'golfcarts_page_render_duration_seconds_count')).toBe(4)
    expect(sample(text, 'golfcarts_sign_in_failures_total{method="password",reason="rejected"}')).toBe(1)
    expect(sample(text, 'golfcarts_sign_in_failures_total{method="passkey",reason="rejected"}')).toBe(0)
    for (const kind of ['sales', 'adf', 'confirmation', 'overdue']) {
      expect([kind, sample(text, `golfcarts_mail_failures_total{kind="${kind}"}`)]).toEqual([kind, kinds.includes(kind as never) ? 1 : 0])
      expect(sample(text, `golfcarts_mail_sent_total{kind="${kind}"}`)).toBe(0)
      expect(sample(text, `golfcarts_mail_possible_duplicates_total{kind="${kind}"}`)).toBe(0)
    }
    expect(sample(text, 'golfcarts_outbox_pending_messages')).toBe(kinds.length)
    const age = sample(text, 'golfcarts_outbox_oldest_pending_age_seconds')!
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan(60)
    // The file's size on SQLite; a PostgreSQL server has no file here to measure.
    expect(sample(text, 'golfcarts_database_size_bytes{file="database"}')).toBeGreaterThan(0)
    if (testDatabaseKind === 'postgres') expect(sample(text, 'golfcarts_database_size_bytes{file="database"}')).toBe(await databaseSizeBytes(db))
    expect(sample(text, 'golfcarts_backup_runs_total{result="ok"}')).toBe(0)
    // BACKUP_DIR holds no backup: no age rather than a misleading one.
    expect(sample(text, 'golfcarts_backup_age_seconds')).toBeUndefined()
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })

  it('holds no personal data: no e-mail, phone, name, message, lead id or path', async () => {
    const text = await scrape()
    const forbidden = [
      VALID_CONTACT.email,
      'nobody@example.com',
      VALID_CONTACT.phone,
      '610-555-0199',
      '6105550199',
      VALID_CONTACT.firstName,
      VALID_CONTACT.lastName,
      'block party',
      leadId,
      vehiclePath,
      vehiclePath.split('/').pop()!,
      'no-such-page',
      '/admin',
      '@',
      metricsToken,
    ]
    for (const word of forbidden) expect([word, text.includes(word)]).toEqual([word, false])
    // Every label value is one of a few fixed words or a status code.
    const values = new Set([...text.matchAll(/(\w+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`))
    for (const pair of values) expect(pair).toMatch(/^(family=(page|api|admin|photos|assets|health|metrics)|code=\d{3}|result=\w+|method=\w+|reason=\w+|kind=[\w-]+|file=\w+|le=[\d.e+-]+|\+Inf|quantile=[\d.]+|type=\w+|space=\w+|version=[\w.-]+|major=\d+|minor=\d+|patch=\d+|kind=\w+)$|^le=\+Inf$/)
  })
})

describe('who may read /metrics on the main port', () => {
  it('refuses without a token, with a wrong one and with an integration token, saying nothing', async () => {
    const integration = await apiToken(t)
    const attempts = [
      request(t.app).get('/metrics'),
      request(t.app).get('/metrics').set('Authorization', 'Bearer lcgc_not-a-real-token'),
      request(t.app).get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${metricsToken}`).toString('base64')}`),
      request(t.app).get('/metrics').set('Authorization', `Bearer ${integration}`),
    ]
    for (const attempt of attempts) {
      const res = await attempt
      expect(res.status).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.text).toBe('Unauthorized')
    }
  })

  it('lets a metrics token read /metrics and nothing else: the admin API answers 401', async () => {
    const res = await request(t.app).get('/metrics').set('Authorization', `Bearer ${metricsToken}`).expect(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers['cache-control']).toBe('no-store')
    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${metricsToken}`).expect(401)
    await request(t.app).get('/api/admin/leads').set('Authorization', `Bearer ${metricsToken}`).expect(401)
  })

  it('counts the refused scrapes under the metrics family', async () => {
    const text = await scrape()
    expect(sample(text, 'golfcarts_http_requests_total{family="metrics",code="401"}')).toBe(4)
  })

  it('is an ordinary unknown page when the server has no metrics', async () => {
    const plain = await createTestApp()
    try {
      const res = await request(plain.app).get('/metrics').set('Authorization', `Bearer ${metricsToken}`)
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('golfcarts_')
    } finally {
      await plain.close()
    }
  })
})

describe('the separate metrics listener', () => {
  it('serves GET /metrics without a token and 404 for anything else', async () => {
    const listener = await startMetricsListener({ port: 0, host: '127.0.0.1', text: metrics.text, logger: quiet() })
    try {
      const base = `http://127.0.0.1:${listener.port}`
      const res = await fetch(`${base}/metrics`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(await res.text()).toContain('golfcarts_http_requests_total{family="page",code="200"} 4')
      expect((await fetch(`${base}/`)).status).toBe(404)
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404)
    } finally {
      await listener.close()
    }
  })
})

describe('docs/operations.md', () => {
  it('names only metrics that /metrics really has', async () => {
    const readme = await readFile(new URL('../../docs/operations.md', import.meta.url), 'utf8')
    const section = /##+ Monitoring\n([\s\S]*?)(?:\n##+ |$)/.exec(readme)?.[1]
    expect(section).toBeDefined()
    const named = new Set([...section!.matchAll(/\b((?:golfcarts|nodejs|process)_[a-z_]+)\b/g)].map((m) => m[1]!))
    expect(named.size).toBeGreaterThan(10)
    const text = await scrape()
    const exposed = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!))
    for (const name of named) {
      const base = name.replace(/_(bucket|count|sum)$/, '')
      expect([name, exposed.has(name) || exposed.has(base)]).toEqual([name, true])
    }
    for (const name of exposed) if (name.startsWith('golfcarts_')) expect([name, named.has(name)]).toEqual([name, true])
  })
})
