/**
 * API tokens and roles against the real app (production build, a fresh database, SQLite or
 * PostgreSQL): integration and metrics tokens from the CLI, who sees the audit entries about
 * operators and tokens, and the guard contract (authenticate, requireActor, requireCsrf) with
 * its roles and CSRF.
 */
import express from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authenticate, requireActor, requireCsrf } from '#app/server/operators'
import { TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator } from '../helpers/operators'
import { secrets, authTestApp, cli, addUser, setUpWithPassword, expectNoSecretsLogged } from '../helpers/admin-auth'

let t: TestApp

beforeAll(async () => {
  t = await authTestApp()
  // The guard contract's operators, as the CLI adds them: the first an owner, set up; then staff, set-up pending.
  await setUpWithPassword(t, await addUser(t, 'owner@example.com'))
  await addUser(t, 'staff-one@example.com')
})
afterAll(async () => {
  try {
    // Like the logs tests in admin-auth-sign-in.test.ts, for this file's app: nothing these tests handled reached the logs.
    if (t) expectNoSecretsLogged(t)
  } finally {
    await t?.close()
  }
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the audit API', () => {
  it('shows entries about operators and API tokens to owners only', async () => {
    const staff = await signedInOperator(t, 'staff')
    const ownerSession = await signedInOperator(t, 'owner')
    const token = await apiToken(t)
    secrets.add(token)
    await t.db.run("INSERT INTO audit_log (actor, action, entity, entity_id) VALUES ('cli', 'vehicle.update', 'vehicle', 'audit-visibility-cart')")
    for (const auth of [{ Cookie: staff.cookie }, { Authorization: `Bearer ${token}` }]) {
      for (const entity of ['operator', 'api_token']) {
        const res = await request(t.app).get(`/api/admin/audit?entity=${entity}`).set(auth).expect(200)
        expect(res.body).toEqual([])
      }
      const all = await request(t.app).get('/api/admin/audit?limit=500').set(auth).expect(200)
      expect(all.body.length).toBeGreaterThan(0)
      expect(all.body.filter((e: { entity: string }) => e.entity === 'operator' || e.entity === 'api_token')).toEqual([])
    }
    const owner = await request(t.app).get('/api/admin/audit?entity=operator').set('Cookie', ownerSession.cookie).expect(200)
    expect(owner.body.length).toBeGreaterThan(0)
    expect((await request(t.app).get('/api/admin/audit?entity=api_token').set('Cookie', ownerSession.cookie).expect(200)).body.length).toBeGreaterThan(0)
  })
})

describe('API tokens', () => {
  it('authenticate as the token until it is revoked', async () => {
    const created = await cli(t, 'create-token', 'dms-feed')
    expect(created.code).toBe(0)
    const token = created.out.find((l) => l.startsWith('lcgc_'))!
    secrets.add(token)
    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).expect(200)
    expect((await cli(t, 'list-tokens')).out.join('\n')).toMatch(/dms-feed\tintegration\tlive/)
    const stored = await t.db.all<{ token_hash: string }>('SELECT token_hash FROM api_tokens')
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false)
    expect((await cli(t, 'create-token', 'dms-feed')).code).toBe(1)
    expect((await cli(t, 'revoke-token', 'dms-feed')).code).toBe(0)
    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).expect(401)
    await request(t.app).get('/api/admin/vehicles').set('Authorization', 'Bearer lcgc_made-up').expect(401)
    await request(t.app).get('/api/admin/vehicles').expect(401)
    expect((await cli(t, 'revoke-token', 'dms-feed')).code).toBe(1)
  })
})

