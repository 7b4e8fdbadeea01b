import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import type { PageContextExtra, SiteInfo } from '#app/renderer/types'
import { pathInLanguage, splitLanguagePath } from '#app/domain/language'
import { loggableUrl } from '../logger'
import { cacheKey, pageQuery } from './cache-key'
import type { ResponseCache, RenderedPage } from './response-cache'
import type { Services } from '../services'

export interface PageRendererOptions {
  services: Services
  site: SiteInfo
  logger: Logger
  /** Serve request-independent pages from memory; absent: render every request. */
  cache?: ResponseCache
  /** Applied to every rendered HTML page before it is sent or cached (server/http/page-assets.ts). */
  transformHtml?: (html: string) => string
  /** Told how long each server render took. */
  onRendered?: (seconds: number) => void
}

export interface PageRenderer {
  /** The catch-all: every GET that is not an API route or a static file. */
  handle(req: Request, res: Response, next: NextFunction): void
  /** Renders the page at req.originalUrl with extra page context and a status of our choosing (never cached). */
  render(req: Request, res: Response, status: number | undefined, extra?: PageContextExtra): Promise<void>
}

type Rendered = RenderedPage & { headers: Array<[string, string]> }

// Which requests are rendered per request, and what the cache keys the others on.
export { rendersPerRequest } from './cache-key'

export function createPageRenderer({ services, site, logger, cache, transformHtml, onRendered }: PageRendererOptions): PageRenderer {
  const log = logger.child({ component: 'pages' })

  async function renderToResult(req: Request, extra: PageContextExtra = {}): Promise<Rendered | null> {
    const started = performance.now()
    // The dealer's facts as of now, and when what a page shows of the clock stops being true:
    // a department opening or closing (the facts' validUntil), a special starting or ending.
    const now = Date.now()
    // The page's language, from its path as sent, up to its query: any string at all, so not
    // parsed as a URL ("//?" is none), among the languages served (a path under an unserved
    // language's prefix is an ordinary unknown path). The page, its frame, its facts and routing
    // (renderer/+onBeforeRoute.ts) all take it from here.
    const { language } = splitLanguagePath((extra.urlOriginal ?? req.originalUrl).split(/[?#]/)[0]!, site.languages)
    // Unreadable specials (the database is down): the page is rendered again within a second.
    const [facts, pricesChange] = await Promise.all([services.settings.facts(now, language), services.specials.nextChange(now).catch(() => now + 1000)])
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      services,
      site,
      language,
      // The query the page is rendered for (only what pages read), so that a cached page's
      // language switch never carries another visitor's query, and no page echoes junk.
      pageQuery: pageQuery(extra.urlOriginal ?? req.originalUrl),
      facts,
      ...extra,
    })
    // A page that answers 404 or 410 on purpose (an unknown or sold-and-gone vehicle) aborts its render: not an error.
    if (pageContext.errorWhileRendering && (pageContext.httpResponse?.statusCode ?? 500) >= 500) {
      log.error({ err: pageContext.errorWhileRendering, url: loggableUrl(req.originalUrl) }, 'page failed to render')
    }
    onRendered?.((performance.now() - started) / 1000)
    const { httpResponse } = pageContext
    if (!httpResponse) return null
    const headers = httpResponse.headers as Array<[string, string]>
    const contentType = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
    const body = transformHtml && contentType.startsWith('text/html') ? transformHtml(httpResponse.body) : httpResponse.body
    const expiresAt = Math.min(facts.validUntil, pricesChange ?? Infinity)
    // A client navigation's page context comes with 200 even for a path no page answers, an
    // aborted render (404, 410) or a redirect: kept only when it is a page's own.
    const cacheable = typeof pageContext.pageId === 'string' && pageContext.is404 !== true && pageContext.abortStatusCode == null
    return { statusCode: httpResponse.statusCode, contentType, body, headers, expiresAt, cacheable }
  }

  function write(res: Response, page: Rendered | null, status?: number) {
    if (!page) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    for (const [name, value] of page.headers) res.setHeader(name, value)
    res.status(status ?? page.statusCode).send(page.body)
  }

  async function render(req: Request, res: Response, status?: number, extra: PageContextExtra = {}) {
    // A form sent back is drawn in the language it was posted in (server/http/language-posts.ts):
    // a page named by its path is that page in the language of the request's path.
    const { language } = splitLanguagePath(req.originalUrl.split(/[?#]/)[0]!, site.languages)
    write(res, await renderToResult(req, extra.urlOriginal ? { ...extra, urlOriginal: pathInLanguage(extra.urlOriginal, language) } : extra), status)
  }

  async function handle(req: Request, res: Response) {
    // Keyed on what the page reads of its query; the render itself sees the URL as sent (a
    // redirect keeps its query), and the same page comes of it (tests/api/cache-keys.test.ts).
    const key = cache ? cacheKey(req.originalUrl) : null
    if (!cache || key === null) return render(req, res)
    let uncached: Rendered | null = null
    await cache.serve(
      req,
      res,
      key,
      async () => {
        uncached = await renderToResult(req)
        return uncached ?? { statusCode: 404, contentType: 'text/plain', body: 'Not found' }
      },
      () => write(res, uncached),
    )
  }

  return {
    handle: (req, res, next) => {
      handle(req, res).catch(next)
    },
    render,
  }
}
