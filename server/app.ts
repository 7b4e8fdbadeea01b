import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from 'pino'
import { adminRoutes, encodedAdminPath } from './http/admin'
import { contactRoutes, enquiryRoutes, leadIntake } from './leads'
import { siteActivityRoutes } from './activity'
import { vehiclesRouter } from './inventory'
import { rentalPublicRoutes } from './rentals'
import { servicePublicRoutes } from './service'
import { discoveryRouter } from './http/discovery'
import type { Env } from './env'
import { loggableUrl } from './logger'
import { securityHeaders } from './http/security'
import { loadPageAssets } from './http/page-assets'
import { INVENTORY_POLL_MS, type Services } from './services'
import { createPageRenderer } from './http/vike'
import { photoFiles } from './photos'
import { createResponseCache, type ResponseCache } from './http/response-cache'
import { metricsRoute, type MetricsText, type SiteMetrics } from './metrics'
import { staticFiles } from './http/static-files'
import { cacheKey } from './http/cache-key'
import { languagePosts } from './http/language-posts'
import { PUBLISHED_LANGUAGES } from '#app/content/languages'

/** The project root (holds package.json and dist/), from source or from the bundle in dist/. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface Lifecycle {
  /** Set while the process drains before exit; /healthz then answers 503. */
  shuttingDown: boolean
}

/** Cached pages are rebuilt at least this often, so what depends on the time (a sold cart's page turning 410) is not kept longer. */
const CACHE_MAX_AGE_MS = 3_600_000

/**
 * The HTML cache, keyed to the inventory version that triggers maintain in the database, so
 * a change made anywhere (the console, the API, another process or replica, the sqlite3
 * shell) reaches visitors within a second, its render included: the version row is read every
 * INVENTORY_POLL_MS. A change this process commits drops its entries at once, before the
 * change's answer is sent. And every hour, for what depends on the time.
 */
async function inventoryAwareCache(services: Services, lifecycle: Lifecycle, onLookup?: (hit: boolean) => void): Promise<ResponseCache> {
  let seen = { inventory: await services.vehicles.version(), period: Math.floor(Date.now() / CACHE_MAX_AGE_MS) }
  let version = 0
  const poll = () =>
    services.vehicles
      .version()
      .then((inventory) => {
        const period = Math.floor(Date.now() / CACHE_MAX_AGE_MS)
        if (inventory !== seen.inventory || period !== seen.period) {
          seen = { inventory, period }
          version += 1
        }
      })
      .catch(() => {})
  const timer = setInterval(() => {
    if (lifecycle.shuttingDown) return clearInterval(timer)
    void poll()
  }, INVENTORY_POLL_MS)
  timer.unref()
  // Our own write: every entry is older than it. The poll then reads the new version (and
  // bumps again only if yet another change came in meanwhile).
  services.db.onInventoryChange(() => {
    version += 1
    void poll()
  })
  return createResponseCache({ version: () => version, onLookup, key: cacheKey })
}

export interface AppOptions {
  services: Services
  env: Pick<Env, 'publicOrigin' | 'financingUrl' | 'trustProxy' | 'contactRateLimit' | 'htmlCache'> & Partial<Pick<Env, 'crmAdfEmail' | 'languages'>>
  logger: Logger
  /** Chosen explicitly (not from NODE_ENV): production serves dist/, development runs Vite. */
  mode: 'production' | 'development'
  lifecycle?: Lifecycle
  onLeadStored?: () => void
  /** Activity reports per client per minute (server/activity/routes.ts's default when absent). */
  activityRateLimit?: number
  root?: string
  /** This process's counters, and the site's metrics text for GET /metrics (with a metrics token). */
  metrics?: { instruments: SiteMetrics; text: MetricsText }
}

