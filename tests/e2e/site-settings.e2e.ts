/**
 * The dealer's settings in Chromium: an owner adds a closure in the console and the contact
 * page (a cached page) and its JSON-LD show it within a second; the banner; a version restored
 * in one step; axe and html-validate on the settings pages at phone and desktop widths.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, wallTime } from '#app/domain/dealer-clock'
import { jsonLdOf, textOf } from '../helpers/html'
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
  await signInNewOperator(page, server, origin, 'owner@example.com', 'hours on the board by the door')
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

/** Reads `path` until `seen` holds, as a visitor reloading would; how long that took from `since`. */
async function untilShown(path: string, seen: (html: string) => boolean, since: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${origin}${path}`)).text()
    if (seen(html)) return Date.now() - since
    if (Date.now() - since > 10_000) throw new Error(`${path} did not change`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('site settings in the console', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`adds a closure at ${viewport.width}px: the cached contact page and its JSON-LD show it within a second`, async () => {
      await page.setViewportSize(viewport)
      const date = addDays(wallTime(Date.now()).date, viewport === PHONE ? 3 : 4)
      const reason = viewport === PHONE ? 'Staff training' : 'Inventory count'
      // The contact page is cached from here on.
      expect(await (await fetch(`${origin}/contact`)).text()).not.toContain(reason)
      await page.goto(`${origin}/admin/settings`)
      await waitForHydration(page)
      await page.getByLabel('Date', { exact: true }).fill(date)
      await page.getByLabel('Reason', { exact: true }).fill(reason)
      await page.getByLabel('Service department').uncheck()
      await page.getByLabel('Storage').uncheck()
      // From the moment the save is answered (its 303), as a visitor reloading the contact page would see it.
      const answered = page
        .waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/admin/settings/closures')
        .then((res) => ({ status: res.status(), at: Date.now() }))
      await page.getByRole('button', { name: 'Add' }).click()
      const saved = await answered
      expect(saved.status).toBe(303)
      const took = await untilShown('/contact', (html) => textOf(html).includes(`Closed: ${reason}`), saved.at)
      console.log(`closure on the contact page ${took} ms after the save was answered (${viewport.width}px run)`)
      // Within a second, as the issue asks (this process made the change: at once, bar the request itself).
      expect(took).toBeLessThanOrEqual(1000)
      await page.waitForURL(/notice=closure-added/)
      expect(await page.locator('#closures').textContent()).toContain(reason)
      const html = await (await fetch(`${origin}/contact`)).text()
      const dealer = jsonLdOf(html).find((d) => d['@id'] === `${origin}/#business`)!
      expect(dealer.specialOpeningHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: date, validThrough: date })
      // And a visitor sees it on the page, at this width.
      const visitor = await browser.newPage({ viewport })
      await visitor.goto(`${origin}/contact`)
      await visitor.getByText(`Closed: ${reason}`).waitFor()
      expect(await visitor.getByText(`Closed: ${reason}`).isVisible()).toBe(true)
      await visitor.close()
    })
  }

  it('shows the banner on every page from its first day, and restores the version before it in one step', async () => {
    await page.goto(`${origin}/admin/settings`)
    await waitForHydration(page)
    const today = wallTime(Date.now()).date
    await page.getByLabel('Banner text', { exact: true }).fill('Open house this Saturday: test-drive every model')
    await page.getByLabel('Banner link').fill('/showroom')
    await page.getByLabel('First day shown').fill(today)
    await page.getByLabel('Last day shown').fill(addDays(today, 2))
    await Promise.all([page.waitForURL(/notice=settings-saved/), page.getByRole('button', { name: 'Save settings' }).click()])
    await untilShown('/inventory', (html) => html.includes('Open house this Saturday'), Date.now())
    const visitor = await browser.newPage({ viewport: PHONE })
    await visitor.goto(`${origin}/`)
    const banner = visitor.getByRole('complementary', { name: 'Announcement' })
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/showroom')
    await page.goto(`${origin}/admin/settings/versions`)
    const previous = await page.locator('tbody tr').nth(1).locator('th').textContent()
    const id = /Version (\d+)/.exec(previous ?? '')![1]
    await Promise.all([page.waitForURL(/notice=settings-restored/), page.getByRole('button', { name: `Restore version ${id}` }).click()])
    await untilShown('/', (html) => !html.includes('Open house this Saturday'), Date.now())
    await visitor.reload()
    expect(await visitor.getByRole('complementary', { name: 'Announcement' }).count()).toBe(0)
    await visitor.close()
  })

  it('passes axe and html-validate on the settings pages at phone and desktop widths, errors shown too', async () => {
    const failures: string[] = []
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (const p of ['/admin/settings', '/admin/settings/versions']) {
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
    await page.goto(`${origin}/admin/settings`)
    await page.getByLabel('Main phone, international form').fill('8885550142')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByRole('heading', { name: 'Check the fields marked below.' }).waitFor()
    await waitForHydration(page)
    failures.push(...(await axeViolations(page)).map((v) => `form with errors: ${v}`))
    expect(failures).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)
})
