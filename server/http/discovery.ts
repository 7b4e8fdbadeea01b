import { Router } from 'express'
import { absoluteUrl } from '#app/renderer/head'
import { publicPaths } from '#app/content/site-map'
import { specialCards } from '#app/domain/specials/cards'
import type { Services } from '../services'

/** Crawlers may keep these for an hour (sitemap) or a day (robots.txt). */
export const SITEMAP_CACHE = 'public, max-age=3600'
export const ROBOTS_CACHE = 'public, max-age=86400'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`
}

/**
 * /sitemap.xml (every public page in canonical form, on the public origin) and
 * /robots.txt. The sitemap is rebuilt only when the inventory or the live specials change.
 */
export function discoveryRouter({ services, publicOrigin }: { services: Services; publicOrigin: string }): Router {
  const router = Router()
  let cached: { key: string; body: string } | undefined

  router.get('/sitemap.xml', async (_req, res) => {
    // The inventory and which specials are live now: a special that starts or ends on time
    // changes no row, so the live set is part of what the sitemap is kept for.
    const [version, live, vehicles] = await Promise.all([services.vehicles.version(), services.specials.live(Date.now()), services.vehicles.list()])
    const specialsOn = specialCards(live, vehicles).length > 0
    const key = `${version}:${specialsOn}`
    if (!cached || cached.key !== key) {
      cached = { key, body: sitemapXml(publicOrigin, publicPaths(vehicles.map((v) => v.id), { specialsOn })) }
    }
    res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(cached.body)
  })

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin))
  })

  return router
}
