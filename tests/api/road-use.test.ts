import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { jsonLdOf, textOf } from '../helpers/html'
import { apiToken } from '../helpers/operators'

let t: TestApp
let bearer: string

beforeAll(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterAll(async () => {
  await t.close()
})

const afterPoll = () => new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))

describe('road use under Pennsylvania law', () => {
  it('is set from the line-up’s facts: the Street Legal series an LSV, the Utility series off-road, the rest golf carts', async () => {
    const vehicles: Array<{ id: string; roadUse: string; specifications: { topSpeed: string } }> = (await request(t.app).get('/api/vehicles')).body
    const by = (use: string) => vehicles.filter((v) => v.roadUse === use).map((v) => v.id).sort()
    expect(by('lsv')).toEqual(['denago-ev-city'])
    expect(by('off-road')).toEqual(['denago-ev-rover-xl', 'denago-ev-rover-xl6', 'denago-ev-rover-xxl'])
    // Every cart of 20 mph or less is a golf cart.
    for (const v of vehicles.filter((v) => parseInt(v.specifications.topSpeed, 10) <= 20)) expect(v.roadUse, v.id).toBe('golf-cart')
    expect(by('golf-cart')).toHaveLength(vehicles.length - 4)
  })

  it('shows on the card, the vehicle page (with its structured data) and the compare table', async () => {
    const page = await request(t.app).get('/vehicles/denago-ev-city')
    expect(page.text).toContain('<p class="road-use road-use-lsv">Street legal (LSV)</p>')
    expect(page.text).toContain('href="/street-legal"')
    const product = jsonLdOf(page.text).find((d) => d['@type'] === 'Product')!
    expect(product.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Road use', value: 'Street legal (LSV)' })
    expect(textOf((await request(t.app).get('/inventory')).text)).toContain('Golf cart, not street legal')
    expect(textOf((await request(t.app).get('/compare?ids=denago-ev-city,denago-ev-rover-xl')).text)).toMatch(/Road use (Differs )?Street legal \(LSV\) Off-road, private land/)
  })

  it('filters the inventory by road=lsv, road=golf-cart and road=off-road, with counts like the other filters', async () => {
    const res = await request(t.app).get('/inventory?road=off-road')
    const text = textOf(res.text)
    expect(text).toContain('Showing 3 of')
    expect(res.text).toMatch(/<option value="lsv">Street legal \(LSV\) \(1\)<\/option>/)
    expect(res.text).toMatch(/<option value="off-road" selected="">Off-road \(private land\) \(3\)<\/option>/)
    expect(textOf((await request(t.app).get('/inventory?road=lsv')).text)).toContain('Showing 1 of')
  })

  it('is the dealer’s to set in the admin API and the CSV, refused when it is not one of the three', async () => {
    const bad = await request(t.app).patch('/api/admin/vehicles/evolution-d5-ranger-4').set('Authorization', bearer).send({ roadUse: 'highway' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['roadUse'])
    const ok = await request(t.app).patch('/api/admin/vehicles/evolution-d5-ranger-4').set('Authorization', bearer).send({ roadUse: 'lsv' })
    expect(ok.status).toBe(200)
    expect(ok.body.roadUse).toBe('lsv')
    const csv = await request(t.app).post('/api/admin/vehicles.csv').set('Authorization', bearer).type('text/csv').send('id,roadUse\nevolution-d5-ranger-6,lsv\n')
    expect(csv.body).toEqual({ dryRun: false, created: [], updated: ['evolution-d5-ranger-6'], unchanged: [] })
    await afterPoll()
    expect(textOf((await request(t.app).get('/inventory?road=lsv')).text)).toContain('Showing 3 of')
  })
})

describe('/street-legal', () => {
  it('explains golf carts, LSVs and off-road vehicles, citing the statute and PennDOT by name, and says it is not legal advice', async () => {
    const res = await request(t.app).get('/street-legal')
    expect(res.status).toBe(200)
    const text = textOf(res.text)
    for (const phrase of ['75 Pa.C.S.', 'Chapter 77A', 'PennDOT', 'Federal Motor Vehicle Safety Standard No. 500', '49 CFR 571.500', 'not legal advice', 'title and a registration', 'Insurance', 'safety inspection', 'Nobody under 12']) {
      expect(text, phrase).toContain(phrase)
    }
    for (const href of ['/inventory?road=lsv', '/inventory?road=golf-cart', '/inventory?road=off-road']) expect(res.text).toContain(`href="${href.replace('&', '&amp;')}"`)
  })
})

describe('the spec’s own details', () => {
  it('links Evolution models by the dashed model name without the brand, each answering 301 to the vehicle', async () => {
    const page = await request(t.app).get('/evolution')
    const links = [...page.text.matchAll(/href="(\/vehicles\/[^"]+)"/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(20)
    for (const link of new Set(links)) {
      expect(link, link).not.toMatch(/^\/vehicles\/evolution-/)
      const res = await request(t.app).get(link)
      expect(res.status, link).toBe(301)
      expect(res.headers.location).toBe(link.replace('/vehicles/', '/vehicles/evolution-'))
    }
    expect((await request(t.app).get('/vehicles/d5-ranger-4-plus?ref=brand')).headers.location).toBe('/vehicles/evolution-d5-ranger-4-plus?ref=brand')
    expect((await request(t.app).get('/vehicles/no-such-model')).status).toBe(404)
  })

  it('marks a link current when the path starts with its path, Home only on /', async () => {
    const current = async (path: string) =>
      [...(await request(t.app).get(path)).text.matchAll(/<a href="([^"]+)" class="nav-link[^"]*" aria-current="(page|true)"/g)].map((m) => `${m[1]}:${m[2]}`)
    expect(await current('/')).toEqual(['/:page'])
    expect(await current('/rentals/allentown')).toEqual(['/rentals:true'])
    expect(await current('/inventory?brand=denago')).toEqual(['/inventory:page'])
    expect(await current('/vehicles/denago-ev-city')).toEqual([])
  })
})
