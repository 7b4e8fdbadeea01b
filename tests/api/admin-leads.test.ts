import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LeadExtra } from '#app/domain/leads/lead'
import { seedInventory } from '#app/server/inventory'
import { startRetentionPurge } from '#app/server/leads'
import { loggerInto } from '../helpers/logs'
import { createServices } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'
import { openTestDatabase } from '../helpers/database'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

let t: TestApp
let bearer: string

beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

const DANA = { ...VALID_CONTACT, interest: 'sales' as const }

/** A lead stored as the forms store them, arrived `minutesAgo` minutes ago. */
async function lead(minutesAgo = 0, overrides: Partial<typeof DANA> = {}, extra: LeadExtra = {}) {
  const id = await t.services.leads.create({ ...DANA, ...overrides }, 'form', extra)
  if (minutesAgo > 0) {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
    await t.db.run('UPDATE leads SET created_at = ?, updated_at = ? WHERE id = ?', [at, at, id])
  }
  return id
}

const api = () => request(t.app)
const withSession = (req: request.Test, s: SignedIn) => req.set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken).set('Origin', TEST_ORIGIN)

describe('admin API: leads, who may call it', () => {
  it.each([
    ['get', '/api/admin/leads'],
    ['get', '/api/admin/leads.csv'],
    ['get', '/api/admin/leads/some-id'],
    ['patch', '/api/admin/leads/some-id'],
    ['post', '/api/admin/leads/erase'],
  ] as const)('%s %s answers 401 without credentials, never cached or indexed', async (method, url) => {
    const res = await api()[method](url).set('Content-Type', 'application/json').send(method === 'get' ? undefined : '{}')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Sign in required' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toMatch(/noindex/)
  })

  it('lets staff and tokens work leads, but only an owner erase (403 for staff and tokens)', async () => {
    const id = await lead()
    const staff = await signedInOperator(t, 'staff')
    expect((await withSession(api().patch(`/api/admin/leads/${id}`), staff).send({ status: 'contacted' })).status).toBe(200)
    expect((await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).send({ note: 'from the DMS' })).status).toBe(200)
    const staffErase = await withSession(api().post('/api/admin/leads/erase'), staff).send({ email: DANA.email })
    expect(staffErase.status).toBe(403)
    expect((await api().post('/api/admin/leads/erase').set('Authorization', bearer).send({ email: DANA.email })).status).toBe(403)
    expect(await t.services.leads.get(id)).toBeDefined()
    const owner = await signedInOperator(t, 'owner')
    expect((await withSession(api().post('/api/admin/leads/erase'), owner).send({ email: DANA.email })).body).toEqual({ erased: 1 })
  })

  it('refuses a session’s writes without its CSRF token or from another origin (403)', async () => {
    const id = await lead()
    const s = await signedInOperator(t, 'owner')
    expect((await api().patch(`/api/admin/leads/${id}`).set('Cookie', s.cookie).send({ status: 'won' })).status).toBe(403)
    expect((await api().patch(`/api/admin/leads/${id}`).set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken).set('Origin', 'https://evil.example').send({ status: 'won' })).status).toBe(403)
    expect((await api().post('/api/admin/leads/erase').set('Cookie', s.cookie).send({ email: DANA.email })).status).toBe(403)
    expect((await t.services.leads.get(id))?.status).toBe('new')
  })

  it('answers 400, 404, 413 and 415 like the vehicles API', async () => {
    const id = await lead()
    const patch = (body: unknown) => api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).send(body as object)
    const bad = await patch({ status: 'open', assignee: 42 })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: 'Invalid lead change', fields: { status: expect.stringContaining('contacted'), assignee: expect.any(String) } })
    expect((await patch({})).status).toBe(400)
    expect((await patch([1])).status).toBe(400)
    expect((await api().patch('/api/admin/leads/nope').set('Authorization', bearer).send({ status: 'won' })).status).toBe(404)
    expect((await api().get('/api/admin/leads/nope').set('Authorization', bearer)).body).toEqual({ error: 'Lead not found' })
    expect((await patch({ note: 'x'.repeat(70_000) })).status).toBe(413)
    const text = await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).set('Content-Type', 'text/plain').send('status=won')
    expect(text.status).toBe(415)
    const owner = await signedInOperator(t, 'owner')
    expect((await withSession(api().post('/api/admin/leads/erase'), owner).type('form').send({ email: DANA.email })).status).toBe(415)
    for (const body of [{ email: DANA.email, phone: DANA.phone }, {}, { email: 'nope' }, { phone: '12' }, { name: 'Dana' }]) {
      const res = await withSession(api().post('/api/admin/leads/erase'), owner).send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.fields).toBeTruthy()
    }
    expect((await api().get('/api/admin/leads?status=open&from=yesterday').set('Authorization', bearer)).body).toEqual({
      error: 'Invalid filters',
      fields: { status: expect.any(String), from: expect.any(String) },
    })
    expect((await api().get('/api/admin/leads.csv?kind=spam').set('Authorization', bearer)).status).toBe(400)
    expect(await t.services.leads.get(id)).toMatchObject({ status: 'new' })
  })
})

