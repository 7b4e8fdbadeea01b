/**
 * Operator accounts, sign-in and sessions against the real app (production build, a
 * fresh database, SQLite or PostgreSQL): set-up links from the CLI, password + TOTP
 * sign-in, cookie flags, rotation, timeouts, sign-out everywhere, disabled operators,
 * throttling with the known-device cookie, API tokens, roles, CSRF, and what reaches the
 * logs.
 */
import express from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { safeNext, SIGN_IN_FAILED } from '../../server/admin/auth-routes'
import { authenticate, requireActor, requireCsrf } from '../../server/admin/auth'
import { totpCode } from '../../server/admin/totp'
import { loggableUrl } from '../../server/logger'
import { runOperatorCli } from '../../server/operator'
import { SIGN_IN_RULES } from '../../data/sign-in-throttle'
import { isPostgresUrl } from '../../data/db'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken, signedInOperator } from '../helpers/operators'
import { SoftAuthenticator } from '../helpers/webauthn'

const PASSWORD = 'tractor sunrise lantern 42'

let t: TestApp
/** Every secret the tests handled: none may appear in the logs. */
const secrets = new Set<string>()

beforeAll(async () => {
  // One proxy hop, so the throttling tests can speak from several addresses (X-Forwarded-For).
  t = await createTestApp({
    env: { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 1, contactRateLimit: 1000, htmlCache: true },
  })
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The setting that points the operator CLI at the app's database, SQLite file or PostgreSQL server. */
const databaseEnv = (app: TestApp) => (isPostgresUrl(app.target) ? { DATABASE_URL: app.target } : { DATABASE_PATH: app.target })

/** Runs the operator CLI against the test database; returns its stdout lines. */
async function cli(app: TestApp, ...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runOperatorCli(args, { ...databaseEnv(app), PUBLIC_ORIGIN: TEST_ORIGIN }, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}

async function addUser(app: TestApp, email: string, role?: 'owner' | 'staff'): Promise<string> {
  const result = await cli(app, 'add-user', email, ...(role ? ['--role', role] : []))
  expect(result.code).toBe(0)
  const link = result.out.find((line) => line.startsWith(`${TEST_ORIGIN}/admin/setup?token=`))
  expect(link).toBeDefined()
  const token = new URL(link!).searchParams.get('token')!
  secrets.add(token)
  secrets.add(email)
  return token
}

function cookiesOf(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as unknown
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : []
}

function cookie(res: request.Response, name: string): { value: string; attributes: string } | undefined {
  const line = cookiesOf(res).find((c) => c.startsWith(`${name}=`))
  if (!line) return undefined
  const [pair, ...attrs] = line.split(';')
  return { value: decodeURIComponent(pair!.slice(name.length + 1)), attributes: attrs.join(';') }
}

/** Completes set-up with a password and TOTP; returns the secret and the session cookie. */
async function setUpWithPassword(app: TestApp, token: string, password = PASSWORD) {
  const page = await request(app.app).get(`/admin/setup?token=${token}`).expect(200)
  const secret = /id="totp-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1]?.replace(/ /g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  secrets.add(secret!)
  secrets.add(password)
  const code = totpCode(secret!, Date.now())
  const res = await request(app.app).post('/admin/setup').type('form').send({ token, password, code })
  expect(res.status, res.text).toBe(303)
  expect(res.headers.location).toBe('/admin/account?welcome=password')
  const session = cookie(res, 'session')!.value
  secrets.add(session)
  return { secret: secret!, session, device: cookie(res, 'device')!.value }
}

/** Moves the clock the app reads (Date only; timers stay real). */
function setClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(ms)
}

/** A TOTP code from a step no sign-in has used yet: moves the clock one step on. */
let clock = Date.now()
function nextCode(secret: string): string {
  clock += 30_000
  setClock(clock)
  return totpCode(secret, clock)
}

function signIn(app: TestApp, email: string, password: string, code: string, cookies: string[] = [], ip?: string) {
  let req = request(app.app).post('/admin/sign-in').type('form')
  if (cookies.length) req = req.set('Cookie', cookies.join('; '))
  if (ip) req = req.set('X-Forwarded-For', ip)
  return req.send({ email, password, code })
}

function csrfOf(html: string): string {
  return /name="_csrf" value="([^"]+)"/.exec(html)![1]!
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
    const secret = /id="totp-secret">([A-Z2-7 ]+)</.exec(page.text)![1]!.replace(/ /g, '')
    expect(page.text).toMatch(/<svg[^>]*class="auth-qr"/)
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

  describe('throttling', () => {
    it('answers 429 with Retry-After after 5 failures on an account, yet the owner signs in from a known device', async () => {
      await t.db.run('DELETE FROM auth_throttle')
      clock += 30_000
      setClock(clock)
      const { limit } = SIGN_IN_RULES.account
      for (let i = 0; i < limit; i++) {
        expect((await signIn(t, email, `wrong guess number ${i}`, '123456', [], `203.0.113.${i}`)).status).toBe(400)
      }
      const blocked = await signIn(t, email, 'yet another guess', '123456', [], '203.0.113.99')
      expect(blocked.status).toBe(429)
      const retryAfter = Number(blocked.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_RULES.account.windowMs / 1000)
      expect(blocked.text).toContain('Too many failed attempts')
      // Even the right password from an unknown browser waits.
      expect((await signIn(t, email, PASSWORD, nextCode(owner.secret), [], '198.51.100.7')).status).toBe(429)
      // The owner's browser, with the device cookie from an earlier sign-in, is not locked out.
      const known = await signIn(t, email, PASSWORD, nextCode(owner.secret), [`device=${owner.device}`], '198.51.100.7')
      expect(known.status, known.text).toBe(303)
      // A forged or other account's device cookie does not help.
      const forged = owner.device.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))
      expect((await signIn(t, email, PASSWORD, nextCode(owner.secret), [`device=${forged}`])).status).toBe(429)
      // Passkey sign-in is never blocked by password failures.
      const options = await request(t.app).post('/admin/auth/passkey/options').send({}).expect(200)
      expect(options.body.rpId).toBe('127.0.0.1')
    })

    it('limits failures per IP address across accounts', async () => {
      await t.db.run('DELETE FROM auth_throttle')
      clock += 30_000
      setClock(clock)
      const { limit } = SIGN_IN_RULES.ip
      for (let i = 0; i < limit; i++) {
        const res = await signIn(t, `guess${i}@example.com`, 'some wrong password', '123456', [], '192.0.2.50')
        expect(res.status).toBe(400)
      }
      const blocked = await signIn(t, 'fresh-target@example.com', 'some wrong password', '123456', [], '192.0.2.50')
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
      // Another address is unaffected.
      expect((await signIn(t, 'fresh-target@example.com', 'some wrong password', '123456', [], '192.0.2.51')).status).toBe(400)
      await t.db.run('DELETE FROM auth_throttle')
    })

    it('counts each attempt before checking it: of many wrong guesses sent at once, at most the limit are checked, yet the owner gets in', async () => {
      await t.db.run('DELETE FROM auth_throttle')
      clock += 30_000
      setClock(clock)
      // 60 guesses at the owner's account at once, from 60 addresses.
      const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(t, email, `parallel guess ${i}`, '123456', [], `203.0.113.${100 + i}`)))
      const checked = guesses.filter((r) => r.status === 400).length
      const refused = guesses.filter((r) => r.status === 429)
      expect(checked).toBeLessThanOrEqual(SIGN_IN_RULES.account.limit)
      expect(checked + refused.length).toBe(60)
      for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
      // The owner's browser with its known-device cookie still signs in.
      const known = await signIn(t, email, PASSWORD, nextCode(owner.secret), [`device=${owner.device}`], '198.51.100.9')
      expect(known.status, known.text).toBe(303)

      // One address spraying many accounts at once: at most the per-address limit checked.
      await t.db.run('DELETE FROM auth_throttle')
      const spray = await Promise.all(Array.from({ length: 45 }, (_, i) => signIn(t, `spray${i}@example.com`, 'some wrong password', '123456', [], '192.0.2.60')))
      expect(spray.filter((r) => r.status === 400).length).toBeLessThanOrEqual(SIGN_IN_RULES.ip.limit)
      expect(spray.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45 - SIGN_IN_RULES.ip.limit)

      // A stolen device cookie buys its own allowance and then the account's, no more.
      await t.db.run('DELETE FROM auth_throttle')
      const withDevice = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(t, email, `device guess ${i}`, '123456', [`device=${owner.device}`], `203.0.113.${200 + i}`)),
      )
      expect(withDevice.filter((r) => r.status === 400).length).toBeLessThanOrEqual(SIGN_IN_RULES.device.limit + SIGN_IN_RULES.account.limit)
      await t.db.run('DELETE FROM auth_throttle')
    })

    it('counts set-up link attempts before checking them', async () => {
      await t.db.run('DELETE FROM auth_throttle')
      const tries = await Promise.all(
        Array.from({ length: 45 }, (_, i) =>
          request(t.app).post('/admin/setup').set('X-Forwarded-For', '192.0.2.61').type('form').send({ token: `made-up-link-${i}`, password: PASSWORD, code: '123456' }),
        ),
      )
      expect(tries.filter((r) => r.status === 404).length).toBeLessThanOrEqual(SIGN_IN_RULES.setupIp.limit)
      const refused = tries.filter((r) => r.status === 429)
      expect(refused.length).toBeGreaterThanOrEqual(45 - SIGN_IN_RULES.setupIp.limit)
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0)
      await t.db.run('DELETE FROM auth_throttle')
    })
  })
})

