import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from 'pino'
import { contactRoutes } from './api/contact'
import { vehiclesRouter } from './api/vehicles'
import type { Env } from './env'
import { securityHeaders } from './security'
import type { Services } from './services'
import { createPageRenderer } from './vike'
import { createHtmlCache, type HtmlCache } from './html-cache'

/** The project root (holds package.json and dist/), from source or from the bundle in dist/. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface Lifecycle {
  /** Set while the process drains before exit; /healthz then answers 503. */
  shuttingDown: boolean
}

/** How often the inventory version is checked; a change empties the HTML cache. */
export const INVENTORY_POLL_MS = 1000

/**
 * The HTML cache, keyed to the inventory version that triggers maintain in SQLite, so
 * a change made anywhere (this process or the sqlite3 shell) reaches visitors within
 * a second.
 */
async function inventoryAwareCache(services: Services, lifecycle: Lifecycle): Promise<HtmlCache> {
  let version = await services.vehicles.version()
  const timer = setInterval(() => {
    if (lifecycle.shuttingDown) return clearInterval(timer)
    services.vehicles
      .version()
      .then((v) => {
        version = v
      })
      .catch(() => {})
  }, INVENTORY_POLL_MS)
  timer.unref()
  return createHtmlCache({ version: () => version })
}

export interface AppOptions {
  services: Services
  env: Pick<Env, 'publicOrigin' | 'financingUrl' | 'trustProxy' | 'contactRateLimit' | 'htmlCache'>
  logger: Logger
  /** Chosen explicitly (not from NODE_ENV): production serves dist/, development runs Vite. */
  mode: 'production' | 'development'
  lifecycle?: Lifecycle
  onLeadStored?: () => void
  root?: string
}

export async function createApp(options: AppOptions): Promise<Express> {
  const { services, env, logger, mode } = options
  const production = mode === 'production'
  const root = options.root ?? ROOT
  const lifecycle = options.lifecycle ?? { shuttingDown: false }
  const app = express()

  app.disable('x-powered-by')
  app.set('trust proxy', env.trustProxy)

  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
      serializers: {
        req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  app.use(securityHeaders(production))
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

  const cache = env.htmlCache ? await inventoryAwareCache(services, lifecycle) : undefined
  const pages = createPageRenderer({
    services,
    site: { origin: env.publicOrigin, financingUrl: env.financingUrl },
    logger,
    cache,
  })

  app.use('/api/vehicles', vehiclesRouter(services))
  app.use(
    contactRoutes({
      services,
      publicOrigin: env.publicOrigin,
      rateLimitPerHour: env.contactRateLimit,
      logger,
      onLeadStored: options.onLeadStored,
      renderContactPage: (req, res, status, form) => pages.render(req, res, status, { contactForm: form }),
    }),
  )
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' })
  })

  if (production) {
    const client = path.join(root, 'dist/client')
    app.use(
      '/assets',
      express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    )
    app.use(express.static(client, { index: false, maxAge: '1d' }))
  } else {
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
    if (req.path.startsWith('/api/')) {
      res.status(status).json({ error: status >= 500 ? 'Internal server error' : 'Bad request' })
      return
    }
    res.status(status).type('text/plain').send(status >= 500 ? 'Internal server error' : status === 404 ? 'Not found' : 'Bad request')
  }
  app.use(onError)
  return app
}
