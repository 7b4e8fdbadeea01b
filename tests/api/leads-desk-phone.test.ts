/**
 * The leads desk as a phone works it, through the real app: the counts the menu and the inbox
 * poll for (passive: they never keep an idle session alive), the inbox's rows with the cart's
 * name and call, text and e-mail links, a one-tap answer recorded as the first response, one
 * form saving status, assignee and note together, the e-mail log saying plainly that mail is
 * off, and a form sent after the session ended sent back to sign in, saying why.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT as CONTACT, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

/** A contact-form lead as the form stores it. */
const LEAD = { ...CONTACT, interest: 'sales' as const }

let t: TestApp
let staff: SignedIn
beforeEach(async () => {
  t = await createTestApp()
  staff = await signedInOperator(t, 'staff')
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const form = (path: string, s: SignedIn, body: Record<string, string>) =>
  api().post(path).set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: s.csrfToken, ...body })

async function lead(minutesAgo: number, extra: Parameters<TestApp['services']['leads']['create']>[2] = {}, overrides: Partial<typeof LEAD> = {}) {
  const id = await t.services.leads.create({ ...LEAD, ...overrides }, 'form', extra)
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  await t.db.run('UPDATE leads SET created_at = ?, updated_at = ? WHERE id = ?', [at, at, id])
  return id
}

describe('the desk’s counts and live rows', () => {
  it('counts new, today’s and overdue leads and names the newest; the inbox API words rows as the page does', async () => {
    const empty = await api().get('/api/admin/leads/pulse').set('Cookie', staff.cookie).expect(200)
    expect(empty.body).toEqual({ newCount: 0, newToday: 0, overdue: 0, latestId: null })
    expect(empty.headers['cache-control']).toBe('no-store')
    const old = await lead(45)
    const fresh = await lead(2, { kind: 'test-drive', vehicleId: 'denago-ev-city' }, { firstName: 'Lee', lastName: 'Park', phone: '610-555-0111' })
    const pulse = (await api().get('/api/admin/leads/pulse').set('Cookie', staff.cookie).expect(200)).body
    expect(pulse).toMatchObject({ newCount: 2, overdue: 1, latestId: fresh })
    expect(pulse.newToday).toBeGreaterThanOrEqual(1)

    const inbox = (await api().get('/api/admin/leads/inbox').set('Cookie', staff.cookie).expect(200)).body
    expect(inbox.rows.map((r: { id: string }) => r.id)).toEqual([fresh, old])
    const [lee, dana] = inbox.rows
    expect(lee).toMatchObject({ name: 'Lee Park', about: 'Denago EV City', kind: 'Test drive', ago: '2 minutes ago', overdue: false })
    expect(lee.links.call).toBe('tel:+16105550111')
    expect(lee.links.text).toMatch(/^sms:\+16105550111\?body=Hi%20Lee/)
    expect(decodeURIComponent(lee.links.email)).toContain('subject=Your test drive of the Denago EV City')
    expect(lee.links.email.startsWith('mailto:dana.kowalski@example.com?')).toBe(true)
    expect(dana).toMatchObject({ overdue: true, waited: 'Overdue: waiting 45 minutes', about: 'Contact form' })

    const page = await api().get('/admin/leads').set('Cookie', staff.cookie).expect(200)
    expect(page.text).toContain('New today: ')
    expect(page.text).toContain('Overdue: 1')
    expect(page.text).toContain('Denago EV City')
    expect(page.text).toContain('href="tel:+16105550111"')
    expect(page.text).toMatch(/<details class="lead-filters-panel"><summary>Search and filters<\/summary>/)
    const filtered = await api().get('/admin/leads?status=new&kind=test-drive').set('Cookie', staff.cookie).expect(200)
    expect(filtered.text).toContain('<summary>Search and filters (2 on)</summary>')
  })

  it('polls without keeping an idle session alive', async () => {
    await t.db.run('UPDATE sessions SET last_seen_at = ?', [Date.now() - 60_000])
    const seen = async () => Number((await t.db.get<{ at: number }>('SELECT last_seen_at AS at FROM sessions'))!.at)
    const before = await seen()
    await api().get('/api/admin/leads/pulse').set('Cookie', staff.cookie).set('x-console-poll', '1').expect(200)
    expect(await seen()).toBe(before)
    await api().get('/api/admin/leads/pulse').set('Cookie', staff.cookie).expect(200)
    expect(await seen()).toBeGreaterThan(before)
  })

  it('says plainly that mail is off in the inbox and in a lead’s e-mail log, each field labelled', async () => {
    const id = await lead(1)
    const inbox = await api().get('/admin/leads').set('Cookie', staff.cookie).expect(200)
    expect(inbox.text).toContain('E-mail is off on this server')
    const page = await api().get(`/admin/leads/${id}`).set('Cookie', staff.cookie).expect(200)
    expect(page.text).toContain('Mail is switched off on this server')
    for (const label of ['<dt>Status</dt>', '<dt>Attempts</dt>', '<dt>Sent</dt>', '<dt>Last error</dt>']) expect(page.text).toContain(label)
    expect(page.text).toContain('<dd>Waiting: mail is switched off on this server, so nothing is sent</dd>')
    expect(page.text).toContain('<dd>None yet</dd>')
    expect(page.text).not.toMatch(/>pending</)
  })
})

