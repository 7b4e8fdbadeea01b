/**
 * axe-core with the WCAG 2.x A/AA rules on every public URL at a phone's width, and on one
 * URL of each page (and every template extra) at a desktop's: what a page's content can get
 * wrong (names, alternatives, headings, ids, its own contrast) shows at any width, while what
 * a width changes (what is shown or hidden, the layout's colours and targets) is the page's
 * and its stylesheets', the same for each URL of it. The mobile menu and the About dropdown
 * opened once; and a keyboard walk.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useServerAndBrowser, waitForHydration } from './harness'
import { siteUrls, TEMPLATE_EXTRAS, type SiteUrl } from './site-urls'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const site = useServerAndBrowser()
let urls: SiteUrl[]

beforeAll(async () => {
  urls = await siteUrls(site.server.url)
})

interface AxeViolation {
  id: string
  help: string
  nodes: Array<{ target: string[] }>
}

async function axe(page: Page, context?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ([tags, ctx]) => {
      const w = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }
      const result = await w.axe.run(ctx ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
    },
    [WCAG_TAGS, context] as const,
  )
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
}

/** The first URL of each page (told by the client code its HTML starts), and every template extra. */
async function onePerPage(all: SiteUrl[]): Promise<SiteUrl[]> {
  const seen = new Set<string>()
  const picked: SiteUrl[] = []
  for (const url of all) {
    const html = await (await fetch(site.server.url + url.path)).text()
    const page = /<script data-entry="[^"]*" data-preload="([^"]*)"/.exec(html)?.[1] ?? url.path
    if (seen.has(page) && !TEMPLATE_EXTRAS.includes(url)) continue
    seen.add(page)
    picked.push(url)
  }
  return picked
}

async function scan(viewport: { width: number; height: number }, targets: SiteUrl[]) {
  // bypassCSP only so the axe script can be evaluated; the pages are otherwise as served.
  const context = await site.browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' })
  const page = await context.newPage()
  const failures: string[] = []
  for (const { path } of targets) {
    await page.goto(site.server.url + path, { waitUntil: 'load' })
    for (const v of await axe(page)) failures.push(`${viewport.width}px ${path} ${v}`)
  }
  await context.close()
  return failures
}

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  it('finds no violation on any public URL at phone width', async () => {
    expect(await scan(PHONE, urls)).toEqual([])
  }, 600_000)

  it('finds no violation on any page at desktop width (one URL of each, and every template extra)', async () => {
    const pages = await onePerPage(urls)
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.length).toBeLessThan(urls.length)
    expect(await scan(DESKTOP, pages)).toEqual([])
  }, 600_000)

  it('finds no violation with the mobile menu open or the About dropdown open', async () => {
    const failures: string[] = []
    const phone = await site.browser.newContext({ viewport: PHONE, bypassCSP: true, reducedMotion: 'reduce' })
    let page = await phone.newPage()
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Site menu' }).waitFor()
    failures.push(...(await axe(page)).map((v) => `mobile menu: ${v}`))
    await phone.close()
    const desktop = await site.browser.newContext({ viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' })
    page = await desktop.newPage()
    await page.goto(site.server.url + '/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'About' }).click()
    await page.getByRole('link', { name: 'Eco-Impact Calculator' }).waitFor()
    failures.push(...(await axe(page)).map((v) => `About dropdown: ${v}`))
    await desktop.close()
    expect(failures).toEqual([])
  })
})

describe('keyboard', () => {
  for (const path of ['/', '/inventory', '/contact']) {
    it(`reaches every interactive element on ${path} with Tab, each with a visible focus indicator`, async () => {
      const context = await site.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(site.server.url + path)
      await waitForHydration(page)
      const expected = await page.evaluate(() => {
        const selector = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'
        // checkVisibility: a card off the screen skips layout (content-visibility: auto) and
        // has no boxes until it nears the screen, yet its links and buttons are in the tab order.
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]'))
          .map((el, i) => {
            el.dataset.kbd = String(i)
            return String(i)
          })
      })
      const reached = new Set<string>()
      const noRing: string[] = []
      for (let i = 0; i < expected.length + 5; i++) {
        await page.keyboard.press('Tab')
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return null
          const style = getComputedStyle(el)
          const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
          return { id: el.dataset.kbd ?? null, ring, label: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"` }
        })
        if (!info?.id) continue
        reached.add(info.id)
        if (!info.ring) noRing.push(info.label)
      }
      expect(expected.filter((id) => !reached.has(id))).toEqual([])
      expect(noRing).toEqual([])
      await context.close()
    })
  }
})
