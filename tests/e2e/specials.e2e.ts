/**
 * A special in Chromium: written in the console a minute ahead, it goes live and ends by
 * itself on cached pages (the vehicle page, /specials, the API) at the times it names, with
 * the sale price beside the regular one at phone and desktop widths; axe and html-validate on
 * /specials while it runs and on the console's specials pages.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instantAt, timeOf, wallTime } from '#app/domain/dealer-clock'
import { axeViolations, signInNewOperator } from './console'
import { DESKTOP, freePort, launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

let server: RunningServer
let browser: Browser
let origin: string
let context: BrowserContext
let page: Page
const errors: string[] = []

beforeAll(async () => {
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = await startServer({ PORT: String(port), PUBLIC_ORIGIN: origin })
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (err) => errors.push(err.message))
  await signInNewOperator(page, server, origin, 'sales@example.com', 'ten percent off the ranger', 'staff')
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

const SALE = '$10,995'

/** The moment `check` first holds, reading the page as a visitor reloading would, every 100 ms. */
async function firstSeen(path: string, check: (html: string) => boolean, deadline: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${origin}${path}`)).text()
    const at = Date.now()
    if (check(html)) return at
    if (at > deadline) throw new Error(`${path}: not seen by ${new Date(deadline).toISOString()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const onSale = (html: string) => html.includes(SALE) && html.includes('Sale ends')

describe('a special scheduled a minute ahead', () => {
  it('goes live and ends on time on cached pages', async () => {
    // Start at the next whole minute at least 40 s away (the form takes minutes); end a minute later.
    const now = wallTime(Date.now())
    const startMinutes = now.minutes + (now.seconds > 20 ? 2 : 1)
    const starts = instantAt(now.date, startMinutes)
    const ends = instantAt(now.date, startMinutes + 1)
    const startClock = wallTime(starts)
    const endClock = wallTime(ends)

    await page.goto(`${origin}/admin/specials/new`)
    await waitForHydration(page)
    await page.getByLabel('Title', { exact: true }).fill('One-minute EV City sale')
    await page.getByLabel('Text', { exact: true }).fill('The street-legal EV City at $10,995, for one minute only.')
    await page.getByLabel('Status').selectOption('scheduled')
    await page.getByLabel('Start date').fill(startClock.date)
    await page.getByLabel('Start time').fill(timeOf(startClock.minutes))
    await page.getByLabel('End date').fill(endClock.date)
    await page.getByLabel('End time').fill(timeOf(endClock.minutes))
    await page.getByLabel('The carts chosen below').check()
    await page.getByLabel('A sale price for each chosen cart').check()
    await page.getByLabel('Denago EV City ($11,995)').check()
    await page.getByLabel('Sale price of Denago EV City').fill('10995')
    await Promise.all([page.waitForURL(/notice=special-created/), page.getByRole('button', { name: 'Save special' }).click()])
    expect(await page.locator('.console-status').textContent()).toBe('Scheduled')

    // Before the start the cached pages show the regular price only.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(Date.now()).toBeLessThan(starts)
    for (const path of ['/vehicles/denago-ev-city', '/specials', '/api/vehicles/denago-ev-city']) expect(onSale(await (await fetch(`${origin}${path}`)).text()), path).toBe(false)
    expect(await (await fetch(`${origin}/specials`)).text()).toContain('No specials are running right now.')

    const live = await firstSeen('/vehicles/denago-ev-city', onSale, starts + 10_000)
    const listed = await firstSeen('/specials', (html) => html.includes('One-minute EV City sale'), starts + 10_000)
    const api = await firstSeen('/api/vehicles/denago-ev-city', (json) => json.includes('"sale":{"price":10995'), starts + 10_000)
    console.log(`starts ${new Date(starts).toISOString()}: vehicle page on sale ${live - starts} ms after, /specials ${listed - starts} ms, API ${api - starts} ms`)
    for (const at of [live, listed, api]) {
      expect(at).toBeGreaterThanOrEqual(starts)
      expect(at - starts).toBeLessThan(1000)
    }

    // While live: the sale price beside the regular one, and when it ends, at both widths.
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await browser.newPage({ viewport })
      await visitor.goto(`${origin}/vehicles/denago-ev-city`)
      await waitForHydration(visitor)
      const pricing = visitor.locator('.vehicle-pricing')
      expect(await pricing.locator('.sale-price-now').textContent()).toBe(`Sale price: ${SALE}`)
      expect(await pricing.locator('s').textContent()).toBe('$11,995')
      expect(await pricing.locator('.sale-price-ends').isVisible()).toBe(true)
      expect(await visitor.locator('#payment-price').inputValue()).toBe('10995')
      await visitor.goto(`${origin}/specials`)
      expect(await visitor.getByRole('heading', { name: 'One-minute EV City sale' }).isVisible()).toBe(true)
      await visitor.close()
    }
    const failures: string[] = []
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await browser.newPage({ viewport, bypassCSP: true })
      await visitor.goto(`${origin}/specials`)
      failures.push(...(await axeViolations(visitor)).map((v) => `${viewport.width}px /specials: ${v}`))
      await visitor.close()
    }
    const report = await validator.validateString(await (await fetch(`${origin}/specials`)).text())
    for (const m of report.results.flatMap((r) => r.messages)) failures.push(`/specials ${m.ruleId}: ${m.message}`)
    expect(failures).toEqual([])

    const ended = await firstSeen('/vehicles/denago-ev-city', (html) => !onSale(html), ends + 10_000)
    const gone = await firstSeen('/specials', (html) => !html.includes('One-minute EV City sale'), ends + 10_000)
    const apiEnded = await firstSeen('/api/vehicles/denago-ev-city', (json) => !json.includes('"sale"'), ends + 10_000)
    console.log(`ends ${new Date(ends).toISOString()}: vehicle page back to its price ${ended - ends} ms after, /specials ${gone - ends} ms, API ${apiEnded - ends} ms`)
    for (const at of [ended, gone, apiEnded]) {
      expect(at).toBeGreaterThanOrEqual(ends)
      expect(at - ends).toBeLessThan(1000)
    }
    // Ended, it leaves no trace on public pages.
    for (const path of ['/', '/inventory', '/vehicles/denago-ev-city', '/specials']) expect(await (await fetch(`${origin}${path}`)).text(), path).not.toContain('One-minute EV City sale')
  }, 200_000)

  it('passes axe and html-validate on the console’s specials pages at phone and desktop widths', async () => {
    await page.goto(`${origin}/admin/specials`)
    const href = await page.getByRole('link', { name: 'One-minute EV City sale' }).getAttribute('href')
    const failures: string[] = []
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (const p of ['/admin/specials', '/admin/specials/new', href!]) {
        const res = await page.goto(`${origin}${p}`)
        expect(res!.status(), p).toBe(200)
        await waitForHydration(page)
        failures.push(...(await axeViolations(page)).map((v) => `${viewport.width}px ${p}: ${v}`))
        if (viewport === DESKTOP) {
          const report = await validator.validateString(await (await page.request.get(`${origin}${p}`)).text())
          for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${p} ${m.ruleId}: ${m.message}`)
        }
      }
    }
    await page.goto(`${origin}/admin/specials/new`)
    await page.getByRole('button', { name: 'Save special' }).click()
    await page.getByRole('heading', { name: 'Check the fields marked below.' }).waitFor()
    await waitForHydration(page)
    failures.push(...(await axeViolations(page)).map((v) => `form with errors: ${v}`))
    expect(failures).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)
})
