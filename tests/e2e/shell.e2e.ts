import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, isSameDocument, launchBrowser, markDocument, newPage, removeDir, startServer, waitForHydration, type RunningServer } from './harness'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await removeDir(server.dir)
})

describe('site shell', () => {
  it('renders the home page with the header, footer and call button, without errors', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP)
    const response = await page.goto(server.url + '/')
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.title()).resolves.toMatch(/Lehigh County Golf Carts$/)
    expect(await page.locator('h1').count()).toBe(1)
    const call = page.locator('header a[href^="tel:"]')
    await expect(call.textContent()).resolves.toContain('Call Now')
    expect(await page.locator('footer a[href^="/"][href$="-golf-carts"]').count()).toBe(23)
    expect(await page.locator('footer a[href^="/policies/"]').count()).toBe(11)
    expect(errors).toEqual([])
    await context.close()
  })

  it('navigates from the header without a full page reload and updates the title', async () => {
    const { page, context } = await newPage(browser, DESKTOP)
    await page.goto(server.url + '/')
    await waitForHydration(page)
    await markDocument(page)
    const before = await page.title()
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Contact' }).click()
    await page.waitForURL(server.url + '/contact')
    await page.waitForFunction((t) => document.title !== t, before)
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe('Contact')
    await context.close()
  })

  it('opens the About dropdown with the keyboard and closes it with Escape', async () => {
    const { page, context } = await newPage(browser, DESKTOP)
    await page.goto(server.url + '/')
    await waitForHydration(page)
    const about = page.getByRole('button', { name: 'About' })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(page.getByRole('link', { name: 'Eco-Impact Calculator' }).isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('About')
    await context.close()
  })

  it('opens and closes the mobile menu, traps focus and returns it', async () => {
    const { page, context } = await newPage(browser, PHONE)
    await page.goto(server.url + '/')
    await waitForHydration(page)
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false)
    expect(await page.locator('a.floating-call').isVisible()).toBe(true)
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.click()
    const panel = page.getByRole('dialog', { name: 'Site menu' })
    await panel.waitFor()
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300)
    // Focus moved into the panel and stays there.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')
    // Choosing a link closes the panel.
    await open.click()
    await markDocument(page)
    await panel.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(server.url + '/contact')
    await panel.waitFor({ state: 'detached' })
    expect(await isSameDocument(page)).toBe(true)
    await context.close()
  })

  it('makes the mobile panel 400 px wide from the small breakpoint up', async () => {
    const { page, context } = await newPage(browser, { width: 700, height: 900 })
    await page.goto(server.url + '/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Site menu' })
    await panel.waitFor()
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(400)
    await context.close()
  })

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page, context } = await newPage(browser, DESKTOP)
    const response = await page.goto(server.url + '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not Found')
    expect(await page.getByRole('link', { name: 'Browse Inventory' }).getAttribute('href')).toBe('/inventory')
    await context.close()
  })
})
