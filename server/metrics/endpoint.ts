/**
 * Where Prometheus reads /metrics: on the main port with a metrics-scoped API token
 * (`npm run operator -- create-token prometheus --scope metrics`), or on METRICS_PORT,
 * a listener of its own without a token, meant for a private interface (METRICS_HOST).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { OperatorRepository } from '../operators'
import { METRICS_CONTENT_TYPE } from './metrics'

export type MetricsText = () => Promise<string>

function bearer(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
}

/**
 * GET /metrics on the main port: only with `Authorization: Bearer` and a live token of
 * scope `metrics`. Anything else gets a bare 401 (the same for no token, a wrong one or an
 * integration token), never a number.
 */
export function metricsRoute(operators: Pick<OperatorRepository, 'tokenByValue'>, text: MetricsText, logger: Logger): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store')
    res.set('X-Robots-Tag', 'noindex, nofollow')
    const value = bearer(req.get('authorization'))
    const token = value === undefined ? undefined : await operators.tokenByValue(value).catch(() => undefined)
    if (token?.scope !== 'metrics') {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain').send('Unauthorized')
      return
    }
    try {
      res.type(METRICS_CONTENT_TYPE).send(await text())
    } catch (err) {
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'metrics could not be collected')
      res.status(503).type('text/plain').send('Metrics unavailable')
    }
  }
}

export interface MetricsListener {
  port: number
  close(): Promise<void>
}

/** The separate metrics listener: GET /metrics and nothing else. */
export async function startMetricsListener(options: { port: number; host: string; text: MetricsText; logger: Logger }): Promise<MetricsListener> {
  const { logger, text } = options
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Not found')
      return
    }
    text().then(
      (body) => {
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      (err: unknown) => {
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'metrics could not be collected')
        res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Metrics unavailable')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  logger.info({ metricsPort: port, metricsHost: options.host }, 'metrics served at /metrics')
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
