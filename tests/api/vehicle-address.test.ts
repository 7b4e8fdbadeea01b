/**
 * A vehicle's web address: an owner changes it and the old one answers 301 to the new one (the
 * page, either spelling, with its query; the public API; the admin API's read), only the new one
 * is in the sitemap, the photos follow, a deleted unit's addresses still answer 410, and staff
 * and integrations cannot change it. Duplicate proposes the copy's address from year, make and
 * model. Leads sent from a vehicle page carry its one canonical path.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, VALID_CONTACT, type TestApp } from '../helpers/app'
import { photoJpeg } from '../helpers/photos'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

let t: TestApp
let owner: SignedIn
beforeEach(async () => {
  t = await createTestApp()
  owner = await signedInOperator(t, 'owner')
})
afterEach(async () => {
  await t.close()
})

const api = () => request(t.app)
const afterPoll = () => new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))
const form = (path: string, s: SignedIn, body: Record<string, string>) =>
  api().post(path).set('Cookie', s.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: s.csrfToken, ...body })

describe('changing a vehicle’s web address', () => {
  it('moves the vehicle and its photos; the old address answers 301 everywhere, and the sitemap has only the new one', async () => {
    const bearer = `Bearer ${await apiToken(t)}`
    await api()
      .post('/api/admin/vehicles/denago-ev-city/photos')
      .set('Authorization', bearer)
      .attach('photo', await photoJpeg({ width: 800, height: 600, seed: 51 }), { filename: 'city.jpg', contentType: 'image/jpeg' })
      .expect(201)
    const page = await api().get('/admin/vehicles/denago-ev-city/address').set('Cookie', owner.cookie).expect(200)
    expect(page.text).toContain('value="denago-ev-city"')
    const moved = await form('/admin/vehicles/denago-ev-city/address', owner, { newId: '2026-denago-ev-city-blue' }).expect(303)
    expect(moved.headers.location).toBe('/admin/vehicles/2026-denago-ev-city-blue?notice=address-changed')
    expect(await t.services.vehicleRecords.get('denago-ev-city')).toBeUndefined()
    expect((await t.services.photos.ofVehicle('2026-denago-ev-city-blue')).length).toBe(1)
    await afterPoll()

    for (const old of ['/vehicles/denago-ev-city', '/vehicle/denago-ev-city']) {
      const res = await api().get(old).expect(301)
      expect(res.headers.location).toBe('/vehicles/2026-denago-ev-city-blue')
    }
    expect((await api().get('/vehicles/denago-ev-city?price=12000&down=1000').expect(301)).headers.location).toBe('/vehicles/2026-denago-ev-city-blue?price=12000&down=1000')
    const api301 = await api().get('/api/vehicles/denago-ev-city').expect(301)
    expect(api301.headers.location).toBe('/api/vehicles/2026-denago-ev-city-blue')
    expect((await api().get('/api/vehicles/2026-denago-ev-city-blue').expect(200)).body.id).toBe('2026-denago-ev-city-blue')
    expect((await api().get('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).expect(301)).headers.location).toBe('/api/admin/vehicles/2026-denago-ev-city-blue')
    expect((await api().get('/vehicles/2026-denago-ev-city-blue').expect(200)).text).toContain('rel="canonical" href="http://127.0.0.1:3999/vehicles/2026-denago-ev-city-blue"')
    const sitemap = (await api().get('/sitemap.xml').expect(200)).text
    expect(sitemap).toContain('/vehicles/2026-denago-ev-city-blue</loc>')
    expect(sitemap).not.toContain('/vehicles/denago-ev-city</loc>')
    const audit = await t.db.all<{ action: string; before: string; after: string }>("SELECT action, before, after FROM audit_log WHERE action = 'vehicle.rename'")
    expect(audit).toEqual([{ action: 'vehicle.rename', before: JSON.stringify({ id: 'denago-ev-city' }), after: JSON.stringify({ id: '2026-denago-ev-city-blue' }) }])
  })

  it('follows a second change from the first address; a deleted unit’s addresses answer 410; a new vehicle may take an old address over', async () => {
    const bearer = `Bearer ${await apiToken(t)}`
    const ownerApi = (path: string) => api().patch(path).set('Cookie', owner.cookie).set('x-csrf-token', owner.csrfToken).set('Origin', TEST_ORIGIN)
    expect((await ownerApi('/api/admin/vehicles/denago-ev-nomad').send({ id: 'nomad-a' }).expect(200)).body.id).toBe('nomad-a')
    await ownerApi('/api/admin/vehicles/nomad-a').send({ id: 'nomad-b' }).expect(200)
    expect((await ownerApi('/api/admin/vehicles/nomad-b').send({ id: 'nomad-b', price: 1 })).status).toBe(200)
    expect((await ownerApi('/api/admin/vehicles/nomad-b').send({ id: 'nomad-c', price: 1 })).status).toBe(400)
    expect((await ownerApi('/api/admin/vehicles/nomad-b').send({ id: 'denago-ev-city' })).status).toBe(409)
    expect((await ownerApi('/api/admin/vehicles/nomad-b').send({ id: 'Not An Id' })).status).toBe(400)
    await afterPoll()
    expect((await api().get('/vehicles/denago-ev-nomad').expect(301)).headers.location).toBe('/vehicles/nomad-b')
    expect((await api().get('/vehicles/nomad-a').expect(301)).headers.location).toBe('/vehicles/nomad-b')

    await api().delete('/api/admin/vehicles/nomad-b').set('Authorization', bearer).expect(204)
    await afterPoll()
    expect((await api().get('/vehicles/nomad-b')).status).toBe(410)
    expect((await api().get('/vehicles/nomad-a').expect(301)).headers.location).toBe('/vehicles/nomad-b')

    const taken = { id: 'nomad-a', name: 'Another Nomad', brand: 'Denago', category: 'EV Nomad', price: 1000, description: 'x', status: 'available', specifications: { topSpeed: '1', range: '1', batteryType: '1', chargingTime: '1', payload: '1', seatingCapacity: 2 } }
    await api().post('/api/admin/vehicles').set('Authorization', bearer).send(taken).expect(201)
    await afterPoll()
    expect((await api().get('/vehicles/nomad-a')).status).toBe(200)
  })

  it('is an owner’s change: staff and integrations are refused, and the form says why a bad address cannot be used', async () => {
    const staff = await signedInOperator(t, 'staff')
    expect((await api().get('/admin/vehicles/denago-ev-city/address').set('Cookie', staff.cookie)).status).toBe(403)
    expect((await form('/admin/vehicles/denago-ev-city/address', staff, { newId: 'x-1' })).status).toBe(403)
    expect((await api().get('/admin/vehicles/denago-ev-city').set('Cookie', staff.cookie).expect(200)).text).not.toContain('/address"')
    const bad = await form('/admin/vehicles/denago-ev-city/address', owner, { newId: 'Denago City!' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('id="field-newId-error"')
    const clash = await form('/admin/vehicles/denago-ev-city/address', owner, { newId: 'denago-ev-nomad' })
    expect(clash.status).toBe(409)
    expect(clash.text).toContain('already exists')
    expect(await t.services.vehicleRecords.get('denago-ev-city')).toBeDefined()
  })
})

describe('duplicate', () => {
  it('proposes an address from year, make and model (never the old stock number) and takes another the dealer types', async () => {
    const bearer = `Bearer ${await apiToken(t)}`
    await api().patch('/api/admin/vehicles/denago-ev-rover-xl').set('Authorization', bearer).send({ year: 2025, stockNumber: 'LD2541' }).expect(200)
    const ask = await api().get('/admin/vehicles/denago-ev-rover-xl/duplicate').set('Cookie', owner.cookie).expect(200)
    expect(ask.text).toContain('value="2025-denago-ev-rover-xl"')
    expect(ask.text.toLowerCase()).not.toContain('ld2541-copy')
    const made = await form('/admin/vehicles/denago-ev-rover-xl/duplicate', owner, { newId: '2025-denago-ev-rover-xl' }).expect(303)
    expect(made.headers.location).toBe('/admin/vehicles/2025-denago-ev-rover-xl?notice=duplicated')
    expect(await t.services.vehicleRecords.get('2025-denago-ev-rover-xl')).toMatchObject({ status: 'draft', stockNumber: undefined })
    // Proposed again: the next free number.
    expect((await api().get('/admin/vehicles/denago-ev-rover-xl/duplicate').set('Cookie', owner.cookie)).text).toContain('value="2025-denago-ev-rover-xl-2"')
    const typed = await form('/admin/vehicles/denago-ev-rover-xl/duplicate', owner, { newId: 'rover-for-the-show' }).expect(303)
    expect(typed.headers.location).toBe('/admin/vehicles/rover-for-the-show?notice=duplicated')
    const clash = await form('/admin/vehicles/denago-ev-rover-xl/duplicate', owner, { newId: 'rover-for-the-show' })
    expect(clash.status).toBe(409)
    expect(clash.text).toContain('id="field-newId-error"')
  })
})

describe('leads from a vehicle page', () => {
  it('carry /vehicles/{id} whichever alias the visitor used, so the inbox’s /vehicles/* finds them', async () => {
    const staff = await signedInOperator(t, 'staff')
    await api()
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ ...VALID_CONTACT, sourcePage: '/vehicle/denago-ev-city' })
      .expect(201)
    const stored = await t.db.all<{ source_page: string }>('SELECT source_page FROM leads')
    expect(stored).toEqual([{ source_page: '/vehicles/denago-ev-city' }])
    const found = await api().get('/api/admin/leads?sourcePage=/vehicles/*').set('Cookie', staff.cookie).expect(200)
    expect(found.body.total).toBe(1)
  })
})
