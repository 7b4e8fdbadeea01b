/**
 * A dealer's day in the console, in Chromium against the production build: signed in
 * through a CLI set-up link, they add a cart, upload three photos, reorder them, publish
 * it, see it on the inventory and its page, mark it sold, and delete it. The console's
 * pages pass axe and html-validate at phone and desktop widths (the Backups page with the
 * backup the server wrote at start, downloaded from it); a restart keeps the session and
 * the photos; nothing breaks the Content Security Policy.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoJpeg } from '../helpers/photos'
import { axeViolations, signInNewOperator } from './console'
import { DESKTOP, freePort, launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const EMAIL = 'lot-manager@example.com'
const PASSWORD = 'three carts by the barn door'
const CART = 'lot-cart-2041'

let server: RunningServer
let browser: Browser
let origin: string
let port: number
let context: BrowserContext
let page: Page
let backupDir: string
const errors: string[] = []




/** The photo ids in the order the console lists them. */
const photoOrder = () => page.locator('.photo-list > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-photo')))

beforeAll(async () => {
  port = await freePort()
  origin = `http://localhost:${port}`
  // With scheduled backups on, so the Backups page shows the one written at start.
  backupDir = await mkdtemp(path.join(tmpdir(), 'lcgc-e2e-backups-'))
  server = await startServer({ PORT: String(port), PUBLIC_ORIGIN: origin, BACKUP_DIR: backupDir })
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated; CSP violations are checked on a context without it below.
  context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })

  // The first user, from the CLI, sets a password and an authenticator app through the set-up link.
  await signInNewOperator(page, server, origin, EMAIL, PASSWORD)
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
  if (backupDir) await removeDir(backupDir)
})

