/**
 * The dealer's own words for a vehicle in Spanish: optional fields of the record, through the
 * admin API, the console's form and the CSV, on both databases; a Spanish page shows them, and
 * the English (marked as English) where they are empty.
 */
import request from 'supertest'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vehicleText } from '#app/domain/vehicles/vehicle'
import { createTestApp, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator } from '../helpers/operators'

const CART = {
  id: 'denago-ev-city-red-2026',
  name: 'Denago EV City (Red)',
  brand: 'Denago',
  category: 'EV City Street Legal',
  price: 12495,
  description: 'A street-legal low-speed vehicle in red, on the lot now.',
  specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '500 lbs', seatingCapacity: 2 },
  features: ['Backup camera', 'Windshield with wiper'],
  status: 'available',
}

let t: TestApp
let bearer: string
beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

describe('a vehicle’s Spanish words', () => {
  it('are kept with the record, shown to the public API, and empty until written', async () => {
    const made = await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send(CART)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ descriptionEs: '', featuresEs: [] })
    expect((await request(t.app).get(`/api/vehicles/${CART.id}`)).body.spanish).toBeUndefined()

    const spanish = { descriptionEs: 'Un vehículo de baja velocidad (LSV) rojo, legal en la calle, ya en el lote.', featuresEs: 'Cámara de reversa\nParabrisas con limpiaparabrisas' }
    const saved = await request(t.app).patch(`/api/admin/vehicles/${CART.id}`).set('Authorization', bearer).send(spanish)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ descriptionEs: spanish.descriptionEs, featuresEs: ['Cámara de reversa', 'Parabrisas con limpiaparabrisas'] })
    // Nothing else changed.
    expect(saved.body).toMatchObject({ description: CART.description, features: CART.features })
    const stored = await t.db.get<{ description_es: string; features_es: string }>('SELECT description_es, features_es FROM vehicles WHERE id = ?', [CART.id])
    expect(stored).toEqual({ description_es: spanish.descriptionEs, features_es: JSON.stringify(['Cámara de reversa', 'Parabrisas con limpiaparabrisas']) })
  })

  it('refuses Spanish text over the English limits, and changes nothing', async () => {
    await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send(CART).expect(201)
    const res = await request(t.app).patch(`/api/admin/vehicles/${CART.id}`).set('Authorization', bearer).send({ descriptionEs: 'x'.repeat(5001), featuresEs: ['y'.repeat(201)] })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/Spanish description must be at most 5000 characters/)
    expect(JSON.stringify(res.body)).toMatch(/at most 200 characters/)
    expect((await t.db.get<{ description_es: string }>('SELECT description_es FROM vehicles WHERE id = ?', [CART.id]))!.description_es).toBe('')
  })

  it('go out and come back in the CSV, in columns of their own after the others', async () => {
    await request(t.app)
      .post('/api/admin/vehicles')
      .set('Authorization', bearer)
      .send({ ...CART, descriptionEs: 'Rojo, "listo", con cámara', featuresEs: ['Cámara de reversa', 'Parabrisas'] })
      .expect(201)
    const csv = await request(t.app).get('/api/admin/vehicles.csv').set('Authorization', bearer).expect(200)
    const [header, ...rows] = parse(csv.text) as string[][]
    expect(header!.slice(-4)).toEqual(['descriptionEs', 'featuresEs', 'shopperPrice', 'saleEndsAt'])
    const row = rows.find((r) => r[0] === CART.id)!
    expect(row[header!.indexOf('descriptionEs')]).toBe('Rojo, "listo", con cámara')
    expect(row[header!.indexOf('featuresEs')]).toBe('Cámara de reversa | Parabrisas')
    const file = `id,descriptionEs,featuresEs\n${CART.id},Nuevo texto,Luces LED | Asientos plegables\n`
    const imported = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send(file)
    expect(imported.status).toBe(200)
    const after = (await request(t.app).get(`/api/admin/vehicles/${CART.id}`).set('Authorization', bearer)).body
    expect(after).toMatchObject({ descriptionEs: 'Nuevo texto', featuresEs: ['Luces LED', 'Asientos plegables'], description: CART.description })
  })

  it('have their own fields on the console’s form, which saves them without JavaScript', async () => {
    await request(t.app).post('/api/admin/vehicles').set('Authorization', bearer).send(CART).expect(201)
    const owner = await signedInOperator(t, 'owner')
    const page = await request(t.app).get(`/admin/vehicles/${CART.id}`).set('Cookie', owner.cookie)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<label for="[^"]+">Description in Spanish<\/label>/)
    expect(page.text).toMatch(/<textarea[^>]*name="descriptionEs"[^>]*lang="es"|<textarea[^>]*lang="es"[^>]*name="descriptionEs"/)
    expect(page.text).toMatch(/name="featuresEs"/)
    const form = { ...CART, ...CART.specifications, features: CART.features.join('\n'), descriptionEs: 'Rojo y listo.', featuresEs: 'Cámara de reversa\nParabrisas', _csrf: owner.csrfToken }
    delete (form as Record<string, unknown>).specifications
    const saved = await request(t.app)
      .post(`/admin/vehicles/${CART.id}`)
      .set('Cookie', owner.cookie)
      .type('form')
      .send(new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString())
    expect(saved.status).toBe(303)
    expect(await t.services.vehicleRecords.get(CART.id)).toMatchObject({ descriptionEs: 'Rojo y listo.', featuresEs: ['Cámara de reversa', 'Parabrisas'] })
  })
})

describe('a Spanish vehicle page', () => {
  it('shows the dealer’s Spanish where written, and the English marked as English where not', async () => {
    const both = await createTestApp({ languages: ['en', 'es'] })
    try {
      const token = `Bearer ${await apiToken(both)}`
      await request(both.app).post('/api/admin/vehicles').set('Authorization', token).send({ ...CART, descriptionEs: 'Un LSV rojo, listo para la calle.' }).expect(201)
      const page = await request(both.app).get(`/es/vehicles/${CART.id}`).expect(200)
      expect(page.text).toMatch(/<p class="lead">Un LSV rojo, listo para la calle\.<\/p>/)
      expect(page.text).toContain('<span lang="en">Backup camera</span>')
      const english = await request(both.app).get(`/vehicles/${CART.id}`).expect(200)
      expect(english.text).toContain(`<p class="lead">${CART.description}</p>`)
      expect(english.text).not.toContain('Un LSV rojo')
    } finally {
      await both.close()
    }
  })
})

describe('what a page shows of the dealer’s words', () => {
  const vehicle = { description: 'Lifted, with a light bar.', features: ['Light bar'], spanish: { description: 'Elevado, con barra de luces.', features: [] } }

  it('is the Spanish where written, else the English, each saying its language', () => {
    expect(vehicleText(vehicle, 'es')).toEqual({ description: { text: 'Elevado, con barra de luces.', language: 'es' }, features: { text: ['Light bar'], language: 'en' } })
    expect(vehicleText(vehicle, 'en')).toEqual({ description: { text: 'Lifted, with a light bar.', language: 'en' }, features: { text: ['Light bar'], language: 'en' } })
    expect(vehicleText({ description: 'x', features: [] }, 'es').description).toEqual({ text: 'x', language: 'en' })
  })
})
