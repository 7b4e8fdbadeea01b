import { describe, expect, it } from 'vitest'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()

describe('brand line-up links', () => {
  // Model links as the spec words them: Denago's the vehicle's id, Evolution's without the
  // brand's word, which the vehicle page answers with a redirect to the id.
  for (const [path, href, id, name] of [
    ['/denago', '/vehicles/denago-ev-city', 'denago-ev-city', 'Denago EV City'],
    ['/evolution', '/vehicles/d6-max-xt4', 'evolution-d6-max-xt4', 'EVolution D6 Max XT4'],
  ] as const) {
    it(`${path}: 'View Details' (${href}) opens /vehicles/${id} without a full reload`, async () => {
      const { page, context } = await newPage(site.browser, DESKTOP)
      await page.goto(site.server.url + path)
      await waitForHydration(page)
      await markDocument(page)
      const details = page.locator(`main .model-card a[href="${href}"]`)
      // Its accessible name says which cart, exactly as written (no stray space before the colon).
      expect(await page.getByRole('link', { name: `View Details: ${name}`, exact: true }).count()).toBe(1)
      await details.click()
      await page.waitForURL(`${site.server.url}/vehicles/${id}`)
      expect(await isSameDocument(page)).toBe(true)
      await context.close()
    })
  }

  it('a series card model link navigates client-side too', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + '/evolution')
    await waitForHydration(page)
    await markDocument(page)
    // The visible label drops the brand word; the accessible name keeps it.
    const link = page.getByRole('link', { name: 'EVolution Classic 2 Plus', exact: true })
    await expect(link.getAttribute('href')).resolves.toBe('/vehicles/classic-2-plus')
    await link.click()
    await page.waitForURL(`${site.server.url}/vehicles/evolution-classic-2-plus`)
    expect(await isSameDocument(page)).toBe(true)
    await context.close()
  })
})

describe('layout and hydration', () => {
  for (const path of ['/denago', '/evolution', '/services', '/about', '/showroom', '/thank-you']) {
    it(`${path} hydrates without errors and fits a 390 px phone and a 1280 px desktop`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await newPage(site.browser, viewport)
        await page.goto(site.server.url + path)
        await waitForHydration(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0)
        // Images below the hero wait until they are scrolled to.
        const eager = await page.$$eval('main img:not([loading="lazy"])', (imgs) => imgs.map((img) => img.closest('.hero') !== null))
        expect(eager.every(Boolean), path).toBe(true)
        expect(errors, path).toEqual([])
        await context.close()
      }
    })
  }

  it('keeps the thank-you page out of search results after a client-side navigation too', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/services')
    await waitForHydration(page)
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/^index/)
    await markDocument(page)
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/thank-you'
      a.textContent = 'go'
      document.querySelector('main')!.appendChild(a)
      a.click()
    })
    await page.waitForURL(site.server.url + '/thank-you')
    await page.waitForFunction(() => document.title.startsWith('Thank You for Contacting Us'))
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/^noindex/)
    await context.close()
  })
})
