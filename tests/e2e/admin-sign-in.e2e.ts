/**
 * Operator sign-in in Chromium against the production build: the CLI adds a user to
 * the server's database, the set-up link enrols a passkey through Chromium's virtual
 * authenticator (CDP WebAuthn domain), the operator signs out and back in with it; the
 * password + TOTP path works with JavaScript off; axe finds nothing on the sign-in and
 * set-up pages; no page breaks the Content Security Policy.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, setupLink, totpCode } from './console'
import { freePort, launchBrowser, removeDir, startServer, waitForHydration, type RunningServer } from './harness'

const PASSWORD = 'golf cart morning drizzle'

let server: RunningServer
let browser: Browser
/** WebAuthn needs a domain (an IP address is not a valid RP ID), so the site is served as localhost. */
let origin: string


beforeAll(async () => {
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = await startServer({ PORT: String(port), PUBLIC_ORIGIN: origin })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

/** Runs the built operator CLI against the running server's database. */


async function open(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  return { context, page, errors }
}

/** A platform authenticator with resident keys and user verification, as a phone or laptop has. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

const code = totpCode


describe('operator sign-in in Chromium', () => {
  it('enrols a passkey from a CLI set-up link, signs out, and signs back in with it', async () => {
    const link = await setupLink(server, origin, 'owner@example.com')
    const { context, page, errors } = await open()
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page)

    await page.goto(link)
    await waitForHydration(page)
    await page.getByLabel('Name this passkey (optional)').fill('Office laptop')
    await page.getByRole('button', { name: 'Create a passkey' }).click()
    await page.waitForURL(`${origin}/admin/account?welcome=passkey`)
    await page.getByText('Your passkey is set up and you are signed in.').waitFor()
    expect(await page.locator('main').textContent()).toContain('Office laptop')
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]!.isResidentCredential).toBe(true)
    expect(credentials[0]!.rpId).toBe('localhost')

    // The link was used up.
    const again = await page.goto(link)
    expect(again!.status()).toBe(404)
    errors.length = 0 // the browser reports the 404 itself

    // Sign out from the console's header.
    await page.goto(`${origin}/admin/account`)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(`${origin}/admin/sign-in?signed-out`)
    expect((await page.goto(`${origin}/admin/account`))!.url()).toBe(`${origin}/admin/sign-in?next=%2Fadmin%2Faccount`)

    // And back in with the passkey (no e-mail typed: a discoverable credential).
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.waitForURL(`${origin}/admin/account`)
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    expect(await page.locator('main').textContent()).toContain('owner@example.com')
    const cookies = await context.cookies()
    const session = cookies.find((c) => c.name === 'session')!
    expect(session.httpOnly).toBe(true)
    expect(session.sameSite).toBe('Strict')

    // A second passkey from the account page.
    await waitForHydration(page)
    await page.getByLabel('Name the new passkey (optional)').fill('Second key')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    // This authenticator already holds a passkey for the account: the browser refuses, and says so.
    await page.getByText('This device already holds a passkey for your account.').waitFor()
    // Another device (a second authenticator) can add one.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
    const second = await addVirtualAuthenticator(context, page)
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.waitForURL(`${origin}/admin/account?added=passkey`)
    expect(await page.locator('main').textContent()).toContain('Second key')
    expect((await second.cdp.send('WebAuthn.getCredentials', { authenticatorId: second.authenticatorId })).credentials).toHaveLength(1)
    // And signs in with it.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(`${origin}/admin/sign-in?signed-out`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.waitForURL(`${origin}/admin`)

    // The first device is gone: its passkey is removed from the account page (signing in
    // just now counts as confirming it is you). The last passkey has no Remove button.
    await page.goto(`${origin}/admin/account`)
    await page.getByRole('button', { name: 'Remove Office laptop' }).click()
    await page.waitForURL(`${origin}/admin/account?removed=passkey`)
    await page.getByText('Passkey removed.').waitFor()
    expect(await page.locator('main').textContent()).not.toContain('Office laptop')
    expect(await page.getByRole('button', { name: 'Remove Second key' }).count()).toBe(0)

    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it('sets a password with an authenticator app and signs in with both, JavaScript off', async () => {
    const link = await setupLink(server, origin, 'staff@example.com', 'staff')
    const { context, page } = await open({ javaScriptEnabled: false })
    await page.goto(link)
    expect(await page.getByText('Creating a passkey needs JavaScript').count()).toBe(1)
    const secret = (await page.locator('#totp-secret').textContent())!.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await page.locator('svg.auth-qr path').getAttribute('d')).toMatch(/^M\d/)

    // A breached password is refused, with the reason next to the field.
    await page.getByLabel('New password').fill('baseball1234')
    await page.getByLabel('Code from your authenticator app').fill(code(secret))
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.getByText('on a list of common or breached passwords').first().waitFor()
    expect(await page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('New password').fill(PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill(code(secret))
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.waitForURL(`${origin}/admin/account?welcome=password`)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(`${origin}/admin/sign-in?signed-out`)

    // A wrong code: a message that does not say which part was wrong.
    await page.getByLabel('E-mail address').fill('staff@example.com')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill('000000')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('do not match an account').waitFor()

    // The code of the next time step (the current one was used at set-up).
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill(code(secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(`${origin}/admin`)
    expect((await context.cookies()).some((c) => c.name === 'session' && c.httpOnly)).toBe(true)
    await context.close()
  }, 90_000)

  it('finds no accessibility violation on the sign-in and set-up pages', async () => {
    const closedLink = await setupLink(server, origin, 'axe@example.com', 'staff')
    // bypassCSP only so the axe script can be evaluated.
    const { context, page } = await open({ bypassCSP: true })
    const failures: string[] = []
    for (const url of [`${origin}/admin/sign-in`, closedLink, `${origin}/admin/setup?token=not-a-link`]) {
      await page.goto(url)
      await waitForHydration(page)
      failures.push(...(await axeViolations(page)).map((v) => `${url.replace(/token=[^&]+/, 'token=…')}: ${v}`))
    }
    // With errors shown.
    await page.goto(`${origin}/admin/sign-in`)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('Enter your e-mail address.').first().waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `sign-in with errors: ${v}`))

    // The account page, after setting up a password through the link, and with a password change's errors.
    await page.goto(closedLink)
    const secret = (await page.locator('#totp-secret').textContent())!.replace(/\s/g, '')
    await page.getByLabel('New password').fill(PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill(code(secret))
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.waitForURL(`${origin}/admin/account?welcome=password`)
    await waitForHydration(page)
    failures.push(...(await axeViolations(page)).map((v) => `account: ${v}`))
    await page.getByLabel('Current password').fill('not the password')
    await page.getByLabel('New password').fill('short')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Use at least 12 characters.').first().waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `account with errors: ${v}`))
    expect(failures).toEqual([])
    await context.close()
  })
})
