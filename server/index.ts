import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { openDatabase } from '../data/db'
import { seedInventory } from '../data/vehicles'
import { createApp, type Lifecycle } from './app'
import { readEnv } from './env'
import { createLogger } from './logger'
import { mailjetMailer } from './mail/mailjet'
import { startOutboxWorker } from './mail/outbox'
import { createServices } from './services'

/** Longer than the idle timeout of common proxies and load balancers (60 s), so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** How long in-flight requests may take to finish once the server stops accepting. */
const DRAIN_TIMEOUT_MS = 6_000

async function main() {
  const mode = process.argv.includes('--dev') ? 'development' : 'production'
  process.env.NODE_ENV ??= mode
  // Settings from ./.env, when present; variables already set in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = readEnv()
  const logger = createLogger(env.logLevel)

  const db = await openDatabase(env.databasePath)
  if (await seedInventory(db)) logger.info('seed inventory loaded')
  const services = createServices(db)

  const outbox = startOutboxWorker({
    leads: services.leads,
    mailer: env.mail ? mailjetMailer(env.mail) : null,
    to: env.leadEmailTo,
    from: env.leadEmailFrom,
    logger,
    pollMs: env.outboxPollMs,
    baseDelayMs: env.outboxRetryBaseMs,
  })

  const lifecycle: Lifecycle = { shuttingDown: false }
  const app = await createApp({ services, env, logger, mode, lifecycle, onLeadStored: outbox.kick })

  const server: Server = app.listen(env.port, env.host, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.port
    logger.info({ port, mode, publicOrigin: env.publicOrigin, mail: env.mail ? 'on' : 'off' }, `listening on http://localhost:${port}`)
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    // First tell the load balancer (/healthz answers 503) while still serving, then stop accepting.
    lifecycle.shuttingDown = true
    logger.info({ signal, graceMs: env.shutdownGraceMs }, 'shutting down: /healthz now answers 503')
    if (env.shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, env.shutdownGraceMs))
    logger.info('no longer accepting connections; draining requests in flight')
    const force = setTimeout(() => {
      logger.warn('drain timed out; closing remaining connections')
      server.closeAllConnections()
    }, DRAIN_TIMEOUT_MS)
    force.unref()
    // Stop accepting; idle keep-alive sockets are closed, busy ones finish their request first.
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    clearTimeout(force)
    await outbox.stop()
    await db.close()
    logger.info('closed')
    logger.flush?.()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
