import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import type { ContactFormState, SiteInfo } from '../renderer/types'
import type { Services } from './services'

export interface PageRendererOptions {
  services: Services
  site: SiteInfo
  logger: Logger
}

export interface PageRenderer {
  /** The catch-all: every GET that is not an API route or a static file. */
  handle(req: Request, res: Response, next: NextFunction): void
  /** Renders the page at req.originalUrl with extra page context and a status of our choosing. */
  render(req: Request, res: Response, status: number | undefined, extra?: { contactForm?: ContactFormState }): Promise<void>
}

export function createPageRenderer({ services, site, logger }: PageRendererOptions): PageRenderer {
  const log = logger.child({ component: 'pages' })

  async function render(req: Request, res: Response, status?: number, extra: { contactForm?: ContactFormState } = {}) {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      services,
      site,
      ...extra,
    })
    if (pageContext.errorWhileRendering) {
      log.error({ err: pageContext.errorWhileRendering, url: req.originalUrl }, 'page failed to render')
    }
    const { httpResponse } = pageContext
    if (!httpResponse) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    res.status(status ?? httpResponse.statusCode).send(httpResponse.body)
  }

  return {
    handle: (req, res, next) => {
      render(req, res).catch(next)
    },
    render,
  }
}
