/**
 * The owner's Team pages against the real app (production build, a fresh SQLite file):
 * adding users with a one-time set-up link, new set-up links, disabling, API tokens;
 * owners only (staff, API tokens and the signed-out are kept out of every page and post),
 * CSRF, the self and last-owner rules, audit, and what reaches the logs.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '#app/server/operators'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'
import { totpSecretIn } from '../helpers/admin-auth'

const PASSWORD = 'harvest lantern meadow 77'

let t: TestApp
let owner: SignedIn
/** Every secret the tests handled: none may appear in the logs. */
const secrets = new Set<string>()

beforeAll(async () => {
  t = await createTestApp()
  owner = await signedInOperator(t, 'owner', 'team-owner@example.com')
})
afterAll(async () => {
  await t?.close()
})

const get = (who: SignedIn, path: string) => request(t.app).get(path).set('Cookie', who.cookie)
const post = (who: SignedIn, path: string, body: Record<string, string> = {}) =>
  request(t.app).post(path).set('Cookie', who.cookie).type('form').send({ _csrf: who.csrfToken, ...body })

/** The one-time secret a post rendered, from its labelled <output>. */
function secretIn(html: string, id: 'setup-link' | 'api-token'): string {
  const value = new RegExp(`<output id="${id}"[^>]*><code>([^<]+)</code></output>`).exec(html)?.[1]
  expect(value, `no #${id} in the page`).toBeDefined()
  secrets.add(value!)
  return value!
}

const idOf = async (email: string) => (await t.services.operators.byEmail(email))!.id
const lastAudit = async (entity: string) => (await t.services.audit.list({ entity, limit: 1 }))[0]

describe('the Team page', () => {
  it('lists users and tokens for owners, and only owners see it in the nav', async () => {
    const staff = await signedInOperator(t, 'staff', 'team-staff@example.com')
    await apiToken(t, 'price-feed')
    const page = await get(owner, '/admin/team').expect(200)
    expect(page.headers['cache-control']).toMatch(/^no-store/)
    expect(page.headers['x-robots-tag']).toContain('noindex')
    expect(page.text).toContain('<h1>Team</h1>')
    expect(page.text).toContain('team-owner@example.com<span class="team-you"> (you)</span>')
    expect(page.text).toContain('team-staff@example.com')
    expect(page.text).toContain('price-feed')
    expect(page.text).toContain('Set-up pending')
    expect(page.text).toMatch(/<a href="\/admin\/team" aria-current="page">Team<\/a>/)
    // Every form carries the session's CSRF token.
    const forms = page.text.match(/<form [^>]*method="post"[^>]*>/g) ?? []
    expect(forms.length).toBeGreaterThanOrEqual(3)
    expect(page.text.split(`name="_csrf" value="${owner.csrfToken}"`).length - 1).toBe(forms.length)
    // No hash of anything reaches the page.
    const hashes = await t.db.all<{ token_hash: string }>('SELECT token_hash FROM api_tokens')
    for (const { token_hash } of hashes) expect(page.text).not.toContain(token_hash)

    expect((await get(owner, '/admin').expect(200)).text).toContain('href="/admin/team"')
    expect((await get(staff, '/admin').expect(200)).text).not.toContain('href="/admin/team"')
  })
})

