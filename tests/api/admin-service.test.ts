/**
 * The console's service desk and settings against the real app and database: signed in only;
 * owners change the settings (staff cannot), the booking form follows them; the desk shows
 * the day's drop-offs phone first and takes each step by plain form posts (confirm, move with
 * room checked, cancel with a reason, received, in progress, ready, collected, notes), each
 * audited; the CSV export; the calendar feed with the operator's feed token.
 */
import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { signedInOperator, type SignedIn } from '../helpers/operators'
import { parseIcs } from '../helpers/rentals'
import { bookingBody, openWindows, serviceSettings } from '../helpers/service'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
  await serviceSettings(t, 1)
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const withSession = (req: request.Test, s: SignedIn) => req.set('Cookie', s.cookie).set('Origin', TEST_ORIGIN)
const form = (s: SignedIn, url: string, fields: Record<string, string>) => withSession(api().post(url), s).type('form').send({ _csrf: s.csrfToken, ...fields })
const book = async (window: string, overrides: Record<string, unknown> = {}) => (await api().post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window, overrides))).body.reference as string

describe('who may use the service desk', () => {
  it.each(['/admin/service', '/admin/service/settings', '/admin/service/bookings.csv', '/api/admin/service.ics'])('%s is refused without signing in', async (url) => {
    const res = await api().get(url)
    expect([302, 303, 401]).toContain(res.status)
    expect(res.text).not.toContain('Kowalski')
  })

  it('lets owners change the settings, not staff, and the booking form follows them', async () => {
    const staff = await signedInOperator(t, 'staff')
    expect((await form(staff, '/admin/service/settings', { w1: '08:00-09:00 1', noticeDays: '1', horizonDays: '30' })).status).toBe(403)
    const owner = await signedInOperator(t, 'owner')
    const bad = await form(owner, '/admin/service/settings', { w1: '10:00-08:00 1', noticeDays: '99', horizonDays: '30' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Check the settings marked below.')
    const noWeekdays = { w0: '', w1: '', w2: '', w3: '', w4: '', w5: '', w6: '09:30-10:30 3', noticeDays: '0', horizonDays: '30', closedDays: '' }
    const saved = await form(owner, '/admin/service/settings', noWeekdays)
    expect(saved.status).toBe(303)
    const windows = (await api().get('/api/service/slots?days=14')).body.windows as Array<{ from: string; capacity: number }>
    expect(windows.length).toBeGreaterThan(0)
    expect(windows.every((w) => w.from === '09:30' && w.capacity === 3)).toBe(true)
    expect(Number((await t.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'service-settings.update'"))!.n)).toBe(2)
  })
})

describe('the desk', () => {
  it('shows the day’s drop-offs phone first and takes each step, audited, with the customer’s e-mails queued', async () => {
    const [first, second, third] = await openWindows(t)
    const ref = await book(first!.id)
    await book(second!.id, { email: 'other@example.com' })
    const staff = await signedInOperator(t, 'staff')
    const desk = await withSession(api().get(`/admin/service?day=${first!.day}`), staff)
    expect(desk.status).toBe(200)
    expect(desk.text).toContain('Drop-offs on')
    expect(desk.text).toContain('href="tel:6105550199"')
    expect(desk.text).toContain(ref)
    // A full window is refused (409) on the booking's own form: the summary names the booking
    // and links to its Move to list, which is marked invalid and described by the message.
    const full = await form(staff, `/admin/service/bookings/${ref}/move`, { window: second!.id, day: first!.day })
    expect(full.status).toBe(409)
    const moveId = `dropoff-move-${ref}`
    expect(full.text).toContain(`${ref} (Dana Kowalski): `)
    expect(full.text).toMatch(new RegExp(`<a href="#${moveId}">Move to: [^<]+</a>`))
    expect(full.text).toMatch(new RegExp(`<p class="console-field-error" id="${moveId}-error">[^<]+</p>`))
    const select = new RegExp(`<select id="${moveId}"[^>]*>`).exec(full.text)![0]
    expect(select).toContain('aria-invalid="true"')
    expect(select).toContain(`aria-describedby="${moveId}-error"`)
    expect(full.text.match(/aria-invalid="true"/g)).toHaveLength(1)
    // Refused while the desk shows a day without the booking (a stale page): still named, the
    // message unlinked, as no field of it is on the page.
    const elsewhere = await form(staff, `/admin/service/bookings/${ref}/move`, { window: second!.id, day: '2099-01-05' })
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.text).toContain(`<h2 id="error-summary-title">${ref}: `)
    expect(elsewhere.text).toMatch(/<li>Move to: [^<]+<\/li>/)
    expect(elsewhere.text).not.toMatch(/<[a-z]+ [^>]*aria-invalid/)
    expect((await form(staff, `/admin/service/bookings/${ref}/move`, { window: third!.id, day: first!.day })).status).toBe(303)
    expect((await t.services.serviceBookings.get(ref))!).toMatchObject({ day: third!.day, from: third!.from })
    expect((await form(staff, `/admin/service/bookings/${ref}/notes`, { notes: 'Customer will call from the car park' })).status).toBe(303)
    for (const step of ['confirm', 'receive', 'start', 'ready']) expect((await form(staff, `/admin/service/bookings/${ref}/${step}`, {})).headers.location).toContain(`notice=${step}`)
    const pickups = await withSession(api().get('/admin/service'), staff)
    expect(pickups.text).toContain('Pick-ups')
    expect(pickups.text).toContain(ref)
    expect((await form(staff, `/admin/service/bookings/${ref}/collect`, {})).status).toBe(303)
    expect((await form(staff, `/admin/service/bookings/${ref}/collect`, {})).status).toBe(409)
    const lead = (await t.services.serviceBookings.get(ref))!.leadId!
    expect((await t.db.all<{ kind: string }>("SELECT kind FROM outbox WHERE lead_id = ? AND kind LIKE 'service-%' ORDER BY id", [lead])).map((r) => r.kind)).toEqual(['service-booked', 'service-moved', 'service-ready'])
    const audit = await t.db.all<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE entity = 'service_booking' AND entity_id = ? ORDER BY id", [ref])
    expect(audit.map((a) => a.action)).toEqual(['service-booking.create', 'service-booking.move', 'service-booking.note', 'service-booking.confirm', 'service-booking.receive', 'service-booking.start', 'service-booking.ready', 'service-booking.collect'])
    expect(audit.at(-1)!.actor).toBe(staff.email)
  })

  it('cancels only with a reason, and exports the days as CSV', async () => {
    const [first] = await openWindows(t)
    const ref = await book(first!.id, { firstName: '=cmd', problem: 'Clicks and will not move at all' })
    const staff = await signedInOperator(t, 'staff')
    const noReason = await form(staff, `/admin/service/bookings/${ref}/cancel`, { reason: '', day: first!.day })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toMatch(new RegExp(`<a href="#dropoff-reason-${ref}">Reason: Say why: the customer reads it</a>`))
    expect(noReason.text).toContain(`${ref} (=cmd Kowalski): `)
    const reason = new RegExp(`<input id="dropoff-reason-${ref}"[^>]*>`).exec(noReason.text)![0]
    expect(reason).toContain('aria-invalid="true"')
    expect(reason).toContain(`aria-describedby="dropoff-reason-${ref}-error"`)
    expect(noReason.text).toContain(`<p class="console-field-error" id="dropoff-reason-${ref}-error">Say why: the customer reads it</p>`)
    expect((await form(staff, `/admin/service/bookings/${ref}/cancel`, { reason: 'Parts are on back order' })).status).toBe(303)
    const csv = await withSession(api().get(`/admin/service/bookings.csv?from=${first!.day}&days=1`), staff)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reference: ref, status: 'cancelled', reason: 'Parts are on back order', first_name: "'=cmd" })
  })
})

describe('the calendar feed', () => {
  it('answers the bookings as iCalendar with the operator’s feed token, 401 with a bad one', async () => {
    const [first] = await openWindows(t)
    const ref = await book(first!.id)
    const owner = await signedInOperator(t, 'owner')
    const made = await form(owner, '/admin/rentals/feed', {})
    const token = /token=(lcgcal_[A-Za-z0-9_-]+)/.exec(made.text)![1]!
    expect((await api().get('/api/admin/service.ics?token=lcgcal_nope')).status).toBe(401)
    const feed = await api().get(`/api/admin/service.ics?token=${token}`)
    expect(feed.status).toBe(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    const ics = parseIcs(feed.text)
    expect(ics.events).toHaveLength(1)
    expect(ics.events[0]!.UID).toBe(`${ref}@service.lehighcountygolfcarts.com`)
    expect(ics.events[0]!.DTSTART).toBe(new Date((await t.services.serviceBookings.get(ref))!.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z'))
  })
})
