/**
 * Service drop-off booking against the real app and database: the open windows (API and the
 * server-rendered list on /services and /enquiries/service), a booking by JSON and by the
 * no-JavaScript form with every status it can answer, the lead of kind service it makes, and
 * the customer's cancel and move through the signed link.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVICE_MESSAGES } from '#app/domain/bookings/service-booking'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { bookingBody, openWindows, OWNER, serviceSettings } from '../helpers/service'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
  await serviceSettings(t, 1)
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const book = (body: Record<string, unknown>) => api().post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(body)
const form = (fields: Record<string, string>) => api().post('/enquiries/service').set('Origin', TEST_ORIGIN).type('form').send(fields)
const count = async (sql: string, params: Array<string | number> = []) => Number((await t.db.get<{ n: number }>(sql, params))!.n)

describe('GET /api/service/slots', () => {
  it('follows the site settings: a service closure removes its day, special hours keep only the windows within them, a showroom-only closure changes nothing', async () => {
    const ids = async () => (await api().get('/api/service/slots?days=14')).body.windows.map((w: { id: string }) => w.id) as string[]
    const before = await ids()
    const [closed, short, showroomOnly] = [...new Set(before.map((id) => id.slice(0, 10)))]
    const current = (await t.services.settings.current()).settings
    const saved = await t.services.settings.save(OWNER, {
      ...current,
      closures: [
        { date: closed!, departments: ['service'], reason: 'Staff training' },
        { date: short!, departments: ['service', 'showroom'], reason: 'Half day', opens: '12:00', closes: '17:00' },
        { date: showroomOnly!, departments: ['showroom'], reason: 'Showroom event' },
      ],
    })
    expect(saved.ok).toBe(true)
    await vi.waitFor(async () => expect((await ids()).some((id) => id.startsWith(closed!))).toBe(false), { timeout: 3000 })
    const after = await ids()
    expect(after.filter((id) => id.startsWith(short!))).toEqual(before.filter((id) => id.startsWith(short!) && id.slice(11) >= '12:00'))
    expect(after.filter((id) => id.startsWith(showroomOnly!))).toEqual(before.filter((id) => id.startsWith(showroomOnly!)))
    // Booking a window of the closed day is refused as no longer bookable.
    expect((await book(bookingBody(before.find((id) => id.startsWith(closed!))!))).status).toBe(409)
  })

  it('answers the open windows with the room left, live, and leaves out a full one', async () => {
    const res = await api().get('/api/service/slots?days=14')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const [first] = res.body.windows
    expect(first).toMatchObject({ capacity: 1, free: 1 })
    expect(first.id).toBe(`${first.day}T${first.from}`)
    expect((await book(bookingBody(first.id))).status).toBe(201)
    const after = await api().get('/api/service/slots?days=14')
    expect(after.body.windows.map((w: { id: string }) => w.id)).not.toContain(first.id)
    expect(after.body.windows).toHaveLength(res.body.windows.length - 1)
  })

  it('answers 400 with the fields for a bad question', async () => {
    const res = await api().get('/api/service/slots?from=2026-02-30&days=99')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: SERVICE_MESSAGES.invalid, fields: { from: SERVICE_MESSAGES.from, days: SERVICE_MESSAGES.days } })
  })
})

describe('POST /api/service/bookings', () => {
  it('keeps the bookings a window has when the owner lowers its capacity, and takes none until they fall below it', async () => {
    await serviceSettings(t, 3)
    const [window] = await openWindows(t)
    const refs: string[] = []
    for (const i of [1, 2, 3]) {
      const res = await book(bookingBody(window!.id, { email: `c${i}@example.com` }))
      expect(res.status).toBe(201)
      refs.push(res.body.reference)
    }
    await serviceSettings(t, 2)
    const listed = async () => (await api().get('/api/service/slots?days=14')).body.windows.map((w: { id: string }) => w.id) as string[]
    expect(await listed()).not.toContain(window!.id)
    expect((await book(bookingBody(window!.id, { email: 'c4@example.com' }))).status).toBe(409)
    // Two cancelled: one booking left in a window of two, so one more fits, and then no other.
    for (const ref of refs.slice(0, 2)) await t.services.serviceBookings.act(ref, 'cancel', { reason: 'Customer called' }, OWNER)
    expect(await listed()).toContain(window!.id)
    expect((await book(bookingBody(window!.id, { email: 'c5@example.com' }))).status).toBe(201)
    expect((await book(bookingBody(window!.id, { email: 'c6@example.com' }))).status).toBe(409)
    expect(await count("SELECT COUNT(*) AS n FROM service_bookings WHERE status <> 'cancelled'")).toBe(2)
  })

  it('answers 201 with a reference, takes the window’s place, and stores a service lead linked to it with its e-mails', async () => {
    const [window] = await openWindows(t)
    const res = await book(bookingBody(window!.id))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'booked', window: { id: window!.id, day: window!.day, from: window!.from, to: window!.to }, booked: `/services/booked?ref=${res.body.reference}` })
    expect(res.body.reference).toMatch(/^S[0-9A-HJKMNP-TV-Z]{7}$/)
    const booking = (await t.services.serviceBookings.get(res.body.reference))!
    const lead = (await t.services.leads.get(booking.leadId!))!
    expect(lead).toMatchObject({ kind: 'service', details: { booking: booking.id, make: 'Club Car', model: 'Precedent', dropOffDay: window!.day } })
    expect((await t.db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY id', [lead.id])).map((r) => r.kind)).toEqual(['sales', 'service-booked'])
    expect(await count(`SELECT COUNT(*) AS n FROM booking_claims WHERE holder = 'service:${booking.id}' AND resource = 'window:${window!.id}#1'`)).toBe(1)
    const page = await api().get(`/services/booked?ref=${booking.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(booking.id)
    expect(page.text).not.toContain('Kowalski')
  })

  it('answers 409 with the nearest open windows when the window filled meanwhile, and when it is not open for booking', async () => {
    const [window, next] = await openWindows(t)
    expect((await book(bookingBody(window!.id, { email: 'a@example.com' }))).status).toBe(201)
    const full = await book(bookingBody(window!.id, { email: 'b@example.com' }))
    expect(full.status).toBe(409)
    expect(full.body.error).toBe(SERVICE_MESSAGES.full)
    expect(full.body.nearest.map((w: { id: string }) => w.id)).toContain(next!.id)
    expect(full.body.nearest.every((w: { free: number }) => w.free > 0)).toBe(true)
    const sunday = await book(bookingBody('2030-01-06T08:00'))
    expect(sunday.status).toBe(409)
    expect(sunday.body.error).toBe(SERVICE_MESSAGES.gone)
    expect(await count('SELECT COUNT(*) AS n FROM service_bookings')).toBe(1)
  })

  it('answers 400 { error, fields } naming each wrong field, and stores nothing', async () => {
    const res = await book(bookingBody('tomorrow', { problem: 'broke', email: 'nope' }))
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(SERVICE_MESSAGES.invalid)
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'problem', 'window'])
    expect(await count('SELECT COUNT(*) AS n FROM leads')).toBe(0)
  })

  it('answers 403 cross-site, 415 for another body type, 405 for another method, and one booking for the same form sent twice', async () => {
    const [window] = await openWindows(t)
    expect((await api().post('/api/service/bookings').set('Origin', 'https://evil.example').send(bookingBody(window!.id))).status).toBe(403)
    expect((await api().post('/api/service/bookings').set('Origin', TEST_ORIGIN).type('text/plain').send('hi')).status).toBe(415)
    expect((await api().get('/api/service/bookings')).status).toBe(405)
    const key = 'a'.repeat(32)
    const first = await book(bookingBody(window!.id, { requestKey: key }))
    const again = await book(bookingBody(window!.id, { requestKey: key }))
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.reference).toBe(first.body.reference)
  })

  it('answers 429 past the lead forms’ shared limit', async () => {
    await t.close()
    t = await createTestApp({ rateLimit: 2 })
    await serviceSettings(t, 5)
    const [window] = await openWindows(t)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await book(bookingBody(window!.id, { email: `c${i}@example.com` }))).status)
    expect(statuses).toEqual([201, 201, 429])
  })
})

describe('the form without JavaScript', () => {
  it('lists the days and windows with room on /services and /enquiries/service, rendered for each request', async () => {
    const [window] = await openWindows(t)
    for (const path of ['/services', '/enquiries/service']) {
      const res = await api().get(path)
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toMatch(/^no-store/)
      expect(res.text).toContain(`name="window" value="${window!.id}"`)
      expect(res.text).toContain('action="/enquiries/service"')
    }
    await book(bookingBody(window!.id))
    expect((await api().get('/services')).text).not.toContain(`value="${window!.id}"`)
  })

  it('answers 303 to the booked page, the form again with 400 and the messages, and 409 with the nearest windows', async () => {
    const [window] = await openWindows(t)
    const fields = (overrides: Record<string, string> = {}) => ({ ...(bookingBody(window!.id) as Record<string, string>), ...overrides })
    const bad = await form(fields({ problem: 'x' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(SERVICE_MESSAGES.problem)
    expect(bad.text).toContain('value="Club Car"')
    const ok = await form(fields())
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toMatch(/^\/services\/booked\?ref=S[0-9A-Z]{7}$/)
    const full = await form(fields({ email: 'late@example.com' }))
    expect(full.status).toBe(409)
    expect(full.text).toContain(SERVICE_MESSAGES.full)
    expect(full.text).toContain('The nearest windows with room:')
  })
})

describe('the customer’s link', () => {
  it('cancels or moves until the window starts; a bad token is 403', async () => {
    const [window, other] = await openWindows(t)
    const { reference } = (await book(bookingBody(window!.id))).body
    const token = await t.services.serviceLinks.token(reference)
    expect((await api().post(`/api/service/bookings/${reference}/cancel`).set('Origin', TEST_ORIGIN).send({ token: 'x'.repeat(43) })).status).toBe(403)
    expect((await api().post('/api/service/bookings/SZZZZZZZ/cancel').set('Origin', TEST_ORIGIN).send({ token })).status).toBe(403)
    const page = await api().get(`/services/booking?ref=${reference}&token=${token}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`value="${other!.id}"`)
    // No window chosen, or its own: nothing moves, and the customer is told to choose another (not that a window filled).
    const none = await api().post(`/api/service/bookings/${reference}/move`).set('Origin', TEST_ORIGIN).send({ token })
    expect([none.status, none.body.error]).toEqual([400, 'choose'])
    const same = await api().post(`/api/service/bookings/${reference}/move`).set('Origin', TEST_ORIGIN).send({ token, window: window!.id })
    expect([same.status, same.body.error]).toEqual([400, 'choose'])
    const samePage = await api().post('/services/booking').set('Origin', TEST_ORIGIN).type('form').send({ ref: reference, token, action: 'move', window: window!.id })
    expect(samePage.headers.location).toContain('outcome=choose')
    // A window that is not open for booking is "gone", not "full".
    const closed = await api().post(`/api/service/bookings/${reference}/move`).set('Origin', TEST_ORIGIN).send({ token, window: '2020-01-06T08:00' })
    expect([closed.status, closed.body.error]).toEqual([409, 'gone'])
    expect((await t.db.all("SELECT kind FROM outbox WHERE kind = 'service-moved'"))).toEqual([])
    const moved = await api().post('/services/booking').set('Origin', TEST_ORIGIN).type('form').send({ ref: reference, token, action: 'move', window: other!.id })
    expect(moved.status).toBe(303)
    expect(moved.headers.location).toContain('outcome=moved')
    expect((await t.services.serviceBookings.get(reference))!.day).toBe(other!.day)
    const cancelled = await api().post(`/api/service/bookings/${reference}/cancel`).set('Origin', TEST_ORIGIN).send({ token })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe('cancelled')
    expect((await api().post(`/api/service/bookings/${reference}/cancel`).set('Origin', TEST_ORIGIN).send({ token })).status).toBe(409)
    const lead = (await t.services.serviceBookings.get(reference))!.leadId!
    expect((await t.db.all<{ kind: string }>("SELECT kind FROM outbox WHERE lead_id = ? AND kind LIKE 'service-%' ORDER BY id", [lead])).map((r) => r.kind)).toEqual(['service-booked', 'service-moved', 'service-cancelled'])
  })
})
