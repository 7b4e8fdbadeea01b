import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { filterVehicles, DEFAULT_FILTERS } from '#app/domain/vehicles/inventory-filter'
import { seedVehicles } from '#app/server/inventory'
import { axeViolations } from './console'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()
const total = seedVehicles.length

const countText = (page: Page) => page.locator('.result-count').textContent()
const cardNames = (page: Page) => page.locator('.vehicle-card h3').allTextContents()
const cardPrices = async (page: Page) => (await page.locator('.vehicle-card .price').allTextContents()).map((p) => Number(p.replace(/[^0-9]/g, '')))
const filtersToggle = (page: Page) => page.locator('summary', { hasText: 'Filters' })
const optionText = (page: Page, select: string, value: string) => page.locator(`${select} option[value="${value}"]`).textContent()
const count = (patch: Partial<typeof DEFAULT_FILTERS>) => expected(patch).length
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
    await expect.poll(() => countText(page)).toBe(`Showing ${total} of ${total} total vehicles`)
    await page.selectOption('#filter-brand', 'denago')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'denago' }))
    await page.selectOption('#filter-category', 'rover')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'denago', category: 'rover' }))
    await page.waitForURL(/\/inventory\?brand=denago&category=rover$/)
    expect(await isSameDocument(page)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('puts $15,000 in the $15,000 - $25,000 band and not under $15,000', async () => {
    const { page, context } = await openInventory()
    await page.selectOption('#filter-price', '15000-25000')
    // The list follows the inputs a moment later (a deferred render), so each check waits for it.
    await expect.poll(() => cardNames(page)).toEqual(expected({ price: '15000-25000' }))
    const middle = await cardNames(page)
    expect(middle).toEqual(expected({ price: '15000-25000' }))
    expect(middle).toContain('Pre-Owned 2024 EVolution D6 Max GT6')
    expect(seedVehicles.find((v) => v.name === 'Pre-Owned 2024 EVolution D6 Max GT6')?.price).toBe(15000)
    await page.selectOption('#filter-price', 'under-15000')
    await expect.poll(() => cardNames(page)).toEqual(expected({ price: 'under-15000' }))
    const under = await cardNames(page)
    expect(under).not.toContain('Pre-Owned 2024 EVolution D6 Max GT6')
    expect(under.length + middle.length).toBe(total)
    await context.close()
  })

  it('searches name and description case-insensitively', async () => {
    const { page, context } = await openInventory()
    await page.fill('#filter-q', 'NOMAD')
    await expect.poll(() => cardNames(page)).toEqual(expected({ q: 'nomad' }))
    await page.fill('#filter-q', 'dump bed')
    await expect.poll(() => cardNames(page)).toEqual(expected({ q: 'dump bed' }))
    expect((await cardNames(page)).length).toBeGreaterThan(0)
    await context.close()
  })

  it('shows the empty state and Clear All Filters restores the full list', async () => {
    const { page, context } = await openInventory('/inventory', PHONE)
    await filtersToggle(page).click()
    await page.selectOption('#filter-price', 'over-25000')
    await page.getByText('No vehicles match your current filters.').waitFor()
    await expect.poll(() => countText(page)).toBe(`Showing 0 of ${total} total vehicles`)
    await expect(page.getByText('No vehicles found. Try adjusting your search criteria or filters.').isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Clear All Filters' }).click()
    await expect.poll(() => countText(page)).toBe(`Showing ${total} of ${total} total vehicles`)
    expect(await page.inputValue('#filter-price')).toBe('all')
    await page.waitForURL(site.server.url + '/inventory')
    expect(await isSameDocument(page)).toBe(true)
    await context.close()
  })

  it('opens a shared filtered URL with the filters applied and the inputs set', async () => {
    const { page, context } = await openInventory('/inventory?q=ranger&price=under-15000')
    expect(await page.inputValue('#filter-q')).toBe('ranger')
    expect(await page.inputValue('#filter-price')).toBe('under-15000')
    await expect.poll(() => cardNames(page)).toEqual(expected({ q: 'ranger', price: 'under-15000' }))
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
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'evolution', category: 'turfman' }))
    await context.close()
  })
})

