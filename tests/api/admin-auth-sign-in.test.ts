/**
 * Operator accounts, sign-in and sessions against the real app (production build, a
 * fresh database, SQLite or PostgreSQL): set-up links from the CLI, password + TOTP
 * sign-in, cookie flags, rotation, timeouts, sign-out everywhere, disabled operators,
 * where sign-in sends you next, and what reaches the logs. Throttling, passkeys and
 * recovery, and API tokens and roles are in admin-auth-throttling, admin-auth-passkeys
 * and admin-auth-tokens-and-roles.
 */
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { safeNext, SIGN_IN_FAILED, totpCode } from '#app/server/operators'
import { loggableUrl } from '#app/server/logger'
import { runOperatorCli } from '#app/server/cli/operator'
import { createTestApp, type TestApp } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'
import { PASSWORD, secrets, authTestApp, databaseEnv, cli, addUser, cookie, setUpWithPassword, setClock, signIn, csrfOf, totpSecretIn } from '../helpers/admin-auth'

let t: TestApp

beforeAll(async () => {
  t = await authTestApp()
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A TOTP code from a step no sign-in has used yet: moves the clock one step on. */
let clock = Date.now()
function nextCode(secret: string): string {
  clock += 30_000
  setClock(clock)
  return totpCode(secret, clock)
}

describe('a closed console', () => {
  it('redirects /admin to the sign-in page, which says how to add the first operator', async () => {
    const fresh = await createTestApp()
    try {
      const admin = await request(fresh.app).get('/admin').expect(303)
      expect(admin.headers.location).toBe('/admin/sign-in?next=%2Fadmin')
      const page = await request(fresh.app).get('/admin/sign-in').expect(200)
      expect(page.text).toContain('The console is closed')
      expect(page.text).toContain('npm run operator -- add-user')
      expect(page.headers['cache-control']).toMatch(/^no-store/)
      expect(page.headers['x-robots-tag']).toContain('noindex')
      expect(page.text).toContain('noindex')
    } finally {
      await fresh.close()
    }
  })
})

describe('set-up link from the CLI', () => {
  let owner: { secret: string; session: string; device: string }
  const email = 'owner@example.com'

  it('makes the first operator an owner, then staff', async () => {
    const token = await addUser(t, email)
    const list = await cli(t, 'list-users')
    expect((await t.db.all<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'operator'")).map((r) => r.action)).toEqual(['user.add'])
    expect(list.out.join('\n')).toMatch(/owner@example\.com\towner\tset-up pending/)
    owner = await setUpWithPassword(t, token)
    const audit = await t.db.all<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE entity = 'operator' ORDER BY id")
    expect(audit).toEqual([
      { action: 'user.add', actor: 'cli' },
      { action: 'user.password-set', actor: email },
    ])
    await addUser(t, 'staff-one@example.com')
    expect((await cli(t, 'list-users')).out.join('\n')).toMatch(/staff-one@example\.com\tstaff/)
    expect((await cli(t, 'add-user', 'OWNER@example.com')).code).toBe(1)
    expect((await cli(t, 'add-user')).code).toBe(2)
    expect((await cli(t, 'add-user', 'x@example.com', '--role', 'admin')).code).toBe(2)
  })

  it('works once: the link is gone after set-up, and a second post is refused', async () => {
    const token = await addUser(t, 'once@example.com', 'staff')
    const { secret } = await setUpWithPassword(t, token)
    const again = await request(t.app).get(`/admin/setup?token=${token}`).expect(404)
    expect(again.text).toContain('cannot be used')
    await request(t.app)
      .post('/admin/setup')
      .type('form')
      .send({ token, password: 'another fine passphrase', code: totpCode(secret, Date.now()) })
      .expect(404)
  })

  it('expires after 24 hours', async () => {
    const token = await addUser(t, 'late@example.com', 'staff')
    setClock(Date.now() + 24 * 3_600_000 + 60_000)
    await request(t.app).get(`/admin/setup?token=${token}`).expect(404)
    vi.useRealTimers()
  })

  it('refuses a weak password or a wrong code, saying which field and why', async () => {
    const token = await addUser(t, 'picky@example.com', 'staff')
    const page = await request(t.app).get(`/admin/setup?token=${token}`).expect(200)
    const secret = totpSecretIn(page.text)!
    expect(page.text).toMatch(/<svg[^>]*class="auth-qr"/)
    // On the phone that shows the page: a link that opens the authenticator app with this key, without JavaScript too.
    expect(page.text).toMatch(new RegExp(`<a class="[^"]*auth-otpauth[^"]*" href="otpauth://totp/[^"]*secret=${secret}`))
    expect(page.text).not.toMatch(/ style="/)
    expect(page.text).toMatch(/autocomplete="new-password"/i)
    expect(page.text).toMatch(/autocomplete="one-time-code"/i)
    const weak = await request(t.app).post('/admin/setup').type('form').send({ token, password: 'password1234', code: totpCode(secret, Date.now()) })
    expect(weak.status).toBe(400)
    expect(weak.text).toContain('common or breached')
    expect(weak.text).toMatch(/aria-describedby="[^"]*field-password-error/)
    const short = await request(t.app).post('/admin/setup').type('form').send({ token, password: 'short', code: totpCode(secret, Date.now()) })
    expect(short.text).toContain('at least 12')
    const wrongCode = await request(t.app).post('/admin/setup').type('form').send({ token, password: PASSWORD, code: '000000' })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.text).toContain('That code is not right')
    // None of these used the link.
    await request(t.app).get(`/admin/setup?token=${token}`).expect(200)
  })

  describe('password + TOTP sign-in', () => {
    it('signs in with the right password and code, with a fresh HttpOnly SameSite=Strict cookie', async () => {
      const res = await signIn(t, email, PASSWORD, nextCode(owner.secret))
      expect(res.status, res.text).toBe(303)
      expect(res.headers.location).toBe('/admin')
      const session = cookie(res, 'session')!
      secrets.add(session.value)
      expect(session.value).toMatch(/^[\w-]{43}$/)
      expect(session.attributes).toMatch(/HttpOnly/i)
      expect(session.attributes).toMatch(/SameSite=Strict/i)
      expect(session.attributes).toMatch(/Path=\//)
      expect(session.attributes).not.toMatch(/Secure/i)
      expect(session.attributes).not.toMatch(/Expires|Max-Age/i)
      const account = await request(t.app).get('/admin/account').set('Cookie', `session=${session.value}`).expect(200)
      expect(account.text).toContain(email)
      expect(account.headers['cache-control']).toMatch(/^no-store/)
    })

    it('answers every failure with the same message, whether the account exists or not', async () => {
      const wrongPassword = await signIn(t, email, 'not the password at all', nextCode(owner.secret))
      const wrongCode = await signIn(t, email, PASSWORD, '123456')
      const noAccount = await signIn(t, 'nobody@example.com', PASSWORD, nextCode(owner.secret))
      for (const res of [wrongPassword, wrongCode, noAccount]) {
        expect(res.status).toBe(400)
        expect(res.text).toContain(SIGN_IN_FAILED.replace(/'/g, '&#x27;'))
        expect(cookie(res, 'session')).toBeUndefined()
      }
      // The message is tied to every field, since it names none.
      expect(wrongPassword.text).toMatch(/id="field-password"[^>]*aria-describedby="error-summary-title"/)
      // The e-mail typed is kept; the password never is.
      expect(wrongPassword.text).toContain('value="owner@example.com"')
      expect(wrongPassword.text).not.toContain('not the password at all')
      // Clear the anonymous failures so later tests start clean.
      await t.db.run('DELETE FROM auth_throttle')
    })

    it('refuses a code that was already used (replay)', async () => {
      const code = nextCode(owner.secret)
      expect((await signIn(t, email, PASSWORD, code)).status).toBe(303)
      const replay = await signIn(t, email, PASSWORD, code)
      expect(replay.status).toBe(400)
      await t.db.run('DELETE FROM auth_throttle')
    })

    it('issues a new token at every sign-in and drops the one the browser had', async () => {
      const first = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      const planted = 'attacker-chosen-session-value-aaaaaaaaaaaa'
      const second = await signIn(t, email, PASSWORD, nextCode(owner.secret), [`session=${first}`, `session=${planted}`])
      const fresh = cookie(second, 'session')!.value
      expect(fresh).not.toBe(first)
      expect(fresh).not.toBe(planted)
      await request(t.app).get('/admin/account').set('Cookie', `session=${first}`).expect(303)
      await request(t.app).get('/admin/account').set('Cookie', `session=${fresh}`).expect(200)
      // Only the hash is stored.
      const rows = await t.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions')
      expect(rows.some((r) => r.token_hash === fresh)).toBe(false)
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
    })

    it('ends a session after 30 idle minutes, and 12 hours after sign-in whatever the activity', async () => {
      const session = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      // Activity within the idle limit keeps it alive.
      clock += 20 * 60_000
      setClock(clock)
      await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
      clock += 20 * 60_000
      setClock(clock)
      await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
      // Then 31 minutes without a request.
      clock += 31 * 60_000
      setClock(clock)
      const idle = await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(303)
      expect(idle.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Faccount')
      expect(cookie(idle, 'session')?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/)

      const busy = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      await request(t.app).get('/admin/account').set('Cookie', `session=${busy}`).expect(200)
      // Signed in 12 hours and a minute ago, last seen just now.
      await t.db.run('UPDATE sessions SET created_at = created_at - ? , last_seen_at = ?', [12 * 3_600_000 + 60_000, clock])
      await request(t.app).get('/admin/account').set('Cookie', `session=${busy}`).expect(303)
      await request(t.app).get('/api/admin/vehicles').set('Cookie', `session=${busy}`).expect(401)
    })

    it('signs out (the row is deleted), and signs out everywhere', async () => {
      const a = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      const b = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      const pageA = await request(t.app).get('/admin/account').set('Cookie', `session=${a}`).expect(200)
      expect(pageA.text).toMatch(/signed in in \d+ browsers/)
      // Without the CSRF token: refused.
      await request(t.app).post('/admin/sign-out').set('Cookie', `session=${a}`).type('form').send({}).expect(403)
      const out = await request(t.app).post('/admin/sign-out').set('Cookie', `session=${a}`).type('form').send({ _csrf: csrfOf(pageA.text) }).expect(303)
      expect(out.headers.location).toBe('/admin/sign-in?signed-out')
      await request(t.app).get('/admin/account').set('Cookie', `session=${a}`).expect(303)

      const c = cookie(await signIn(t, email, PASSWORD, nextCode(owner.secret)), 'session')!.value
      const pageB = await request(t.app).get('/admin/account').set('Cookie', `session=${b}`).expect(200)
      await request(t.app)
        .post('/admin/sign-out-everywhere')
        .set('Cookie', `session=${b}`)
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ _csrf: csrfOf(pageB.text) })
        .expect(403)
      await request(t.app).post('/admin/sign-out-everywhere').set('Cookie', `session=${b}`).type('form').send({ _csrf: csrfOf(pageB.text) }).expect(303)
      for (const s of [b, c]) await request(t.app).get('/admin/account').set('Cookie', `session=${s}`).expect(303)
      const operator = await t.services.operators.byEmail(email)
      expect(await t.services.operators.countSessions(operator!.id)).toBe(0)
    })

    it('cuts off a disabled operator at once', async () => {
      const token = await addUser(t, 'leaving@example.com', 'staff')
      const { secret, session } = await setUpWithPassword(t, token)
      await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
      const result = await cli(t, 'disable-user', 'leaving@example.com')
      expect(result.out.join('\n')).toContain('ended 1 session')
      await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(303)
      await request(t.app).get('/api/admin/vehicles').set('Cookie', `session=${session}`).expect(401)
      // And cannot sign in again.
      expect((await signIn(t, 'leaving@example.com', PASSWORD, nextCode(secret))).status).toBe(400)
      await t.db.run('DELETE FROM auth_throttle')
    })

    it('refuses a cross-site sign-in post', async () => {
      await request(t.app).post('/admin/sign-in').set('Origin', 'https://evil.example').type('form').send({ email, password: PASSWORD, code: '123456' }).expect(403)
      await request(t.app).post('/admin/sign-in').set('Sec-Fetch-Site', 'cross-site').type('form').send({ email }).expect(403)
      await request(t.app).post('/admin/sign-in').type('json').send({ email }).expect(415)
    })
  })
})

describe('where sign-in sends you next', () => {
  it('only to a path under /admin, never through .., encoded dots or slashes, or backslashes', async () => {
    const refused = [
      '/admin/../x',
      '/admin/..',
      '/admin/../api/admin/audit',
      '/admin/%2e%2e/x',
      '/admin/%2E%2E/x',
      '/admin%2f..%2fx',
      '/admin/..%2fx',
      '/admin/.%2e/x',
      '/admin\\..\\x',
      '/admin/\\evil.example',
      '/admin/\t../x',
      '/admin/./sign-in',
      '//evil.example/admin',
      'https://evil.example/admin',
      '/administrator',
      '/ADMIN/vehicles',
      '/x/../admin/vehicles',
      '/admin/sign-in',
      '/admin/setup?token=x',
      'admin/vehicles',
    ]
    for (const next of refused) expect(safeNext(next), next).toBe('/admin')
    for (const next of ['/admin', '/admin/', '/admin/vehicles?status=sold', '/admin/vehicles/cart-1#photos', '/admin?q=a..b']) expect(safeNext(next), next).toBe(next)
    // Over HTTP: the form carries the cleaned value.
    const page = await request(t.app).get(`/admin/sign-in?next=${encodeURIComponent('/admin/../api/admin/audit')}`).expect(200)
    expect(page.text).toContain('name="next" value="/admin"')
  })
})

describe('on https', () => {
  it('names the cookie __Host-session and marks it Secure', async () => {
    const secure = await createTestApp({
      env: { publicOrigin: 'https://carts.example.com', financingUrl: 'https://financing.example.com/apply', trustProxy: 0, contactRateLimit: 1000, htmlCache: true },
    })
    try {
      const out: string[] = []
      await runOperatorCli(['add-user', 'secure@example.com'], { ...databaseEnv(secure), PUBLIC_ORIGIN: 'https://carts.example.com' }, { out: (l) => out.push(l), err: () => {} })
      const token = new URL(out.find((l) => l.startsWith('https://carts.example.com/admin/setup?token='))!).searchParams.get('token')!
      const page = await request(secure.app).get(`/admin/setup?token=${token}`).expect(200)
      const secret = totpSecretIn(page.text)!
      const res = await request(secure.app).post('/admin/setup').type('form').send({ token, password: PASSWORD, code: totpCode(secret, Date.now()) }).expect(303)
      const session = cookie(res, '__Host-session')!
      expect(session).toBeDefined()
      expect(session.attributes).toMatch(/Secure/)
      expect(session.attributes).toMatch(/HttpOnly/i)
      expect(session.attributes).toMatch(/SameSite=Strict/i)
      expect(session.attributes).toMatch(/Path=\//)
      expect(session.attributes).not.toMatch(/Domain=/i)
      expect(cookie(res, 'session')).toBeUndefined()
      expect(cookie(res, '__Host-device')!.attributes).toMatch(/Secure/)
      await request(secure.app).get('/admin/account').set('Cookie', `__Host-session=${session.value}`).expect(200)
      await request(secure.app).get('/admin/account').set('Cookie', `session=${session.value}`).expect(303)
    } finally {
      await secure.close()
    }
  })
})

describe('logs', () => {
  it('keep only the path of a console URL, redact a set-up token inside an encoded next= value elsewhere, and in error and render-failure logs', async () => {
    // The console's queries (set-up tokens, ways back, searches) are never logged.
    expect(loggableUrl('/admin/sign-in?next=%2Fadmin%2Fsetup%3Ftoken%3Dabc123')).toBe('/admin/sign-in')
    expect(loggableUrl('/admin/vehicles?q=a%20b&next=%2Fadmin')).toBe('/admin/vehicles')
    // Elsewhere the query stays, with a token inside a value redacted, however deep its encoding.
    expect(loggableUrl('/contact?next=%2Fshowroom%3Ftoken%3Dabc123')).toBe('/contact?next=%2Fshowroom%3Ftoken%3D%5Bredacted%5D')
    expect(loggableUrl(`/contact?next=${encodeURIComponent(`/about?next=${encodeURIComponent('/showroom?token=abc123')}`)}`)).not.toContain('abc123')
    expect(loggableUrl('/contact?next=%252Fshowroom%253Ftoken%253Dabc123')).not.toContain('abc123')
    expect(loggableUrl('/contact?next=%2Fadmin%2Fsetup%3Ftoken%3Dabc123')).toBe('/contact?next=%2Fadmin%2Fsetup')
    expect(loggableUrl('/inventory?q=a%20b&next=%2Fabout')).toBe('/inventory?q=a%20b&next=%2Fabout')

    const nested = `nested${Math.random().toString(36).slice(2)}`
    secrets.add(nested)
    await request(t.app).get(`/admin/sign-in?next=${encodeURIComponent(`/admin/setup?token=${nested}`)}`).expect(200)

    // An admin request that fails.
    const failing = `failing${Math.random().toString(36).slice(2)}`
    secrets.add(failing)
    const repo = t.services.operators
    const findVerification = repo.findVerification
    repo.findVerification = () => Promise.reject(new Error('disk unavailable'))
    try {
      await request(t.app).get(`/admin/setup?token=${failing}`).expect(500)
    } finally {
      repo.findVerification = findVerification
    }
    expect(t.logs.some((line) => line.includes('admin request failed') && line.includes('"url":"/admin/setup"'))).toBe(true)

    // A console page that fails to render.
    const rendering = `render${Math.random().toString(36).slice(2)}`
    secrets.add(rendering)
    const owner = await signedInOperator(t, 'owner')
    const kysely = t.services.db.kysely
    const selectFrom = kysely.selectFrom.bind(kysely)
    const unreadable = vi.spyOn(kysely, 'selectFrom').mockImplementation(((from: string) => {
      if (from === 'audit_log') throw new Error('disk unavailable')
      return selectFrom(from as never)
    }) as typeof kysely.selectFrom)
    try {
      await request(t.app).get(`/admin/audit?token=${rendering}`).set('Cookie', owner.cookie)
    } finally {
      unreadable.mockRestore()
    }
    expect(t.logs.some((line) => line.includes('page failed to render') && line.includes('"url":"/admin/audit"'))).toBe(true)
  })

  it('hold no password, TOTP secret, set-up link, session or API token, or e-mail address', () => {
    const logs = t.logs.join('\n')
    expect(logs.length).toBeGreaterThan(0)
    expect(logs).toContain('"url":"/admin/setup"')
    expect(secrets.size).toBeGreaterThan(8)
    for (const secret of secrets) expect(logs).not.toContain(secret)
    expect(logs).not.toMatch(/@example\.com/)
  })
})
