/**
 * The vehicle page's photo gallery and payment estimate in Chromium, at a phone's width
 * and a desktop's: a cart with six photos uploaded through the admin API; swipe, arrow
 * keys, buttons and thumbnails move the photos and the counter a screen reader hears;
 * the full-screen view keeps focus inside, closes on Escape and gives focus back; only the
 * first photo loads at once; nothing shifts; every photo is there without JavaScript. The
 * estimate follows the keyboard without a request, answers a submitted form without
 * JavaScript, and an interaction paints within 100 ms at a 4x slower CPU.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { monthlyPayment } from '#app/domain/payment'
import { photoJpeg } from '../helpers/photos'
import { axeViolations, operatorCli } from './console'
import { DESKTOP, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'
import { interactionLatencies, observeInteractions, overBudget } from './interaction-latency'

const site = useServerAndBrowser()

/** Seeded at $11,995 with no photos. */
const CART = 'denago-ev-city'
const PATH = `/vehicles/${CART}`
const PHOTOS = 6
/** A cart that gets one photo, and one that keeps its artwork. */
const ONE_PHOTO = 'evolution-classic-2-plus'
const NO_PHOTO = 'denago-ev-rover-xl6'

async function upload(token: string, vehicleId: string, seeds: number[]) {
  const form = new FormData()
  for (const seed of seeds) form.append('photo', new Blob([new Uint8Array(await photoJpeg({ width: 1600, height: 1200, seed }))], { type: 'image/jpeg' }), `lot-${seed}.jpg`)
  const res = await fetch(`${site.server.url}/api/admin/vehicles/${vehicleId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  expect(res.status, await res.clone().text()).toBe(201)
}

beforeAll(async () => {
  const token = (await operatorCli(site.server, site.server.url, 'create-token', 'gallery-photos')).trim().split('\n').pop()!
  await upload(token, CART, [1, 2, 3, 4, 5, 6])
  await upload(token, ONE_PHOTO, [7])
  // The page cache sees the new inventory version within a second.
  await new Promise((r) => setTimeout(r, 1500))
}, 240_000)

const counter = (page: Page) => page.locator('.vehicle-main .gallery-counter')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The vehicle page, hydrated, its gallery controls on, with the photo files it requested so far. */
async function openVehicle(browser: Browser, viewport: { width: number; height: number }, options: { hasTouch?: boolean; bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: options.hasTouch, isMobile: options.hasTouch, bypassCSP: options.bypassCSP })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  const photoRequests: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/photos/')) photoRequests.push(new URL(req.url()).pathname)
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(site.server.url + PATH)
  await waitForHydration(page)
  await page.locator('.vehicle-main .gallery[data-enhanced]').waitFor()
  return { context, page, errors, photoRequests }
}

/** The ids of the cart's photos in order, from the slides' file names. */
async function photoIds(page: Page): Promise<string[]> {
  return page.locator('.vehicle-main .gallery-slide img').evaluateAll((imgs) => imgs.map((img) => /\/photos\/([0-9a-f]{16})-/.exec(img.getAttribute('src') ?? '')![1]))
}

/** Widths of the files requested for one photo. */
const widthsRequested = (requests: string[], id: string) => requests.filter((p) => p.includes(`/${id}-`)).map((p) => Number(/-(\d+)\.\w+$/.exec(p)![1]))

describe('the vehicle page gallery', () => {
  it('shows every photo, the first one eager as the LCP image and the others lazy, not fetched before they scroll into view (desktop)', async () => {
    const { page, context, errors, photoRequests } = await openVehicle(site.browser, DESKTOP)
    const slides = page.locator('.vehicle-main .gallery-slide img')
    expect(await slides.count()).toBe(PHOTOS)
    expect(await slides.first().getAttribute('loading')).toBe('eager')
    expect(await slides.first().getAttribute('fetchpriority')).toBe('high')
    for (let i = 1; i < PHOTOS; i++) {
      expect(await slides.nth(i).getAttribute('loading'), `photo ${i + 1}`).toBe('lazy')
      expect(await slides.nth(i).getAttribute('fetchpriority'), `photo ${i + 1}`).toBe('low')
    }
    for (const img of await slides.all()) {
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    }
    await page.waitForLoadState('networkidle')
    const ids = await photoIds(page)
    // The first photo at the slide's size, the thumbnails at the smallest (160 px); Chromium may
    // fetch the next photo or two early (its lazy-loading margin inside a scroller), the rest wait.
    expect(Math.max(...widthsRequested(photoRequests, ids[0]))).toBeGreaterThan(480)
    for (const id of ids.slice(1)) expect(widthsRequested(photoRequests, id), id).toContain(160)
    for (const id of ids.slice(3)) expect(widthsRequested(photoRequests, id).filter((w) => w > 160), id).toEqual([])
    await page.locator('.gallery-thumbs a').nth(PHOTOS - 1).click()
    await expect.poll(() => counter(page).textContent()).toBe(`Photo ${PHOTOS} of ${PHOTOS}`)
    await expect.poll(() => widthsRequested(photoRequests, ids[PHOTOS - 1]).some((w) => w > 480)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`moves by buttons, arrow keys and thumbnails, and the counter says where (${name})`, async () => {
      const { page, context, errors } = await openVehicle(site.browser, viewport)
      const status = counter(page)
      expect(await status.getAttribute('role')).toBe('status')
      expect(await status.textContent()).toBe(`Photo 1 of ${PHOTOS}`)
      await page.getByRole('button', { name: 'Next photo' }).click()
      await expect.poll(() => status.textContent()).toBe(`Photo 2 of ${PHOTOS}`)
      await page.locator('.vehicle-main .gallery-track').focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => status.textContent()).toBe(`Photo 3 of ${PHOTOS}`)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => status.textContent()).toBe(`Photo 2 of ${PHOTOS}`)
      await page.getByRole('button', { name: 'Previous photo' }).click()
      await expect.poll(() => status.textContent()).toBe(`Photo 1 of ${PHOTOS}`)
      // From the first photo, back goes round to the last.
      await page.getByRole('button', { name: 'Previous photo' }).click()
      await expect.poll(() => status.textContent()).toBe(`Photo ${PHOTOS} of ${PHOTOS}`)
      const thumb = page.getByRole('link', { name: `Photo 4 of ${PHOTOS}` })
      await thumb.click()
      await expect.poll(() => status.textContent()).toBe(`Photo 4 of ${PHOTOS}`)
      expect(await thumb.getAttribute('aria-current')).toBe('true')
      expect(await page.locator('.gallery-thumbs a[aria-current]').count()).toBe(1)
      // The thumbnail moved the photos, not the page: no jump to #photo-4.
      expect(new URL(page.url()).hash).toBe('')
      // The photo in view is the one the counter names.
      const inView = await page.locator('.vehicle-main .gallery-slide').evaluateAll((slides) => {
        const frame = slides[0].parentElement!.getBoundingClientRect()
        return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - frame.left) < 2)
      })
      expect(inView).toBe(3)
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('follows a touch swipe (phone)', async () => {
    const { page, context, errors } = await openVehicle(site.browser, PHONE, { hasTouch: true })
    const box = (await page.locator('.vehicle-main .gallery-track').boundingBox())!
    const cdp = await context.newCDPSession(page)
    // A finger dragged from right to left across the photo (above the buttons at its middle).
    const y = Math.round(box.y + box.height * 0.3)
    const from = Math.round(box.x + box.width * 0.75)
    const to = Math.round(box.x + box.width * 0.1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(from + ((to - from) * step) / 10), y }] })
      await sleep(16)
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => counter(page).textContent(), { timeout: 5000 }).toBe(`Photo 2 of ${PHOTOS}`)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`opens full screen in a modal dialog that keeps focus, closes on Escape and gives focus back (${name})`, async () => {
      const { page, context, errors } = await openVehicle(site.browser, viewport)
      await page.getByRole('button', { name: 'Next photo' }).click()
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 2 of ${PHOTOS}`)
      const open = page.getByRole('button', { name: 'Full screen' })
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Photos of the Denago EV City' })
      await dialog.waitFor()
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true)
      const viewerCounter = dialog.locator('.gallery-counter')
      await expect.poll(() => viewerCounter.textContent()).toBe(`Photo 2 of ${PHOTOS}`)
      expect(await viewerCounter.getAttribute('role')).toBe('status')
      // It fills the screen.
      const size = (await dialog.boundingBox())!
      expect(size.width).toBe(viewport.width)
      expect(size.height).toBe(viewport.height)
      // Focus starts inside and stays inside however far one tabs.
      const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'))
      expect(await focusInDialog()).toBe(true)
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInDialog(), `after ${i + 1} Tab`).toBe(true)
      }
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => viewerCounter.textContent()).toBe(`Photo 3 of ${PHOTOS}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Full screen')
      // The page's gallery shows the photo the viewer was on.
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 3 of ${PHOTOS}`)
      // The Close button closes it too.
      await open.click()
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Full screen')
      expect(errors).toEqual([])
      await context.close()
    })
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`passes axe with the gallery, the estimate and the full-screen view (${name})`, async () => {
      const { page, context } = await openVehicle(site.browser, viewport, { bypassCSP: true })
      const failures = (await axeViolations(page)).map((v) => `page: ${v}`)
      await page.getByRole('button', { name: 'Full screen' }).click()
      await page.getByRole('dialog').waitFor()
      failures.push(...(await axeViolations(page)).map((v) => `full screen: ${v}`))
      await page.keyboard.press('Escape')
      await page.locator('#payment-down').fill('99999')
      await page.locator('#payment-down-error').waitFor()
      // At the top, where the sticky header covers nothing (axe counts a covered link as too small a target).
      await page.evaluate(() => window.scrollTo(0, 0))
      failures.push(...(await axeViolations(page)).map((v) => `estimate error: ${v}`))
      expect(failures).toEqual([])
      await context.close()
    })
  }

  it('without JavaScript, lists every photo and the thumbnails link to each', async () => {
    const { page, context } = await newPage(site.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(site.server.url + PATH)
    const slides = page.locator('.vehicle-main .gallery-slide')
    expect(await slides.count()).toBe(PHOTOS)
    expect(await page.locator('.vehicle-main ul.gallery-track > li img').count()).toBe(PHOTOS)
    // No control that needs JavaScript is shown.
    for (const control of await page.locator('.gallery-control').all()) expect(await control.isVisible()).toBe(false)
    await page.locator('.gallery-thumbs a').nth(4).click()
    await page.waitForURL(/#photo-5$/)
    await expect
      .poll(() =>
        slides.nth(4).evaluate((slide) => {
          const track = slide.parentElement!.getBoundingClientRect()
          return Math.abs(slide.getBoundingClientRect().left - track.left) < 2
        }),
      )
      .toBe(true)
    await context.close()
  })

  it('is valid HTML with no inline style, with the gallery and with the estimate’s errors', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const url of [PATH, `${PATH}?price=9000&down=9500&apr=31&term=7`, `/vehicles/${ONE_PHOTO}`]) {
      const html = await (await fetch(site.server.url + url)).text()
      const report = await validator.validateString(html)
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${url} ${m.ruleId}: ${m.message} (${m.line}:${m.column})`)
      if (/<[^>]+\sstyle=/.test(html)) failures.push(`${url}: inline style attribute`)
    }
    expect(failures).toEqual([])
  })

  it('keeps the artwork or the one photo, with no gallery, for a cart with fewer than two photos', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(`${site.server.url}/vehicles/${ONE_PHOTO}`)
    expect(await page.locator('.gallery').count()).toBe(0)
    expect(await page.locator('.vehicle-photo picture img').count()).toBe(1)
    expect(await page.locator('.vehicle-photo picture img').getAttribute('fetchpriority')).toBe('high')
    await page.goto(`${site.server.url}/vehicles/${NO_PHOTO}`)
    expect(await page.locator('.gallery').count()).toBe(0)
    expect(await page.locator('.vehicle-photo img').getAttribute('src')).toMatch(/^\/images\/carts\/.+\.svg$/)
    await context.close()
  })
})

describe('the payment estimate', () => {
  it('follows the keyboard without a request, and shows an error beside a wrong field', async () => {
    const { page, context, errors } = await openVehicle(site.browser, PHONE)
    const requests: string[] = []
    page.on('request', (req) => requests.push(req.url()))
    const result = page.locator('.payment-result')
    await page.locator('#payment-price').fill('10000')
    await page.locator('#payment-down').fill('0')
    await page.locator('#payment-apr').fill('6')
    await page.locator('#payment-term').selectOption('60')
    await expect.poll(() => result.textContent()).toBe('Estimated payment: $193.33 a month')
    await page.locator('#payment-apr').fill('0')
    await page.locator('#payment-term').selectOption('24')
    await expect.poll(() => result.textContent()).toBe('Estimated payment: $416.67 a month')
    await page.locator('#payment-down').fill('10000')
    await page.locator('#payment-down-error').waitFor()
    expect(await page.locator('#payment-down-error').textContent()).toBe('The down payment must be less than the price.')
    expect(await page.locator('#payment-down').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#payment-down').getAttribute('aria-describedby')).toBe('payment-down-error')
    expect(await result.textContent()).toBe('Correct the marked values to see an estimate.')
    await page.locator('#payment-down').fill('2000')
    await expect.poll(() => result.textContent()).toBe(`Estimated payment: $${monthlyPayment(8000, 0, 24)} a month`)
    expect(await page.locator('#payment-down-error').count()).toBe(0)
    // Enter computes in place: no navigation, no request.
    await page.locator('#payment-apr').press('Enter')
    expect(new URL(page.url()).search).toBe('')
    expect(requests).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('without JavaScript, the form is answered by the server at the estimate', async () => {
    const { page, context } = await newPage(site.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(site.server.url + PATH)
    await page.locator('#payment-down').fill('12000')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/\?.*down=12000.*#payment$/)
    expect(await page.locator('#payment-down-error').textContent()).toBe('The down payment must be less than the price.')
    await page.locator('#payment-price').fill('10000')
    await page.locator('#payment-down').fill('0')
    await page.locator('#payment-apr').fill('6')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/price=10000&down=0&apr=6&term=60#payment$/)
    expect(await page.locator('.payment-result').textContent()).toBe('Estimated payment: $193.33 a month')
    await context.close()
  })

  it('paints within 100 ms of each interaction at a 4x slower CPU', async () => {
    const { page, context, errors } = await openVehicle(site.browser, PHONE)
    await observeInteractions(page)
    await page.locator('#payment-apr').focus()
    const results = await interactionLatencies(page, 'vehicle page', {
      'typing in the APR': () => page.keyboard.press('5'),
      'deleting in the APR': () => page.keyboard.press('Backspace'),
      'clicking the price field': () => page.locator('#payment-price').click(),
      'next photo button': () => page.getByRole('button', { name: 'Next photo' }).click(),
      'arrow key on the photos': async () => {
        await page.locator('.vehicle-main .gallery-track').focus()
        await page.keyboard.press('ArrowRight')
      },
      'a thumbnail': () => page.getByRole('link', { name: `Photo 5 of ${PHOTOS}` }).click(),
    })
    expect(overBudget(results)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
