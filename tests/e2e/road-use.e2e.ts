/**
 * Road use in Chromium, at phone and desktop widths: the inventory's road filter (with its
 * counts, in the URL, without a reload), the badge on cards and on the vehicle page, and its
 * link to /street-legal; and the navigation marking the section a page belongs to.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filterVehicles } from '#app/domain/vehicles/inventory-filter'
import { seedVehicles } from '#app/server/inventory'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()
const names = (road: 'lsv' | 'golf-cart' | 'off-road') => filterVehicles(seedVehicles, { ...DEFAULT_FILTERS, road }).map((v) => v.name)

describe('road use in the browser', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`filters the inventory by road use and shows the badge at ${viewport.width}px`, async () => {
      const { page, context, errors } = await newPage(site.browser, viewport)
      await page.goto(`${site.server.url}/inventory`)
      await waitForHydration(page)
      await markDocument(page)
      // On a phone the filters sit in a disclosure, closed at first.
      if (viewport === PHONE) await page.locator('summary', { hasText: 'Filters' }).click()
      expect(await page.locator('#filter-road option[value="lsv"]').textContent()).toBe(`Street legal (LSV) (${names('lsv').length})`)
      expect(await page.locator('#filter-road option[value="off-road"]').textContent()).toBe(`Off-road (private land) (${names('off-road').length})`)
      await page.selectOption('#filter-road', 'lsv')
      await expect.poll(() => page.locator('.vehicle-card h3').allTextContents()).toEqual(names('lsv'))
      await page.waitForURL(/\/inventory\?road=lsv$/)
      expect(await isSameDocument(page)).toBe(true)
      const badge = page.locator('.vehicle-card .road-use').first()
      expect(await badge.textContent()).toBe('Street legal (LSV)')
      expect(await badge.isVisible()).toBe(true)
      await page.selectOption('#filter-road', 'off-road')
      await expect.poll(() => page.locator('.vehicle-card .road-use').allTextContents()).toEqual(names('off-road').map(() => 'Off-road, private land'))

      await page.goto(`${site.server.url}/vehicles/denago-ev-city`)
      await waitForHydration(page)
      expect(await page.locator('.vehicle-road-use .road-use').textContent()).toBe('Street legal (LSV)')
      await page.getByRole('link', { name: 'What street legal means in Pennsylvania' }).click()
      await page.waitForURL(/\/street-legal$/)
      await page.getByRole('heading', { level: 1, name: 'Which Carts May Use the Road?' }).waitFor()
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('marks Rentals current on a town’s rental page and Inventory on a filtered inventory, Home only on /', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    const current = () => page.locator('nav[aria-label="Main"] a[aria-current]').evaluateAll((links) => links.map((a) => `${a.textContent}:${a.getAttribute('aria-current')}`))
    await page.goto(`${site.server.url}/rentals/allentown`)
    expect(await current()).toEqual(['Rentals:true'])
    await page.goto(`${site.server.url}/inventory?road=golf-cart`)
    expect(await current()).toEqual(['Inventory:page'])
    await page.goto(`${site.server.url}/`)
    await waitForHydration(page)
    expect(await current()).toEqual(['Home:page'])
    // A client-side navigation moves the mark too.
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Rentals' }).click()
    await page.waitForURL(/\/rentals$/)
    await expect.poll(current).toEqual(['Rentals:page'])
    await context.close()
  })
})
