/**
 * Sign-in throttling against the real app (production build, a fresh database, SQLite or
 * PostgreSQL): failures limited per account and per address, set-up link attempts limited
 * per address, every attempt counted before it is checked, and the known-device cookie that
 * keeps the owner's own browser from being locked out.
 */
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_RULES, totpCode } from '#app/server/operators'
import type { TestApp } from '../helpers/app'
import { PASSWORD, authTestApp, addUser, setUpWithPassword, setClock, signIn, expectNoSecretsLogged } from '../helpers/admin-auth'

const email = 'owner@example.com'
/** The owner, the first operator, set up by link: the account the guesses aim at, and its known device. */
let owner: { secret: string; session: string; device: string }

let t: TestApp

beforeAll(async () => {
  t = await authTestApp()
  owner = await setUpWithPassword(t, await addUser(t, email))
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

/** A TOTP code from a step no sign-in has used yet: moves the clock one step on. */
let clock = Date.now()
function nextCode(secret: string): string {
  clock += 30_000
  setClock(clock)
  return totpCode(secret, clock)
}

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
