import { describe, expect, it } from 'vitest'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()

describe('site shell', () => {
  it('renders the home page with the header, footer and call button, without errors', async () => {
    const { page, errors, context } = await newPage(site.browser, DESKTOP)
    const response = await page.goto(site.server.url + '/')
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
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    await markDocument(page)
    const before = await page.title()
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Contact' }).click()
    await page.waitForURL(site.server.url + '/contact')
    await page.waitForFunction((t) => document.title !== t, before)
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe('Contact')
    // The page that came in without a reload is styled like one loaded directly.
    expect(await page.locator('.contact-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid')
    await context.close()
  })

  it('paints from the HTML alone: its stylesheets are in the page, never fetched as files; a page reached by navigation fetches only the ones it adds, and is styled', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    // The stylesheets a page carries, each written in and named by a link that is never fetched.
    const carried = () => page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    await page.goto(site.server.url + '/contact')
    await waitForHydration(page)
    expect(await page.locator('style').count()).toBeGreaterThan(0)
    expect(await page.locator('.contact-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid')
    const contactSheets = await carried()
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    const homeSheets = await carried()
    expect(stylesheets).toEqual([])
    await markDocument(page)
    await page.locator('footer a[href="/contact"]').first().click()
    await page.waitForURL(site.server.url + '/contact')
    await page.locator('.contact-layout').waitFor()
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.locator('.contact-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid')
    // Only the contact page's own stylesheets that the home page did not carry.
    expect(stylesheets.length).toBeGreaterThan(0)
    expect(stylesheets.filter((href) => !contactSheets.includes(href) || homeSheets.includes(href))).toEqual([])
    await context.close()
  })

  it('paints no half-parsed page: on a slow connection and a slow phone, nothing on the first screen moves as the rest of the HTML arrives', async () => {
    for (const [viewport, path] of [
      [PHONE, '/'],
      [DESKTOP, '/inventory'],
      [PHONE, '/vehicles/evolution-d5-maverick-4'],
    ] as const) {
      const { page, context } = await newPage(site.browser, viewport)
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: string[] }
        w.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>)
            w.__shifts.push(`${entry.value} ${(entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className || s.node?.nodeName).join(', ')}`)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // The HTML comes in small pieces and the parser is slow, so the browser has every chance
      // to paint before the document is complete.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 12 * 1024, uploadThroughput: 12 * 1024 })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      const response = await page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      expect(await page.locator('link[rel="expect"][blocking="render"]').getAttribute('href')).toBe('#site-footer')
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), `${path} at ${viewport.width} px`).toEqual([])
      await context.close()
    }
  }, 120_000)

  it('asks for the client code only after the page has loaded and painted its largest image, then hydrates', async () => {
    for (const [viewport, path] of [
      [PHONE, '/'],
      [PHONE, '/inventory'],
      [DESKTOP, '/vehicles/evolution-d5-maverick-4'],
    ] as const) {
      const { page, errors, context } = await newPage(site.browser, viewport)
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number }
        w.__lcp = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(site.server.url + path)
      await waitForHydration(page)
      const timing = await page.evaluate(() => ({
        load: performance.getEntriesByType('navigation')[0] ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart : -1,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        lcp: (window as unknown as { __lcp: number }).__lcp,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(timing.scripts.length, path).toBeGreaterThan(2)
      expect(timing.load, path).toBeGreaterThan(0)
      expect(timing.lcp, path).toBeGreaterThan(0)
      const first = Math.min(...timing.scripts)
      expect(first, `${path}: first script after the load event`).toBeGreaterThanOrEqual(timing.load)
      expect(first, `${path}: first script after the first paint`).toBeGreaterThanOrEqual(timing.paint)
      expect(first, `${path}: first script after the largest paint`).toBeGreaterThanOrEqual(timing.lcp)
      expect(errors, path).toEqual([])
      await context.close()
    }
  })

  it('opens the About dropdown with the keyboard and closes it with Escape', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/')
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
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + '/')
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
    await page.waitForURL(site.server.url + '/contact')
    await panel.waitFor({ state: 'detached' })
    expect(await isSameDocument(page)).toBe(true)
    await context.close()
  })

  it('makes the mobile panel 400 px wide from the small breakpoint up', async () => {
    const { page, context } = await newPage(site.browser, { width: 700, height: 900 })
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Site menu' })
    await panel.waitFor()
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(400)
    await context.close()
  })

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    const response = await page.goto(site.server.url + '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not Found')
    expect(await page.getByRole('link', { name: 'Browse Inventory' }).getAttribute('href')).toBe('/inventory')
    await context.close()
  })
})
