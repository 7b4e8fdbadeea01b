/**
 * Comparing carts in the browser: the toggle on the cards and the vehicle page, the limit
 * of three (said out loud), the selection across client navigation and a reload, the
 * shared address in a fresh browser, the marked differences, the table on a phone, axe,
 * and the toggle without JavaScript.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedVehicles } from '#app/server/inventory'
import { axeViolations } from './console'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()
const [a, b, c, d] = seedVehicles

const toggle = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true })
const pressed = (page: Page, name: string) => toggle(page, name).getAttribute('aria-pressed')
/** The carts the table shows, once it shows `count` of them (a client-side navigation renders after the address changes). */
async function columns(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('.compare-cart-name').length === n, count)
  return page.locator('.compare-cart-name').allTextContents()
}

describe('the compare selection', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`is picked on the cards and the vehicle page, holds three, and lasts through navigation and a reload (${viewport.width}px)`, async () => {
      const { page, context, errors } = await newPage(site.browser, viewport)
      await page.goto(`${site.server.url}/inventory`)
      await waitForHydration(page)
      await markDocument(page)

      for (const [index, v] of [a, b, c].entries()) {
        await toggle(page, v.name).click()
        expect(await pressed(page, v.name)).toBe('true')
        await page.getByRole('link', { name: `Compare (${index + 1})` }).first().waitFor()
      }
      // A fourth is refused, in a live region a screen reader announces.
      await toggle(page, d.name).click()
      const notice = page.locator('[role="status"][aria-live="polite"]').getByText('You can compare up to three carts')
      await notice.waitFor()
      expect(await notice.isVisible()).toBe(true)
      expect(await pressed(page, d.name)).toBe('false')
      // Taking one out makes room.
      await toggle(page, b.name).click()
      expect(await pressed(page, b.name)).toBe('false')
      await toggle(page, d.name).click()
      expect(await pressed(page, d.name)).toBe('true')

      // Client-side navigation to a cart's page: the selection is still there.
      await page.getByRole('link', { name: `View Details: ${a.name}` }).click()
      await page.waitForURL(`${site.server.url}/vehicles/${a.id}`)
      expect(await isSameDocument(page)).toBe(true)
      expect(await pressed(page, a.name)).toBe('true')
      expect(await page.getByRole('link', { name: 'Compare (3)' }).isVisible()).toBe(true)

      // And after a reload.
      await page.reload()
      await waitForHydration(page)
      expect(await pressed(page, a.name)).toBe('true')
      await toggle(page, a.name).click()
      expect(await pressed(page, a.name)).toBe('false')
      await page.getByRole('link', { name: 'Compare (2)' }).click()
      await page.waitForURL(`${site.server.url}/compare?ids=${c.id},${d.id}`)
      expect(await columns(page, 2)).toEqual([c.name, d.name])
      expect(errors).toEqual([])

      // The address alone shows the same table in a browser that never saw the selection.
      const fresh = await newPage(site.browser, viewport)
      await fresh.page.goto(page.url())
      expect(await columns(fresh.page, 2)).toEqual([c.name, d.name])
      await fresh.context.close()
      await context.close()
    })
  }

  it('follows the cart taken out on /compare, and /compare adopts a shared selection', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(`${site.server.url}/compare?ids=${a.id},${b.id},${c.id}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: `Remove the ${b.name} from the comparison` }).click()
    await page.waitForURL(`${site.server.url}/compare?ids=${a.id},${c.id}`)
    expect(await columns(page, 2)).toEqual([a.name, c.name])
    await page.goto(`${site.server.url}/inventory`)
    await waitForHydration(page)
    expect([await pressed(page, a.name), await pressed(page, b.name), await pressed(page, c.name)]).toEqual(['true', 'false', 'true'])
    await context.close()
  })
})

describe('the comparison table', () => {
  it('marks the rows that differ in words as well as shading, not the rows that agree', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(`${site.server.url}/compare?ids=${a.id},${b.id}`)
    const differing = page.locator('tr.compare-differs')
    expect(await differing.count()).toBeGreaterThan(0)
    const mark = differing.first().locator('th .compare-differs-mark')
    expect(await mark.isVisible()).toBe(true)
    expect((await mark.textContent())?.trim()).toBe('Differs')
    const same = page.locator('tbody tr:not(.compare-differs) td').first()
    const shade = (locator: typeof same) => locator.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await shade(differing.first().locator('td').first())).not.toBe(await shade(same))
    await context.close()
  })

  it('scrolls sideways on a phone with the row labels kept in view, by keyboard too', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(`${site.server.url}/compare?ids=${a.id},${b.id},${c.id}`)
    await waitForHydration(page)
    const region = page.getByRole('region', { name: /3 carts side by side/ })
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeGreaterThan(0)
    const label = page.getByRole('rowheader', { name: /^Price/ })
    const before = await label.boundingBox()
    await region.focus()
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true)
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => (document.querySelector('.compare-scroll')?.scrollLeft ?? 0) > 0)
    expect((await label.boundingBox())?.x).toBe(before?.x)
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await context.close()
  })

  it('has no axe-core WCAG 2.2 A/AA violation at phone and desktop widths', async () => {
    const failures: string[] = []
    const paths = [`/compare?ids=${a.id},${b.id},${c.id}`, `/compare?ids=gone-cart,${a.id}`, '/compare', '/inventory', `/vehicles/${a.id}`]
    for (const viewport of [PHONE, DESKTOP]) {
      // bypassCSP only so the axe script can be evaluated.
      const context = await site.browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' })
      const page = await context.newPage()
      for (const path of paths) {
        await page.goto(site.server.url + path, { waitUntil: 'load' })
        await waitForHydration(page)
        // With a cart picked, so the pressed toggle and the link to the comparison are checked too.
        if (path === '/inventory') await toggle(page, a.name).click()
        for (const v of await axeViolations(page)) failures.push(`${viewport.width}px ${path} ${v}`)
      }
      await context.close()
    }
    expect(failures).toEqual([])
  })
})

describe('without JavaScript', () => {
  it("a card's Compare opens the comparison of that cart, and more carts join it there, without JavaScript", async () => {
    const { page, context } = await newPage(site.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${site.server.url}/inventory`)
    await toggle(page, b.name).click()
    await page.waitForURL(`${site.server.url}/compare?ids=${b.id}`)
    expect(await columns(page, 1)).toEqual([b.name])
    expect(await page.getByRole('link', { name: `Book a test drive of the ${b.name}` }).getAttribute('href')).toBe(`/enquiries/test-drive?vehicle=${b.id}&from=/compare`)
    // Two more carts from the comparison's own form; then it is full and the form goes.
    for (const [cart, shown] of [
      [a, [b.name, a.name]],
      [c, [b.name, a.name, c.name]],
    ] as const) {
      await page.getByLabel('Add a cart to the comparison').selectOption(cart.id)
      await page.getByRole('button', { name: 'Add', exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('add') === cart.id)
      expect(await columns(page, shown.length)).toEqual(shown)
    }
    expect(await page.getByLabel('Add a cart to the comparison').count()).toBe(0)
    await context.close()
  })
})
