/**
 * A crawl from / over the built site: every internal link, image, stylesheet and script
 * answers without a 4xx or 5xx. External links are not fetched; they must open in a new
 * tab with rel="noopener".
 */
import { describe, expect, it } from 'vitest'
import { useServer } from './harness'
import { sitemapPaths } from './site-urls'

const site = useServer()

function references(html: string): { pages: string[]; assets: string[]; external: string[] } {
  const anchors = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0])
  const hrefOf = (tag: string) => /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&')
  const pages: string[] = []
  const external: string[] = []
  for (const tag of anchors) {
    const href = hrefOf(tag)
    if (!href || href.startsWith('tel:') || href.startsWith('mailto:')) continue
    if (/^https?:\/\//.test(href)) {
      if (!/target="_blank"/.test(tag) || !/rel="[^"]*noopener/.test(tag)) external.push(href)
      continue
    }
    if (href.startsWith('#')) continue
    pages.push(href.split('#')[0])
  }
  const assets = [
    ...[...html.matchAll(/<(?:img|script|source)\s[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\s[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].filter((u) => u.startsWith('/') && !u.startsWith('//'))
  return { pages, assets, external }
}

describe('link crawl', () => {
  it('finds no broken internal link or asset, and every external link opens safely', async () => {
    const queue = ['/']
    const visited = new Set<string>()
    const assets = new Set<string>()
    const broken: string[] = []
    const unsafe = new Set<string>()
    while (queue.length > 0) {
      const batch = queue.splice(0, 8).filter((p) => !visited.has(p))
      batch.forEach((p) => visited.add(p))
      await Promise.all(
        batch.map(async (path) => {
          const res = await fetch(site.server.url + path, { redirect: 'manual' })
          if (res.status >= 400) {
            broken.push(`${path} -> ${res.status}`)
            return
          }
          if (res.status >= 300) {
            const location = res.headers.get('location')
            if (location && !visited.has(location)) queue.push(location)
            return
          }
          if (!(res.headers.get('content-type') ?? '').includes('text/html')) return
          const refs = references(await res.text())
          refs.external.forEach((u) => unsafe.add(`${path}: ${u}`))
          refs.assets.forEach((a) => assets.add(a))
          for (const p of refs.pages) if (!visited.has(p)) queue.push(p)
        }),
      )
    }
    for (const asset of assets) {
      const res = await fetch(site.server.url + asset)
      if (res.status >= 400) broken.push(`${asset} -> ${res.status}`)
      await res.arrayBuffer()
    }
    // Soft assertions: one run reports every kind of problem, not only the first.
    expect.soft(broken, 'broken internal links or assets').toEqual([])
    expect.soft([...unsafe], 'external links without target="_blank" rel="noopener"').toEqual([])
    // The crawl reaches every page the sitemap lists.
    const unreached = (await sitemapPaths(site.server.url)).filter((p) => !visited.has(p))
    expect.soft(unreached, 'sitemap pages no link leads to').toEqual([])
  }, 300_000)
})
