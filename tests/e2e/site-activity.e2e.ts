/**
 * Site activity in Chromium: a visitor loads the home page, moves to two pages with the
 * client router, taps the phone number, starts and sends the contact form; an owner then
 * finds exactly those counts on the console's Site activity page, which passes axe's
 * WCAG 2.2 A/AA check and reads the same without JavaScript. A browser that sends Global
 * Privacy Control reports nothing.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, signInNewOperator } from './console'
import { DESKTOP, isSameDocument, launchBrowser, markDocument, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

/** A visitor's desktop Chrome (the test browser's own user agent names it headless, which is never counted). */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const EMAIL = 'activity-owner@example.com'
const PASSWORD = 'counting carts not people'

let server: RunningServer
let browser: Browser
let origin: string
let owner: BrowserContext
let desk: Page
const errors: string[] = []

beforeAll(async () => {
  server = await startServer()
  origin = server.url
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated.
  owner = await browser.newContext({ viewport: DESKTOP, bypassCSP: true })
  desk = await owner.newPage()
  desk.setDefaultTimeout(15_000)
  desk.on('pageerror', (err) => errors.push(err.message))
  await signInNewOperator(desk, server, origin, EMAIL, PASSWORD)
}, 90_000)

afterAll(async () => {
  await owner?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

/** The console's tables, as text: each row's cells by the table's caption. */
async function consoleTables(page: Page): Promise<Record<string, string[][]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main table')].map((table) => [
        table.querySelector('caption')?.textContent ?? '',
        [...table.querySelectorAll('tbody tr, tfoot tr')].map((tr) => [...tr.children].map((cell) => cell.textContent!.trim())),
      ]),
    ),
  )
}

/**
 * A visitor's browser: the test browser reports itself as automated (navigator.webdriver, a
 * headless user agent), which is never counted, so this one says it is an everyday Chrome.
 */
async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_AGENT })
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
  return context
}

const row = (rows: string[][] | undefined, name: string) => rows?.find((r) => r[0] === name)

