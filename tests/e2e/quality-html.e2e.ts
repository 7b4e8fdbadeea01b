/**
 * What a crawler and a validator see in the server-rendered HTML of every public URL:
 * valid HTML, one h1 and no skipped heading levels, a unique title and description,
 * the canonical URL, Open Graph tags and parseable JSON-LD; and each page's bytes
 * within the budgets of DESIGN.md.
 */
import { gzipSync } from 'node:zlib'
import { HtmlValidate } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { canonicalOf, jsonLdOf, metaContent, titleOf } from '../helpers/html'
import { useServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'
import { siteUrls, type SiteUrl } from './site-urls'

/** Per page, gzip (DESIGN.md "Performance budgets"). */
export const BUDGETS = { js: 100 * 1024, css: 25 * 1024, html: 60 * 1024 }

const site = useServer()
let urls: SiteUrl[]
const pages = new Map<string, string>()

beforeAll(async () => {
  urls = await siteUrls(site.server.url)
  // Fetch each page once, a few at a time.
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(
      urls.slice(i, i + 6).map(async (u) => {
        const res = await fetch(site.server.url + u.path)
        expect(res.status, u.path).toBe(200)
        pages.set(u.path, await res.text())
      }),
    )
  }
}, 120_000)


describe('every public URL', () => {
  it('is listed (sanity check of the list itself)', () => {
    expect(urls.length).toBeGreaterThan(50)
    expect(new Set(urls.map((u) => u.path)).size).toBe(urls.length)
  })

  // Every public URL (130 and growing with the inventory) through the validator.
  it('passes html-validate with the recommended rules', { timeout: 180_000 }, async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const { path } of urls) {
      const report = await validator.validateString(pages.get(path)!)
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${path} ${m.ruleId}: ${m.message} (${m.line}:${m.column})`)
    }
    expect(failures).toEqual([])
  })

  it('has a lang attribute, exactly one h1 and heading levels that never skip', () => {
    const failures: string[] = []
    for (const { path } of urls) {
      const html = pages.get(path)!
      // The page's language: Spanish under /es, English elsewhere.
      const lang = path === '/es' || path.startsWith('/es/') || path.startsWith('/es?') ? 'es-US' : 'en-US'
      if (!html.startsWith(`<!DOCTYPE html>\n<html lang="${lang}"`)) failures.push(`${path}: no lang ${lang}`)
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
      if (levels.filter((l) => l === 1).length !== 1) failures.push(`${path}: ${levels.filter((l) => l === 1).length} h1`)
      if (levels[0] !== 1) failures.push(`${path}: first heading is h${levels[0]}`)
      levels.forEach((level, i) => {
        if (i > 0 && level > levels[i - 1] + 1) failures.push(`${path}: h${levels[i - 1]} followed by h${level}`)
      })
    }
    expect(failures).toEqual([])
  })

  it('shows crawlers a title, description, canonical, Open Graph tags and JSON-LD', () => {
    const failures: string[] = []
    for (const { path, canonicalPath, noindex } of urls) {
      const html = pages.get(path)!
      if (!titleOf(html)) failures.push(`${path}: no title`)
      const description = metaContent(html, 'description') ?? ''
      if (description.length < 50) failures.push(`${path}: description too short (${description.length})`)
      if (canonicalOf(html) !== new URL(canonicalPath, site.server.url).href) failures.push(`${path}: canonical ${canonicalOf(html)}`)
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'twitter:card']) {
        if (!metaContent(html, key)) failures.push(`${path}: no ${key}`)
      }
      if (metaContent(html, 'og:url') !== canonicalOf(html)) failures.push(`${path}: og:url differs from canonical`)
      const robots = metaContent(html, 'robots') ?? ''
      if (noindex ? robots !== 'noindex, follow' : /noindex/.test(robots)) failures.push(`${path}: robots "${robots}"`)
      let data: Array<Record<string, unknown>> = []
      try {
        data = jsonLdOf(html)
      } catch (err) {
        failures.push(`${path}: JSON-LD does not parse (${(err as Error).message})`)
      }
      if (data.length < 2) failures.push(`${path}: expected the business and the page's own JSON-LD, found ${data.length}`)
      for (const d of data) if (d['@context'] !== 'https://schema.org' || !d['@type']) failures.push(`${path}: JSON-LD without @context/@type`)
      if (/aggregateRating|reviewCount|ratingValue/.test(JSON.stringify(data))) failures.push(`${path}: invented rating in JSON-LD`)
    }
    expect(failures).toEqual([])
  })

  it('gives every page (by canonical URL) its own title and description', () => {
    const byCanonical = new Map<string, string>()
    for (const { path, canonicalPath } of urls) if (!byCanonical.has(canonicalPath)) byCanonical.set(canonicalPath, pages.get(path)!)
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    const failures: string[] = []
    for (const [path, html] of byCanonical) {
      for (const [kind, value] of [['title', titleOf(html)], ['description', metaContent(html, 'description') ?? '']] as const) {
        const other = seen[kind].get(value)
        if (other) failures.push(`${path} and ${other} share the ${kind} "${value}"`)
        seen[kind].set(value, path)
      }
    }
    expect(failures).toEqual([])
  })

  it('keeps JavaScript, CSS and HTML within the budgets (gzip)', async () => {
    const assetSize = new Map<string, number>()
    const sizeOf = async (asset: string) => {
      if (!assetSize.has(asset)) {
        const body = Buffer.from(await (await fetch(site.server.url + asset)).arrayBuffer())
        assetSize.set(asset, gzipSync(body, { level: 9 }).length)
      }
      return assetSize.get(asset)!
    }
    const rows: Array<{ page: string; js: number; css: number; html: number }> = []
    for (const { path } of urls) {
      const html = pages.get(path)!
      // The client code: scripts the page names, and the entry and modules its client start adds after the first paint.
      const started = [...html.matchAll(/<script data-entry="([^"]+)" data-preload="([^"]*)">/g)].flatMap((m) => [m[1], ...m[2].split(' ').filter(Boolean)])
      const scripts = new Set([...[...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]), ...started])
      expect(started.length, `${path}: the client start names its scripts`).toBeGreaterThan(0)
      // CSS: the stylesheets written into the page (<style>) and any it links (a disabled link is never fetched).
      const styles = new Set([...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].filter((m) => !/\sdisabled[\s>]/.test(m[0])).map((m) => m[1]))
      const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1])
      let js = 0
      let css = 0
      for (const s of scripts) js += await sizeOf(s)
      for (const s of styles) css += await sizeOf(s)
      if (inlineStyles.length) css += gzipSync(inlineStyles.join(''), { level: 9 }).length
      rows.push({ page: path, js, css, html: gzipSync(html, { level: 9 }).length })
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    console.log(
      ['page | JS | CSS | HTML (gzip)', ...rows.map((r) => `${r.page} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)}`)].join('\n'),
    )
    const over = rows.flatMap((r) => [
      ...(r.js > BUDGETS.js ? [`${r.page}: JS ${kb(r.js)} > ${kb(BUDGETS.js)}`] : []),
      ...(r.css > BUDGETS.css ? [`${r.page}: CSS ${kb(r.css)} > ${kb(BUDGETS.css)}`] : []),
      ...(r.html > BUDGETS.html ? [`${r.page}: HTML ${kb(r.html)} > ${kb(BUDGETS.html)}`] : []),
    ])
    expect(over).toEqual([])
  })
})