export async function createApp(options: AppOptions): Promise<Express> {
  const { services, env, logger, mode } = options
  const production = mode === 'production'
  const root = options.root ?? ROOT
  const lifecycle = options.lifecycle ?? { shuttingDown: false }
  const app = express()

  app.disable('x-powered-by')
  app.set('trust proxy', env.trustProxy)
  const metrics = options.metrics?.instruments
  // Counted and timed from here, cached pages included.
  if (metrics) app.use(metrics.requests)

  // Hot path first: a page or API response rendered before is answered from memory with
  // the headers the full stack gave it, before logging and the other middleware.
  // Before the cache's fast path: an encoded console path is refused, never looked up.
  app.use(encodedAdminPath)
  if (options.metrics) app.get('/metrics', metricsRoute(services.operators, options.metrics.text, logger))
  const cache = env.htmlCache ? await inventoryAwareCache(services, lifecycle, metrics?.cacheLookup) : undefined
  if (cache) app.use(cache.fastPath(() => (lifecycle.shuttingDown ? { connection: 'close' } : undefined)))
  // The build's CSS goes into the pages themselves (no render-blocking request), allowed by hash.
  const assets = production ? await loadPageAssets(path.join(root, 'dist/client')) : undefined
  app.use(securityHeaders(production, assets?.styleHashes, assets?.scriptHashes))
  if (production) app.use(await staticFiles(path.join(root, 'dist/client')))
  // Vehicle photos from the database (content-hashed, immutable), before logging like other static files.
  app.use(photoFiles(services))
  // Activity reports come with every page view: counted, never logged one by one, never near the page cache.
  app.use(siteActivityRoutes({ services, publicOrigin: env.publicOrigin, logger, rateLimitPerMinute: options.activityRateLimit }))

  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, url: loggableUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  // While shutting down, ask clients not to reuse their connection.
  app.use((_req, res, next) => {
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close')
    next()
  })
  app.use(compression())

  app.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting down' })
      return
    }
    try {
      await services.db.get('SELECT 1')
      res.json({ status: 'ok' })
    } catch {
      res.status(503).json({ status: 'database unavailable' })
    }
  })

  const pages = createPageRenderer({
    services,
    site: { origin: env.publicOrigin, financingUrl: env.financingUrl, languages: env.languages ?? [...PUBLISHED_LANGUAGES] },
    logger,
    cache,
    transformHtml: assets?.rewrite,
    onRendered: metrics?.pageRendered,
  })

  // A form posted from a Spanish page reaches its route, and its answer stays in Spanish.
  app.use(languagePosts(env.languages ?? PUBLISHED_LANGUAGES))
  app.use(adminRoutes({ services, env, logger, pages, onSignInFailure: metrics?.signInFailed, onMailQueued: options.onLeadStored }))
  app.use('/api/vehicles', vehiclesRouter(services, cache))
  // Every lead form (contact and enquiries) shares one set of protections, one limiter and one e-mail plan.
  const intake = leadIntake({
    services,
    publicOrigin: env.publicOrigin,
    rateLimitPerHour: env.contactRateLimit,
    logger,
    onLeadStored: options.onLeadStored,
    messages: { adf: (env.crmAdfEmail ?? null) !== null, confirmation: { perDay: env.contactRateLimit } },
  })
  app.use(
    contactRoutes({
      services,
      publicOrigin: env.publicOrigin,
      rateLimitPerHour: env.contactRateLimit,
      logger,
      intake,
      renderContactPage: (req, res, status, form) => pages.render(req, res, status, { contactForm: form }),
    }),
  )
  // Before the enquiry forms: the service form books a drop-off window (POST /enquiries/service).
  app.use(
    servicePublicRoutes({
      services,
      intake,
      logger,
      publicOrigin: env.publicOrigin,
      renderBookingPage: (req, res, status, form) => pages.render(req, res, status, { serviceForm: form, urlOriginal: '/enquiries/service' }),
    }),
  )
  app.use(
    enquiryRoutes({
      services,
      logger,
      intake,
      renderEnquiryPage: (req, res, status, form) => pages.render(req, res, status, { enquiryForm: form }),
    }),
  )
  app.use(
    rentalPublicRoutes({
      services,
      intake,
      logger,
      publicOrigin: env.publicOrigin,
      renderReservePage: (req, res, status, form) => pages.render(req, res, status, { rentalForm: form, urlOriginal: '/rentals/reserve' }),
    }),
  )
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' })
  })
  app.use(discoveryRouter({ services, publicOrigin: env.publicOrigin, languages: env.languages ?? PUBLISHED_LANGUAGES }))

  if (!production) {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root })
    app.use(devMiddleware)
  }

  app.get('/{*vikeCatchAll}', pages.handle)
  app.use((_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
  })

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500
    if (status >= 500) req.log?.error({ err }, 'request failed')
    if (res.headersSent) return
    if (/^\/api\//i.test(req.path)) {
      res.status(status).json({ error: status >= 500 ? 'Internal server error' : 'Bad request' })
      return
    }
    res.status(status).type('text/plain').send(status >= 500 ? 'Internal server error' : status === 404 ? 'Not found' : 'Bad request')
  }
  app.use(onError)
  return app
}