describe('site activity in Chromium', () => {
  it('counts a visit’s page views, client-side navigations, phone tap and contact form, and the console shows exactly those', async () => {
    const visitor = await visitorContext()
    const page = await visitor.newPage()
    page.setDefaultTimeout(15_000)
    const reports: string[] = []
    page.on('request', (request) => {
      if (request.url() === `${origin}/api/events`) reports.push(request.postData() ?? '')
    })
    const reported = (n: number) => expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n)

    await page.goto(`${origin}/`)
    await waitForHydration(page)
    await reported(1)
    await markDocument(page)
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Inventory' }).click()
    await page.waitForURL(`${origin}/inventory`)
    await reported(2)
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Rentals' }).click()
    await page.waitForURL(`${origin}/rentals`)
    await reported(3)
    expect(await isSameDocument(page)).toBe(true)

    // The tap is counted; the browser is kept from handing tel: to the system.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
      }),
    )
    await page.locator('a[href^="tel:"]').first().click()
    await reported(4)

    await page.locator('nav[aria-label="Main"] a', { hasText: 'Contact' }).click()
    await page.waitForURL(`${origin}/contact`)
    await reported(5)
    await page.locator('#contact-firstName').fill('Imani')
    await reported(6)
    await page.locator('#contact-lastName').fill('Okafor')
    await page.locator('#contact-email').fill('imani.okafor@example.com')
    await page.locator('#contact-phone').fill('(610) 555-0123')
    await page.locator('#contact-message').fill('Could I see the six-seater on Saturday morning?')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(/\/thank-you/)
    await reported(7)
    // Only the first keystroke of a form is a start.
    expect(reports.filter((r) => r.includes('form-start'))).toHaveLength(1)
    // Each report is the kind, the path and (for a form) where it posts: no identifier of any sort.
    for (const report of reports) expect(Object.keys(JSON.parse(report)).sort()).toEqual(expect.arrayContaining(['kind', 'path']))
    for (const report of reports) expect(Object.keys(JSON.parse(report)).every((k) => ['kind', 'path', 'form'].includes(k))).toBe(true)
    expect(await visitor.cookies()).toEqual([])
    await visitor.close()

    await desk.goto(`${origin}/admin/activity`)
    await waitForHydration(desk)
    const tables = await consoleTables(desk)
    expect(row(tables.Pages, '/')).toEqual(['/', '1', '0'])
    expect(row(tables.Pages, '/inventory')).toEqual(['/inventory', '1', '0'])
    expect(row(tables.Pages, '/rentals')).toEqual(['/rentals', '1', '1'])
    expect(row(tables.Pages, '/contact')).toEqual(['/contact', '1', '0'])
    expect(row(tables.Forms, 'Contact form')).toEqual(['Contact form', '1', '1'])
    expect(row(tables['Leads by page sent from'], '/contact')).toEqual(['/contact', '1'])
    expect(row(tables['Phone-link clicks per day'], 'Total')).toEqual(['Total', '1'])
    expect(row(tables['Forms started per day'], 'Total')).toEqual(['Total', '1'])
    expect(row(tables['Leads sent per day'], 'Total')).toEqual(['Total', '1'])
    const views = Number(row(tables['Page views per day'], 'Total')![1])
    // The four above and the thank-you page.
    expect(views).toBe(5)
    // The chart says the same in words.
    expect(await desk.locator('#chart-page-views-desc').textContent()).toContain(`${views} in all`)
    expect(await desk.locator('svg[role="img"] rect.activity-bar').count()).toBe(4)

    // The console's own pages are never counted.
    expect(row(tables.Pages, '/admin/activity')).toBeUndefined()
    expect(await axeViolations(desk)).toEqual([])
    await desk.setViewportSize(PHONE)
    expect(await axeViolations(desk)).toEqual([])
    await desk.setViewportSize(DESKTOP)
    expect(errors).toEqual([])
  }, 90_000)

  it('is valid HTML and runs under the strict Content Security Policy', async () => {
    const html = await (await desk.request.get(`${origin}/admin/activity?range=26w`)).text()
    const report = await new HtmlValidate(HTML_VALIDATE_CONFIG).validateString(html)
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([])
    const strict = await browser.newContext({ viewport: DESKTOP })
    await strict.addCookies(await owner.cookies())
    const page = await strict.newPage()
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto(`${origin}/admin/activity`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.waitForURL(`${origin}/admin/audit`)
    await page.getByRole('link', { name: 'Site activity' }).click()
    await page.locator('#chart-page-views-desc').waitFor({ state: 'attached' })
    await strict.close()
    expect(violations).toEqual([])
  })

  it('changes the range with the GET form, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, storageState: await owner.storageState() })
    const page = await context.newPage()
    await page.goto(`${origin}/admin/activity`)
    await page.getByLabel('Range', { exact: true }).selectOption('12w')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/range=12w/)
    const tables = await consoleTables(page)
    expect(tables['Page views per week']).toHaveLength(12 + 1)
    expect(row(tables['Page views per week'], 'Total')).toEqual(['Total', '5'])
    await context.close()
  })

  it('reports nothing from an error page, nor from a browser driven by automation, and keeps their consoles clean', async () => {
    const visitor = await visitorContext()
    const page = await visitor.newPage()
    const automated = await browser.newPage({ viewport: DESKTOP })
    const reports: string[] = []
    const consoleErrors: string[] = []
    for (const p of [page, automated]) {
      p.on('request', (request) => {
        if (request.url().endsWith('/api/events')) reports.push(request.postData() ?? '')
      })
      p.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 404/.test(msg.text())) consoleErrors.push(msg.text())
      })
    }
    await page.goto(`${origin}/no-such-page`)
    await waitForHydration(page)
    await page.locator('a[href^="tel:"]').first().dispatchEvent('click')
    await automated.goto(`${origin}/inventory`)
    await waitForHydration(automated)
    await page.waitForTimeout(1000)
    expect(reports).toEqual([])
    // The same visitor on one of the site's pages is counted.
    await page.goto(`${origin}/about`)
    await waitForHydration(page)
    await expect.poll(() => reports.length).toBe(1)
    expect(JSON.parse(reports[0]!)).toEqual({ kind: 'page-view', path: '/about' })
    expect(consoleErrors).toEqual([])
    await automated.close()
    await visitor.close()
  })

  it('reports nothing from a browser that sends Global Privacy Control', async () => {
    const context = await visitorContext()
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const page = await context.newPage()
    const reports: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) reports.push(request.url())
    })
    await page.goto(`${origin}/`)
    await waitForHydration(page)
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Inventory' }).click()
    await page.waitForURL(`${origin}/inventory`)
    // Long enough for the counter to have loaded and reported, had it been allowed to.
    await page.waitForTimeout(1000)
    expect(reports).toEqual([])
    await context.close()
  })
})