describe('admin API: the inbox', () => {
  it('lists newest first with filters, search by name, e-mail and phone digits, paging, and overdue leads marked', async () => {
    const old = await lead(90)
    const rental = await lead(45, { firstName: 'Rosa', lastName: 'Ortiz', email: 'rosa@example.net', phone: '484-555-0123' }, { kind: 'rental', visit: { sourcePage: '/rentals/weekly' } })
    const fresh = await lead(2, { firstName: 'Lee', lastName: 'Park', email: 'lee@example.org', phone: '+1 610 555 0777' }, { kind: 'test-drive', vehicleId: 'denago-ev-city', visit: { sourcePage: '/vehicles/denago-ev-city' } })
    await t.services.leadDesk.update({ kind: 'cli' }, old, { status: 'contacted' })
    const get = async (query: string) => (await api().get(`/api/admin/leads${query}`).set('Authorization', bearer).expect(200)).body
    const all = await get('')
    expect(all.leads.map((l: { id: string }) => l.id)).toEqual([fresh, rental, old])
    expect(all.leads.map((l: { overdue: boolean }) => l.overdue)).toEqual([false, true, false])
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1, overdueCount: 1, overdueMinutes: 30 })
    const ids = async (query: string) => (await get(query)).leads.map((l: { id: string }) => l.id)
    expect(await ids('?status=new')).toEqual([fresh, rental])
    expect(await ids('?kind=rental')).toEqual([rental])
    expect(await ids('?sourcePage=/vehicles/*')).toEqual([fresh])
    expect(await ids('?q=ortiz')).toEqual([rental])
    expect(await ids('?q=lee%40example.org')).toEqual([fresh])
    expect(await ids(`?q=${encodeURIComponent('(484) 555 0123')}`)).toEqual([rental])
    expect(await ids('?overdue=1')).toEqual([rental])
    expect(await ids('?from=2000-01-01&to=2000-12-31')).toEqual([])
    expect(await ids('?page=2')).toEqual([fresh, rental, old])
  })

  it('stores a note and an assignee typed with U+0000 without it (PostgreSQL cannot hold one)', async () => {
    const id = await lead()
    const res = await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).send({ assignee: 'Sa\u0000m', note: 'Called\u0000 back.' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ assignee: 'Sam', notes: [{ text: 'Called back.' }] })
    expect((await api().get(`/api/admin/leads/${id}`).set('Authorization', bearer).expect(200)).body).toMatchObject({ assignee: 'Sam', notes: [{ text: 'Called back.' }] })
  })

  it('shows a lead with its notes and delivery log, and sets the first response at the first status change', async () => {
    const id = await lead(20, {}, { kind: 'service', details: { make: 'Club Car', model: 'Onward' }, visit: { sourcePage: '/services', referrer: 'https://www.google.com/', campaign: { utm_source: 'google', utm_campaign: 'spring' } } })
    const [message] = await t.services.outbox.claimDue('sender', Date.now() + 1, 10, 60_000)
    await t.services.outbox.markFailed(message!.id, 'sender', 1, Date.now() + 60_000, 'Mailjet 503')
    const before = (await api().get(`/api/admin/leads/${id}`).set('Authorization', bearer).expect(200)).body
    expect(before).toMatchObject({
      id,
      email: DANA.email,
      kind: 'service',
      details: { make: 'Club Car', model: 'Onward' },
      visit: { sourcePage: '/services', referrer: 'https://www.google.com/', campaign: { utm_source: 'google', utm_campaign: 'spring' } },
      status: 'new',
      notes: [],
    })
    expect(before.firstResponseAt).toBeUndefined()
    expect(before.deliveries[0]).toMatchObject({ kind: 'sales', status: 'pending', attempts: 1, lastError: 'Mailjet 503', sentAt: null, log: [{ ok: false, error: 'Mailjet 503' }] })

    const assigned = await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).send({ assignee: 'Sam' }).expect(200)
    expect(assigned.body.firstResponseAt).toBeUndefined()
    const s = await signedInOperator(t, 'staff', 'sam@example.com')
    const res = await withSession(api().patch(`/api/admin/leads/${id}`), s).send({ status: 'contacted', note: 'Booked drop-off for Tuesday.' }).expect(200)
    expect(res.body).toMatchObject({ status: 'contacted', assignee: 'Sam', notes: [{ author: 'sam@example.com', text: 'Booked drop-off for Tuesday.' }] })
    expect(res.body.firstResponseMinutes).toBeGreaterThanOrEqual(19)
    expect(res.body.firstResponseMinutes).toBeLessThanOrEqual(21)
    const cleared = await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).send({ assignee: '' }).expect(200)
    expect(cleared.body.assignee).toBeUndefined()
    expect(cleared.body.firstResponseAt).toBe(res.body.firstResponseAt)

    const audit = await t.services.audit.list({ entityId: id })
    expect(audit.map((a) => a.action)).toEqual(['lead.update', 'lead.note', 'lead.update', 'lead.update'])
    const text = JSON.stringify(audit)
    for (const secret of [DANA.email, DANA.firstName, DANA.lastName, '555-0199', 'Tuesday']) expect(text).not.toContain(secret)
  })

  it('exports the filtered list as CSV, with cells a spreadsheet would run protected', async () => {
    await lead(1, { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: '@SUM(A1)', message: '+1 call me back please' }, { kind: 'trade-in', details: { condition: '-good' } })
    await lead(1, { firstName: 'Other' }, { kind: 'rental' })
    const res = await api().get('/api/admin/leads.csv?kind=trade-in').set('Authorization', bearer).expect(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const rows = parse(res.text) as string[][]
    expect(rows).toHaveLength(2)
    const header = rows[0]!
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]))
    expect(row).toMatchObject({ firstName: `'=HYPERLINK("http://evil.example","Click")`, lastName: `'@SUM(A1)`, message: `'+1 call me back please`, kind: 'trade-in', details: 'condition: -good' })
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })
})

