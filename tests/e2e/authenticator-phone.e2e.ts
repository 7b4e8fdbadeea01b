/**
 * Setting up an authenticator app on the phone that shows the set-up page (390 × 844), in
 * Chromium against the production build: an "Add to authenticator app" otpauth:// link that
 * opens the app with the account filled in, a button that copies the key, and the key in
 * groups of four that never break across lines; the set-up then completes with the app's
 * code. axe and html-validate on the page.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, setupLink, totpCode } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

describe('authenticator set-up on one phone', () => {
  it('offers an otpauth:// link and a copy button, shows the key in unbroken groups, and completes with the app’s code', async () => {
    const origin = server.url
    // bypassCSP only so that axe can be evaluated.
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, bypassCSP: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    const link = await setupLink(server, origin, 'lot-setup@example.com')
    await page.goto(link)
    await waitForHydration(page)
    const key = (await page.locator('#totp-secret').textContent())!.replace(/\s/g, '')
    expect(key).toMatch(/^[A-Z2-7]{16,}$/)

    // The link an authenticator app registers for: this account, this key.
    const add = page.getByRole('link', { name: 'Add to authenticator app' })
    const uri = new URL((await add.getAttribute('href'))!)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(uri.searchParams.get('secret')).toBe(key)
    expect(decodeURIComponent(uri.pathname)).toContain('lot-setup@example.com')
    expect(uri.searchParams.get('issuer')).toBeTruthy()
    const addBox = (await add.boundingBox())!
    expect(addBox.height).toBeGreaterThanOrEqual(44)

    // Copy the key: the clipboard holds it without the spaces.
    await page.getByRole('button', { name: 'Copy the key' }).tap()
    await page.getByText('Copied.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

    // Each group of four on one line; the key no wider than the screen.
    const groups = page.locator('#totp-secret .auth-secret-group')
    expect(await groups.count()).toBe(Math.ceil(key.length / 4))
    for (const group of await groups.all()) expect(await group.evaluate((el) => el.getClientRects().length)).toBe(1)
    const secretBox = (await page.locator('#totp-secret').boundingBox())!
    expect(secretBox.x + secretBox.width).toBeLessThanOrEqual(PHONE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    const failures = (await axeViolations(page)).map((v) => `set-up: ${v}`)
    const report = await new HtmlValidate(HTML_VALIDATE_CONFIG).validateString(await (await page.request.get(link)).text())
    for (const m of report.results.flatMap((r) => r.messages)) failures.push(`set-up ${m.ruleId}: ${m.message}`)
    expect(failures).toEqual([])

    // The code the app would show for that key completes the set-up.
    await page.getByLabel('New password').fill('a key typed on the lot')
    await page.getByLabel('Code from your authenticator app').fill(totpCode(key))
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.waitForURL(/\/admin\/account/)
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
