/**
 * The console's forms on a 390 × 844 phone, in Chromium against the production build: a double
 * tap on Save with the network slowed saves once; a form with unsaved changes asks before the
 * page is left by the menu, Back or a reload, and what was typed comes back after a reload; a
 * session ended mid-form sends the dealer to sign in, saying why, and back to the form with what
 * they typed; the vehicle form's status and Save stay on the screen wherever it is scrolled;
 * Duplicate proposes the copy's address and an owner moves a vehicle to a new one. axe and
 * html-validate pass on each page these touch.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, signInAgain, signInNewOperator, slowNetwork } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const EMAIL = 'lot-phone@example.com'
const PASSWORD = 'carts in the morning sun'

let server: RunningServer
let browser: Browser
let origin: string
let context: BrowserContext
let page: Page
let secret: string
const errors: string[] = []

beforeAll(async () => {
  server = await startServer()
  origin = server.url
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated.
  context = await browser.newContext({ viewport: PHONE, bypassCSP: true, hasTouch: true, isMobile: true })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  secret = await signInNewOperator(page, server, origin, EMAIL, PASSWORD)
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

/** The vehicle's history as its console page lists it. */
const historyCount = (action: string) => page.locator('.console-history li', { hasText: action }).count()

/** What the page's busy buttons said while a form was on its way (reported from the page before it is replaced). */
async function watchBusy(target: Page): Promise<Array<{ button: string; disabled: string | null }>> {
  const seen: Array<{ button: string; disabled: string | null }> = []
  await target.exposeFunction('reportBusy', (button: string, disabled: string | null) => seen.push({ button, disabled })).catch(() => {})
  await target.evaluate(() => {
    new MutationObserver(() => {
      const busy = document.querySelector('.console-busy')?.closest('button')
      if (busy) (window as unknown as { reportBusy: (b: string, d: string | null) => void }).reportBusy(busy.textContent ?? '', busy.getAttribute('aria-disabled'))
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return seen
}

/** Answers the next dialog (accept or dismiss), and resolves with its message. */
function nextDialog(answer: 'accept' | 'dismiss'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message() || dialog.type())
      void dialog[answer]()
    })
  })
}