describe('admin API: erasure and retention', () => {
  it('erases every lead of one person with notes, messages and attempts, leaving an audit entry without the address or number', async () => {
    const a = await lead(10)
    const b = await lead(5, { email: 'DANA.KOWALSKI@example.com', phone: '484 555 0100' })
    const byPhone = await lead(5, { email: 'dana.work@example.com', phone: '+1 (610) 555-0199' })
    const other = await lead(5, { email: 'someone@example.com', phone: '610 555 0111' })
    await t.services.leadDesk.update({ kind: 'cli' }, a, { note: 'called back' })
    for (const m of await t.services.outbox.claimDue('sender', Date.now() + 1, 10, 60_000)) await t.services.outbox.markFailed(m.id, 'sender', 1, Date.now(), 'provider down')
    const owner = await signedInOperator(t, 'owner')

    const res = await withSession(api().post('/api/admin/leads/erase'), owner).send({ email: 'dana.kowalski@example.com' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ erased: 2 })
    expect((await withSession(api().post('/api/admin/leads/erase'), owner).send({ phone: '610.555.0199' })).body).toEqual({ erased: 1 })
    expect((await withSession(api().post('/api/admin/leads/erase'), owner).send({ email: 'nobody@example.com' })).body).toEqual({ erased: 0 })

    const gone = [a, b, byPhone]
    const placeholders = gone.map(() => '?').join(',')
    expect(await t.db.all(`SELECT id FROM leads WHERE id IN (${placeholders})`, gone)).toEqual([])
    expect(await t.db.all(`SELECT id FROM lead_notes WHERE lead_id IN (${placeholders})`, gone)).toEqual([])
    expect(await t.db.all(`SELECT id FROM outbox WHERE lead_id IN (${placeholders})`, gone)).toEqual([])
    expect(await t.db.all('SELECT id FROM outbox_attempts WHERE outbox_id NOT IN (SELECT id FROM outbox)')).toEqual([])
    expect(await t.db.get('SELECT COUNT(*) AS n FROM leads WHERE lower(email) LIKE ? OR phone LIKE ?', ['%dana%', '%0199%'])).toEqual({ n: 0 })
    expect((await api().get(`/api/admin/leads/${other}`).set('Authorization', bearer)).status).toBe(200)
    expect((await api().get(`/api/admin/leads/${a}`).set('Authorization', bearer)).status).toBe(404)

    const entries = (await t.services.audit.list({ entity: 'lead' })).filter((e) => e.action === 'lead.erase')
    expect(entries).toHaveLength(3)
    expect(entries[2]).toMatchObject({ actor: owner.email, entityId: null, after: { by: 'email', leads: 2, notes: 1, messages: 2, attempts: 2 } })
    expect(entries[1]).toMatchObject({ after: { by: 'phone', leads: 1 } })
    const text = JSON.stringify(await t.services.audit.list({ limit: 500 })).toLowerCase()
    for (const secret of ['dana.kowalski', 'dana.work', '0199', '0100', 'kowalski']) expect(text).not.toContain(secret)
  })

  it('purges leads past LEAD_RETENTION_DAYS at start and logs counts only', async () => {
    const day = 24 * 60
    const old = await lead(731 * day)
    const kept = await lead(700 * day)
    await t.services.leadDesk.update({ kind: 'cli' }, old, { note: 'bought a cart' })
    const lines: string[] = []
    const logger = loggerInto(lines)
    const purge = startRetentionPurge({ desk: t.services.leadDesk, logger, everyMs: 60_000 })
    await purge.stop()
    expect(await t.services.leads.get(old)).toBeUndefined()
    expect(await t.services.leads.get(kept)).toBeDefined()
    expect(await t.db.all('SELECT id FROM lead_notes WHERE lead_id = ?', [old])).toEqual([])
    expect(await t.db.all('SELECT id FROM outbox WHERE lead_id = ?', [old])).toEqual([])
    const entry = JSON.parse(lines.find((l) => l.includes('retention'))!)
    expect(entry).toMatchObject({ component: 'lead-retention', retentionDays: 730, leads: 1, notes: 1, messages: 1 })
    expect(lines.join('')).not.toMatch(/dana|kowalski|0199/i)
    expect(await purge.run()).toBe(0)
  })
})

