import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator } from '../helpers/operators'

const NEW_CART = {
  id: 'denago-ev-city-blue-2026',
  name: 'Denago EV City (Blue)',
  brand: 'Denago',
  category: 'EV City Street Legal',
  price: 12495,
  msrp: 15000,
  description: 'A street-legal low-speed vehicle in blue, on the lot now.',
  specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '500 lbs', seatingCapacity: 2 },
  features: ['Backup camera', 'Windshield with wiper'],
  status: 'available',
  stockNumber: 'LC-2041',
  year: 2026,
  color: 'Blue',
}

/** Waits out the server's inventory poll, so a change is visible on cached pages. */
const afterPoll = () => new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))

let t: TestApp
let bearer: string

beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

describe('admin API: who may call it', () => {
  it.each([
    ['get', '/api/admin/vehicles'],
    ['post', '/api/admin/vehicles'],
    ['get', '/api/admin/vehicles/denago-ev-city'],
    ['patch', '/api/admin/vehicles/denago-ev-city'],
    ['delete', '/api/admin/vehicles/denago-ev-city'],
    ['get', '/api/admin/vehicles.csv'],
    ['post', '/api/admin/vehicles.csv'],
    ['get', '/api/admin/audit'],
  ] as const)('%s %s answers 401 without credentials, never cached or indexed', async (method, path) => {
    const res = await request(t.app)[method](path).set('Content-Type', path.endsWith('.csv') ? 'text/csv' : 'application/json').send(method === 'get' || method === 'delete' ? undefined : '{}')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Sign in required' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toMatch(/noindex/)
  })

  it('refuses a revoked token and a made-up one', async () => {
    await t.services.operators.createToken('gone-feed', { kind: 'cli' }).then((token) => t.services.operators.revokeToken('gone-feed', { kind: 'cli' }).then(() => token)).then(async (token) => {
      expect((await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`)).status).toBe(401)
    })
    expect((await request(t.app).get('/api/admin/vehicles').set('Authorization', 'Bearer lcgc_madeup')).status).toBe(401)
  })

  it('sends a signed-out visitor of a console page to sign in, and back afterwards', async () => {
    const res = await request(t.app).get('/admin/vehicles/new')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Fvehicles%2Fnew')
  })

  it('lets a signed-in session write only with its CSRF token and from this origin', async () => {
    const session = await signedInOperator(t, 'staff')
    const post = () => request(t.app).post('/api/admin/vehicles').set('Cookie', session.cookie).send(NEW_CART)
    expect((await post()).status).toBe(403)
    expect((await post().set('x-csrf-token', 'wrong')).status).toBe(403)
    expect((await post().set('x-csrf-token', session.csrfToken).set('Origin', 'https://evil.example')).status).toBe(403)
    expect(await t.services.vehicleRecords.get(NEW_CART.id)).toBeUndefined()
    const ok = await post().set('x-csrf-token', session.csrfToken).set('Origin', TEST_ORIGIN)
    expect(ok.status).toBe(201)
  })
})

describe('admin API: vehicles', () => {
  it('creates a vehicle (201, Location) that every public page, the sitemap and the API show within a second', async () => {
    // Warm the cache first, so the test proves the cached answers change too.
    await request(t.app).get('/inventory')
    await request(t.app).get('/api/vehicles')
    const res = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send(NEW_CART)
    expect(res.status).toBe(201)
    expect(res.headers.location).toBe(`/api/admin/vehicles/${NEW_CART.id}`)
    expect(res.body).toMatchObject({ ...NEW_CART, photos: [], soldAt: null })
    await afterPoll()
    expect((await request(t.app).get('/inventory')).text).toContain('Denago EV City (Blue)')
    expect((await request(t.app).get('/api/vehicles')).body.some((v: { id: string }) => v.id === NEW_CART.id)).toBe(true)
    expect((await request(t.app).get('/sitemap.xml')).text).toContain(`/vehicles/${NEW_CART.id}</loc>`)
    const page = await request(t.app).get(`/vehicles/${NEW_CART.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('LC-2041')
  })

  it('answers 400 naming every invalid field, and stores nothing', async () => {
    const res = await request(t.app)
      .post('/api/admin/vehicles')
      .set('Authorization', bearer)
      .send({ ...NEW_CART, id: 'Not An Id', price: -5, specifications: { ...NEW_CART.specifications, seatingCapacity: 'many' }, status: 'gone' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Invalid vehicle')
    expect(Object.keys(res.body.fields).sort()).toEqual(['id', 'price', 'seatingCapacity', 'status'])
    expect((await request(t.app).get('/api/admin/vehicles').set('Authorization', bearer)).body.some((v: { name: string }) => v.name === NEW_CART.name)).toBe(false)
  })

  it('answers 409 on a duplicate id or stock number, 415 on a wrong content type, 413 on a huge body, 400 on broken JSON', async () => {
    expect((await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send({ ...NEW_CART, id: 'denago-ev-city' })).status).toBe(409)
    await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send(NEW_CART)
    const stock = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send({ ...NEW_CART, id: 'another-cart' })
    expect(stock.status).toBe(409)
    expect(stock.body.fields).toHaveProperty('stockNumber')
    const form = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).type('form').send('name=x')
    expect(form.status).toBe(415)
    const huge = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send({ ...NEW_CART, description: 'x'.repeat(70_000) })
    expect(huge.status).toBe(413)
    const broken = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).set('Content-Type', 'application/json').send('{"id":')
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ error: 'The body is not valid JSON' })
  })

  it('changes only the fields a PATCH sends; a new id only from an owner; 404 for an unknown vehicle', async () => {
    const res = await request(t.app).patch('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).send({ price: 10995, specifications: { range: '45 miles' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 'denago-ev-city', price: 10995, specifications: { range: '45 miles', topSpeed: '25 mph' }, featured: true })
    // An integration's token acts as staff: the web address is an owner's to change.
    expect((await request(t.app).patch('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).send({ id: 'renamed' })).status).toBe(403)
    expect(await t.services.vehicleRecords.get('denago-ev-city')).toBeDefined()
    expect((await request(t.app).patch('/api/admin/vehicles/nope').set('Authorization', bearer).send({ price: 1 })).status).toBe(404)
    expect((await request(t.app).get('/api/admin/vehicles/nope').set('Authorization', bearer)).status).toBe(404)
  })

  it('stores text typed with U+0000 without it, on SQLite and PostgreSQL alike (PostgreSQL cannot hold one)', async () => {
    const res = await request(t.app)
      .patch('/api/admin/vehicles/denago-ev-city')
      .set('Authorization', bearer)
      .send({ description: 'Lifted,\u0000 on the lot now.', features: ['Back\u0000up camera'], specifications: { range: '45\u0000 miles' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ description: 'Lifted, on the lot now.', features: ['Backup camera'], specifications: { range: '45 miles' } })
    const stored = (await request(t.app).get('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).expect(200)).body
    expect(stored).toMatchObject({ description: 'Lifted, on the lot now.', features: ['Backup camera'] })
  })

  it('keeps drafts off every public page and API answer', async () => {
    await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send({ ...NEW_CART, status: 'draft' })
    expect((await request(t.app).get(`/vehicles/${NEW_CART.id}`)).status).toBe(404)
    expect((await request(t.app).get(`/api/vehicles/${NEW_CART.id}`)).status).toBe(404)
    expect((await request(t.app).get('/inventory')).text).not.toContain(NEW_CART.name)
    expect((await request(t.app).get('/sitemap.xml')).text).not.toContain(NEW_CART.id)
    expect((await request(t.app).get('/api/admin/vehicles?status=draft').set('Authorization', bearer)).body.map((v: { id: string }) => v.id)).toEqual([NEW_CART.id])
  })

  it('deletes a vehicle (204): its page and API answer 410 from then on', async () => {
    expect((await request(t.app).delete('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer)).status).toBe(204)
    expect((await request(t.app).delete('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer)).status).toBe(404)
    await afterPoll()
    const page = await request(t.app).get('/vehicles/denago-ev-city')
    expect(page.status).toBe(410)
    expect(page.text).toContain('Vehicle Not Found')
    expect((await request(t.app).get('/api/vehicles/denago-ev-city')).status).toBe(410)
  })

  it('records every change in the audit log: who, what, before and after', async () => {
    await request(t.app).patch('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).send({ price: 10995 })
    const res = await request(t.app).get('/api/admin/audit?entityId=denago-ev-city').set('Authorization', bearer)
    expect(res.status).toBe(200)
    expect(res.body[0]).toMatchObject({ actor: expect.stringMatching(/^token:feed-/), action: 'vehicle.update', entity: 'vehicle', entityId: 'denago-ev-city', before: { price: 11995 }, after: { price: 10995 } })
  })
})

describe('admin API: CSV', () => {
  it('exports every vehicle and imports the same file back as unchanged', async () => {
    const csv = await request(t.app).get('/api/admin/vehicles.csv').set('Authorization', bearer)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(/attachment/)
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toMatch(/^id,status,name,brand,category,roadUse,price,msrp,.*,shopperPrice,saleEndsAt$/)
    const res = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send(csv.text)
    expect(res.status).toBe(200)
    expect(res.body.created).toEqual([])
    expect(res.body.updated).toEqual([])
    expect(res.body.unchanged.length).toBeGreaterThan(30)
  })

  it('dry run reports what would change and writes nothing; a real run changes only the given columns', async () => {
    const file = 'id,price\ndenago-ev-city,10495\nnew-cart-from-csv,7995\n'
    const dry = await request(t.app).post('/api/admin/vehicles.csv?dryRun=1').set('Authorization', bearer).type('text/csv').send(file)
    // The new row lacks required columns: every row's errors at once, nothing written.
    expect(dry.status).toBe(400)
    expect(dry.body.rows).toEqual([{ line: 3, id: 'new-cart-from-csv', fields: expect.objectContaining({ name: expect.any(String), description: expect.any(String) }) }])
    const onlyPrice = await request(t.app).post('/api/admin/vehicles.csv?dryRun=1').set('Authorization', bearer).type('text/csv').send('id,price\ndenago-ev-city,10495\n')
    expect(onlyPrice.body).toEqual({ dryRun: true, created: [], updated: ['denago-ev-city'], unchanged: [] })
    expect((await t.services.vehicleRecords.get('denago-ev-city'))!.price).toBe(11995)
    const real = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send('id,price\ndenago-ev-city,10495\n')
    expect(real.body).toEqual({ dryRun: false, created: [], updated: ['denago-ev-city'], unchanged: [] })
    const stored = (await t.services.vehicleRecords.get('denago-ev-city'))!
    expect(stored.price).toBe(10495)
    expect(stored.featured).toBe(true)
  })

  it('reports every bad row at once and imports nothing (all or nothing)', async () => {
    const file = ['id,name,price', 'denago-ev-city,Renamed,abc', 'denago-ev-nomad,Renamed Nomad,8000', 'Bad Id,,1'].join('\n')
    const res = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send(file)
    expect(res.status).toBe(400)
    expect(res.body.rows.map((r: { line: number }) => r.line)).toEqual([2, 4])
    expect((await t.services.vehicleRecords.get('denago-ev-nomad'))!.name).not.toBe('Renamed Nomad')
    const unknown = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send('id,colour\nx,red\n')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/Unknown column: colour/)
    expect((await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('application/json').send('{}')).status).toBe(415)
  })

  it('writes spreadsheet formulas as text in the export', async () => {
    await request(t.app).patch('/api/admin/vehicles/denago-ev-city').set('Authorization', bearer).send({ color: '=HYPERLINK("http://x")' })
    const csv = await request(t.app).get('/api/admin/vehicles.csv').set('Authorization', bearer)
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`)
    const back = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send(csv.text)
    expect(back.body.unchanged).toContain('denago-ev-city')
  })
})

describe('console forms (no JavaScript)', () => {
  const formBody = (values: Record<string, string>) => new URLSearchParams(values).toString()
  const FORM = {
    id: 'lot-cart-7',
    name: 'Lot Cart 7',
    brand: 'Evolution',
    category: 'D5 Ranger',
    price: '$9,495',
    description: 'On the lot.',
    topSpeed: '25 mph',
    range: '40 miles',
    batteryType: '72V Lithium',
    chargingTime: '6-8 hours',
    payload: '600 lbs',
    seatingCapacity: '4',
    status: 'available',
    isNew: 'true',
  }

  it('renders the inventory for a signed-in operator: no-store, noindex, with their CSRF token in every form', async () => {
    const session = await signedInOperator(t)
    const res = await request(t.app).get('/admin').set('Cookie', session.cookie)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^no-store\b/)
    expect(res.headers['x-robots-tag']).toMatch(/noindex/)
    expect(res.text).toContain('<meta name="robots" content="noindex')
    expect(res.text).toContain('Denago EV City')
    expect(res.text).toContain(`name="_csrf" value="${session.csrfToken}"`)
    const search = await request(t.app).get('/admin?q=nomad&status=available').set('Cookie', session.cookie)
    expect(search.text).toContain('Denago EV Nomad')
    expect(search.text).not.toContain('Denago EV City<')
  })

  it('shows every error with the values typed, then creates the vehicle and redirects to it', async () => {
    const session = await signedInOperator(t, 'staff')
    const bad = await request(t.app)
      .post('/admin/vehicles/new')
      .set('Cookie', session.cookie)
      .type('form')
      .send(formBody({ ...FORM, price: 'lots', seatingCapacity: '', _csrf: session.csrfToken }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Enter the price as a whole number')
    expect(bad.text).toContain('Enter the seating capacity as a whole number')
    expect(bad.text).toContain('value="Lot Cart 7"')
    expect(bad.text).toContain('aria-invalid="true"')
    expect(await t.services.vehicleRecords.get('lot-cart-7')).toBeUndefined()

    const good = await request(t.app).post('/admin/vehicles/new').set('Cookie', session.cookie).type('form').send(formBody({ ...FORM, _csrf: session.csrfToken }))
    expect(good.status).toBe(303)
    expect(good.headers.location).toBe('/admin/vehicles/lot-cart-7?notice=created')
    const record = (await t.services.vehicleRecords.get('lot-cart-7'))!
    expect(record).toMatchObject({ price: 9495, isNew: true, inStock: false, featured: false })
    const page = await request(t.app).get(good.headers.location).set('Cookie', session.cookie)
    expect(page.text).toContain('Vehicle created.')
    expect(page.text).toContain('value="9495"')
  })

  it('refuses a form post without the CSRF token', async () => {
    const session = await signedInOperator(t)
    const res = await request(t.app).post('/admin/vehicles/new').set('Cookie', session.cookie).type('form').send(formBody(FORM))
    expect(res.status).toBe(403)
    expect(await t.services.vehicleRecords.get('lot-cart-7')).toBeUndefined()
  })

  it('edits, duplicates and deletes through the forms', async () => {
    const session = await signedInOperator(t)
    const edit = await request(t.app)
      .post('/admin/vehicles/denago-ev-nomad')
      .set('Cookie', session.cookie)
      .type('form')
      .send(formBody({ ...FORM, id: 'ignored', name: 'Denago EV Nomad (demo)', _csrf: session.csrfToken }))
    expect(edit.status).toBe(303)
    expect(edit.headers.location).toBe('/admin/vehicles/denago-ev-nomad?notice=saved')
    expect((await t.services.vehicleRecords.get('denago-ev-nomad'))!.name).toBe('Denago EV Nomad (demo)')

    // Duplicate asks for the copy's address on its own page, proposing one from year, make and model.
    const ask = await request(t.app).get('/admin/vehicles/denago-ev-nomad/duplicate').set('Cookie', session.cookie).expect(200)
    const proposed = /id="field-newId"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="field-newId"/.exec(ask.text)
    const copyId = proposed![1] ?? proposed![2]
    // The form made it an Evolution named "Denago EV Nomad (demo)": make and model, no "-copy".
    expect(copyId).toBe('evolution-denago-ev-nomad-demo')
    const copy = await request(t.app).post('/admin/vehicles/denago-ev-nomad/duplicate').set('Cookie', session.cookie).type('form').send(formBody({ _csrf: session.csrfToken, newId: copyId! }))
    expect(copy.headers.location).toBe(`/admin/vehicles/${copyId}?notice=duplicated`)
    expect((await t.services.vehicleRecords.get(copyId!))!.status).toBe('draft')

    const confirm = await request(t.app).get(`/admin/vehicles/${copyId}/delete`).set('Cookie', session.cookie)
    expect(confirm.text).toContain('Delete for good')
    const del = await request(t.app).post(`/admin/vehicles/${copyId}/delete`).set('Cookie', session.cookie).type('form').send(formBody({ _csrf: session.csrfToken }))
    expect(del.headers.location).toBe('/admin?notice=deleted')
    expect(await t.services.vehicleRecords.get(copyId!)).toBeUndefined()
  })

  it('imports a pasted CSV from the console, with a dry run first', async () => {
    const session = await signedInOperator(t)
    const dry = await request(t.app)
      .post('/admin/vehicles/import')
      .set('Cookie', session.cookie)
      .field('_csrf', session.csrfToken)
      .field('csv', 'id,price\ndenago-ev-city,10495\n')
      .field('dryRun', 'true')
    expect(dry.status).toBe(200)
    expect(dry.text).toContain('Dry run: would create 0, update 1, 0 unchanged.')
    expect((await t.services.vehicleRecords.get('denago-ev-city'))!.price).toBe(11995)
    const real = await request(t.app)
      .post('/admin/vehicles/import')
      .set('Cookie', session.cookie)
      .field('_csrf', session.csrfToken)
      .attach('file', Buffer.from('id,price\ndenago-ev-city,10495\n'), { filename: 'prices.csv', contentType: 'text/csv' })
    expect(real.text).toContain('Created 0, updated 1, 0 unchanged.')
    expect((await t.services.vehicleRecords.get('denago-ev-city'))!.price).toBe(10495)
  })

  it('answers 404 in the console for an unknown vehicle', async () => {
    const session = await signedInOperator(t)
    expect((await request(t.app).get('/admin/vehicles/nope').set('Cookie', session.cookie)).status).toBe(404)
  })
})
