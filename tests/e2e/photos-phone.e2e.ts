/**
 * A vehicle's photos from a 390 × 844 phone, in Chromium against the production build, with
 * 12-megapixel photos: a double tap on Upload with the network slowed stores each photo once;
 * each is made smaller in the browser (about 3,000 px on its longest side, turned as its EXIF
 * orientation says) and up to three go at a time; when the connection drops, and when a
 * stored photo's answer is lost, the rest is sent again once it is back and nothing is stored
 * twice. Without JavaScript, Delete asks on a page of its own, and a photo form's notice shows
 * where the page lands (#photos). axe and html-validate on the pages these touch.
 */
import { HtmlValidate } from 'html-validate'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoJpeg } from '#app/scripts/sample-photos'
import { axeViolations, signInNewOperator, slowNetwork } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const EMAIL = 'photos-phone@example.com'
const PASSWORD = 'ten photos from the lot'
const VEHICLE = 'denago-ev-city'
const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true }

let server: RunningServer
let browser: Browser
let origin: string
let context: BrowserContext
let page: Page
const errors: string[] = []

interface SentPhoto {
  size: number
  name: string
  at: number
  inFlight: number
}

/** Records, in the page, every photo the console sends (its size after shrinking) and how many were on their way at once. */
const RECORD_UPLOADS = () => {
  const w = window as unknown as { sentPhotos: SentPhoto[]; sentBlobs: Blob[]; inFlight: number }
  w.sentPhotos = []
  w.sentBlobs = []
  w.inFlight = 0
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData && body.get('photo') instanceof Blob) {
      const photo = body.get('photo') as File
      w.inFlight++
      w.sentPhotos.push({ size: photo.size, name: photo.name, at: performance.now(), inFlight: w.inFlight })
      w.sentBlobs.push(photo)
      this.addEventListener('loadend', () => w.inFlight--, { once: true })
    }
    return send.call(this, body)
  }
}

/** `count` 12-megapixel JPEGs (4,000 × 3,000), different grain each; the first turned by its EXIF orientation when `rotated`. */
async function phonePhotos(count: number, seed: number, rotated = false) {
  const files: Array<{ name: string; mimeType: string; buffer: Buffer }> = []
  for (let i = 0; i < count; i++) {
    let buffer = await photoJpeg({ seed: seed + i })
    // Orientation 6: stored landscape, shown portrait (as a phone held upright writes it).
    if (rotated && i === 0) buffer = await sharp(buffer).withMetadata({ orientation: 6 }).jpeg({ quality: 88 }).toBuffer()
    files.push({ name: `IMG_${seed + i}.jpg`, mimeType: 'image/jpeg', buffer })
  }
  return files
}

const photoCount = async () => Number(/^(\d+) of/.exec((await page.locator('.photo-count').textContent())!)![1])

async function openPhotos() {
  await page.goto(`${origin}/admin/vehicles/${VEHICLE}#photos`)
  await waitForHydration(page)
  await page.evaluate(RECORD_UPLOADS)
}

