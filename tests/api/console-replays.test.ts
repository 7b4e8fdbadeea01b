/**
 * The same submission twice is done once, through the real app and its guard, on SQLite and
 * PostgreSQL: a console form sent again with its page's token (a double tap, a retry), an admin
 * API write sent again with its Idempotency-Key (a retry after a dropped connection), and two
 * sent at the same moment. The replay gets the first answer; a refused request is not kept, so
 * it can be corrected and sent again; a key reused for another request is refused.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT as CONTACT, type TestApp } from '../helpers/app'
import { photoJpeg } from '../helpers/photos'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

/** A contact-form lead as the form stores it. */
const LEAD = { ...CONTACT, interest: 'sales' as const }

let t: TestApp
let bearer: string
let staff: SignedIn

beforeAll(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
  staff = await signedInOperator(t, 'staff')
})
afterAll(async () => {
  await t.close()
})

const api = () => request(t.app)
const form = (path: string, s: SignedIn, body: Record<string, string>) =>
  api().post(path).set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: s.csrfToken, ...body })

/** The submission token a console page renders into its forms. */
async function pageToken(path: string, s: SignedIn): Promise<string> {
  const page = await api().get(path).set('Cookie', s.cookie).expect(200)
  const token = /name="_submission" value="([^"]+)"/.exec(page.text)?.[1]
  expect(token, `submission token on ${path}`).toBeDefined()
  return token!
}

const count = async (sql: string, params: unknown[] = []) => Number((await t.db.get<{ n: number }>(sql, params as never[]))!.n)

describe('console forms: the same form sent twice is done once', () => {
  it('renders a fresh submission token into every form of every render', async () => {
    const page = await api().get('/admin/vehicles/denago-ev-city').set('Cookie', staff.cookie).expect(200)
    const tokens = [...page.text.matchAll(/name="_submission" value="([^"]+)"/g)].map((m) => m[1])
    expect(tokens.length).toBeGreaterThan(1)
    expect(new Set(tokens).size).toBe(1)
    expect(await pageToken('/admin/vehicles/denago-ev-city', staff)).not.toBe(tokens[0])
  })

  it('a note posted twice with its page’s token is stored once, and the repeat gets the same 303', async () => {
    const id = await t.services.leads.create(LEAD, 'form', {})
    const token = await pageToken(`/admin/leads/${id}`, staff)
    const body = { _submission: token, status: 'new', assignee: '', note: 'Left a voicemail at 9:10.' }
    const first = await form(`/admin/leads/${id}`, staff, body).expect(303)
    const again = await form(`/admin/leads/${id}`, staff, body).expect(303)
    expect(again.headers.location).toBe(first.headers.location)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await count('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?', [id])).toBe(1)
    // Another note from the same page (other fields) is another submission.
    await form(`/admin/leads/${id}`, staff, { ...body, note: 'Called back at 11.' }).expect(303)
    expect(await count('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?', [id])).toBe(2)
  })

  it('two taps arriving at the same moment store one note', async () => {
    const id = await t.services.leads.create(LEAD, 'form', {})
    const token = await pageToken(`/admin/leads/${id}`, staff)
    const body = { _submission: token, status: 'new', assignee: '', note: 'Double-tapped note.' }
    const answers = await Promise.all([form(`/admin/leads/${id}`, staff, body), form(`/admin/leads/${id}`, staff, body), form(`/admin/leads/${id}`, staff, body)])
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303])
    expect(new Set(answers.map((a) => a.headers.location)).size).toBe(1)
    expect(await count('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?', [id])).toBe(1)
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'lead.note' AND entity_id = ?", [id])).toBe(1)
  })

  it('a vehicle saved twice answers "saved" both times with one change in its history; a refused save keeps nothing, the corrected one goes through', async () => {
    const token = await pageToken('/admin/vehicles/denago-ev-nomad', staff)
    const record = (await t.services.vehicleRecords.get('denago-ev-nomad'))!
    const values = {
      status: 'pending', featured: 'false', sortOrder: String(record.sortOrder), name: record.name, brand: record.brand, category: record.category,
      price: '9999', topSpeed: record.specifications.topSpeed, range: record.specifications.range, batteryType: record.specifications.batteryType,
      chargingTime: record.specifications.chargingTime, payload: record.specifications.payload, seatingCapacity: String(record.specifications.seatingCapacity),
      description: record.description, features: record.features.join('\n'), odometerUnit: 'miles', isNew: 'true', inStock: 'true',
    }
    const refused = await form('/admin/vehicles/denago-ev-nomad', staff, { ...values, _submission: token, price: 'lots' })
    expect(refused.status).toBe(400)
    const first = await form('/admin/vehicles/denago-ev-nomad', staff, { ...values, _submission: token }).expect(303)
    expect(first.headers.location).toBe('/admin/vehicles/denago-ev-nomad?notice=saved')
    const again = await form('/admin/vehicles/denago-ev-nomad', staff, { ...values, _submission: token }).expect(303)
    // The replay says "saved" as the first answer did, not "nothing changed".
    expect(again.headers.location).toBe('/admin/vehicles/denago-ev-nomad?notice=saved')
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'vehicle.update' AND entity_id = 'denago-ev-nomad'")).toBe(1)
    expect((await t.services.vehicleRecords.get('denago-ev-nomad'))!).toMatchObject({ status: 'pending', price: 9999 })
  })

  it('a no-JavaScript photo upload sent twice (same token, same files) stores its photos once', async () => {
    const token = await pageToken('/admin/vehicles/evolution-classic-4-plus', staff)
    const jpeg = await photoJpeg({ width: 800, height: 600, seed: 41 })
    const upload = () =>
      api()
        .post('/admin/vehicles/evolution-classic-4-plus/photos')
        .set('Cookie', staff.cookie)
        .set('Origin', TEST_ORIGIN)
        .field('_csrf', staff.csrfToken)
        .field('_submission', token)
        .attach('photo', jpeg, { filename: 'lot-1.jpg', contentType: 'image/jpeg' })
    const [a, b] = [await upload(), await upload()]
    expect(a.status).toBe(303)
    expect(b.headers.location).toBe(a.headers.location)
    expect(a.headers.location).toContain('notice=photos-added&count=1')
    expect(await count("SELECT COUNT(*) AS n FROM photos WHERE vehicle_id = 'evolution-classic-4-plus'")).toBe(1)
  }, 60_000)
})

