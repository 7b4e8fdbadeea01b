/**
 * The rental fleet and calendar for staff: who may call the admin API, units and blocks
 * (a block never overlaps a reservation), each step of a reservation with every status it
 * answers, the CSV export, each operator's iCalendar feed and its token, and the console's
 * forms without JavaScript. Every change audited.
 */
import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'
import { addUnits, inDays, parseIcs, reservationBody, unescapeIcs } from '../helpers/rentals'

let t: TestApp
let bearer: string
beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const asToken = (req: request.Test) => req.set('Authorization', bearer)
const withSession = (req: request.Test, s: SignedIn) => req.set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken).set('Origin', TEST_ORIGIN)
const reserve = async (overrides: Record<string, unknown> = {}) => (await api().post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody(overrides))).body.reference as string
const step = (ref: string, action: string, body: Record<string, unknown> = {}) => asToken(api().post(`/api/admin/rentals/reservations/${ref}/${action}`)).send(body)
const outboxKinds = async (ref: string) => {
  const r = await t.services.reservations.get(ref)
  return (await t.db.all<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY id', [r!.leadId!])).map((row) => row.kind)
}

describe('who may call the rentals admin API', () => {
  it.each([
    ['get', '/api/admin/rentals/units'],
    ['post', '/api/admin/rentals/units'],
    ['get', '/api/admin/rentals/reservations'],
    ['get', '/api/admin/rentals/reservations.csv'],
    ['post', '/api/admin/rentals/reservations/R1234567/confirm'],
    ['get', '/api/admin/rentals.ics'],
  ] as const)('%s %s answers 401 without credentials, never cached', async (method, url) => {
    const res = await api()[method](url).set('Content-Type', 'application/json').send(method === 'get' ? undefined : '{}')
    expect(res.status).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('the fleet', () => {
  it('adds units (201), refuses a bad one (400) and a taken name (409), changes one (200) or none (404), each audited', async () => {
    const created = await asToken(api().post('/api/admin/rentals/units')).send({ name: 'Cart 1', plan: '6-seater', vehicleId: 'denago-ev-city' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Cart 1', plan: '6-seater', vehicleId: 'denago-ev-city', inService: true })
    expect((await asToken(api().post('/api/admin/rentals/units')).send({ name: '', plan: 'bus' })).body.fields).toMatchObject({ name: expect.any(String), plan: expect.any(String) })
    expect((await asToken(api().post('/api/admin/rentals/units')).send({ name: 'Cart 2', plan: '4-seater', vehicleId: 'no-such-cart' })).status).toBe(400)
    expect((await asToken(api().post('/api/admin/rentals/units')).send({ name: 'Cart 1', plan: '4-seater' })).status).toBe(409)
    const changed = await asToken(api().patch(`/api/admin/rentals/units/${created.body.id}`)).send({ inService: false })
    expect(changed.status).toBe(200)
    expect(changed.body.inService).toBe(false)
    expect((await asToken(api().patch('/api/admin/rentals/units/9999')).send({ inService: false })).status).toBe(404)
    const audit = await t.services.audit.list({ entity: 'rental_unit', entityId: String(created.body.id) })
    expect(audit.map((e) => e.action)).toEqual(['rental-unit.update', 'rental-unit.create'])
  })

  it('blocks a unit for maintenance (201) but never over a reservation (409), and frees it again (204)', async () => {
    const [unit] = await addUnits(t, '4-seater', 1)
    const ref = await reserve({ start: inDays(10), days: 3 })
    const overlap = await asToken(api().post('/api/admin/rentals/blocks')).send({ unitId: unit, firstDay: inDays(12), lastDay: inDays(14), reason: 'Battery swap' })
    expect(overlap.status).toBe(409)
    expect(overlap.body.error).toContain(ref)
    const block = await asToken(api().post('/api/admin/rentals/blocks')).send({ unitId: unit, firstDay: inDays(13), lastDay: inDays(14), reason: 'Battery swap' })
    expect(block.status).toBe(201)
    // The unit is out on the 13th and 14th: no rental there.
    expect((await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(14)}&days=1`)).body.available).toBe(false)
    expect((await asToken(api().post('/api/admin/rentals/blocks')).send({ unitId: unit, firstDay: inDays(14), lastDay: inDays(13), reason: 'x' })).status).toBe(400)
    expect((await asToken(api().delete(`/api/admin/rentals/blocks/${block.body.id}`))).status).toBe(204)
    expect((await asToken(api().delete(`/api/admin/rentals/blocks/${block.body.id}`))).status).toBe(404)
    expect((await api().get(`/api/rentals/availability?plan=4-seater&start=${inDays(14)}&days=1`)).body.available).toBe(true)
  })
})

describe('a reservation’s steps', () => {
  it('confirms on another free unit of the plan (200), queues the confirmation once, and refuses a second confirm (409)', async () => {
    const [first, second] = await addUnits(t, '4-seater', 2)
    const ref = await reserve()
    expect((await t.services.reservations.get(ref))!.unitId).toBe(first)
    const confirmed = await step(ref, 'confirm', { unitId: second })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ status: 'confirmed', unitId: second })
    expect(await t.db.get('SELECT resource FROM booking_claims WHERE holder = ?', [`reservation:${ref}`])).toEqual({ resource: `unit:${second}` })
    expect((await step(ref, 'confirm')).status).toBe(409)
    expect(await outboxKinds(ref)).toEqual(['sales', 'rental-requested', 'rental-confirmed'])
  })

  it('refuses a unit that is taken or of another plan, a decline without a reason (400), an unknown reference (404), an unknown step', async () => {
    const [a, b] = await addUnits(t, '4-seater', 2)
    const [six] = await addUnits(t, '6-seater', 1)
    const one = await reserve()
    const two = await reserve({ email: 'other@example.com' })
    expect((await t.services.reservations.get(two))!.unitId).toBe(b)
    expect((await step(one, 'confirm', { unitId: b })).status).toBe(409)
    expect((await step(one, 'confirm', { unitId: six })).status).toBe(400)
    expect((await step(one, 'decline', {})).status).toBe(400)
    expect((await step('R1234567', 'confirm')).status).toBe(404)
    expect((await step(one, 'teleport')).status).toBe(404)
    expect((await t.services.reservations.get(one))!).toMatchObject({ status: 'requested', unitId: a })
  })

  it('declines with a reason and frees the unit; checks out and returns with the hour meter; every step in the history', async () => {
    await addUnits(t, '4-seater', 1)
    const declined = await reserve()
    expect((await step(declined, 'decline', { reason: 'The cart is in the shop that week' })).body).toMatchObject({ status: 'declined', reason: 'The cart is in the shop that week' })
    expect(await t.db.get('SELECT COUNT(*) AS n FROM booking_claims')).toMatchObject({ n: 0 })
    expect(await outboxKinds(declined)).toEqual(['sales', 'rental-requested', 'rental-declined'])
    const ref = await reserve({ email: 'again@example.com' })
    await step(ref, 'confirm')
    expect((await step(ref, 'return', { hours: 10 })).status).toBe(409)
    expect((await step(ref, 'check-out', { hours: 'lots' })).status).toBe(400)
    expect((await step(ref, 'check-out', { hours: 120.5, note: 'Fully charged' })).body).toMatchObject({ status: 'checked-out', checkout: { hours: 120.5, note: 'Fully charged' } })
    expect((await step(ref, 'return', { hours: 131, note: 'Mud on the floor' })).body).toMatchObject({ status: 'returned', return: { hours: 131, note: 'Mud on the floor' } })
    const detail = await asToken(api().get(`/api/admin/rentals/reservations/${ref}`))
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(['rental-reservation.create', 'rental-reservation.confirm', 'rental-reservation.check-out', 'rental-reservation.return'])
    expect(JSON.stringify(detail.body.history)).not.toContain('again@example.com')
  })
})

describe('the calendar: list, CSV and the iCalendar feed', () => {
  it('lists the days’ reservations and exports them as CSV, cells safe for a spreadsheet', async () => {
    await addUnits(t, '4-seater', 2)
    await reserve({ firstName: '=HYPERLINK("x")' })
    await reserve({ email: 'b@example.com', start: inDays(30) })
    const list = await asToken(api().get(`/api/admin/rentals/reservations?from=${inDays(0)}&days=14`))
    expect(list.status).toBe(200)
    expect(list.body.reservations).toHaveLength(1)
    expect((await asToken(api().get('/api/admin/rentals/reservations?from=yesterday'))).status).toBe(400)
    const csv = await asToken(api().get(`/api/admin/rentals/reservations.csv?from=${inDays(0)}&days=60`))
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ status: 'requested', plan: '4-seater', price: '685', first_name: `'=HYPERLINK("x")` })
  })

  it('serves each operator’s feed with its own token: valid iCalendar, 401 once revoked or with a wrong token', async () => {
    await addUnits(t, '4-seater', 1)
    const ref = await reserve({ note: 'Gate, code; 12\nback door' })
    const owner = await signedInOperator(t, 'staff')
    const made = await withSession(api().post('/admin/rentals/feed'), owner).type('form').send({ _csrf: owner.csrfToken })
    expect(made.status).toBe(200)
    const url = /(http:\/\/127\.0\.0\.1:3999\/api\/admin\/rentals\.ics\?token=lcgcal_[\w-]+)/.exec(made.text)![1]!
    const feed = await api().get(url.replace(TEST_ORIGIN, ''))
    expect(feed.status).toBe(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    const { events, calendar } = parseIcs(feed.text)
    expect(calendar['X-WR-CALNAME']).toBeDefined()
    expect(events).toHaveLength(1)
    expect(events[0]!['DTSTART;VALUE=DATE']).toBe(inDays(10).replace(/-/g, ''))
    expect(events[0]!['DTEND;VALUE=DATE']).toBe(inDays(13).replace(/-/g, ''))
    expect(events[0]!.STATUS).toBe('TENTATIVE')
    expect(unescapeIcs(events[0]!.DESCRIPTION!)).toContain('Gate, code; 12\nback door')
    expect(events[0]!.UID).toBe(`${ref}@rentals.lehighcountygolfcarts.com`)
    expect((await api().get('/api/admin/rentals.ics?token=lcgcal_wrong')).status).toBe(401)
    // The feed token opens nothing else.
    expect((await api().get('/api/admin/rentals/units').set('Authorization', `Bearer ${new URL(url).searchParams.get('token')}`)).status).toBe(401)
    expect((await withSession(api().post('/admin/rentals/feed/revoke'), owner).type('form').send({ _csrf: owner.csrfToken })).status).toBe(303)
    expect((await api().get(url.replace(TEST_ORIGIN, ''))).status).toBe(401)
    expect(t.logs.join('\n')).not.toContain(new URL(url).searchParams.get('token'))
  })
})

describe('the console without JavaScript', () => {
  it('adds a unit and blocks it (303 with a notice), sends a bad form back (400), confirms a reservation (303), checks CSRF (403)', async () => {
    const staff = await signedInOperator(t, 'staff')
    const form = (url: string, fields: Record<string, string>) => withSession(api().post(url), staff).type('form').send({ _csrf: staff.csrfToken, ...fields })
    const added = await form('/admin/rentals/units', { name: 'Cart 9', plan: 'utility', inService: 'yes', vehicleId: '', note: '' })
    expect(added.status).toBe(303)
    expect(added.headers.location).toMatch(/^\/admin\/rentals\/units\/\d+\?notice=unit-created$/)
    const id = /units\/(\d+)/.exec(added.headers.location as string)![1]
    const bad = await form(`/admin/rentals/units/${id}/blocks`, { firstDay: inDays(5), lastDay: inDays(2), reason: 'Tyres' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('on or after the first')
    expect((await form(`/admin/rentals/units/${id}/blocks`, { firstDay: inDays(2), lastDay: inDays(5), reason: 'Tyres' })).headers.location).toBe(`/admin/rentals/units/${id}?notice=block-added`)
    const page = await withSession(api().get(`/admin/rentals/units/${id}`), staff)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Tyres')
    const ref = await reserve({ plan: 'utility', start: inDays(10) })
    const confirmed = await form(`/admin/rentals/reservations/${ref}/confirm`, { unitId: id! })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.location).toBe(`/admin/rentals/reservations/${ref}?notice=confirmed`)
    const detail = await withSession(api().get(confirmed.headers.location as string), staff)
    expect(detail.text).toContain('Confirmed. The renter gets the confirmation')
    expect(detail.text).toContain('Reserved online')
    const calendar = await withSession(api().get('/admin/rentals'), staff)
    expect(calendar.status).toBe(200)
    expect(calendar.text).toContain(ref)
    expect((await api().post('/admin/rentals/units').set('Cookie', staff.cookie).set('Origin', TEST_ORIGIN).type('form').send({ name: 'X', plan: 'utility' })).status).toBe(403)
  })
})

describe('the leads desk', () => {
  it('shows a reservation as a lead of kind rental, linked to the reservation', async () => {
    await addUnits(t, '4-seater', 1)
    const ref = await reserve()
    const r = await t.services.reservations.get(ref)
    const owner = await signedInOperator(t, 'owner')
    const page = await withSession(api().get(`/admin/leads/${r!.leadId}`), owner)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<a href="/admin/rentals/reservations/${ref}">${ref}</a>`)
    const lead = await asToken(api().get(`/api/admin/leads/${r!.leadId}`))
    expect(lead.body).toMatchObject({ kind: 'rental', details: { reservation: ref } })
  })
})
