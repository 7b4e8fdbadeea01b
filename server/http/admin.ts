/**
 * The operator console (/admin) and the admin API (/api/admin): never cached, never
 * indexed, nobody past the sign-in pages without a session or an API token.
 */
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Env } from '../env'
import { loggableUrl } from '../logger'
import { normalisedPath } from './url-path'
import type { Services } from '../services'
import type { PageRenderer } from './vike'
import { authenticate, authRoutes, isApiRequest, type AuthRoutesOptions, requireActor, requireCsrf, teamRoutes } from '../operators'
import { backupRoutes } from '../backup'
import { consoleRenderer } from './console-pages'
import { leadConsoleRoutes, leadsApi } from '../leads'
import { photoRoutes } from '../photos'
import { vehicleConsoleRoutes, vehiclesApi } from '../inventory'
import { settingsApi, settingsConsoleRoutes } from '../settings'
import { specialConsoleRoutes, specialsApi } from '../specials'
import { rentalConsoleRoutes, rentalsApi } from '../rentals'
import { serviceConsoleRoutes } from '../service'
import { refuseReplays } from '../submissions'

export const ADMIN_PATHS = ['/admin', '/api/admin']

export interface AdminOptions {
  services: Services
  env: Pick<Env, 'publicOrigin'> & Partial<Env>
  logger: Logger
  pages: PageRenderer
  onSignInFailure?: AuthRoutesOptions['onSignInFailure']
  /** Wakes the outbox after a change queued an e-mail (a reservation confirmed, say). */
  onMailQueued?: () => void
}

/** The console's paths as a router sees them once percent-encoding is undone. */
const ADMIN_PATH = /^\/(?:api\/)?admin(?:\/|$)/i

/**
 * A console or admin API path written with percent-encoding (`/%61dmin`), backslashes or
 * dot-segments (`/inventory/%2E%2E/admin/team`) would slip past Express's matching, which
 * compares the raw path, yet reach a page router that decodes and resolves it: such a
 * request is refused before anything else sees it (the console's pages refuse it again).
 */
export const encodedAdminPath: RequestHandler = (req, res, next) => {
  if (ADMIN_PATH.test(req.path) || !/%|\\|\/\.\.?(?:\/|$)/.test(req.path)) return next()
  // Every layer undone (`%2561dmin`), slashes collapsed, dot-segments resolved.
  if (ADMIN_PATH.test(normalisedPath(req.path))) {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
    return
  }
  next()
}

/** Every console and admin API answer: not stored by any cache, not indexed. */
const privateResponse: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store')
  res.set('X-Robots-Tag', 'noindex, nofollow')
  next()
}

export function adminRoutes({ services, env, logger, pages, onSignInFailure, onMailQueued }: AdminOptions): Router {
  const router = Router()
  // Mail is off without Mailjet credentials: the leads desk says so (nothing else tells the dealer a lead arrived).
  const render = consoleRenderer(pages, { mailOff: !env.mail })
  // Signed in (any role), a browser session's writes carry its CSRF token, and a write sent
  // again (a double tap, a retry) gets its first answer instead of being done twice.
  const guard = [requireActor(), requireCsrf, refuseReplays({ submissions: services.submissions, logger })]

  router.use(ADMIN_PATHS, privateResponse, authenticate(services, env))
  // OPTIONS tells which methods a console path takes: only to the signed-in, as any other request.
  router.options(['/admin', '/admin/{*rest}', '/api/admin', '/api/admin/{*rest}'], requireActor())
  // Sign-in, set-up, account and sign-out (before the guard of everything else).
  router.use('/admin', authRoutes({ services, env, renderPage: render, logger, onSignInFailure }))

  router.use(leadsApi({ services, guard }))
  router.use(leadConsoleRoutes({ services, guard, render }))
  router.use(vehiclesApi({ services, guard }))
  router.use(vehicleConsoleRoutes({ services, guard, render }))
  router.use(photoRoutes({ services, logger, guard, render }))
  router.use(settingsApi({ services, guard }))
  router.use(settingsConsoleRoutes({ services, guard, render }))
  router.use(specialsApi({ services, guard }))
  router.use(specialConsoleRoutes({ services, guard, render }))
  router.use(rentalsApi({ services, guard, publicOrigin: env.publicOrigin, onMailQueued }))
  router.use(rentalConsoleRoutes({ services, guard, render, publicOrigin: env.publicOrigin, onMailQueued }))
  router.use(serviceConsoleRoutes({ services, guard, render, onMailQueued }))
  router.use(teamRoutes({ services, env, render }))
  router.use(backupRoutes({ services, logger }))

  // Unknown admin API paths are no business of the signed-out either.
  router.use('/api/admin', requireActor(), (_req, res) => {
    res.status(404).json({ error: 'Not found' })
  })
  // Console pages, and their page context for client-side navigation.
  router.get(['/admin', '/admin/{*rest}'], requireActor(), (req, res, next) => {
    render(req, res).catch(next)
  })

  const onError: ErrorRequestHandler = (err, req, res, next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status === 500) logger.error({ err, url: loggableUrl(req.originalUrl) }, 'admin request failed')
    if (res.headersSent) return next(err)
    const message =
      status === 413 ? 'Request body too large' : err?.type === 'entity.parse.failed' ? 'The body is not valid JSON' : status === 500 ? 'Internal server error' : 'Bad request'
    if (isApiRequest(req)) res.status(status).json({ error: message })
    else res.status(status).type('text/plain').send(message)
  }
  router.use(ADMIN_PATHS, onError)
  return router
}
