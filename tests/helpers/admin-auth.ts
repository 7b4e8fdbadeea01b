/**
 * What the operator sign-in tests (tests/api/admin-auth-*.test.ts) share: the app they run
 * against, the operator CLI over its database, set-up by link, sign-in posts, cookies, the app's
 * clock, and the secrets they handle, none of which may reach the logs.
 */
import request from 'supertest'
import { expect, vi } from 'vitest'
import { totpCode } from '#app/server/operators'
import { runOperatorCli } from '#app/server/cli/operator'
import { isPostgresUrl } from '#app/server/db/database'
import { createTestApp, TEST_ORIGIN, type TestApp } from './app'

export const PASSWORD = 'tractor sunrise lantern 42'

/** Every secret the tests handled (each test file has its own): none may appear in the logs. */
export const secrets = new Set<string>()

/** The real app with the settings these tests need, one for each test file. */
export function authTestApp(): Promise<TestApp> {
  // One proxy hop, so the throttling tests can speak from several addresses (X-Forwarded-For).
  return createTestApp({
    env: { publicOrigin: TEST_ORIGIN, financingUrl: 'https://financing.example.com/apply', trustProxy: 1, contactRateLimit: 1000, htmlCache: true },
  })
}

/** The setting that points the operator CLI at the app's database, SQLite file or PostgreSQL server. */
export const databaseEnv = (app: TestApp) => (isPostgresUrl(app.target) ? { DATABASE_URL: app.target } : { DATABASE_PATH: app.target })

/** Runs the operator CLI against the test database; returns its stdout lines. */
export async function cli(app: TestApp, ...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runOperatorCli(args, { ...databaseEnv(app), PUBLIC_ORIGIN: TEST_ORIGIN }, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}

export async function addUser(app: TestApp, email: string, role?: 'owner' | 'staff'): Promise<string> {
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

export function cookie(res: request.Response, name: string): { value: string; attributes: string } | undefined {
  const line = cookiesOf(res).find((c) => c.startsWith(`${name}=`))
  if (!line) return undefined
  const [pair, ...attrs] = line.split(';')
  return { value: decodeURIComponent(pair!.slice(name.length + 1)), attributes: attrs.join(';') }
}

/** The authenticator key a set-up page shows (in groups of four, each its own span), without the spaces. */
export function totpSecretIn(html: string): string | undefined {
  const shown = /id="totp-secret">((?:\s*<span class="auth-secret-group">[A-Z2-7]+<\/span>)+)/.exec(html)?.[1]
  return shown?.replace(/<[^>]+>|\s/g, '')
}

/** Completes set-up with a password and TOTP; returns the secret and the session cookie. */
export async function setUpWithPassword(app: TestApp, token: string, password = PASSWORD) {
  const page = await request(app.app).get(`/admin/setup?token=${token}`).expect(200)
  const secret = totpSecretIn(page.text)
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
export function setClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(ms)
}

export function signIn(app: TestApp, email: string, password: string, code: string, cookies: string[] = [], ip?: string) {
  let req = request(app.app).post('/admin/sign-in').type('form')
  if (cookies.length) req = req.set('Cookie', cookies.join('; '))
  if (ip) req = req.set('X-Forwarded-For', ip)
  return req.send({ email, password, code })
}

export function csrfOf(html: string): string {
  return /name="_csrf" value="([^"]+)"/.exec(html)![1]!
}

/** None of the secrets a test file handled, and no e-mail address, is in its app's logs. */
export function expectNoSecretsLogged(app: TestApp) {
  const logs = app.logs.join('\n')
  for (const secret of secrets) expect(logs).not.toContain(secret)
  expect(logs).not.toMatch(/@example\.com/)
}