describe('passkey endpoints', () => {
  it('give options for this origin and refuse an answer that does not verify', async () => {
    const options = await request(t.app).post('/admin/auth/passkey/options').send({}).expect(200)
    expect(options.body.challenge).toMatch(/^[\w-]{40,}$/)
    expect(options.body.userVerification).toBe('required')
    const fake = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    }
    const res = await request(t.app).post('/admin/auth/passkey/verify').send({ response: fake }).expect(400)
    expect(cookie(res, 'session')).toBeUndefined()
    await request(t.app).post('/admin/auth/passkey/verify').send({ nonsense: true }).expect(400)
    await request(t.app).post('/admin/setup/passkey/options').send({ token: 'not-a-link' }).expect(404)
    await request(t.app).post('/admin/account/passkey/options').send({}).expect(401)
  })
})

/** Sets the app's clock to the latest time any test used, so sessions made now are not already idle. */
function syncClock() {
  clock = Math.max(clock, Date.now())
  setClock(clock)
}

/** A TOTP code of a step after every one used so far (the clock moves on). */
function freshCode(secret: string): string {
  clock = Math.max(clock, Date.now()) + 30_000
  setClock(clock)
  return totpCode(secret, clock)
}

const PASSKEY_IP = '10.20.30.40'

async function passkeySignIn(auth: SoftAuthenticator) {
  const options = await request(t.app).post('/admin/auth/passkey/options').set('X-Forwarded-For', PASSKEY_IP).send({}).expect(200)
  return request(t.app).post('/admin/auth/passkey/verify').set('X-Forwarded-For', PASSKEY_IP).send({ response: auth.authenticate(options.body) })
}

