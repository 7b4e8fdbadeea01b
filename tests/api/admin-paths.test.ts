/**
 * The console cannot be reached around its sign-in: not through a percent-encoded path
 * (which Express compares raw and the page router decodes), not through a page's context
 * for client navigation, with or without the HTML cache; and a signed-out request is
 * answered before its body is read.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'

const ENCODED = [
  '/%61dmin',
  '/%61dmin/',
  '/%61dmin/audit',
  '/%61dmin/audit/index.pageContext.json',
  '/%61dmin/index.pageContext.json?status=draft',
  '/%61dmin/vehicles/denago-ev-city',
  '/%61dmin/vehicles/denago-ev-city/index.pageContext.json',
  '/%2561dmin/audit',
  '/%41DMIN/audit',
  '/ad%6Din/vehicles/new',
  '/%2Fadmin',
  '/api/%61dmin/vehicles',
  '/api/%61dmin/audit',
]

describe.each([true, false])('console paths (HTML cache %s)', (htmlCache) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ htmlCache })
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(ENCODED)('%s shows nothing of the console, signed out', async (path) => {
    for (let i = 0; i < 2; i++) {
      const res = await request(t.app).get(path)
      expect(res.status).not.toBe(200)
      expect(res.text).not.toMatch(/owner@|audit log|Add vehicle|"actor"/i)
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/)
    }
  })

  it('a console page answers only through the console router, even to a signed-in operator', async () => {
    const session = await signedInOperator(t)
    expect((await request(t.app).get('/admin/audit').set('Cookie', session.cookie)).status).toBe(200)
    expect((await request(t.app).get('/%61dmin/audit').set('Cookie', session.cookie)).status).toBe(404)
  })

  it('answers a signed-out post before reading its body', async () => {
    const big = 'x'.repeat(6 * 1024 * 1024)
    const res = await request(t.app).post('/admin/vehicles/import').field('csv', big)
    expect(res.status).toBe(303)
    const api = await request(t.app).post('/api/admin/vehicles.csv').set('Content-Type', 'text/csv').send(big)
    expect(api.status).toBe(401)
  })
})
