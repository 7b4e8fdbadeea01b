import { Router } from 'express'
import { absoluteUrl } from '#app/renderer/head'
import { publicPaths } from '#app/content/site-map'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { languageAlternates, pathInLanguage } from '#app/domain/language'
import { specialCards } from '#app/domain/specials/cards'
import type { Services } from '../services'

/** Crawlers may keep these for an hour (sitemap) or a day (robots.txt). */
export const SITEMAP_CACHE = 'public, max-age=3600'
export const ROBOTS_CACHE = 'public, max-age=86400'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/**
 * The sitemap: each page in every language served, each entry naming the page in every
 * language (and x-default, the English page) when there is more than one, as its head does.
 */
export function sitemapXml(origin: string, paths: readonly string[], languages: readonly Language[] = [DEFAULT_LANGUAGE]): string {
  const url = (path: string) => escapeXml(absoluteUrl(origin, path))
  const urls = paths.flatMap((path) => {
    const alternates =
      languages.length > 1
        ? languageAlternates(path)
            .filter(([hreflang]) => hreflang === 'x-default' || languages.includes(hreflang as Language))
            .map(([hreflang, alternate]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(alternate)}"/>`)
            .join('')
        : ''
    return languages.map((language) => `  <url><loc>${url(pathInLanguage(path, language))}</loc>${alternates}</url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length > 1 ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`
}

/**
 * /sitemap.xml (every public page in canonical form, in each language served, on the public origin) and
 * /robots.txt. The sitemap is rebuilt only when the inventory or the live specials change.
 */
export function discoveryRouter({ services, publicOrigin, languages }: { services: Services; publicOrigin: string; languages: readonly Language[] }): Router {
  const router = Router()
  let cached: { key: string; body: string } | undefined

  router.get('/sitemap.xml', async (_req, res) => {
    // The inventory and which specials are live now: a special that starts or ends on time
    // changes no row, so the live set is part of what the sitemap is kept for.
    const [version, live, vehicles] = await Promise.all([services.vehicles.version(), services.specials.live(Date.now()), services.vehicles.list()])
    const specialsOn = specialCards(live, vehicles).length > 0
    const key = `${version}:${specialsOn}`
    if (!cached || cached.key !== key) {
      cached = { key, body: sitemapXml(publicOrigin, publicPaths(vehicles.map((v) => v.id), { specialsOn }), languages) }
    }
    res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(cached.body)
  })

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin))
  })

  return router
}