describe('the list on a phone', () => {
  /** The layout shift since the page began to load (the browser's CLS entries). */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect()
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0))
          }).observe({ type: 'layout-shift', buffered: true })
          // No entry at all: nothing shifted.
          setTimeout(() => resolve(0), 500)
        }),
    )

  for (const javaScriptEnabled of [true, false]) {
    it(`shows the first cart's photo and price on the first screen, ${javaScriptEnabled ? 'hydrated without a layout shift' : 'with JavaScript off'}`, async () => {
      const { page, context, errors } = await newPage(site.browser, PHONE, { javaScriptEnabled })
      await page.goto(site.server.url + '/inventory?sort=price-desc&brand=denago', { waitUntil: 'load' })
      if (javaScriptEnabled) await waitForHydration(page)
      const card = page.locator('.vehicle-card').first()
      expect(await card.locator('h3').textContent()).toBe(
        [...expected({ brand: 'denago' })].sort((a, b) => seedVehicles.find((v) => v.name === b)!.price - seedVehicles.find((v) => v.name === a)!.price)[0],
      )
      for (const part of [card.locator('img'), card.locator('.price')]) {
        const box = (await part.boundingBox())!
        expect(box.height).toBeGreaterThan(0)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      if (javaScriptEnabled) expect(await layoutShift(page)).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('keeps the filters behind a Filters control that shows how many are active', async () => {
    const { page, context, errors } = await openInventory('/inventory', PHONE)
    const toggle = filtersToggle(page)
    expect(await toggle.textContent()).toBe('Filters')
    expect(await page.locator('#filter-brand').isVisible()).toBe(false)
    await toggle.click()
    expect(await page.locator('#filter-brand').isVisible()).toBe(true)
    await page.selectOption('#filter-brand', 'evolution')
    await page.fill('#filter-q', 'lithium')
    expect(await toggle.textContent()).toBe('Filters (2)')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'evolution', q: 'lithium' }))
    await toggle.click()
    expect(await page.locator('#filter-brand').isVisible()).toBe(false)
    expect(await toggle.textContent()).toBe('Filters (2)')
    // The order is outside the panel, beside it.
    expect(await page.locator('#inventory-sort').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens and closes the Filters control and applies the GET form with JavaScript off', async () => {
    const { page, context } = await newPage(site.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(site.server.url + '/inventory?brand=denago&price=under-15000')
    const toggle = filtersToggle(page)
    expect(await toggle.textContent()).toBe('Filters (2)')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'denago', price: 'under-15000' }))
    expect(await page.locator('#filter-category').isVisible()).toBe(false)
    await toggle.click()
    expect(await page.locator('#filter-category').isVisible()).toBe(true)
    await toggle.click()
    expect(await page.locator('#filter-category').isVisible()).toBe(false)
    await toggle.click()
    await page.selectOption('#filter-brand', 'evolution')
    await page.selectOption('#filter-category', 'ranger')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await page.waitForURL(/category=ranger/)
    expect(await filtersToggle(page).textContent()).toBe('Filters (3)')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'evolution', category: 'ranger', price: 'under-15000' }))
    // The order has its own submit button when scripts do not run.
    await page.selectOption('#inventory-sort', 'price-asc')
    await page.getByRole('button', { name: 'Sort', exact: true }).click()
    await page.waitForURL(/sort=price-asc/)
    const prices = await cardPrices(page)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await expect.poll(() => cardNames(page)).toHaveLength(count({ brand: 'evolution', category: 'ranger', price: 'under-15000' }))
    await context.close()
  })

  it('has no axe-core WCAG 2.2 A/AA violation at phone and desktop widths, with the filters closed and open', async () => {
    const failures: string[] = []
    for (const viewport of [PHONE, DESKTOP]) {
      // bypassCSP only so the axe script can be evaluated.
      const context = await site.browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(site.server.url + '/inventory?brand=denago&sort=newest', { waitUntil: 'load' })
      await waitForHydration(page)
      for (const v of await axeViolations(page)) failures.push(`${viewport.width}px closed ${v}`)
      if (viewport === PHONE) {
        await filtersToggle(page).click()
        for (const v of await axeViolations(page)) failures.push(`${viewport.width}px open ${v}`)
      }
      await context.close()
    }
    expect(failures).toEqual([])
  })
})

