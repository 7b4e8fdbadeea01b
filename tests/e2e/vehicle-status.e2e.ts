/**
 * The quality gates on the pages a unit's status changes (sold, pending, gone, MSRP and
 * the unit's details; a pending featured cart; the brand pages' MSRP labels), which the
 * sitemap-driven checks do not reach: html-validate, one h1 and no skipped heading level,
 * no inline style attribute, JSON-LD, axe-core WCAG 2.2 A/AA at phone and desktop widths
 * (the new badges' contrast included), no CSP violation, and client-side navigation from
 * a sold page to a similar cart and to a gone one.
 */
import path from 'node:path'
import { HtmlValidate } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { recordInput, type VehicleRecordInput } from '#app/domain/vehicles/record'
import { vehicleRecordRepository } from '#app/server/inventory'
import { jsonLdOf } from '../helpers/html'
import { axeViolations } from './console'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'


const SOLD = 'denago-ev-rover-xl6'
const PENDING = 'evolution-classic-2-plus'
const PENDING_FEATURED = 'evolution-carrier-8-plus'
const DELETED = 'evolution-d5-ranger-6'
const DETAILED = 'denago-ev-city'

/** Path and the status it answers with. */
const URLS: ReadonlyArray<[string, number]> = [
  [`/vehicles/${SOLD}`, 200],
  [`/vehicles/${PENDING}`, 200],
  [`/vehicles/${DETAILED}`, 200],
  [`/vehicles/${DELETED}`, 410],
  ['/', 200],
  ['/inventory', 200],
  ['/denago', 200],
  ['/evolution', 200],
]

const site = useServerAndBrowser()
const pages = new Map<string, string>()

beforeAll(async () => {
  // Change the running server's inventory as the console would; it shows within a second.
  const db = await openDatabase(path.join(site.server.dir, 'site.db'))
  try {
    const records = vehicleRecordRepository(db)
    const cli = { kind: 'cli' } as const
    const edit = async (id: string, change: Partial<VehicleRecordInput>) => {
      const result = await records.update(cli, id, { ...recordInput((await records.get(id))!), ...change })
      expect(result.ok, id).toBe(true)
    }
    await edit(SOLD, { status: 'sold' })
    await edit(PENDING, { status: 'pending' })
    await edit(PENDING_FEATURED, { status: 'pending' })
    await edit(DETAILED, { year: 2025, color: 'Mineral White', stockNumber: 'LC-2041', odometer: 12, odometerUnit: 'miles' })
    expect((await records.remove(cli, DELETED)).ok).toBe(true)
  } finally {
    await db.close()
  }
  await new Promise((r) => setTimeout(r, 1500))
  for (const [url, status] of URLS) {
    const res = await fetch(site.server.url + url)
    expect(res.status, url).toBe(status)
    pages.set(url, await res.text())
  }
}, 60_000)

describe('pages a unit’s status changes', () => {
  it('show what the status says', () => {
    expect(pages.get(`/vehicles/${SOLD}`)).toContain('class="badge badge-sold">Sold<')
    expect(pages.get(`/vehicles/${PENDING}`)).toContain('class="badge badge-pending">Sale pending<')
    expect(pages.get('/')).toContain('class="badge badge-pending">Sale pending<')
    expect(pages.get(`/vehicles/${DETAILED}`)).toContain('You save $3,005')
    expect(pages.get(`/vehicles/${DELETED}`)).toContain('Vehicle Not Found')
    expect(pages.get('/denago')).toContain('MSRP $15,000')
  })

  it('pass html-validate, with one h1, no skipped heading level, no inline style and parseable JSON-LD', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const [url] of URLS) {
      const html = pages.get(url)!
      const report = await validator.validateString(html)
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${url} ${m.ruleId}: ${m.message} (${m.line}:${m.column})`)
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
      if (levels.filter((l) => l === 1).length !== 1 || levels[0] !== 1) failures.push(`${url}: headings ${levels.join(',')}`)
      levels.forEach((level, i) => {
        if (i > 0 && level > levels[i - 1] + 1) failures.push(`${url}: h${levels[i - 1]} followed by h${level}`)
      })
      if (/<[^>]+\sstyle=/.test(html)) failures.push(`${url}: inline style attribute`)
      try {
        if (jsonLdOf(html).length < 1) failures.push(`${url}: no JSON-LD`)
      } catch (err) {
        failures.push(`${url}: JSON-LD does not parse (${(err as Error).message})`)
      }
    }
    expect(failures).toEqual([])
  })

  it('have no axe-core WCAG 2.2 A/AA violation at phone and desktop widths', async () => {
    const failures: string[] = []
    for (const viewport of [PHONE, DESKTOP]) {
      // bypassCSP only so the axe script can be evaluated.
      const context = await site.browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' })
      const page = await context.newPage()
      for (const [url] of URLS) {
        await page.goto(site.server.url + url, { waitUntil: 'load' })
        for (const v of await axeViolations(page)) failures.push(`${viewport.width}px ${url} ${v}`)
      }
      await context.close()
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('navigate client-side from a sold page to a similar cart, and to a gone one, without CSP violations', async () => {
    const { context, page, errors } = await newPage(site.browser, DESKTOP)
    const csp: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text())
    })
    try {
      await page.goto(`${site.server.url}/vehicles/${SOLD}`)
      await waitForHydration(page)
      await markDocument(page)
      const similar = page.locator('.vehicle-similar a.button', { hasText: 'View Details' })
      expect(await similar.count()).toBe(3)
      const href = (await similar.first().getAttribute('href'))!
      await similar.first().click()
      await page.waitForURL(`**${href}`)
      await page.locator('h1').filter({ hasNotText: 'Denago EV Rover XL6' }).waitFor()
      expect(await isSameDocument(page)).toBe(true)
      expect(await page.locator('.vehicle-status-sold').count()).toBe(0)

      // A link to a deleted unit, followed in the browser: the 'Vehicle Not Found' screen.
      await page.evaluate((id) => {
        const a = document.createElement('a')
        a.href = `/vehicles/${id}`
        a.id = 'gone-link'
        a.textContent = 'gone'
        document.querySelector('main')!.append(a)
      }, DELETED)
      await page.click('#gone-link')
      await page.locator('h1', { hasText: 'Vehicle Not Found' }).waitFor()
      // An error page comes without the words the server resolves around a page: the server draws
      // it whole, in the page's language (renderer/+onRenderClient.tsx).
      expect(await isSameDocument(page)).toBe(false)
      expect(csp).toEqual([])
      expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([])
    } finally {
      await context.close()
    }
  })
})

