/**
 * The public side of online rentals against the real app and database: availability and the
 * month's table, a reservation by JSON and by the no-JavaScript form with every status it can
 * answer, the lead it makes, and the renter's own cancellation through the signed link.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RENTAL_MESSAGES } from '#app/domain/bookings/rental-request'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { addUnits, inDays, reservationBody } from '../helpers/rentals'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const reserve = (body: Record<string, unknown> = reservationBody()) => api().post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(body)
const count = async (sql: string, params: Array<string | number> = []) => Number((await t.db.get<{ n: number }>(sql, params))!.n)

describe('availability and the month', () => {
  it('answers whether a cart is free, its price by the rule, and the nearest free start days when none is', async () => {
    await addUnits(t, '4-seater', 1)
    const free = await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(10)}&days=5`)
    expect(free.status).toBe(200)
    expect(free.headers['cache-control']).toBe('no-store')
    expect(free.body).toMatchObject({ available: true, units: 1, price: 1050, nextAvailable: [] })
    expect(free.body.quote.parts).toEqual([{ label: 'Weekly', days: 7, price: 1050, count: 1 }])
    expect((await reserve(reservationBody({ start: inDays(10), days: 3 }))).status).toBe(201)
    const full = await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(11)}&days=2`)
    expect(full.body).toMatchObject({ available: false, units: 0, price: 490 })
    // Two days from the 11th collide with days 10 to 12; the nearest free starts are the 8th (ends before the 10th), the 13th and the 14th.
    expect(full.body.nextAvailable).toEqual([inDays(8), inDays(13), inDays(14)])
  })

  it('finds the nearest free start days when they are more than a week away', async () => {
    await addUnits(t, '4-seater', 1)
    expect((await reserve(reservationBody({ start: inDays(10), days: 20 }))).status).toBe(201)
    // Ten days from the 15th: nothing free before (it would have to end by the 10th), the first free start is the 30th.
    const far = await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(15)}&days=10`)
    expect(far.body).toMatchObject({ available: false, units: 0 })
    expect(far.body.nextAvailable).toEqual([inDays(30), inDays(31), inDays(32)])
    // Two days from the 15th: a week away only the 8th is free (it ends on the 10th); the 7th and 6th, eight and nine days away, are nearer than the 30th.
    const wider = await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(15)}&days=2`)
    expect(wider.body.nextAvailable).toEqual([inDays(6), inDays(7), inDays(8)])
  })

  it('answers 400 with the field for a bad question, and counts the free carts of each day of a month', async () => {
    const bad = await api().get('/api/rentals/availability?plan=limo&start=2026-02-30&days=40')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: RENTAL_MESSAGES.invalid, fields: { plan: RENTAL_MESSAGES.plan, start: RENTAL_MESSAGES.start, days: RENTAL_MESSAGES.days } })
    await addUnits(t, '6-seater', 2)
    await reserve(reservationBody({ plan: '6-seater', start: inDays(20), days: 2 }))
    const month = inDays(20).slice(0, 7)
    const res = await api().get(`/api/rentals/calendar?plan=6-seater&month=${month}`)
    expect(res.status).toBe(200)
    expect(res.body.units).toBe(2)
    const day = (d: string) => res.body.days.find((x: { date: string }) => x.date === d)
    expect(day(inDays(20))).toMatchObject({ free: 1, bookable: true })
    if (inDays(22).startsWith(month)) expect(day(inDays(22))).toMatchObject({ free: 2 })
    expect((await api().get('/api/rentals/calendar?plan=6-seater&month=2026-13')).status).toBe(400)
  })

  it('shows the answer and the month table on /rentals and a town page without JavaScript, rendered for the request', async () => {
    await addUnits(t, 'utility', 1)
    const res = await api().get(`/rentals/emmaus?plan=utility&start=${inDays(5)}&days=3`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^no-store/)
    expect(res.text).toContain('Available: 1 cart is free for all of those days.')
    expect(res.text).toContain('$685 for 3 days')
    expect(res.text).toContain(`/rentals/reserve?plan=utility&amp;start=${inDays(5)}&amp;days=3&amp;town=Emmaus`)
    expect(res.text).toMatch(/<table class="availability-table">/)
    const plain = await api().get('/rentals')
    expect(plain.text).toContain('Check Availability and Reserve Online')
    expect(plain.text).not.toContain('<table class="availability-table"')
    // The spec's plan buttons stay phone calls.
    expect(plain.text).toMatch(/href="tel:\+18885550142">(?:(?!<\/a>)[\s\S])*Reserve Today/)
  })
})

describe('POST /api/rentals/reservations', () => {
  it('answers 201 with a reference, holds one specific unit, and stores a rental lead with its e-mails', async () => {
    const [unit] = await addUnits(t, '4-seater', 2)
    const res = await reserve()
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'requested', plan: '4-seater', start: inDays(10), days: 3, price: 685, thankYou: `/rentals/thank-you?ref=${res.body.reference}` })
    expect(res.body.reference).toMatch(/^R[0-9A-HJKMNP-TV-Z]{7}$/)
    const stored = await t.services.reservations.get(res.body.reference)
    expect(stored).toMatchObject({ unitId: unit, status: 'requested', town: 'Emmaus', delivery: { fee: 0 } })
    expect(await count("SELECT COUNT(*) AS n FROM booking_claims WHERE holder = ?", [`reservation:${res.body.reference}`])).toBe(1)
    const lead = await t.services.leads.get(stored!.leadId!)
    expect(lead).toMatchObject({ kind: 'rental', email: 'dana.kowalski@example.com', details: { reservation: res.body.reference, plan: '4-seater', days: 3 } })
    const kinds = (await t.db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY kind', [lead!.id])).map((r) => r.kind)
    expect(kinds).toEqual(['rental-requested', 'sales'])
    expect(t.logs.join('\n')).not.toContain('dana.kowalski@example.com')
  })

  it('answers 409 with the nearest free start days when no unit is free, and stores nothing', async () => {
    await addUnits(t, '6-seater', 1)
    expect((await reserve(reservationBody({ plan: '6-seater' }))).status).toBe(201)
    const leads = await t.services.leads.count()
    const res = await reserve(reservationBody({ plan: '6-seater', email: 'second@example.com' }))
    expect(res.status).toBe(409)
    expect(res.body.error).toBe(RENTAL_MESSAGES.noCart)
    expect(res.body.nextAvailable.length).toBeGreaterThan(0)
    expect(await t.services.leads.count()).toBe(leads)
    expect(await count('SELECT COUNT(*) AS n FROM rental_reservations')).toBe(1)
  })

  it('answers 400 { error, fields } and changes nothing', async () => {
    await addUnits(t, '4-seater', 1)
    const res = await reserve(reservationBody({ driver: false, email: 'nope', start: inDays(0), town: 'Narnia' }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: RENTAL_MESSAGES.invalid, fields: { driver: RENTAL_MESSAGES.driver, email: RENTAL_MESSAGES.email, start: RENTAL_MESSAGES.startTooSoon, town: RENTAL_MESSAGES.town } })
    expect(await count('SELECT COUNT(*) AS n FROM rental_reservations')).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM booking_claims')).toBe(0)
  })

  it('refuses another site’s post (403), another content type (415), a body over the limit (413)', async () => {
    expect((await api().post('/api/rentals/reservations').set('Origin', 'https://evil.example').send(reservationBody())).status).toBe(403)
    expect((await api().post('/api/rentals/reservations').set('Content-Type', 'text/plain').send('x')).status).toBe(415)
    expect((await reserve(reservationBody({ note: 'x'.repeat(20_000) }))).status).toBe(413)
  })

  it('makes one reservation of the same form sent twice, and drops a honeypot post without storing it', async () => {
    await addUnits(t, '4-seater', 3)
    const body = reservationBody({ requestKey: 'k'.repeat(24) })
    const [a, b] = await Promise.all([reserve(body), reserve(body)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.reference).toBe(b.body.reference)
    expect(await count('SELECT COUNT(*) AS n FROM rental_reservations')).toBe(1)
    const trap = await reserve(reservationBody({ website: 'http://spam.example' }))
    expect(trap.status).toBe(201)
    expect(await count('SELECT COUNT(*) AS n FROM rental_reservations')).toBe(1)
  })

  it('answers 429 past the lead forms’ shared limit', async () => {
    await t.close()
    t = await createTestApp({ rateLimit: 2 })
    await addUnits(t, '4-seater', 5)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await reserve(reservationBody({ start: inDays(10 + i * 5) }))).status)
    expect(statuses).toEqual([201, 201, 429])
  })
})

describe('the no-JavaScript reservation form', () => {
  const form = (fields: Record<string, string>) => api().post('/rentals/reserve').set('Origin', TEST_ORIGIN).type('form').send(fields)
  const fields = (overrides: Record<string, string> = {}) => ({ ...(reservationBody() as Record<string, unknown>), days: '3', driver: 'yes', ...overrides }) as Record<string, string>

  it('answers 303 to the thank-you page, which shows the reference and no personal detail', async () => {
    await addUnits(t, '4-seater', 1)
    const res = await form(fields())
    expect(res.status).toBe(303)
    const location = res.headers.location as string
    expect(location).toMatch(/^\/rentals\/thank-you\?ref=R[0-9A-Z]{7}$/)
    const page = await api().get(location)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toMatch(/^no-store/)
    expect(page.text).toContain(location.split('=')[1])
    expect(page.text).not.toContain('Kowalski')
    expect(page.text).toMatch(/<meta name="robots" content="noindex/)
  })

  it('sends the form back with the messages (400) and with the nearest free days (409)', async () => {
    await addUnits(t, '4-seater', 1)
    const bad = await form(fields({ driver: '', address: '' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(RENTAL_MESSAGES.driver)
    expect(bad.text).toContain(RENTAL_MESSAGES.address)
    expect(bad.text).toContain('>Gate code 4321.</textarea>')
    expect((await form(fields())).status).toBe(303)
    const full = await form(fields({ email: 'late@example.com' }))
    expect(full.status).toBe(409)
    expect(full.text).toContain(RENTAL_MESSAGES.noCart)
    expect(full.text).toMatch(/href="\/rentals\/reserve\?plan=4-seater&amp;start=\d{4}-\d\d-\d\d&amp;days=3/)
  })
})

describe('the renter’s cancel link', () => {
  it('cancels once (200), then 409; refuses a wrong token (403) and an unknown reference (404)', async () => {
    await addUnits(t, '4-seater', 1)
    const { reference } = (await reserve()).body
    const token = await t.services.reservationLinks.cancelToken(reference)
    const cancel = (ref: string, tok: string) => api().post(`/api/rentals/reservations/${ref}/cancel`).set('Origin', TEST_ORIGIN).send({ token: tok })
    expect((await cancel(reference, 'x'.repeat(43))).status).toBe(403)
    expect((await cancel('R0000000', await t.services.reservationLinks.cancelToken('R0000000'))).status).toBe(404)
    const ok = await cancel(reference, token)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ reference, status: 'cancelled' })
    expect(await count('SELECT COUNT(*) AS n FROM booking_claims')).toBe(0)
    expect((await cancel(reference, token)).status).toBe(409)
    const lead = (await t.services.reservations.get(reference))!.leadId!
    expect((await t.db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY kind', [lead])).map((r) => r.kind)).toEqual(['rental-cancelled', 'rental-requested', 'sales'])
  })

  it('refuses online cancellation within 48 hours of the start (409), and the page says to call', async () => {
    await addUnits(t, '4-seater', 1)
    const { reference } = (await reserve(reservationBody({ start: inDays(1), days: 1 }))).body
    const token = await t.services.reservationLinks.cancelToken(reference)
    const res = await api().post(`/api/rentals/reservations/${reference}/cancel`).set('Origin', TEST_ORIGIN).send({ token })
    expect(res.status).toBe(409)
    const page = await api().get(`/rentals/cancel?ref=${reference}&token=${token}`)
    expect(page.text).toContain('less than 48 hours')
    expect(page.text).not.toContain('Cancel My Reservation</button>')
  })

  it('works without JavaScript: the page’s form posts, answers 303 to the page, which says it is cancelled', async () => {
    await addUnits(t, '4-seater', 1)
    const { reference } = (await reserve()).body
    const token = await t.services.reservationLinks.cancelToken(reference)
    const page = await api().get(`/rentals/cancel?ref=${reference}&token=${token}`)
    expect(page.text).toContain('Cancel My Reservation')
    const post = await api().post('/rentals/cancel').set('Origin', TEST_ORIGIN).type('form').send({ ref: reference, token })
    expect(post.status).toBe(303)
    const after = await api().get(post.headers.location as string)
    expect(after.text).toContain('Your reservation is cancelled.')
    const forged = await api().get(`/rentals/cancel?ref=${reference}&token=${'a'.repeat(43)}`)
    expect(forged.text).toContain('This cancel link is not valid.')
  })
})