describe('the console’s forms on a phone', () => {
  it('a double tap on Save with the network slowed saves once, saying it is saving meanwhile', async () => {
    await page.goto(`${origin}/admin/vehicles/denago-ev-nomad`)
    await waitForHydration(page)
    const before = await historyCount('changed the vehicle')
    await page.getByLabel('Price (USD)').fill('10995')
    const posts: string[] = []
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST') posts.push(request.url())
    }
    page.on('request', onRequest)
    const busy = await watchBusy(page)
    const cdp = await slowNetwork(page, { latencyMs: 1500, kbps: 400 })
    await page.getByRole('button', { name: 'Save changes' }).dblclick()
    await page.waitForURL(`${origin}/admin/vehicles/denago-ev-nomad?notice=saved`, { timeout: 30_000 })
    page.off('request', onRequest)
    expect(posts).toEqual([`${origin}/admin/vehicles/denago-ev-nomad`])
    // While the first tap's request was on its way, the button was busy and said so.
    expect(busy).toContainEqual({ button: 'Save changes Saving…', disabled: 'true' })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.getByText('Changes saved.').waitFor()
    expect(await historyCount('changed the vehicle')).toBe(before + 1)
    expect(await page.getByLabel('Price (USD)').inputValue()).toBe('10995')
  }, 60_000)

  it('keeps the status and Save on the screen wherever the form is scrolled', async () => {
    await page.goto(`${origin}/admin/vehicles/denago-ev-nomad`)
    await waitForHydration(page)
    for (const y of [0, 1200, 2400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      for (const control of [page.getByRole('button', { name: 'Save changes' }), page.getByLabel('Status', { exact: true })]) {
        const box = (await control.boundingBox())!
        expect(box.y, `at scroll ${y}`).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height, `at scroll ${y}`).toBeLessThanOrEqual(PHONE.height)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }
    }
    // Marking it sold is a status and a tap, from anywhere in the form.
    await page.getByLabel('Status', { exact: true }).selectOption('pending')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/denago-ev-nomad?notice=saved`)
    expect(await page.locator('.console-title-row .console-status').textContent()).toBe('Sale pending')
  }, 60_000)

  it('asks before a page with unsaved changes is left by the menu, Back or a reload, and keeps what was typed', async () => {
    await page.goto(`${origin}/admin`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Add vehicle' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/new`)
    await page.getByLabel('Name', { exact: true }).waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Half-typed cart')
    // The menu: dismissed, the page and its text stay.
    const menu = nextDialog('dismiss')
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inventory' }).click()
    expect(await menu).toBe('You have changes that are not saved yet. Leave this page and lose them?')
    expect(page.url()).toBe(`${origin}/admin/vehicles/new`)
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half-typed cart')
    // Back, within the console (a client-side navigation): asked too.
    const back = nextDialog('dismiss')
    await page.goBack({ waitUntil: 'commit' }).catch(() => {})
    expect(await back).toContain('not saved yet')
    expect(page.url()).toBe(`${origin}/admin/vehicles/new`)
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half-typed cart')
    // A reload: the browser asks; left anyway, the text comes back, saying it is not saved.
    const reload = nextDialog('accept')
    await page.reload()
    expect(await reload).toBe('beforeunload')
    await waitForHydration(page)
    await page.getByText('What you typed here before leaving the page is back. It is not saved yet.').waitFor()
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half-typed cart')
    // Discarded: the form is as it was, and leaving asks nothing.
    await page.getByRole('button', { name: 'Discard these changes' }).click()
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('')
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inventory' }).click()
    await page.waitForURL(`${origin}/admin`)
  }, 60_000)

  it('a session ended mid-form: Save says why sign-in is needed, and after it the form has what was typed', async () => {
    await page.goto(`${origin}/admin/vehicles/denago-ev-city`)
    await waitForHydration(page)
    await page.getByLabel('Colour').fill('Champagne')
    await page.getByLabel('Description', { exact: true }).fill('Typed on the lot, then the phone sat in a pocket.')
    // Signed out in another tab of this browser (an idle timeout ends it the same way).
    const other = await context.newPage()
    await other.goto(`${origin}/admin/account`)
    await waitForHydration(other)
    await other.getByRole('button', { name: 'Sign out', exact: true }).click()
    await other.waitForURL(/\/admin\/sign-in/)
    await other.close()

    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Fvehicles%2Fdenago-ev-city&reason=expired/)
    await page.getByText('Your session ended before your changes were saved, so they were not.').waitFor()
    const failures = (await axeViolations(page)).map((v) => `sign-in after an ended session: ${v}`)
    await waitForHydration(page)
    await signInAgain(page, EMAIL, PASSWORD, secret)
    await page.waitForURL(`${origin}/admin/vehicles/denago-ev-city`)
    await waitForHydration(page)
    await page.getByText('You were signed out before this was saved, so it was not. What you typed is back: check it and save again.').waitFor()
    expect(await page.getByLabel('Colour').inputValue()).toBe('Champagne')
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('Typed on the lot, then the phone sat in a pocket.')
    failures.push(...(await axeViolations(page)).map((v) => `form with a draft put back: ${v}`))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/denago-ev-city?notice=saved`)
    expect(await page.getByLabel('Colour').inputValue()).toBe('Champagne')
    // Saved: nothing is put back any more.
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('.console-draft').count()).toBe(0)
    expect(failures).toEqual([])
  }, 90_000)

  it('a Save whose answer never came (the connection dropped): the page opened again has what was typed, saying so, and saving again saves once', async () => {
    const url = `${origin}/admin/vehicles/denago-ev-nomad`
    await page.goto(url)
    await waitForHydration(page)
    const before = await historyCount('changed the vehicle')
    await page.getByLabel('Colour').fill('Sage green')
    await page.route(url, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()))
    const failed = page.waitForEvent('requestfailed')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await failed
    await page.unroute(url)
    // The browser shows its own error page; the dealer opens the vehicle again.
    await page.goto(url)
    await waitForHydration(page)
    await page.getByText('This was sent, but no answer came back (the connection may have dropped).', { exact: false }).waitFor()
    expect(await page.getByLabel('Colour').inputValue()).toBe('Sage green')
    expect(await page.locator('form[aria-busy="true"]').count()).toBe(0)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${url}?notice=saved`)
    expect(await page.getByLabel('Colour').inputValue()).toBe('Sage green')
    expect(await historyCount('changed the vehicle')).toBe(before + 1)
  }, 60_000)

  it('Duplicate proposes the copy’s address from year, make and model; an owner moves a vehicle to a new address', async () => {
    await page.goto(`${origin}/admin/vehicles/denago-ev-rover-xl`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Duplicate…' }).click()
    await page.getByRole('heading', { name: 'Copy Denago EV Rover XL' }).waitFor()
    expect(await page.getByLabel('Web address of the copy').inputValue()).toBe('denago-ev-rover-xl-2')
    await page.getByLabel('Web address of the copy').fill('2026-denago-ev-rover-xl-blue')
    await page.getByRole('button', { name: 'Make the copy' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/2026-denago-ev-rover-xl-blue?notice=duplicated`)
    await page.getByRole('link', { name: 'Change web address…' }).click()
    await page.getByLabel('New web address').fill('2026-rover-xl-blue')
    await page.getByRole('button', { name: 'Change the address' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/2026-rover-xl-blue?notice=address-changed`)
    await page.getByText('Web address changed. The old address now leads here.').waitFor()
  }, 60_000)

  it('passes axe and html-validate on the forms’ pages at 390 px', async () => {
    const paths = [
      '/admin/vehicles/new',
      '/admin/vehicles/denago-ev-nomad',
      '/admin/vehicles/denago-ev-nomad/duplicate',
      '/admin/vehicles/denago-ev-nomad/address',
    ]
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const p of paths) {
      const res = await page.goto(`${origin}${p}`)
      expect(res!.status(), p).toBe(200)
      await waitForHydration(page)
      failures.push(...(await axeViolations(page)).map((v) => `${p}: ${v}`))
      const report = await validator.validateString(await (await page.request.get(`${origin}${p}`)).text())
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${p} ${m.ruleId}: ${m.message}`)
    }
    // The sign-in page as an ended session shows it (fetched signed out).
    const signIn = await (await fetch(`${origin}/admin/sign-in?next=%2Fadmin%2Fvehicles%2Fnew&reason=expired`)).text()
    expect(signIn).toContain('Your session ended before your changes were saved')
    for (const m of (await validator.validateString(signIn)).results.flatMap((r) => r.messages)) failures.push(`sign-in (ended) ${m.ruleId}: ${m.message}`)
    // A form saying it is saving.
    await page.goto(`${origin}/admin/vehicles/denago-ev-nomad/duplicate`)
    await waitForHydration(page)
    // A form saying it is saving: the post is stopped after the console's script marked it busy
    // (a listener on the document runs after React's), so the page stays while axe looks at it.
    await page.evaluate(() => document.addEventListener('submit', (event) => event.preventDefault()))
    await page.getByRole('button', { name: 'Make the copy' }).click()
    await page.locator('form[aria-busy="true"]').waitFor()
    expect(await page.getByRole('button', { name: /Make the copy/ }).textContent()).toBe('Make the copy Saving…')
    failures.push(...(await axeViolations(page)).map((v) => `saving: ${v}`))
    expect(failures).toEqual([])
    expect(errors.filter((e) => !/status of 4\d\d|net::ERR_/.test(e))).toEqual([])
  }, 120_000)
})
