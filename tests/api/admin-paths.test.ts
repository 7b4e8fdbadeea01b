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
  // Dot-segments, encoded or not, and backslashes: a page router resolves them to the console.
  '/inventory/%2E%2E/admin/team/index.pageContext.json',
  '/inventory/%2e%2e/admin/audit',
  '/inventory/..%2Fadmin/team/index.pageContext.json',
  '/x/%2E%2E/%2E%2E/admin/index.pageContext.json',
  '/%2E/admin/audit/index.pageContext.json',
  '/inventory/%2E%2E%5Cadmin%5Cteam/index.pageContext.json',
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

  it('an encoded dot-segment to a console page is refused before any page router sees it', async () => {
    for (const path of ['/inventory/%2E%2E/admin/team/index.pageContext.json', '/inventory/%2e%2e/admin/audit', '/inventory/..%2Fadmin/team']) {
      const res = await request(t.app).get(path)
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 404, 'no-store'])
      expect(res.text).toBe('Not found')
    }
  })

  it('the admin API answers 401 in JSON however its path is cased, and console paths tell their methods to nobody signed out', async () => {
    for (const path of ['/API/ADMIN/vehicles', '/Api/Admin/leads', '/API/admin/audit']) {
      const res = await request(t.app).get(path)
      expect([path, res.status, res.body]).toEqual([path, 401, { error: 'Sign in required' }])
    }
    for (const path of ['/api/admin/vehicles', '/API/ADMIN/leads', '/api/admin/leads/123', '/admin/vehicles/new', '/admin/team', '/admin']) {
      const res = await request(t.app).options(path)
      expect([path, res.status === 200 || res.status === 204]).toEqual([path, false])
      expect([path, res.headers.allow]).toEqual([path, undefined])
    }
    const session = await signedInOperator(t)
    const res = await request(t.app).options('/api/admin/vehicles').set('Cookie', session.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.allow).toMatch(/GET/)
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
