/**
 * Passkeys and changing how an operator signs in, against the real app (production build, a
 * fresh database, SQLite or PostgreSQL), with a software authenticator: the passkey endpoints,
 * recovery by a new set-up link, adding and removing passkeys with a proof from the last
 * minutes, changing the password, and confirming it is you.
 */
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_RULES, totpCode } from '#app/server/operators'
import { TEST_ORIGIN, type TestApp } from '../helpers/app'
import { SoftAuthenticator } from '../helpers/webauthn'
import { PASSWORD, secrets, authTestApp, cli, addUser, cookie, setUpWithPassword, setClock, signIn, csrfOf, expectNoSecretsLogged } from '../helpers/admin-auth'

let t: TestApp

beforeAll(async () => {
  t = await authTestApp()
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

/** The latest time the app's clock was set to: syncClock and freshCode move it on. */
let clock = Date.now()

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
