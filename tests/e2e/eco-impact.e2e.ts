import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'

const site = useServerAndBrowser()

const results = (page: Page) => page.locator('section.eco-results')
const banner = (page: Page) => page.getByText('Great Choice for the Environment!')
const button = (page: Page) => page.locator('button.eco-submit')
const statValue = (page: Page, label: string) =>
  page.locator('.eco-stat', { hasText: label }).locator('.eco-stat-value').textContent()

async function open(viewport = DESKTOP) {
  const opened = await newPage(site.browser, viewport)
  await opened.page.goto(site.server.url + '/eco-impact')
  await waitForHydration(opened.page)
  return opened
}

describe('eco-impact calculator', () => {
  it('starts at 25 miles, Recreational, 1 year, with no result', async () => {
    const { page, context, errors } = await open()
    expect(await page.getByLabel('Miles per Week').inputValue()).toBe('25')
    expect(await page.getByLabel('Usage Type').inputValue()).toBe('recreational')
    expect(await page.locator('#eco-usage option:checked').textContent()).toBe('Recreational')
    expect(await page.getByLabel('Time Frame').inputValue()).toBe('1')
    expect(await button(page).textContent()).toBe('Calculate Impact')
    expect(await results(page).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows Calculating... on a disabled button for 1.5 s, then the results and a banner that hides after 3 s', async () => {
    const { page, context, errors } = await open()
    // Timestamps taken in the page itself, so test-runner latency does not blur them.
    await page.evaluate(() => {
      const marks: Record<string, number> = {}
      ;(window as unknown as { __marks: Record<string, number> }).__marks = marks
      document.querySelector('button.eco-submit')!.addEventListener('click', () => (marks.click ??= performance.now()))
      new MutationObserver(() => {
        const now = performance.now()
        if (document.querySelector('.eco-results')) marks.results ??= now
        const banner = document.querySelector('.eco-banner')
        if (banner) marks.bannerOn ??= now
        if (!banner && marks.bannerOn) marks.bannerOff ??= now
      }).observe(document.body, { childList: true, subtree: true })
    })
    const marks = () => page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks)
    await button(page).click()
    expect(await button(page).textContent()).toBe('Calculating...')
    expect(await button(page).isDisabled()).toBe(true)
    await results(page).waitFor({ timeout: 3000 })
    const first = await marks()
    expect(first.results - first.click).toBeGreaterThanOrEqual(1200)
    expect(first.results - first.click).toBeLessThanOrEqual(3000)
    expect(await button(page).isDisabled()).toBe(false)
    expect(await button(page).textContent()).toBe('Calculate Impact')

    expect(await page.getByText('Environmental Impact Over 1 Year').isVisible()).toBe(true)
    expect(await statValue(page, 'CO2 Prevented')).toBe('1,699 lbs')
    expect(await page.locator('.eco-stat', { hasText: 'CO2 Prevented' }).locator('.eco-stat-sub').textContent()).toBe('0.8 tons')
    expect(await statValue(page, 'Fuel Saved')).toBe('87 gallons')
    expect(await statValue(page, 'Trees Equivalent')).toBe('14.0 trees')
    expect(await statValue(page, 'Net Savings')).toBe('$280')
    const breakdown = page.locator('.eco-breakdown')
    expect(await breakdown.locator('div', { hasText: 'Gas Cart Fuel Cost' }).locator('dd').textContent()).toBe('$303')
    expect(await breakdown.locator('div', { hasText: 'Electric Cart Electricity' }).locator('dd').textContent()).toBe('$23')
    expect(await page.locator('svg.eco-chart-svg rect.eco-chart-gas').count()).toBe(1)

    // The banner shows with the results and is gone about 3 s later; the results stay.
    expect(await banner(page).isVisible()).toBe(true)
    await banner(page).waitFor({ state: 'detached', timeout: 4500 })
    const done = await marks()
    expect(done.bannerOn - done.results).toBeLessThan(100)
    expect(done.bannerOff - done.bannerOn).toBeGreaterThanOrEqual(2900)
    expect(done.bannerOff - done.bannerOn).toBeLessThanOrEqual(3600)
    expect(await results(page).isVisible()).toBe(true)
    expect(await statValue(page, 'Net Savings')).toBe('$280')
    expect(errors).toEqual([])
    await context.close()
  })

  it('recomputes with other inputs: 60 miles, Residential Community, 3 years', async () => {
    const { page, context } = await open(PHONE)
    await button(page).click()
    await results(page).waitFor({ timeout: 3000 })
    await page.getByLabel('Miles per Week').fill('60')
    await page.getByLabel('Usage Type').selectOption({ label: 'Residential Community' })
    await page.getByLabel('Time Frame').selectOption({ label: '3 Years' })
    await button(page).click()
    expect(await button(page).textContent()).toBe('Calculating...')
    await page.getByText('Environmental Impact Over 3 Years').waitFor({ timeout: 3000 })
    expect(await statValue(page, 'CO2 Prevented')).toBe('14,676 lbs')
    expect(await page.locator('.eco-stat', { hasText: 'CO2 Prevented' }).locator('.eco-stat-sub').textContent()).toBe('7.3 tons')
    expect(await statValue(page, 'Fuel Saved')).toBe('749 gallons')
    expect(await statValue(page, 'Trees Equivalent')).toBe('121.1 trees')
    expect(await statValue(page, 'Net Savings')).toBe('$2,419')
    expect(await page.locator('svg.eco-chart-svg rect.eco-chart-gas').count()).toBe(3)
    expect(await banner(page).isVisible()).toBe(true)
    await context.close()
  })

  it.each([
    ['0', 'at least 1'],
    ['501', 'at most 500'],
    ['', 'as a number from 1 to 500'],
  ])('refuses %j with a message next to the field and does not start calculating', async (value, message) => {
    const { page, context } = await open()
    const miles = page.getByLabel('Miles per Week')
    await miles.fill(value)
    await button(page).click()
    const error = page.locator('#eco-miles-error')
    expect(await error.textContent()).toContain(message)
    expect(await miles.getAttribute('aria-invalid')).toBe('true')
    expect(await miles.getAttribute('aria-describedby')).toContain('eco-miles-error')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('eco-miles')
    expect(await button(page).textContent()).toBe('Calculate Impact')
    expect(await button(page).isDisabled()).toBe(false)
    await page.waitForTimeout(1800)
    expect(await results(page).count()).toBe(0)
    expect(await banner(page).count()).toBe(0)
    // Correcting the value clears the message.
    await miles.fill('40')
    expect(await error.count()).toBe(0)
    expect(await miles.getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('works after a client-side navigation from the About menu', async () => {
    const { page, context, errors } = await newPage(site.browser, DESKTOP)
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    await markDocument(page)
    await page.getByRole('button', { name: 'About' }).click()
    await page.getByRole('link', { name: 'Eco-Impact Calculator' }).click()
    await page.waitForURL(site.server.url + '/eco-impact')
    await page.waitForFunction(() => document.title.startsWith('Eco-Impact Calculator'))
    expect(await isSameDocument(page)).toBe(true)
    await page.getByLabel('Miles per Week').fill('10')
    await button(page).click()
    await results(page).waitFor({ timeout: 3000 })
    // 520 miles: 34.67 gallons, 679 lbs CO2; $121 - $9 = $112.
    expect(await statValue(page, 'CO2 Prevented')).toBe('679 lbs')
    expect(await statValue(page, 'Net Savings')).toBe('$112')
    expect(errors).toEqual([])
    await context.close()
  })

  it('without JavaScript, the form submits to the server and the result comes back computed', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(site.server.url + '/eco-impact')
    await page.getByLabel('Miles per Week').fill('100')
    await page.getByLabel('Usage Type').selectOption('golf_course')
    await page.getByLabel('Time Frame').selectOption('5')
    await Promise.all([page.waitForURL(/miles=100/), button(page).click()])
    expect(new URL(page.url()).search).toBe('?miles=100&usage=golf_course&years=5')
    expect(await page.getByText('Environmental Impact Over 5 Years').isVisible()).toBe(true)
    // 100 x 52 x 5 x 2.5 = 65,000 miles: 4,333 gallons, 84,933 lbs CO2, $15,167 - $1,170 = $13,997.
    expect(await statValue(page, 'Fuel Saved')).toBe('4,333 gallons')
    expect(await statValue(page, 'CO2 Prevented')).toBe('84,933 lbs')
    expect(await statValue(page, 'Trees Equivalent')).toBe('700.7 trees')
    expect(await statValue(page, 'Net Savings')).toBe('$13,997')
    await context.close()
  })
})