describe('metrics tokens', () => {
  it('are made with --scope metrics, listed with their scope, and open nothing in the admin API', async () => {
    const created = await cli(t, 'create-token', 'prometheus', '--scope', 'metrics')
    expect(created.code).toBe(0)
    expect(created.out.join('\n')).toMatch(/reads GET \/metrics only/)
    const token = created.out.find((l) => l.startsWith('lcgc_'))!
    secrets.add(token)
    expect((await cli(t, 'list-tokens')).out.join('\n')).toMatch(/prometheus\tmetrics\tlive/)
    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).expect(401)
    await request(t.app).get('/admin').set('Authorization', `Bearer ${token}`).expect(303)
    expect(await t.db.get("SELECT scope FROM api_tokens WHERE name = 'prometheus' AND revoked_at IS NULL")).toEqual({ scope: 'metrics' })
    expect((await cli(t, 'create-token', 'other', '--scope', 'everything')).code).toBe(2)
    expect((await cli(t, 'list-tokens', '--scope', 'metrics')).code).toBe(2)
    expect(await t.db.get("SELECT 1 AS found FROM api_tokens WHERE name = 'other'")).toBeUndefined()
    expect((await cli(t, 'revoke-token', 'prometheus')).code).toBe(0)
  })
})

describe('the guard contract (authenticate, requireActor, requireCsrf)', () => {
  it('lets owners through owner-only routes; staff and API tokens get 403; nobody gets 401 or a redirect', async () => {
    const app = express()
    const env = { publicOrigin: TEST_ORIGIN }
    app.use(express.json())
    app.use(authenticate(t.services, env))
    app.get('/api/admin/users', requireActor({ role: 'owner' }), (_req, res) => void res.json({ ok: true }))
    app.post('/api/admin/things', requireActor(), requireCsrf, (_req, res) => void res.json({ actor: res.locals.actor }))
    app.get('/admin/users', requireActor({ role: 'owner' }), (_req, res) => void res.send('users'))

    const ownerSession = await t.services.operators.createSession((await t.services.operators.byEmail('owner@example.com'))!.id)
    const staffSession = await t.services.operators.createSession((await t.services.operators.byEmail('staff-one@example.com'))!.id)
    const token = await t.services.operators.createToken('contract-test', { kind: 'cli' })
    secrets.add(token)

    await request(app).get('/api/admin/users').set('Cookie', `session=${ownerSession.token}`).expect(200)
    const staff = await request(app).get('/api/admin/users').set('Cookie', `session=${staffSession.token}`).expect(403)
    expect(staff.body).toEqual({ error: 'Not allowed for your role' })
    await request(app).get('/api/admin/users').set('Authorization', `Bearer ${token}`).expect(403)
    expect((await request(app).get('/api/admin/users').expect(401)).body).toEqual({ error: 'Sign in required' })
    expect((await request(app).get('/admin/users?x=1').expect(303)).headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Fusers%3Fx%3D1')
    await request(app).get('/admin/users').set('Cookie', `session=${staffSession.token}`).expect(403)
    await request(app).get('/admin/users').set('Cookie', 'session=garbage').expect(303)

    // CSRF: a session needs its token; the header or the form field; a bearer token is exempt.
    await request(app).post('/api/admin/things').set('Cookie', `session=${staffSession.token}`).send({}).expect(403)
    await request(app).post('/api/admin/things').set('Cookie', `session=${staffSession.token}`).set('x-csrf-token', 'wrong').send({}).expect(403)
    await request(app).post('/api/admin/things').set('Cookie', `session=${staffSession.token}`).set('x-csrf-token', staffSession.csrfToken).expect(200)
    await request(app).post('/api/admin/things').set('Cookie', `session=${staffSession.token}`).send({ _csrf: staffSession.csrfToken }).expect(200)
    await request(app)
      .post('/api/admin/things')
      .set('Cookie', `session=${staffSession.token}`)
      .set('x-csrf-token', staffSession.csrfToken)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403)
    const bearer = await request(app).post('/api/admin/things').set('Authorization', `Bearer ${token}`).send({}).expect(200)
    expect(bearer.body.actor).toEqual({ kind: 'token', name: 'contract-test' })
    await request(app).post('/api/admin/things').send({}).expect(401)
  })
})
