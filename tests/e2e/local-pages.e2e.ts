import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()

async function canonicalHref(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute('href')
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

describe('local pages in the browser', () => {
  it('goes from a municipality page to its rental page without a reload, and updates title and canonical', async () => {
    const { page, context, errors } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/lynn-township-golf-carts')
    await waitForHydration(page)
    await markDocument(page)
    await page.getByRole('link', { name: 'Lynn Rentals', exact: true }).click()
    await page.waitForURL(site.server.url + '/rentals/lynn')
    await page.waitForFunction(() => document.title === 'Lynn Golf Cart Rentals | Lehigh County Golf Carts')
    expect(await isSameDocument(page)).toBe(true)
    await expect(page.locator('h1').textContent()).resolves.toBe('Lynn Golf Cart Rentals')
    await expect(page.getByText('Serving Lynn Township, Pennsylvania').isVisible()).resolves.toBe(true)
    expect(await canonicalHref(page)).toMatch(/\/rentals\/lynn$/)
    // Rental pages book through the contact page: the hero button and one per rate card.
    const book = page.locator('main a', { hasText: /^(Book Rental|Reserve Today)/ })
    expect(await book.count()).toBe(13)
    expect(new Set(await book.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(new Set(['/contact']))
    expect(errors).toEqual([])
    await context.close()
  })

  it('reaches a town page by its alias client-side, and shows "Municipality not found" for an unknown alias', async () => {
    const { page, context, errors } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/rentals/emmaus')
    await waitForHydration(page)
    await markDocument(page)
    await page.getByRole('link', { name: 'Learn About Emmaus' }).click()
    await page.waitForURL(site.server.url + '/emmaus-borough-golf-carts')
    await page.waitForFunction(() => document.title.startsWith('Golf Carts in Emmaus, PA'))
    expect(await isSameDocument(page)).toBe(true)
    await expect(page.locator('h1').textContent()).resolves.toBe('Golf Carts in Emmaus, PA')
    expect(await canonicalHref(page)).toMatch(/\/emmaus-borough-golf-carts$/)

    // A link to a municipality that does not exist, followed inside the app.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/atlantis-township-golf-carts'
      link.textContent = 'Atlantis'
      link.id = 'atlantis'
      document.querySelector('main')!.prepend(link)
    })
    await page.locator('#atlantis').click()
    await page.waitForURL(site.server.url + '/atlantis-township-golf-carts')
    await page.locator('h1', { hasText: 'Municipality not found' }).waitFor()
    // An error page comes without the words the server resolves around a page: the server draws
    // it whole, in the page's language (renderer/+onRenderClient.tsx).
    expect(await isSameDocument(page)).toBe(false)
    expect(errors.filter((e) => !/404/.test(e))).toEqual([])
    await context.close()
  })

  it('lays the rate cards out four to a row on desktop and one to a row on a phone, without sideways scrolling', async () => {
    for (const [viewport, perRow] of [
      [DESKTOP, 4],
      [PHONE, 1],
    ] as const) {
      const { page, context } = await newPage(site.browser, viewport)
      await page.goto(site.server.url + '/rentals/allentown')
      const tops = await page
        .locator('#plans > section:first-child .rental-rate')
        .evaluateAll((cards) => cards.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(4 / perRow)
      for (const path of ['/rentals/allentown', '/rentals', '/center-valley-area-golf-carts', '/towns/center-valley', '/bethlehem-city-golf-carts']) {
        await page.goto(site.server.url + path)
        expect(await horizontalOverflow(page), `${path} at ${viewport.width}px`).toBe(0)
      }
      await context.close()
    }
  })
})