describe('the console in Chromium', () => {
  it('adds a cart: every error shown beside its field first, then saved as a draft the public cannot see', async () => {
    await page.goto(`${origin}/admin/vehicles/new`)
    await waitForHydration(page)
    await page.getByLabel('Name', { exact: true }).fill('Lot Cart 2041')
    await page.getByLabel('Price (USD)').fill('twelve grand')
    await page.getByRole('button', { name: 'Save vehicle' }).click()
    await page.getByRole('heading', { name: 'Check the fields marked below.' }).waitFor()
    expect(await page.locator('#field-price-error').textContent()).toBe('Enter the price as a whole number')
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Lot Cart 2041')
    // The summary links to the field.
    await page.getByRole('link', { name: /Price \(USD\): Enter the price/ }).click()
    expect(await page.evaluate(() => location.hash)).toBe('#field-price')

    await page.getByLabel('Id (web address)').fill(CART)
    await page.getByLabel('Brand').fill('Evolution')
    await page.getByLabel('Category').fill('D5 Ranger Lifted')
    await page.getByLabel('Price (USD)').fill('$12,495')
    await page.getByLabel('MSRP (USD)').fill('13,995')
    await page.getByLabel('Year').fill('2026')
    await page.getByLabel('Colour').fill('Sangria Red')
    await page.getByLabel('Stock number').fill('LC-2041')
    await page.getByLabel('Top speed').fill('25 mph')
    await page.getByLabel('Range', { exact: true }).fill('40 miles')
    await page.getByLabel('Battery type').fill('72V Lithium')
    await page.getByLabel('Charging time').fill('6-8 hours')
    await page.getByLabel('Payload').fill('600 lbs')
    await page.getByLabel('Seats').fill('4')
    await page.getByLabel('Description', { exact: true }).fill('A lifted four-seater on the lot now, with a rear flip seat.')
    await page.getByLabel('Features', { exact: true }).fill('Lifted suspension\nRear flip seat')
    await page.getByRole('button', { name: 'Save vehicle' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/${CART}?notice=created`)
    await page.getByText('Vehicle created.').waitFor()
    expect((await fetch(`${origin}/vehicles/${CART}`)).status).toBe(404)
  }, 60_000)

  it('uploads three photos with progress per file, reorders them by keyboard, and keeps the order', async () => {
    await waitForHydration(page)
    const files = await Promise.all([1, 2, 3].map((seed) => photoJpeg({ width: 1600, height: 1200, seed })))
    await page.locator('#photo-input').setInputFiles(files.map((buffer, i) => ({ name: `lot-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })))
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.locator('.photo-upload-item.is-added').nth(2).waitFor({ timeout: 60_000 })
    await page.locator('.photo-list > li').nth(2).waitFor()
    const before = await photoOrder()
    expect(before).toHaveLength(3)

    await page.getByRole('button', { name: 'Move down: photo 1' }).click()
    await page.waitForFunction((first) => document.querySelector('.photo-list > li')?.getAttribute('data-photo') !== first, before[0])
    // Saved (the list moves at once; the live region speaks when the server has the order).
    await page.getByText('Photo moved to position 2 of 3.').waitFor()
    expect(await photoOrder()).toEqual([before[1], before[0], before[2]])
    // The cover by keyboard: the photo moves first and the focus goes with it.
    await page.getByRole('button', { name: 'Make cover: photo 3' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction((third) => document.querySelector('.photo-list > li')?.getAttribute('data-photo') === third, before[2])
    await page.getByText('Photo is now the cover, position 1 of 3.').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move down: photo 1')
    // At the top, "Move up" stays focusable and says so instead of trapping the next key press.
    await page.getByRole('button', { name: 'Move up: photo 1' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Photo 1 is already first.').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move up: photo 1')
    expect(await photoOrder()).toEqual([before[2], before[1], before[0]])
    await page.reload()
    expect(await photoOrder()).toEqual([before[2], before[1], before[0]])
  }, 120_000)

  it('publishes the cart: on the inventory and its page with the cover photo as the page’s first image, and the saving', async () => {
    await page.getByLabel('Status').selectOption('available')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/${CART}?notice=saved`)
    const cover = (await photoOrder())[0]!
    // Live within a second, cached pages included.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    const visitor = await browser.newPage({ viewport: PHONE })
    await visitor.goto(`${origin}/inventory`)
    const card = visitor.locator('article, li').filter({ hasText: 'Lot Cart 2041' }).first()
    await card.waitFor()
    expect(await card.locator('picture source[type="image/avif"]').count()).toBe(1)
    await visitor.goto(`${origin}/vehicles/${CART}`)
    const lcp = visitor.locator('main img').first()
    expect(await lcp.getAttribute('src')).toContain(cover)
    expect(await lcp.getAttribute('fetchpriority')).toBe('high')
    expect(await lcp.getAttribute('width')).toBeTruthy()
    const text = await visitor.locator('main').textContent()
    expect(text).toContain('$12,495')
    expect(text).toContain('$1,500')
    expect(text).toContain('LC-2041')
    const photo = await fetch(`${origin}${await lcp.getAttribute('src')}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('cache-control')).toContain('immutable')
    await visitor.close()
  }, 60_000)

  it('marks it sold (off the grid, its page says SOLD), then deletes it (410)', async () => {
    await page.getByLabel('Status').selectOption('sold')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${origin}/admin/vehicles/${CART}?notice=saved`)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await (await fetch(`${origin}/inventory`)).text()).not.toContain('Lot Cart 2041')
    const soldPage = await (await fetch(`${origin}/vehicles/${CART}`)).text()
    expect(soldPage).toMatch(/class="vehicle-status-title">Sold</)

    await page.getByRole('link', { name: 'Delete…' }).click()
    await page.getByRole('heading', { name: 'Delete Lot Cart 2041?' }).waitFor()
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.waitForURL(`${origin}/admin?notice=deleted`)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect((await fetch(`${origin}/vehicles/${CART}`)).status).toBe(410)
  }, 60_000)

  it('passes axe and html-validate on every console page at phone and desktop widths', async () => {
    // A vehicle with a photo and a history, so the edit page shows everything.
    await page.goto(`${origin}/admin/vehicles/denago-ev-city`)
    await waitForHydration(page)
    await page.locator('#photo-input').setInputFiles([{ name: 'city.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ width: 1200, height: 900, seed: 9 }) }])
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.locator('.photo-list > li').first().waitFor({ timeout: 60_000 })
    const paths = ['/admin', '/admin?q=nomad&status=available', '/admin/vehicles/new', '/admin/vehicles/denago-ev-city', '/admin/vehicles/denago-ev-city/delete', '/admin/vehicles/import', '/admin/audit', '/admin/team', '/admin/team/users/new', '/admin/team/tokens/new', '/admin/backup', '/admin/account']
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (const p of paths) {
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
    // The Backups page offers the backup written at start, and the link downloads it.
    await page.goto(`${origin}/admin/backup`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the latest backup' }).click()])
    expect(download.suggestedFilename()).toMatch(/^site-backup-\d{8}-\d{6}Z\.sqlite$/)
    // With errors on the form.
    await page.goto(`${origin}/admin/vehicles/new`)
    await page.getByRole('button', { name: 'Save vehicle' }).click()
    await page.getByRole('heading', { name: 'Check the fields marked below.' }).waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `form with errors: ${v}`))
    // A one-time secret as the Team page shows it: in a labelled, selectable <output>.
    await page.goto(`${origin}/admin/team`)
    await page.getByLabel('Token name').fill('e2e-feed')
    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByRole('heading', { name: 'Token e2e-feed created' }).waitFor()
    await waitForHydration(page)
    expect(await page.getByLabel('API token').textContent()).toMatch(/^lcgc_[\w-]{43}$/)
    await page.getByRole('button', { name: 'Copy the token' }).waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `one-time token: ${v}`))
    expect(failures).toEqual([])
  }, 120_000)

  it('keeps the session and the photos across a restart', async () => {
    await page.goto(`${origin}/admin/vehicles/denago-ev-city`)
    const src = await page.locator('.photo-list img').first().getAttribute('src')
    await server.stop()
    server = await startServer({ PORT: String(port), PUBLIC_ORIGIN: origin, BACKUP_DIR: backupDir }, server.dir)
    const res = await page.goto(`${origin}/admin/vehicles/denago-ev-city`)
    expect(res!.status()).toBe(200)
    expect(page.url()).toBe(`${origin}/admin/vehicles/denago-ev-city`)
    expect(await page.locator('.photo-list img').first().getAttribute('src')).toBe(src)
    expect((await fetch(`${origin}${src}`)).status).toBe(200)
  }, 60_000)

  it('breaks no Content Security Policy rule on the console pages', async () => {
    const strict = await browser.newContext({ viewport: DESKTOP })
    await strict.addCookies(await context.cookies())
    const strictPage = await strict.newPage()
    const violations: string[] = []
    strictPage.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    for (const p of ['/admin', '/admin/vehicles/denago-ev-city', '/admin/vehicles/new', '/admin/audit', '/admin/team', '/admin/backup', '/admin/account']) {
      await strictPage.goto(`${origin}${p}`)
      await waitForHydration(strictPage)
    }
    await strict.close()
    expect(violations).toEqual([])
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
  }, 60_000)
})
