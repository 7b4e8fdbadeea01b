/**
 * A special's words in Spanish, in the dealer's own words: optional fields through the admin API
 * and the console's form; the Spanish specials page and home page show them, and the English,
 * marked as English, where they are empty.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator } from '../helpers/operators'

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

const SALE = {
  title: 'EV City event',
  text: 'The street-legal EV City at its best price of the year.',
  finePrint: 'On the unit in stock.',
  startsAt: iso(-60_000),
  endsAt: iso(2 * 3_600_000),
  status: 'scheduled',
  scope: { kind: 'vehicles', ids: ['denago-ev-city'] },
  discount: { kind: 'sale-price', prices: { 'denago-ev-city': 10995 } },
}

let t: TestApp
let bearer: string
beforeEach(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

describe('a special’s Spanish words', () => {
  it('are kept with it, empty until written, and refused over the English limits', async () => {
    const made = await request(t.app).post('/api/admin/specials').set('Authorization', bearer).send(SALE)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ titleEs: '', textEs: '', finePrintEs: '' })
    const long = await request(t.app).post('/api/admin/specials').set('Authorization', bearer).send({ ...SALE, titleEs: 'x'.repeat(81) })
    expect(long.status).toBe(400)
    expect(long.body.fields).toHaveProperty('titleEs')
  })

  it('are shown on the Spanish pages where written, the English marked as English where not', async () => {
    await request(t.app)
      .post('/api/admin/specials')
      .set('Authorization', bearer)
      .send({ ...SALE, titleEs: 'Evento del EV City', textEs: 'El EV City, legal en la calle, a su mejor precio del año.' })
      .expect(201)
    const page = (await request(t.app).get('/es/specials').expect(200)).text
    expect(page).toMatch(/<h2 id="special-\d+-title">Evento del EV City<\/h2>/)
    expect(page).toContain('<p>El EV City, legal en la calle, a su mejor precio del año.</p>')
    // The fine print is not written in Spanish: shown in English, marked.
    expect(page).toContain('<span lang="en">On the unit in stock.</span>')
    const home = (await request(t.app).get('/es').expect(200)).text
    expect(home).toMatch(/<h3><a href="\/es\/specials#special-\d+">Evento del EV City<\/a><\/h3>/)
    const english = (await request(t.app).get('/specials').expect(200)).text
    expect(english).toMatch(/<h2 id="special-\d+-title">EV City event<\/h2>/)
    expect(english).not.toContain('Evento del EV City')
  })

  it('have fields of their own on the console’s form', async () => {
    const owner = await signedInOperator(t, 'owner')
    const page = await request(t.app).get('/admin/specials/new').set('Cookie', owner.cookie).expect(200)
    for (const label of ['Title in Spanish', 'Text in Spanish', 'Fine print in Spanish']) expect(page.text).toContain(`>${label}</label>`)
    expect(page.text).toMatch(/name="titleEs"[^>]*lang="es"|lang="es"[^>]*name="titleEs"/)
    expect(TEST_ORIGIN).toBeTruthy()
  })
})
