import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()

/** Adds a link to the page and clicks it, as a visitor following an old short link would. */
async function clickNewLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const a = document.createElement('a')
    a.href = target
    a.id = 'test-link'
    a.textContent = 'Old link'
    document.getElementById('main')!.prepend(a)
  }, href)
  await page.locator('#test-link').click()
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

describe('policy pages in the browser', () => {
  it('follows a short alias by client-side navigation to the -policy page', async () => {
    const { page, context, errors } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/policies/return-policy')
    await waitForHydration(page)
    await markDocument(page)
    await clickNewLink(page, '/policies/delivery')
    await page.waitForURL(site.server.url + '/policies/delivery-policy')
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Delivery Policy')
    expect(await page.title()).toBe('Delivery Policy | Lehigh County Golf Carts')
    expect(await canonical(page)).toMatch(/\/policies\/delivery-policy$/)
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.locator('h1').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('answers a short alias typed into the address bar with 301 and the right page', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    const statuses: number[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') statuses.push(r.status())
    })
    await page.goto(site.server.url + '/policies/ethics')
    expect(page.url()).toBe(site.server.url + '/policies/ethics-policy')
    expect(statuses).toEqual([301, 200])
    expect(await page.locator('h1').textContent()).toBe('Ethics Policy')
    await context.close()
  })

  it('navigates from the footer to /privacy and shows the privacy policy with canonical /privacy-policy', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/policies/storage-policy')
    await waitForHydration(page)
    await markDocument(page)
    await page.locator('footer a[href="/privacy"]').click()
    await page.waitForURL(site.server.url + '/privacy')
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Privacy Policy')
    expect(await isSameDocument(page)).toBe(true)
    expect(await canonical(page)).toMatch(/\/privacy-policy$/)
    expect(await page.getByText('Effective January 23, 2025').isVisible()).toBe(true)
    await context.close()
  })

  it('jumps to a section from "On this page"', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + '/policies/rental-policy')
    await waitForHydration(page)
    const link = page.locator('.policy-toc a').nth(4)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await page.waitForURL(site.server.url + '/policies/rental-policy' + target)
    const heading = page.locator(target)
    await page.waitForFunction((sel) => {
      const top = document.querySelector(sel)!.getBoundingClientRect().top
      return top >= 0 && top < window.innerHeight / 2
    }, target)
    // Not hidden under the sticky header.
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom)
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
    await context.close()
  })

  it('shows the unknown-policy 404 page after a client-side navigation too', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/policies/return-policy')
    await waitForHydration(page)
    await clickNewLink(page, '/policies/nope')
    await page.waitForURL(site.server.url + '/policies/nope')
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '404 Page Not Found')
    await context.close()
  })
})