describe('working a lead', () => {
  it('a one-tap “Called” records the first response and moves a new lead to contacted, with the note typed beside it', async () => {
    const id = await lead(10)
    const answer = await form(`/admin/leads/${id}`, staff, { status: 'new', assignee: '', note: 'Coming Saturday.', contact: 'call' }).expect(303)
    expect(answer.headers.location).toBe(`/admin/leads/${id}?notice=lead-called`)
    const stored = (await t.services.leadDesk.get(id))!
    expect(stored.status).toBe('contacted')
    expect(stored.firstResponseAt).toBeDefined()
    expect(stored.notes.map((n) => n.text)).toEqual(['Called. Coming Saturday.'])
    const page = await api().get(answer.headers.location).set('Cookie', staff.cookie).expect(200)
    expect(page.text).toContain('Recorded: you called.')
    expect(page.text).toMatch(/Answered in 10 minutes/)
    // Replied by e-mail on a lead already qualified: noted, its status kept.
    await form(`/admin/leads/${id}`, staff, { status: 'qualified', assignee: '' }).expect(303)
    await form(`/admin/leads/${id}`, staff, { status: 'qualified', assignee: '', note: '', contact: 'email' }).expect(303)
    expect((await t.services.leadDesk.get(id))!).toMatchObject({ status: 'qualified' })
    expect((await form(`/admin/leads/${id}`, staff, { status: 'qualified', contact: 'fax' })).status).toBe(400)
    // The API takes the same one-tap answer.
    const bearer = `Bearer ${await apiToken(t)}`
    const other = await lead(5)
    const res = await api().patch(`/api/admin/leads/${other}`).set('Authorization', bearer).send({ contact: 'text' }).expect(200)
    expect(res.body).toMatchObject({ status: 'contacted', notes: [{ text: 'Sent a text message.' }] })
  })

  it('saves status, assignee and note together from one form, with one button', async () => {
    const id = await lead(3)
    const page = await api().get(`/admin/leads/${id}`).set('Cookie', staff.cookie).expect(200)
    expect(page.text.match(/<form /g)!.length).toBe(2) // the lead's one form, and sign-out
    const saved = await form(`/admin/leads/${id}`, staff, { status: 'contacted', assignee: staff.email, note: 'Left a voicemail.' }).expect(303)
    expect(saved.headers.location).toBe(`/admin/leads/${id}?notice=lead-saved`)
    expect((await t.services.leadDesk.get(id))!).toMatchObject({ status: 'contacted', assignee: staff.email, notes: [{ text: 'Left a voicemail.' }] })
  })
})

describe('a form sent after the session ended', () => {
  it('goes to sign in, back to the page it came from afterwards, saying why', async () => {
    const id = await lead(3)
    await t.db.run('DELETE FROM sessions')
    const sent = await api()
      .post(`/admin/leads/${id}`)
      .set('Cookie', staff.cookie)
      .set('Origin', TEST_ORIGIN)
      .set('Referer', `${TEST_ORIGIN}/admin/leads/${id}`)
      .type('form')
      .send({ _csrf: staff.csrfToken, status: 'contacted', note: 'Typed before the session ended.' })
      .expect(303)
    expect(sent.headers.location).toBe(`/admin/sign-in?next=${encodeURIComponent(`/admin/leads/${id}`)}&reason=expired`)
    expect((await t.services.leadDesk.get(id))!.notes).toEqual([])
    const signIn = await api().get(sent.headers.location).expect(200)
    expect(signIn.text).toContain('Your session ended before your changes were saved')
    expect(signIn.text).toContain(`name="next" value="/admin/leads/${id}"`)
    // From another site's page, or without a Referer: the console's start.
    const foreign = await api().post(`/admin/leads/${id}`).set('Cookie', staff.cookie).set('Referer', 'https://evil.example/admin/x').type('form').send({})
    expect(foreign.headers.location).toBe('/admin/sign-in?next=%2Fadmin&reason=expired')
  })
})