beforeAll(async () => {
  server = await startServer()
  origin = server.url
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated (and the recorder above injected).
  context = await browser.newContext({ ...PHONE_CONTEXT, bypassCSP: true })
  page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  await signInNewOperator(page, server, origin, EMAIL, PASSWORD)
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

describe('photos from a phone', () => {
  it('a double tap on Upload with the network slowed stores each photo once; each goes smaller, turned upright, up to three at a time', async () => {
    const files = await phonePhotos(4, 100, true)
    await openPhotos()
    const before = await photoCount()
    await page.locator('#photo-input').setInputFiles(files)
    const cdp = await slowNetwork(page, { latencyMs: 400, kbps: 20_000 })
    await page.getByRole('button', { name: 'Upload', exact: true }).dblclick()
    // The button takes no second tap while the photos go, and says so.
    await page.getByRole('button', { name: 'Uploading…' }).waitFor()
    expect(await page.getByRole('button', { name: 'Uploading…' }).getAttribute('aria-disabled')).toBe('true')
    await page.getByRole('button', { name: 'Uploading…' }).tap({ force: true })
    await page.getByText('4 of 4 photos added.').waitFor({ timeout: 120_000 })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    expect(await photoCount()).toBe(before + 4)

    const sent = await page.evaluate(() => (window as unknown as { sentPhotos: SentPhoto[] }).sentPhotos)
    expect(sent).toHaveLength(4)
    // Smaller than the camera's files: well under half of each.
    for (const [i, s] of sent.entries()) expect(s.size, s.name).toBeLessThan(files[i]!.buffer.length / 2)
    // Side by side: more than one on its way at once, never more than three.
    expect(Math.max(...sent.map((s) => s.inFlight))).toBeGreaterThanOrEqual(2)
    expect(Math.max(...sent.map((s) => s.inFlight))).toBeLessThanOrEqual(3)
    // About 3,000 px on the longest side, and the rotated one upright (portrait), with no orientation left to apply.
    const sizes = await page.evaluate(async () => {
      const blobs = (window as unknown as { sentBlobs: Blob[] }).sentBlobs
      return Promise.all(blobs.map(async (b) => {
        const bitmap = await createImageBitmap(b, { imageOrientation: 'none' })
        return { width: bitmap.width, height: bitmap.height }
      }))
    })
    expect(sizes[0]).toEqual({ width: 2250, height: 3000 })
    for (const size of sizes.slice(1)) expect(size).toEqual({ width: 3000, height: 2250 })
    // The list says how much each sent.
    expect(await page.locator('.photo-uploads').textContent()).toMatch(/\(\d+\.\d MB of \d+\.\d MB\)/)

    // The server kept them once each (a reload shows the same count), the rotated one portrait.
    await page.reload()
    await waitForHydration(page)
    expect(await photoCount()).toBe(before + 4)
    const api = (await (await page.request.get(`${origin}/api/admin/vehicles/${VEHICLE}`)).json()) as { photos: Array<{ width: number; height: number }> }
    const added = api.photos.slice(before)
    expect(added.map((p) => [p.width, p.height])).toEqual([[2250, 3000], [3000, 2250], [3000, 2250], [3000, 2250]])
  }, 240_000)

  it('when the connection drops, and when a stored photo’s answer is lost, the rest goes once it is back and nothing is stored twice', async () => {
    const files = await phonePhotos(3, 200)
    await openPhotos()
    const before = await photoCount()
    const api = `${origin}/api/admin/vehicles/${VEHICLE}/photos`
    // The first photo reaches the server and is stored, but its answer never comes back: the
    // phone went offline at that moment, and is back three seconds later.
    let lost = 0
    await page.route(api, async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue()
      lost++
      await route.fetch()
      await context.setOffline(true)
      await route.abort('internetdisconnected')
      setTimeout(() => void context.setOffline(false), 3000)
    })
    await page.locator('#photo-input').setInputFiles(files)
    await page.getByRole('button', { name: 'Upload', exact: true }).tap()
    await page.locator('.photo-uploads', { hasText: 'Connection lost: sending again when it is back' }).waitFor({ timeout: 60_000 })
    await page.getByText('3 of 3 photos added.').waitFor({ timeout: 120_000 })
    await page.unroute(api)
    expect(lost).toBe(1)
    const sent = await page.evaluate(() => (window as unknown as { sentPhotos: SentPhoto[] }).sentPhotos)
    // Sent again: more requests than photos, but three photos more, not four.
    expect(sent.length).toBeGreaterThan(3)
    await page.reload()
    await waitForHydration(page)
    expect(await photoCount()).toBe(before + 3)
  }, 240_000)
})

describe('photos without JavaScript', () => {
  it('Delete asks on its own page; a move’s and a delete’s notice show where the page lands', async () => {
    const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, bypassCSP: true })
    await noScript.addCookies(await context.cookies())
    const plain = await noScript.newPage()
    await plain.goto(`${origin}/admin/vehicles/${VEHICLE}#photos`)
    const count = Number(/^(\d+) of/.exec((await plain.locator('.photo-count').textContent())!)![1])
    expect(count).toBeGreaterThanOrEqual(2)

    // Move: the page lands at the photos, with its notice on the screen.
    await plain.getByRole('button', { name: 'Move down: photo 1' }).click()
    await plain.waitForURL(/notice=photo-moved#photos$/)
    const moved = plain.locator('#photos .console-notice', { hasText: 'Photo moved.' })
    await moved.waitFor()
    expect(await moved.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight })).toBe(true)

    // Delete: one tap is a question on a page of its own; Keep it changes nothing.
    await plain.getByRole('link', { name: 'Delete: photo 2' }).click()
    await plain.getByRole('heading', { name: `Delete photo 2 of ${count}?` }).waitFor()
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    const confirmUrl = plain.url()
    for (const m of (await validator.validateString(await (await plain.request.get(confirmUrl)).text())).results.flatMap((r) => r.messages)) failures.push(`delete page ${m.ruleId}: ${m.message}`)
    await plain.getByRole('link', { name: 'Keep it' }).click()
    await plain.waitForURL(/#photos$/)
    expect(Number(/^(\d+) of/.exec((await plain.locator('.photo-count').textContent())!)![1])).toBe(count)
    await plain.getByRole('link', { name: 'Delete: photo 2' }).click()
    await plain.getByRole('button', { name: 'Delete for good' }).click()
    await plain.waitForURL(/notice=photo-deleted#photos$/)
    const deleted = plain.locator('#photos .console-notice', { hasText: 'Photo deleted.' })
    await deleted.waitFor()
    expect(await deleted.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight })).toBe(true)
    expect(Number(/^(\d+) of/.exec((await plain.locator('.photo-count').textContent())!)![1])).toBe(count - 1)
    await noScript.close()

    // axe on the delete page (with JavaScript: axe runs as a script) and on the photos.
    await page.goto(confirmUrl)
    await waitForHydration(page)
    failures.push(...(await axeViolations(page)).map((v) => `delete page: ${v}`))
    await page.goto(`${origin}/admin/vehicles/${VEHICLE}?notice=photo-moved#photos`)
    await waitForHydration(page)
    failures.push(...(await axeViolations(page)).map((v) => `photos: ${v}`))
    expect(failures).toEqual([])
    expect(errors.filter((e) => !/status of 4\d\d|net::ERR_|Failed to load resource/.test(e))).toEqual([])
  }, 120_000)
})