describe('admin API: Idempotency-Key', () => {
  const cart = (id: string) => ({
    id,
    name: 'Denago EV City (Grey)',
    brand: 'Denago',
    category: 'EV City Street Legal',
    price: 12495,
    description: 'A street-legal low-speed vehicle in grey.',
    specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '500 lbs', seatingCapacity: 2 },
    status: 'draft',
  })

  it('a create retried with its key gets the first 201 again, and no second vehicle', async () => {
    const post = () => api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'create-grey-city-1').send(cart('grey-city-1'))
    const first = await post().expect(201)
    const again = await post().expect(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.headers.location).toBe(first.headers.location)
    expect(again.body).toEqual(first.body)
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'vehicle.create' AND entity_id = 'grey-city-1'")).toBe(1)
    // Without the key the same request is a new one (and the id is taken).
    expect((await api().post('/api/admin/vehicles').set('Authorization', bearer).send(cart('grey-city-1'))).status).toBe(409)
  })

  it('refuses the key reused for another request (422), and keeps no refused answer', async () => {
    await api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'create-grey-city-2').send(cart('grey-city-2')).expect(201)
    const other = await api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'create-grey-city-2').send(cart('grey-city-3'))
    expect(other.status).toBe(422)
    expect(other.body.error).toMatch(/different request/)
    expect(await t.services.vehicleRecords.get('grey-city-3')).toBeUndefined()
    const invalid = { ...cart('grey-city-4'), price: -1 }
    expect((await api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'create-grey-city-4').send(invalid)).status).toBe(400)
    await api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'create-grey-city-4').send(invalid).expect(400)
    expect((await api().post('/api/admin/vehicles').set('Authorization', bearer).set('Idempotency-Key', 'x'.repeat(201)).send(cart('grey-city-5'))).status).toBe(400)
  })

  it('keys belong to who sent them: another operator’s same key is their own request', async () => {
    const other = await signedInOperator(t, 'staff')
    const id = await t.services.leads.create(LEAD, 'form', {})
    const patch = (s: SignedIn) =>
      api().patch(`/api/admin/leads/${id}`).set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken).set('Origin', TEST_ORIGIN).set('Idempotency-Key', 'same-key').send({ note: 'Called.' })
    await patch(staff).expect(200)
    await patch(staff).expect(200)
    await patch(other).expect(200)
    expect(await count('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?', [id])).toBe(2)
  })

  it('a photo upload retried after its answer was lost is answered, not stored twice; side by side, each learns its own photo', async () => {
    const vehicle = 'evolution-d5-ranger-4-plus'
    const jpeg = await photoJpeg({ width: 800, height: 600, seed: 42 })
    const send = (key: string, file = jpeg) => api().post(`/api/admin/vehicles/${vehicle}/photos`).set('Authorization', bearer).set('Idempotency-Key', key).attach('photo', file, { filename: 'lot.jpg', contentType: 'image/jpeg' })
    const first = await send('photo-1').expect(201)
    const retry = await send('photo-1').expect(201)
    expect(retry.body).toEqual(first.body)
    expect(first.body.added).toHaveLength(1)
    expect(await count('SELECT COUNT(*) AS n FROM photos WHERE vehicle_id = ?', [vehicle])).toBe(1)
    const other = await photoJpeg({ width: 800, height: 600, seed: 43 })
    const [a, b] = await Promise.all([send('photo-2'), send('photo-3', other)])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.added[0]).not.toBe(b.body.added[0])
    expect(await count('SELECT COUNT(*) AS n FROM photos WHERE vehicle_id = ?', [vehicle])).toBe(3)
  }, 60_000)

  it('a lead erased takes the answers kept about it along (they name the visitor)', async () => {
    const owner = await signedInOperator(t, 'owner')
    const id = await t.services.leads.create({ ...LEAD, email: 'erase.me@example.com' }, 'form', {})
    await api().patch(`/api/admin/leads/${id}`).set('Authorization', bearer).set('Idempotency-Key', 'erase-me').send({ note: 'Called.' }).expect(200)
    expect(await count('SELECT COUNT(*) AS n FROM submissions WHERE path = ?', [`/api/admin/leads/${id}`])).toBe(1)
    await form('/admin/leads/erase', owner, { by: 'email', email: 'erase.me@example.com', confirm: 'yes' }).expect(303)
    expect(await count('SELECT COUNT(*) AS n FROM submissions WHERE path = ?', [`/api/admin/leads/${id}`])).toBe(0)
  })
})
