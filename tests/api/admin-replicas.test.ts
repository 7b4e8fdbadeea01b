/**
 * Two replicas of the site (two apps, each with its own database handle, as two servers
 * would be) on one database: SQLite's file, or one PostgreSQL server with
 * TEST_DATABASE=postgres. An operator signs in through either and stays signed in through
 * the other; a TOTP code sent to both at once signs in once; failed sign-ins count
 * together.
 */
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_RULES, totpCode } from '#app/server/operators'
import { createTestApp, type TestApp } from '../helpers/app'
import { totpSecretIn } from '../helpers/admin-auth'

const PASSWORD = 'orchard lantern tractor 58'
const EMAIL = 'replicas-owner@example.com'

let one: TestApp
let two: TestApp
let secret: string
let clock = Date.now()

beforeAll(async () => {
  one = await createTestApp()
  // The second replica opens the same database (and leaves it to the first to remove).
  two = await createTestApp({ databasePath: one.target })
  const { setupToken } = await one.services.operators.add(EMAIL, 'owner', { kind: 'cli' })
  const page = await request(one.app).get(`/admin/setup?token=${setupToken}`).expect(200)
  secret = totpSecretIn(page.text)!
  await request(one.app).post('/admin/setup').type('form').send({ token: setupToken, password: PASSWORD, code: totpCode(secret, Date.now()) }).expect(303)
})
afterAll(async () => {
  await two?.close()
  await one?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A code from a time step no sign-in has used yet (the apps read the moved clock). */
function nextCode(): string {
  clock += 30_000
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(clock)
  return totpCode(secret, clock)
}

const signIn = (t: TestApp, code: string, password = PASSWORD, email = EMAIL) =>
  request(t.app).post('/admin/sign-in').type('form').send({ email, password, code })

const sessionOf = (res: request.Response) => {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined
  return raw?.find((c) => c.startsWith('session='))?.split(';')[0]
}

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)![1]!

describe('two replicas on one database', () => {
  it('sign in once when the same code reaches both at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const code = nextCode()
      const answers = await Promise.all([signIn(one, code), signIn(two, code)])
      expect(answers.map((res) => res.status).sort(), `round ${round}`).toEqual([303, 400])
      // Neither accepts it afterwards.
      expect((await signIn(one, code)).status).toBe(400)
      expect((await signIn(two, code)).status).toBe(400)
    }
  })

  it('keep a session started on one valid on the other, until the other signs it out', async () => {
    const res = await signIn(one, nextCode()).expect(303)
    const session = sessionOf(res)!
    const account = await request(two.app).get('/admin/account').set('Cookie', session).expect(200)
    expect(account.text).toContain(EMAIL)
    // The CSRF token the first replica's page carries is good on the second.
    const page = await request(one.app).get('/admin/account').set('Cookie', session).expect(200)
    await request(two.app).post('/admin/sign-out').set('Cookie', session).type('form').send({ _csrf: csrfOf(page.text) }).expect(303)
    const after = await request(one.app).get('/admin/account').set('Cookie', session).expect(303)
    expect(after.headers.location).toMatch(/^\/admin\/sign-in/)
  })

  it('count failed sign-ins made through both together', async () => {
    const email = 'nobody-here@example.com'
    const { limit } = SIGN_IN_RULES.account
    for (let i = 0; i < limit; i++) {
      expect((await signIn(i % 2 === 0 ? one : two, '123456', 'a wrong password', email)).status).toBe(400)
    }
    // Over the limit on either replica, whichever took the failures.
    expect((await signIn(one, '123456', 'a wrong password', email)).status).toBe(429)
    expect((await signIn(two, '123456', 'a wrong password', email)).status).toBe(429)
  })
})