describe('console: the leads desk', () => {
  it('shows the inbox newest first with overdue leads marked in words and counted in the title and heading', async () => {
    const overdue = await lead(45)
    await lead(1, { firstName: 'Lee', lastName: 'Park', email: 'lee@example.org' })
    const s = await signedInOperator(t, 'staff')
    const res = await api().get('/admin/leads').set('Cookie', s.cookie).expect(200)
    expect(res.headers['cache-control']).toMatch(/^no-store/)
    expect(res.text).toMatch(/<title>Leads \(1 overdue\)/)
    expect(res.text).toContain('1 overdue')
    expect(res.text.indexOf('Lee Park')).toBeLessThan(res.text.indexOf('Dana Kowalski'))
    const row = res.text.slice(res.text.indexOf(`/admin/leads/${overdue}`))
    expect(row.slice(0, row.indexOf('</li>'))).toContain('Overdue: waiting')
    expect(res.text).not.toContain('Erase a person')
    expect(res.text).toContain('href="/api/admin/leads.csv"')
    const filtered = await api().get('/admin/leads?status=new&q=park').set('Cookie', s.cookie).expect(200)
    expect(filtered.text).toContain('href="/api/admin/leads.csv?status=new&amp;q=park"')
    expect(filtered.text).not.toContain('Dana Kowalski')
    const bad = await api().get('/admin/leads?from=someday').set('Cookie', s.cookie).expect(200)
    expect(bad.text).toContain('Enter a date as YYYY-MM-DD.')
    expect(bad.text).toMatch(/id="leads-from"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="leads-from"/)
  })

  it('changes status and adds a note by form post (303 with a notice), and shows errors beside their fields', async () => {
    const id = await lead(5, {}, { vehicleId: 'denago-ev-city', visit: { sourcePage: '/vehicles/denago-ev-city', campaign: { utm_campaign: 'spring-sale' } } })
    const s = await signedInOperator(t, 'staff')
    const post = (body: Record<string, string>) => api().post(`/admin/leads/${id}`).set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: s.csrfToken, ...body })
    const page = await api().get(`/admin/leads/${id}`).set('Cookie', s.cookie).expect(200)
    for (const text of ['Dana Kowalski', DANA.email, 'href="/admin/vehicles/denago-ev-city"', '/vehicles/denago-ev-city', 'spring-sale', 'Sales team notification', 'No response yet']) expect(page.text).toContain(text)

    const saved = await post({ status: 'contacted', assignee: s.email })
    expect(saved.status).toBe(303)
    expect(saved.headers.location).toBe(`/admin/leads/${id}?notice=lead-saved`)
    const noted = await post({ note: 'Left a voicemail.' })
    expect(noted.headers.location).toBe(`/admin/leads/${id}?notice=note-added`)
    const after = await api().get(`/admin/leads/${id}?notice=note-added`).set('Cookie', s.cookie).expect(200)
    expect(after.text).toContain('Note added.')
    expect(after.text).toContain('Left a voicemail.')
    expect(after.text).toMatch(/Answered in \d+ minutes?/)

    const invalid = await post({ status: 'maybe', assignee: '' })
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain('id="field-status-error"')
    expect(invalid.text).toContain('href="#field-status"')
    // One form, one save: nothing changed and no note is simply nothing to save.
    const empty = await post({ status: 'contacted', assignee: s.email, note: '   ' })
    expect(empty.headers.location).toBe(`/admin/leads/${id}?notice=lead-unchanged`)
    expect((await api().post('/admin/leads/nope').set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: s.csrfToken, status: 'won' })).status).toBe(404)
    expect((await api().post(`/admin/leads/${id}`).set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ status: 'won' })).status).toBe(403)
    expect((await t.services.leads.get(id))?.status).toBe('contacted')
  })

  it('erases by form in two steps for owners only, never putting the address in a URL', async () => {
    await lead(5)
    await lead(5, { email: 'DANA.kowalski@example.com' })
    const staff = await signedInOperator(t, 'staff')
    expect((await api().get('/admin/leads/erase').set('Cookie', staff.cookie)).status).toBe(403)
    expect((await api().post('/admin/leads/erase').set('Cookie', staff.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: staff.csrfToken, by: 'email', email: DANA.email })).status).toBe(403)
    const owner = await signedInOperator(t, 'owner')
    const post = (body: Record<string, string>) => api().post('/admin/leads/erase').set('Cookie', owner.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: owner.csrfToken, ...body })
    expect((await api().get('/admin/leads/erase').set('Cookie', owner.cookie)).status).toBe(200)
    const invalid = await post({ by: 'email', email: 'not an address' })
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain('id="field-email-error"')
    const confirm = await post({ by: 'email', email: DANA.email })
    expect(confirm.status).toBe(200)
    expect(confirm.text).toContain('Erase 2 leads?')
    expect(await t.services.leads.count()).toBe(2)
    const done = await post({ by: 'email', email: DANA.email, confirm: 'yes' })
    expect(done.status).toBe(303)
    expect(done.headers.location).toBe('/admin/leads/erase?erased=2')
    expect(await t.services.leads.count()).toBe(0)
    expect((await api().get(done.headers.location).set('Cookie', owner.cookie)).text).toContain('Erased 2 leads')
  })

  it('keeps visitors’ details out of the logs: the contact post, the inbox search, the CSV and the erasure', async () => {
    await api().post('/api/contact').set('Origin', TEST_ORIGIN).send(VALID_CONTACT).expect(201)
    const owner = await signedInOperator(t, 'owner')
    await api().get(`/admin/leads?q=${encodeURIComponent(VALID_CONTACT.email)}`).set('Cookie', owner.cookie).expect(200)
    await api().get(`/api/admin/leads?q=${encodeURIComponent(VALID_CONTACT.phone)}`).set('Authorization', bearer).expect(200)
    await api().get(`/api/admin/leads.csv?q=${encodeURIComponent(VALID_CONTACT.lastName)}`).set('Authorization', bearer).expect(200)
    await withSession(api().post('/api/admin/leads/erase'), owner).send({ email: VALID_CONTACT.email }).expect(200)
    await withSession(api().post('/api/admin/leads/erase'), owner).send({ phone: VALID_CONTACT.phone }).expect(200)
    const logs = t.logs.join('\n')
    expect(logs).toContain('/api/admin/leads')
    for (const secret of [VALID_CONTACT.email, encodeURIComponent(VALID_CONTACT.email), VALID_CONTACT.lastName, '555-0199', '0199']) expect(logs).not.toContain(secret)
  })
})

describe('the privacy policy', () => {
  it('states the retention the server purges with', async () => {
    expect((await api().get('/privacy-policy').expect(200)).text).toContain('for 24 months (730 days) after it arrives')
    const db = await openTestDatabase()
    await seedInventory(db)
    const short = await createTestApp({ services: createServices(db, { leadRetentionDays: 90 }) })
    try {
      const text = (await request(short.app).get('/privacy-policy').expect(200)).text
      expect(text).toContain('for 90 days after it arrives')
      expect(text).not.toContain('730 days')
    } finally {
      await short.close()
      await db.destroy()
    }
  })
})
