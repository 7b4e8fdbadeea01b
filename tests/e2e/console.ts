/**
 * What the browser tests of the console and the public pages share: axe's WCAG 2.2 A/AA
 * check of a page, the operator CLI run against a test server's database, TOTP codes, and
 * signing in the way a new operator does (a set-up link, a password and an authenticator app).
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import { ROOT, type RunningServer } from './harness'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now, one line each (the page's context needs bypassCSP). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    const w = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> } }
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
  }, WCAG_TAGS)
}

/** The code an authenticator app shows for `secret` at `at`. */
export const totpCode = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at, digits: 6, period: 30 })

/** Runs the built operator CLI against the server's database; resolves with what it printed. */
export async function operatorCli(server: RunningServer, origin: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/operator.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...(server.database.startsWith('postgres') ? { DATABASE_URL: server.database } : { DATABASE_PATH: server.database }), PUBLIC_ORIGIN: origin },
  })
  return stdout
}

/** `add-user` through the CLI: the one-time set-up link it printed. */
export async function setupLink(server: RunningServer, origin: string, email: string, role?: 'owner' | 'staff'): Promise<string> {
  const out = await operatorCli(server, origin, 'add-user', email, ...(role ? ['--role', role] : []))
  const link = out.split('\n').find((line) => line.startsWith(`${origin}/admin/setup?token=`))
  if (!link) throw new Error(`no set-up link in:\n${out}`)
  return link
}

/** A new operator from the CLI, signed in on `page` with a password and an authenticator app, as the set-up link asks; resolves with the app's secret. */
export async function signInNewOperator(page: Page, server: RunningServer, origin: string, email: string, password: string, role: 'owner' | 'staff' = 'owner'): Promise<string> {
  await page.goto(await setupLink(server, origin, email, role))
  const secret = (await page.locator('#totp-secret').textContent())!.replace(/\s/g, '')
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Save password and sign in' }).click()
  await page.waitForURL(/\/admin\/account/)
  return secret
}

/**
 * Fills the sign-in page on `page` and sends it, with the code the app will show next (the
 * server accepts one step either side, and never a step it accepted before).
 */
export async function signInAgain(page: Page, email: string, password: string, secret: string) {
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Slows the page's network as a phone's can be (every request `latencyMs` late, at `kbps` both ways); `null` lifts it. */
export async function slowNetwork(page: Page, conditions: { latencyMs: number; kbps: number } | null) {
  const cdp = await page.context().newCDPSession(page)
  const bytesPerSecond = conditions ? (conditions.kbps * 1000) / 8 : -1
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions?.latencyMs ?? 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  return cdp
}