describe('a monitoring token on the Team page', () => {
  it('is listed with what it may do', async () => {
    await t.services.operators.createToken('prometheus-team', { kind: 'cli' }, 'metrics')
    const page = await get(owner, '/admin/team').expect(200)
    expect(page.text).toMatch(/prometheus-team(<!-- -->)? \(reads \/metrics only\)/)
    expect(page.text).not.toMatch(/price-feed(<!-- -->)? \(reads/)
  })
})

describe('adding a user', () => {
  it('shows the set-up link once, in the answer to the post; the link works once', async () => {
    const res = await post(owner, '/admin/team/users/new', { email: 'New.Staff@example.com', role: 'staff' })
    expect(res.status, res.text).toBe(201)
    expect(res.headers.location).toBeUndefined()
    expect(res.headers['cache-control']).toMatch(/^no-store/)
    expect(res.text).toContain('<label for="setup-link">Set-up link</label>')
    expect(res.text).toMatch(/expires in 24 hours/)
    expect(res.text).toMatch(/works once/)
    const link = secretIn(res.text, 'setup-link')
    expect(link.startsWith(`${TEST_ORIGIN}/admin/setup?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token')!
    secrets.add(token)

    const added = await t.services.operators.byEmail('new.staff@example.com')
    expect(added).toMatchObject({ role: 'staff', disabledAt: null })
    expect(await lastAudit('operator')).toMatchObject({ action: 'user.add', actor: 'team-owner@example.com', after: { email: 'new.staff@example.com', role: 'staff' } })
    // Never again: the Team page lists the user, not the link.
    const team = await get(owner, '/admin/team').expect(200)
    expect(team.text).toContain('new.staff@example.com')
    expect(team.text).not.toContain(token)

    // The link opens the set-up page, and is used up by setting up.
    const setup = await request(t.app).get(`/admin/setup?token=${token}`).expect(200)
    const secret = totpSecretIn(setup.text)!
    secrets.add(secret)
    const done = await request(t.app).post('/admin/setup').type('form').send({ token, password: PASSWORD, code: totpCode(secret, Date.now()) })
    expect(done.status, done.text).toBe(303)
    for (const cookie of ([] as string[]).concat(done.headers['set-cookie'] ?? [])) secrets.add(cookie.split(';')[0]!.split('=')[1]!)
    await request(t.app).get(`/admin/setup?token=${token}`).expect(404)
    expect((await t.services.operators.byEmail('new.staff@example.com'))!.hasPassword).toBe(true)
  })

  it('says what is wrong beside each field, and refuses an address already in use', async () => {
    const bad = await post(owner, '/admin/team/users/new', { email: 'not an address', role: 'admin' }).expect(400)
    expect(bad.text).toContain('Check the fields marked below.')
    expect(bad.text).toMatch(/<p class="console-field-error" id="field-email-error">Enter an e-mail address like name@example.com.<\/p>/)
    expect(bad.text).toMatch(/<p class="console-field-error" id="field-role-error">Choose owner or staff.<\/p>/)
    expect(bad.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="field-email-hint field-email-error"/)
    expect(bad.text).toContain('value="not an address"')
    expect(bad.text).not.toContain('id="setup-link"')
    const empty = await post(owner, '/admin/team/users/new', { email: '', role: 'staff' }).expect(400)
    expect(empty.text).toContain('Enter their e-mail address.')
    const taken = await post(owner, '/admin/team/users/new', { email: 'NEW.STAFF@example.com', role: 'owner' }).expect(400)
    expect(taken.text).toContain('already exists')
    expect(await t.services.operators.byEmail('not an address')).toBeUndefined()
  })

  it('adds an owner when asked', async () => {
    const res = await post(owner, '/admin/team/users/new', { email: 'second-owner@example.com', role: 'owner' }).expect(201)
    secretIn(res.text, 'setup-link')
    expect((await t.services.operators.byEmail('second-owner@example.com'))!.role).toBe('owner')
  })
})

describe('a new set-up link for an existing user', () => {
  it('asks first, then shows the new link once; the earlier link stops working', async () => {
    const { operator, setupToken: first } = await t.services.operators.add('slow-starter@example.com', 'staff', { kind: 'cli' })
    secrets.add(first)
    const confirm = await get(owner, `/admin/team/users/${operator.id}/setup-link`).expect(200)
    expect(confirm.text).toContain('New set-up link for slow-starter@example.com?')
    expect(confirm.text).not.toContain('id="setup-link"')
    const res = await post(owner, `/admin/team/users/${operator.id}/setup-link`).expect(201)
    const token = new URL(secretIn(res.text, 'setup-link')).searchParams.get('token')!
    secrets.add(token)
    await request(t.app).get(`/admin/setup?token=${first}`).expect(404)
    await request(t.app).get(`/admin/setup?token=${token}`).expect(200)
    expect(await lastAudit('operator')).toMatchObject({ action: 'user.setup-link', actor: 'team-owner@example.com', entityId: String(operator.id) })
    await get(owner, '/admin/team/users/999999/setup-link').expect(404)
    await post(owner, '/admin/team/users/999999/setup-link').expect(404)
    await post(owner, '/admin/team/users/not-a-number/setup-link').expect(404)
  })
})

describe('disabling a user', () => {
  it('asks first, then ends their sessions at once', async () => {
    const leaving = await signedInOperator(t, 'staff', 'leaving@example.com')
    await t.services.operators.createSession(await idOf('leaving@example.com'))
    await get(leaving, '/admin').expect(200)
    const id = await idOf('leaving@example.com')
    const confirm = await get(owner, `/admin/team/users/${id}/disable`).expect(200)
    expect(confirm.text).toContain('Disable leaving@example.com?')
    const res = await post(owner, `/admin/team/users/${id}/disable`).expect(303)
    expect(res.headers.location).toBe('/admin/team?notice=user-disabled')
    expect((await get(leaving, '/admin').expect(303)).headers.location).toBe('/admin/sign-in?next=%2Fadmin')
    expect(await t.services.operators.countSessions(id)).toBe(0)
    expect(await lastAudit('operator')).toMatchObject({ action: 'user.disable', actor: 'team-owner@example.com', entityId: String(id) })
    const team = await get(owner, '/admin/team?notice=user-disabled').expect(200)
    expect(team.text).toContain('User disabled.')
    expect(team.text).toMatch(/leaving@example\.com<\/th>(?:<td[^>]*>.*?<\/td>){3}<td class="team-state-disabled">Disabled<\/td>/)
    // A notice key the page does not know shows nothing.
    expect((await get(owner, '/admin/team?notice=%3Cb%3Ehi').expect(200)).text).not.toContain('hi</')
  })

  it('refuses to disable yourself, with a clear error', async () => {
    const me = await idOf('team-owner@example.com')
    const confirm = await get(owner, `/admin/team/users/${me}/disable`).expect(200)
    expect(confirm.text).toContain('You cannot disable your own account.')
    expect(confirm.text).not.toContain(`action="/admin/team/users/${me}/disable"`)
    const res = await post(owner, `/admin/team/users/${me}/disable`).expect(400)
    expect(res.text).toMatch(/role="alert"[^>]*>.*You cannot disable your own account/)
    expect((await t.services.operators.byEmail('team-owner@example.com'))!.disabledAt).toBeNull()
    await get(owner, '/admin/team').expect(200)
  })

  it('never leaves the console without an active owner, even when two owners disable each other at once', async () => {
    const fresh = await createTestApp()
    try {
      const a = await signedInOperator(fresh, 'owner', 'owner-a@example.com')
      const b = await signedInOperator(fresh, 'owner', 'owner-b@example.com')
      const ids = { a: (await fresh.services.operators.byEmail('owner-a@example.com'))!.id, b: (await fresh.services.operators.byEmail('owner-b@example.com'))!.id }
      const send = (who: SignedIn, id: number) =>
        request(fresh.app).post(`/admin/team/users/${id}/disable`).set('Cookie', who.cookie).type('form').send({ _csrf: who.csrfToken })
      const [byA, byB] = await Promise.all([send(a, ids.b), send(b, ids.a)])
      const outcomes = [byA, byB].map((res) =>
        res.status === 303 && res.headers.location === '/admin/team?notice=user-disabled'
          ? 'disabled'
          : res.status === 400 && res.text.includes('is the last active owner')
            ? 'last owner'
            : res.status === 303 && String(res.headers.location).startsWith('/admin/sign-in')
              ? 'signed out'
              : `${res.status}`,
      )
      expect(outcomes.filter((o) => o === 'disabled')).toHaveLength(1)
      expect(outcomes.filter((o) => o === 'last owner' || o === 'signed out')).toHaveLength(1)
      expect(await fresh.services.operators.activeOwnerCount()).toBe(1)
      // The one left cannot disable the other again (already disabled) nor themselves.
      const survivor = outcomes[0] === 'disabled' ? { who: a, id: ids.a } : { who: b, id: ids.b }
      const self = await send(survivor.who, survivor.id).expect(400)
      expect(self.text).toContain('You cannot disable your own account.')
      expect(await fresh.services.operators.activeOwnerCount()).toBe(1)
    } finally {
      await fresh.close()
    }
  })
})

describe('API tokens', () => {
  it('shows a new token once; it works as a bearer token until revoked', async () => {
    const res = await post(owner, '/admin/team/tokens/new', { name: 'dms-feed' })
    expect(res.status, res.text).toBe(201)
    expect(res.text).toContain('<label for="api-token">API token</label>')
    const token = secretIn(res.text, 'api-token')
    expect(token).toMatch(/^lcgc_[\w-]{43}$/)
    expect(await lastAudit('api_token')).toMatchObject({ action: 'token.create', actor: 'team-owner@example.com', after: { name: 'dms-feed' } })
    const team = await get(owner, '/admin/team').expect(200)
    expect(team.text).toContain('dms-feed')
    expect(team.text).not.toContain(token)

    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).expect(200)
    // Not an owner: a token never manages users or tokens.
    await request(t.app).get('/admin/team').set('Authorization', `Bearer ${token}`).expect(403)
    await request(t.app).post('/admin/team/tokens/new').set('Authorization', `Bearer ${token}`).type('form').send({ name: 'sneaky' }).expect(403)

    const duplicate = await post(owner, '/admin/team/tokens/new', { name: 'dms-feed' }).expect(400)
    expect(duplicate.text).toContain('already exists')
    expect(duplicate.text).toContain('id="field-name-error"')
    const bad = await post(owner, '/admin/team/tokens/new', { name: 'two words' }).expect(400)
    expect(bad.text).toContain('letters, digits, dots, dashes or underscores')
    expect(bad.text).not.toContain('id="api-token"')

    const confirm = await get(owner, '/admin/team/tokens/dms-feed/revoke').expect(200)
    expect(confirm.text).toContain('Revoke the token dms-feed?')
    const revoked = await post(owner, '/admin/team/tokens/dms-feed/revoke').expect(303)
    expect(revoked.headers.location).toBe('/admin/team?notice=token-revoked')
    await request(t.app).get('/api/admin/vehicles').set('Authorization', `Bearer ${token}`).expect(401)
    expect(await lastAudit('api_token')).toMatchObject({ action: 'token.revoke', actor: 'team-owner@example.com' })
    expect((await get(owner, '/admin/team?notice=token-revoked').expect(200)).text).toContain('Token revoked.')
    await post(owner, '/admin/team/tokens/dms-feed/revoke').expect(404)
    await get(owner, '/admin/team/tokens/dms-feed/revoke').expect(404)
    await post(owner, '/admin/team/tokens/no-such-token/revoke').expect(404)
  })
})

describe('who may', () => {
  it('keeps staff, API tokens and the signed-out out of every Team page and post', async () => {
    const staff = await signedInOperator(t, 'staff')
    const token = await apiToken(t)
    secrets.add(token)
    const someone = await idOf('new.staff@example.com')
    const pages = [
      '/admin/team',
      '/admin/team/index.pageContext.json',
      '/admin/team/users/new',
      `/admin/team/users/${someone}/setup-link`,
      `/admin/team/users/${someone}/disable`,
      '/admin/team/tokens/new',
      '/admin/team/tokens/price-feed/revoke',
    ]
    for (const path of pages) {
      expect((await get(staff, path)).status, `staff GET ${path}`).toBe(403)
      expect((await request(t.app).get(path).set('Authorization', `Bearer ${token}`)).status, `token GET ${path}`).toBe(403)
      const anonymous = await request(t.app).get(path)
      expect(anonymous.status, `anonymous GET ${path}`).toBe(303)
      expect(anonymous.headers.location).toMatch(/^\/admin\/sign-in\?next=/)
    }
    // However the path is written, the page never renders for staff.
    for (const path of ['/admin/%74eam', '/admin/team/', '/admin/Team', '/admin/team/users/%6eew', '/admin//team']) {
      const res = await get(staff, path)
      expect(res.status, `staff GET ${path}`).not.toBe(200)
      expect(res.text).not.toContain('team-owner@example.com')
    }
    const before = {
      operators: await t.services.operators.count(),
      tokens: (await t.services.operators.listTokens()).filter((x) => x.revokedAt === null).length,
      audit: (await t.services.audit.list({ limit: 1 }))[0]!.id,
    }
    const posts: Array<[string, Record<string, string>]> = [
      ['/admin/team/users/new', { email: 'intruder@example.com', role: 'owner' }],
      [`/admin/team/users/${someone}/setup-link`, {}],
      [`/admin/team/users/${someone}/disable`, {}],
      ['/admin/team/tokens/new', { name: 'intruder' }],
      ['/admin/team/tokens/price-feed/revoke', {}],
    ]
    for (const [path, body] of posts) {
      const byStaff = await post(staff, path, body)
      expect(byStaff.status, `staff POST ${path}`).toBe(403)
      expect(byStaff.text).not.toMatch(/setup\?token=|lcgc_/)
      expect((await request(t.app).post(path).set('Authorization', `Bearer ${token}`).type('form').send(body)).status, `token POST ${path}`).toBe(403)
      const anonymous = await request(t.app).post(path).type('form').send(body)
      expect(anonymous.status, `anonymous POST ${path}`).toBe(303)
      expect(anonymous.headers.location).toBe('/admin/sign-in?next=%2Fadmin')
    }
    expect(await t.services.operators.count()).toBe(before.operators)
    expect((await t.services.operators.listTokens()).filter((x) => x.revokedAt === null).length).toBe(before.tokens)
    expect((await t.services.audit.list({ limit: 1 }))[0]!.id).toBe(before.audit)
    expect((await t.services.operators.byEmail('new.staff@example.com'))!.disabledAt).toBeNull()
  })

  it('refuses an owner’s post without the session’s CSRF token or from another site', async () => {
    const send = (body: Record<string, string>) => request(t.app).post('/admin/team/tokens/new').set('Cookie', owner.cookie).type('form').send(body)
    await send({ name: 'no-csrf' }).expect(403)
    await send({ name: 'wrong-csrf', _csrf: 'not-the-token' }).expect(403)
    await send({ name: 'cross-site', _csrf: owner.csrfToken }).set('Sec-Fetch-Site', 'cross-site').expect(403)
    await send({ name: 'other-origin', _csrf: owner.csrfToken }).set('Origin', 'https://evil.example').expect(403)
    const names = (await t.services.operators.listTokens()).map((x) => x.name)
    for (const name of ['no-csrf', 'wrong-csrf', 'cross-site', 'other-origin']) expect(names).not.toContain(name)
    const someone = await idOf('second-owner@example.com')
    await request(t.app).post(`/admin/team/users/${someone}/disable`).set('Cookie', owner.cookie).type('form').send({}).expect(403)
    expect((await t.services.operators.byEmail('second-owner@example.com'))!.disabledAt).toBeNull()
  })
})

describe('logs', () => {
  it('hold no set-up link, API token, password, session or e-mail address', () => {
    const logs = t.logs.join('\n')
    expect(logs).toContain('/admin/team/users/new')
    expect(logs).toContain('/admin/team/tokens/new')
    expect(secrets.size).toBeGreaterThan(6)
    for (const secret of secrets) expect(logs).not.toContain(secret)
    expect(logs).not.toContain(PASSWORD)
    expect(logs).not.toMatch(/@example\.com/)
  })
})
