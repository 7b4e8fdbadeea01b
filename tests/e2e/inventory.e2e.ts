import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { filterVehicles, DEFAULT_FILTERS } from '../../data/inventory-filter'
import { seedVehicles } from '../../data/seed/vehicles'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()
const total = seedVehicles.length

const countText = (page: Page) => page.locator('.result-count').textContent()
const cardNames = (page: Page) => page.locator('.vehicle-card h3').allTextContents()
const expected = (patch: Partial<typeof DEFAULT_FILTERS>) => filterVehicles(seedVehicles, { ...DEFAULT_FILTERS, ...patch }).map((v) => v.name)

async function openInventory(path = '/inventory', viewport = DESKTOP) {
  const opened = await newPage(site.browser, viewport)
  await opened.page.goto(site.server.url + path)
  await waitForHydration(opened.page)
  await markDocument(opened.page)
  return opened
}

describe('inventory filters in the browser', () => {
  it('filters as the inputs change, without a reload, and keeps the query in the URL', async () => {
    const { page, context, errors } = await openInventory()
    expect(await countText(page)).toBe(`Showing ${total} of ${total} total vehicles`)
    await page.selectOption('#filter-brand', 'denago')
    expect(await cardNames(page)).toEqual(expected({ brand: 'denago' }))
    await page.selectOption('#filter-category', 'rover')
    expect(await cardNames(page)).toEqual(expected({ brand: 'denago', category: 'rover' }))
    await page.waitForURL(/\/inventory\?brand=denago&category=rover$/)
    expect(await isSameDocument(page)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('puts $15,000 in the $15,000 - $25,000 band and not under $15,000', async () => {
    const { page, context } = await openInventory()
    await page.selectOption('#filter-price', '15000-25000')
    const middle = await cardNames(page)
    expect(middle).toEqual(expected({ price: '15000-25000' }))
    expect(middle).toContain('Pre-Owned 2024 EVolution D6 Max GT6')
    expect(seedVehicles.find((v) => v.name === 'Pre-Owned 2024 EVolution D6 Max GT6')?.price).toBe(15000)
    await page.selectOption('#filter-price', 'under-15000')
    const under = await cardNames(page)
    expect(under).not.toContain('Pre-Owned 2024 EVolution D6 Max GT6')
    expect(under.length + middle.length).toBe(total)
    await context.close()
  })

  it('searches name and description case-insensitively', async () => {
    const { page, context } = await openInventory()
    await page.fill('#filter-q', 'NOMAD')
    expect(await cardNames(page)).toEqual(expected({ q: 'nomad' }))
    await page.fill('#filter-q', 'dump bed')
    expect(await cardNames(page)).toEqual(expected({ q: 'dump bed' }))
    expect((await cardNames(page)).length).toBeGreaterThan(0)
    await context.close()
  })

  it('shows the empty state and Clear All Filters restores the full list', async () => {
    const { page, context } = await openInventory('/inventory', PHONE)
    await page.selectOption('#filter-price', 'over-25000')
    await page.getByText('No vehicles match your current filters.').waitFor()
    expect(await countText(page)).toBe(`Showing 0 of ${total} total vehicles`)
    await expect(page.getByText('No vehicles found. Try adjusting your search criteria or filters.').isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Clear All Filters' }).click()
    expect(await countText(page)).toBe(`Showing ${total} of ${total} total vehicles`)
    expect(await page.inputValue('#filter-price')).toBe('all')
    await page.waitForURL(site.server.url + '/inventory')
    expect(await isSameDocument(page)).toBe(true)
    await context.close()
  })

  it('opens a shared filtered URL with the filters applied and the inputs set', async () => {
    const { page, context } = await openInventory('/inventory?q=ranger&price=under-15000')
    expect(await page.inputValue('#filter-q')).toBe('ranger')
    expect(await page.inputValue('#filter-price')).toBe('under-15000')
    expect(await cardNames(page)).toEqual(expected({ q: 'ranger', price: 'under-15000' }))
    await context.close()
  })

  it('works as a plain GET form with JavaScript off', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(site.server.url + '/inventory')
    await page.selectOption('#filter-brand', 'evolution')
    await page.selectOption('#filter-category', 'turfman')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await page.waitForURL(/brand=evolution/)
    expect(new URL(page.url()).searchParams.get('category')).toBe('turfman')
    expect(await cardNames(page)).toEqual(expected({ brand: 'evolution', category: 'turfman' }))
    await context.close()
  })
})

describe('from the list to a vehicle', () => {
  it('opens a vehicle client-side, scrolled to the top, and back restores the list position', async () => {
    const { page, context } = await openInventory()
    const card = page.locator('.vehicle-card').nth(20)
    await card.scrollIntoViewIfNeeded()
    const listScroll = await page.evaluate(() => window.scrollY)
    expect(listScroll).toBeGreaterThan(500)
    const name = (await card.locator('h3').textContent())!
    await card.getByRole('link', { name: /View Details/ }).click()
    await page.locator('h1', { hasText: name }).waitFor()
    expect(await isSameDocument(page)).toBe(true)
    await page.waitForTimeout(50)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.title()).toContain(name)
    // The badge sits on the picture.
    const badge = page.locator('.vehicle-photo .badge')
    expect(['NEW', 'In Stock', 'Out of Stock']).toContain(await badge.textContent())
    await page.goBack()
    await page.locator('.result-count').waitFor()
    // Vike restores the position once the list has rendered again; a loaded machine may take a moment.
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, listScroll, { timeout: 5000 }).catch(() => {})
    await page.waitForTimeout(100)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - listScroll)).toBeLessThan(50)
    await context.close()
  })

  it('back restores the list position even when a vehicle was opened right after scrolling', async () => {
    const { page, context } = await openInventory()
    const link = page.locator('.vehicle-card').nth(20).getByRole('link', { name: /View Details/ })
    // Scroll and click in one task: well within the 300 ms in which a scroll is not yet recorded otherwise.
    const listScroll = await link.evaluate((a: HTMLAnchorElement) => {
      a.scrollIntoView({ block: 'center' })
      a.click()
      return window.scrollY
    })
    expect(listScroll).toBeGreaterThan(500)
    await page.waitForURL(/\/vehicles\//)
    await page.waitForFunction(() => window.scrollY === 0)
    await page.waitForTimeout(400) // let any pending scroll bookkeeping run on the vehicle page
    await page.goBack()
    await page.locator('.result-count').waitFor()
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, listScroll, { timeout: 5000 }).catch(() => {})
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - listScroll)).toBeLessThan(50)
    await context.close()
  })
})