/** Adds a passkey from the account page; the options' answer when it is refused. */
async function addPasskeyFromAccount(session: string, auth: SoftAuthenticator, name: string) {
  const page = await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
  const csrf = csrfOf(page.text)
  const options = await request(t.app).post('/admin/account/passkey/options').set('X-Forwarded-For', PASSKEY_IP).set('Cookie', `session=${session}`).set('x-csrf-token', csrf).send({})
  if (options.status !== 200) return options
  return request(t.app)
    .post('/admin/account/passkey/verify')
    .set('X-Forwarded-For', PASSKEY_IP)
    .set('Cookie', `session=${session}`)
    .set('x-csrf-token', csrf)
    .send({ response: auth.register(options.body), name })
}

function accountPost(session: string, csrf: string, fields: Record<string, string>) {
  return request(t.app).post('/admin/account').set('Cookie', `session=${session}`).type('form').send({ _csrf: csrf, ...fields })
}

const auditActions = async (operatorId: number) =>
  (await t.db.all<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'operator' AND entity_id = ? ORDER BY id", [String(operatorId)])).map((r) => r.action)

describe('recovery and changing how one signs in', () => {
  const email = 'recover@example.com'
  const phone = new SoftAuthenticator(TEST_ORIGIN)
  const laptop = new SoftAuthenticator(TEST_ORIGIN)
  const NEW_PASSWORD = 'harbour pickle velvet 77'

  it('a set-up link replaces every passkey and the password, and ends every session (and says so)', async () => {
    syncClock()
    const first = await setUpWithPassword(t, await addUser(t, email, 'staff'))
    const id = (await t.services.operators.byEmail(email))!.id
    // Signing in counts as confirming it is you: a passkey can be added right away.
    const added = await addPasskeyFromAccount(first.session, phone, 'Phone')
    expect(added.status, added.text).toBe(200)
    const second = cookie(await passkeySignIn(phone), 'session')!.value
    secrets.add(second)
    await request(t.app).get('/admin/account').set('Cookie', `session=${second}`).expect(200)

    // The phone is lost: an owner prints a new link.
    const link = (await cli(t, 'setup-link', email)).out.find((l) => l.startsWith(`${TEST_ORIGIN}/admin/setup?token=`))!
    const token = new URL(link).searchParams.get('token')!
    secrets.add(token)
    const page = await request(t.app).get(`/admin/setup?token=${token}`).expect(200)
    expect(page.text).toContain('You already had a way to sign in')
    expect(page.text).toContain('signed out on every device')
    const fresh = await setUpWithPassword(t, token, NEW_PASSWORD)

    for (const old of [first.session, second]) await request(t.app).get('/admin/account').set('Cookie', `session=${old}`).expect(303)
    await request(t.app).get('/admin/account').set('Cookie', `session=${fresh.session}`).expect(200)
    expect(await t.services.operators.passkeysOf(id)).toEqual([])
    expect((await passkeySignIn(phone)).status).toBe(400)
    expect((await signIn(t, email, PASSWORD, freshCode(fresh.secret), [], '10.0.0.1')).status).toBe(400)
    expect((await signIn(t, email, NEW_PASSWORD, freshCode(fresh.secret), [], '10.0.0.1')).status).toBe(303)
    const replaced = await t.db.get<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE entity = 'operator' AND entity_id = ? AND action = 'user.password-set' ORDER BY id DESC",
      [String(id)],
    )
    expect(JSON.parse(replaced!.before)).toEqual({ passkeys: 1, password: true })
    expect(JSON.parse(replaced!.after)).toMatchObject({ via: 'setup-link', sessionsEnded: 2 })
    await t.db.run('DELETE FROM auth_throttle')
  })

  it('a set-up link finished with a passkey removes the old password too', async () => {
    syncClock()
    const id = (await t.services.operators.byEmail(email))!.id
    const before = cookie(await signIn(t, email, NEW_PASSWORD, freshCode((await t.services.operators.byId(id))!.totpSecret!), [], '10.0.0.2'), 'session')!.value
    secrets.add(before)
    const link = (await cli(t, 'setup-link', email)).out.find((l) => l.startsWith(`${TEST_ORIGIN}/admin/setup?token=`))!
    const token = new URL(link).searchParams.get('token')!
    secrets.add(token)
    const options = await request(t.app).post('/admin/setup/passkey/options').set('X-Forwarded-For', PASSKEY_IP).send({ token }).expect(200)
    const done = await request(t.app)
      .post('/admin/setup/passkey/verify')
      .set('X-Forwarded-For', PASSKEY_IP)
      .send({ token, response: laptop.register(options.body), name: 'Laptop' })
    expect(done.status, done.text).toBe(200)
    expect(done.body).toEqual({ redirect: '/admin/account?welcome=passkey' })
    secrets.add(cookie(done, 'session')!.value)
    await request(t.app).get('/admin/account').set('Cookie', `session=${before}`).expect(303)
    const operator = (await t.services.operators.byId(id))!
    expect(operator.hasPassword).toBe(false)
    expect(operator.hasTotp).toBe(false)
    expect((await t.services.operators.passkeysOf(id)).map((p) => p.name)).toEqual(['Laptop'])
    expect((await signIn(t, email, NEW_PASSWORD, '123456', [], '10.0.0.2')).status).toBe(400)
    expect((await passkeySignIn(laptop)).status).toBe(200)
    await t.db.run('DELETE FROM auth_throttle')
  })

  it('adding or removing a passkey needs a proof from the last 5 minutes; the last credential stays', async () => {
    syncClock()
    const id = (await t.services.operators.byEmail(email))!.id
    const session = cookie(await passkeySignIn(laptop), 'session')!.value
    secrets.add(session)
    // Six minutes later (well within the idle timeout), the sign-in no longer counts.
    clock += 6 * 60_000
    setClock(clock)
    const stale = await addPasskeyFromAccount(session, new SoftAuthenticator(TEST_ORIGIN), 'Intruder key')
    expect(stale.status).toBe(403)
    expect(stale.body).toMatchObject({ reauth: true })
    const page = await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
    expect(page.text).toContain('Confirm it is you')
    const csrf = csrfOf(page.text)
    const laptopKey = (await t.services.operators.passkeysOf(id))[0]!
    expect((await accountPost(session, csrf, { intent: 'remove-passkey', passkey: String(laptopKey.id) })).status).toBe(403)

    // A sign-in challenge cannot be replayed as a confirmation.
    const signInOptions = await request(t.app).post('/admin/auth/passkey/options').set('X-Forwarded-For', PASSKEY_IP).send({}).expect(200)
    await request(t.app)
      .post('/admin/account/reauth/passkey/verify')
      .set('X-Forwarded-For', PASSKEY_IP)
      .set('Cookie', `session=${session}`)
      .set('x-csrf-token', csrf)
      .send({ response: laptop.authenticate(signInOptions.body) })
      .expect(400)
    // Without the CSRF token: refused.
    await request(t.app).post('/admin/account/reauth/passkey/options').set('Cookie', `session=${session}`).send({}).expect(403)
    const options = await request(t.app)
      .post('/admin/account/reauth/passkey/options')
      .set('X-Forwarded-For', PASSKEY_IP)
      .set('Cookie', `session=${session}`)
      .set('x-csrf-token', csrf)
      .send({})
      .expect(200)
    expect(options.body.allowCredentials.map((c: { id: string }) => c.id)).toEqual([laptopKey.credentialId])
    const confirmed = await request(t.app)
      .post('/admin/account/reauth/passkey/verify')
      .set('X-Forwarded-For', PASSKEY_IP)
      .set('Cookie', `session=${session}`)
      .set('x-csrf-token', csrf)
      .send({ response: laptop.authenticate(options.body) })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toEqual({ redirect: '/admin/account?confirmed=1' })

    const desk = new SoftAuthenticator(TEST_ORIGIN)
    expect((await addPasskeyFromAccount(session, desk, 'Desk')).status).toBe(200)
    const keys = await t.services.operators.passkeysOf(id)
    expect(keys.map((k) => k.name)).toEqual(['Laptop', 'Desk'])
    const removed = await accountPost(session, csrf, { intent: 'remove-passkey', passkey: String(keys[1]!.id) })
    expect(removed.status, removed.text).toBe(303)
    expect(removed.headers.location).toBe('/admin/account?removed=passkey')
    expect((await passkeySignIn(desk)).status).toBe(400)
    // The laptop's passkey is now the only way in: it cannot be removed.
    const last = await accountPost(session, csrf, { intent: 'remove-passkey', passkey: String(keys[0]!.id) })
    expect(last.status).toBe(400)
    expect(last.text).toContain('only way to sign in')
    // Nor can another operator's passkey be removed.
    const ownerKeyless = await accountPost(session, csrf, { intent: 'remove-passkey', passkey: '999999' })
    expect(ownerKeyless.status).toBe(400)
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['user.passkey-add', 'user.passkey-remove']))
  })

  it('changes the password with the current one and a code (no JavaScript), ending every other session', async () => {
    syncClock()
    const changer = 'changer@example.com'
    const setup = await setUpWithPassword(t, await addUser(t, changer, 'staff'))
    const id = (await t.services.operators.byEmail(changer))!.id
    const other = cookie(await signIn(t, changer, PASSWORD, freshCode(setup.secret), [], '10.0.0.3'), 'session')!.value
    secrets.add(other)
    const page = await request(t.app).get('/admin/account').set('Cookie', `session=${setup.session}`).expect(200)
    expect(page.text).toContain('Change your password')
    const csrf = csrfOf(page.text)
    const change = (password: string, code: string, newPassword: string) =>
      accountPost(setup.session, csrf, { intent: 'change-password', password, code, newPassword })

    const wrong = await change('not my password at all', freshCode(setup.secret), NEW_PASSWORD)
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('do not match your account')
    const weak = await change(PASSWORD, freshCode(setup.secret), 'password1234')
    expect(weak.status).toBe(400)
    expect(weak.text).toContain('common or breached')
    expect(weak.text).toMatch(/id="field-newPassword"[^>]*aria-invalid="true"/)
    const ok = await change(PASSWORD, freshCode(setup.secret), NEW_PASSWORD)
    expect(ok.status, ok.text).toBe(303)
    expect(ok.headers.location).toBe('/admin/account?changed=password')
    const after = await request(t.app).get('/admin/account?changed=password').set('Cookie', `session=${setup.session}`).expect(200)
    expect(after.text).toContain('Your password is changed')
    await request(t.app).get('/admin/account').set('Cookie', `session=${other}`).expect(303)
    expect((await signIn(t, changer, PASSWORD, freshCode(setup.secret), [], '10.0.0.3')).status).toBe(400)
    expect((await signIn(t, changer, NEW_PASSWORD, freshCode(setup.secret), [], '10.0.0.3')).status).toBe(303)
    expect(await auditActions(id)).toContain('user.password-change')
    await t.db.run('DELETE FROM auth_throttle')
  })

  it('confirms it is you with password and code (no JavaScript), counting wrong tries per operator', async () => {
    syncClock()
    const changer = 'changer@example.com'
    const secret = (await t.services.operators.byEmail(changer))!.totpSecret!
    const session = cookie(await signIn(t, changer, NEW_PASSWORD, freshCode(secret), [], '10.0.0.4'), 'session')!.value
    secrets.add(session)
    clock += 6 * 60_000
    setClock(clock)
    const page = await request(t.app).get('/admin/account').set('Cookie', `session=${session}`).expect(200)
    expect(page.text).not.toContain('Name the new passkey')
    const csrf = csrfOf(page.text)
    for (let i = 0; i < SIGN_IN_RULES.reauth.limit; i++) {
      expect((await accountPost(session, csrf, { intent: 'reauth', password: `wrong ${i} password`, code: '123456' })).status).toBe(400)
    }
    const throttled = await accountPost(session, csrf, { intent: 'reauth', password: NEW_PASSWORD, code: freshCode(secret) })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    await t.db.run('DELETE FROM auth_throttle')
    const confirmed = await accountPost(session, csrf, { intent: 'reauth', password: NEW_PASSWORD, code: freshCode(secret) })
    expect(confirmed.status, confirmed.text).toBe(303)
    expect(confirmed.headers.location).toBe('/admin/account?confirmed=1')
    const fresh = await request(t.app).get('/admin/account?confirmed=1').set('Cookie', `session=${session}`).expect(200)
    expect(fresh.text).toContain('Name the new passkey')
    expect(fresh.text).toContain('For the next 5 minutes you can add or remove passkeys')
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
      const secret = /id="totp-secret">([A-Z2-7 ]+)</.exec(page.text)![1]!.replace(/ /g, '')
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