describe('order and counts in the browser', () => {
  it('shows the filters on the desktop without a Filters control', async () => {
    const { page, context } = await openInventory()
    expect(await filtersToggle(page).isVisible()).toBe(false)
    for (const field of ['#filter-q', '#filter-brand', '#filter-category', '#filter-price', '#inventory-sort']) {
      expect(await page.locator(field).isVisible(), field).toBe(true)
    }
    await context.close()
  })

  it('sorts as the select changes, keeps the order in the URL and after a reload', async () => {
    const { page, context, errors } = await openInventory('/inventory?brand=denago')
    const dealerOrder = await cardNames(page)
    await page.selectOption('#inventory-sort', 'price-desc')
    await page.waitForURL(/\/inventory\?brand=denago&sort=price-desc$/)
    await expect.poll(async () => { const p = await cardPrices(page); return p.join() === [...p].sort((a, b) => b - a).join() }).toBe(true)
    const prices = await cardPrices(page)
    expect(new Set(prices).size).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const sorted = await cardNames(page)
    expect(sorted).not.toEqual(dealerOrder)
    expect([...sorted].sort()).toEqual([...dealerOrder].sort())
    expect(await isSameDocument(page)).toBe(true)

    await page.reload()
    await waitForHydration(page)
    expect(await page.inputValue('#inventory-sort')).toBe('price-desc')
    await expect.poll(() => cardNames(page)).toEqual(sorted)

    await page.selectOption('#inventory-sort', 'name')
    const isByName = (names: string[]) => names.join() === [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })).join()
    await expect.poll(async () => isByName(await cardNames(page))).toBe(true)
    const byName = await cardNames(page)
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })))
    // Back to the dealer's order: the URL drops the sort.
    await page.selectOption('#inventory-sort', 'recommended')
    await page.waitForURL(/\/inventory\?brand=denago$/)
    await expect.poll(() => cardNames(page)).toEqual(dealerOrder)
    expect(errors).toEqual([])
    await context.close()
  })

  it("updates each option's count as the other filters change", async () => {
    const { page, context } = await openInventory()
    await expect.poll(() => optionText(page, '#filter-brand', 'denago')).toBe(`Denago (${count({ brand: 'denago' })})`)
    await expect.poll(() => optionText(page, '#filter-category', 'ranger')).toBe(`Ranger (${count({ category: 'ranger' })})`)
    await page.selectOption('#filter-brand', 'denago')
    await expect.poll(() => optionText(page, '#filter-category', 'ranger')).toBe('Ranger (0)')
    await expect.poll(() => optionText(page, '#filter-category', 'rover')).toBe(`Rover (${count({ brand: 'denago', category: 'rover' })})`)
    await expect.poll(() => optionText(page, '#filter-price', 'all')).toBe(`All Prices (${count({ brand: 'denago' })})`)
    // The brand select's own counts do not depend on the brand chosen.
    await expect.poll(() => optionText(page, '#filter-brand', 'evolution')).toBe(`Evolution (${count({ brand: 'evolution' })})`)
    await page.fill('#filter-q', 'lithium')
    await expect.poll(() => optionText(page, '#filter-brand', 'evolution')).toBe(`Evolution (${count({ brand: 'evolution', q: 'lithium' })})`)
    await expect.poll(() => optionText(page, '#filter-price', 'under-15000')).toBe(`Under $15,000 (${count({ brand: 'denago', q: 'lithium', price: 'under-15000' })})`)
    // Sorting changes no count.
    const before = await page.locator('select[name="category"] option').allTextContents()
    await page.selectOption('#inventory-sort', 'price-asc')
    expect(await page.locator('select[name="category"] option').allTextContents()).toEqual(before)
    await context.close()
  })
})

describe('from the list to a vehicle', () => {
  it('opens a vehicle client-side, scrolled to the top, and back restores the list position', async () => {
    const { page, context } = await openInventory()
    const card = page.locator('.vehicle-card').nth(20)
    await card.scrollIntoViewIfNeeded()
    // Where the list is, and where the card is on the screen, at the moment of the click (the
    // click itself may scroll the link into view first).
    await page.evaluate(() => {
      const record = (event: MouseEvent) => {
        const clicked = (event.target as Element).closest('.vehicle-card')!
        document.documentElement.dataset.clickedAt = `${window.scrollY} ${clicked.getBoundingClientRect().top}`
      }
      window.addEventListener('click', record, { capture: true, once: true })
    })
    const name = (await card.locator('h3').textContent())!
    await card.getByRole('link', { name: /View Details/ }).click()
    await page.locator('h1', { hasText: name }).waitFor()
    expect(await isSameDocument(page)).toBe(true)
    const [listScroll, cardOnScreen] = (await page.evaluate(() => document.documentElement.dataset.clickedAt))!.split(' ').map(Number)
    expect(listScroll).toBeGreaterThan(500)
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
    // And the card is where it was on the screen: the cards drawn afresh, most of them not laid
    // out yet, hold the height they will have, so nothing above it moves once they are.
    await page.waitForTimeout(300)
    expect(Math.abs((await card.boundingBox())!.y - cardOnScreen)).toBeLessThan(5)
    await context.close()
  })

  it('back returns to the filtered list even when a vehicle was opened right after a filter changed', async () => {
    const { page, context } = await openInventory()
    await page.selectOption('#filter-brand', 'denago')
    // At once, well within the pause after which the address follows the filters.
    await page.locator('.vehicle-card').first().getByRole('link', { name: /View Details/ }).click()
    await page.waitForURL(/\/vehicles\//)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/inventory')
    expect(new URL(page.url()).searchParams.get('brand')).toBe('denago')
    expect(await page.locator('#filter-brand').inputValue()).toBe('denago')
    await expect.poll(() => cardNames(page)).toEqual(expected({ brand: 'denago' }))
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
