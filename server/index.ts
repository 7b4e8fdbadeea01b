import cluster, { type Worker } from 'node:cluster'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import { databaseSizeBytes, openDatabase, type Database } from './db/database'
import { seedInventory } from './inventory'
import { seedSettings } from './settings'
import { createApp, type Lifecycle } from './app'
import { readEnv, type Env } from './env'
import { createLogger } from './logger'
import { mailjetMailer, messageComposer, type OutboxWorker, startOutboxWorker } from './mail'
import { startOverdueCheck, startRetentionPurge } from './leads'
import { rentalEmails, startHoldExpiry, startRentalReminders } from './rentals'
import { serviceEmails, startServiceReminders } from './service'
import { onBackupRun, startBackupSchedule } from './backup'
import { createMetrics, type MetricsText, primaryMetrics, type SiteMetrics, startMetricsListener, useProcessMetrics, workerMetrics } from './metrics'
import { createServices, INVENTORY_POLL_MS, type Services } from './services'

/** Longer than the idle timeout of common proxies and load balancers (60 s), so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** How long in-flight requests may take to finish once the server stops accepting. */
const DRAIN_TIMEOUT_MS = 6_000
/** A worker that died after it had started is replaced after this pause. */
const RESTART_DELAY_MS = 1_000

/** Sent by a cluster worker to the primary after it stored a lead, so the outbox mails it now. */
const LEAD_STORED = { type: 'lead-stored' } as const

type Mode = 'production' | 'development'

function servicesFor(db: Database, env: Env): Services {
  return createServices(db, {
    inventoryMaxAgeMs: INVENTORY_POLL_MS,
    soldVisibleDays: env.soldVisibleDays,
    leadOverdueMinutes: env.leadOverdueMinutes,
    leadRetentionDays: env.leadRetentionDays,
    backupDir: env.backup?.dir ?? null,
    rentalHoldHours: env.rentalHoldHours,
  })
}

/**
 * Opens the database, loads the seed inventory when it is missing, and starts the mail
 * outbox and the overdue-lead check (one process does both, so each message is sent once),
 * the retention purge and, with BACKUP_DIR, the backup schedule (one process: one backup a run).
 */
async function startBackground(env: Env, logger: Logger): Promise<{ db: Database; services: Services; outbox: OutboxWorker; metrics: SiteMetrics }> {
  const db = await openDatabase(env.databaseTarget, { poolSize: env.databasePoolSize })
  if (await seedInventory(db)) logger.info('seed inventory loaded')
  if (await seedSettings(db)) logger.info('seed site settings stored')
  const services = servicesFor(db, env)
  // This process sends the mail and keeps the backups, so its metrics read the outbox, the database and BACKUP_DIR.
  const metrics = createMetrics({
    background: { outboxBacklog: () => services.leads.backlog(), databasePath: env.databasePath, databaseSize: () => databaseSizeBytes(db), backupDir: env.backup?.dir ?? null },
  })
  useProcessMetrics(metrics)
  // Leads past LEAD_RETENTION_DAYS: purged now and daily, by this one process.
  const purge = startRetentionPurge({ desk: services.leadDesk, logger })
  const worker = startOutboxWorker({
    leads: services.leads,
    outbox: services.outbox,
    leaseMs: env.outboxLeaseMs,
    mailer: env.mail ? mailjetMailer({ ...env.mail, timeoutMs: env.mailTimeoutMs }) : null,
    compose: messageComposer({
      salesTo: env.leadEmailTo,
      from: env.leadEmailFrom,
      crmTo: env.crmAdfEmail,
      publicOrigin: env.publicOrigin,
      overdueMinutes: env.leadOverdueMinutes,
      vehicle: (id) => services.vehicleRecords.get(id),
      contacts: async () => (await services.settings.current()).settings,
      byKind: {
        ...rentalEmails({
          from: env.leadEmailFrom,
          replyTo: env.leadEmailTo,
          publicOrigin: env.publicOrigin,
          holdHours: env.rentalHoldHours,
          reservationOf: (leadId) => services.reservations.byLead(leadId),
          unitOf: (unitId) => services.fleet.units.get(unitId),
          links: services.reservationLinks,
          contacts: async () => (await services.settings.current()).settings,
        }),
        ...serviceEmails({
          from: env.leadEmailFrom,
          replyTo: env.leadEmailTo,
          publicOrigin: env.publicOrigin,
          bookingOf: (leadId) => services.serviceBookings.byLead(leadId),
          links: services.serviceLinks,
          contacts: async () => (await services.settings.current()).settings,
        }),
      },
    }),
    logger,
    pollMs: env.outboxPollMs,
    baseDelayMs: env.outboxRetryBaseMs,
    maxDelayMs: env.outboxRetryMaxMs,
    onSent: metrics.mailSent,
    onFailed: metrics.mailFailed,
    onPossibleDuplicate: metrics.mailPossibleDuplicate,
  })
  const overdue = startOverdueCheck({
    overdue: services.overdue,
    overdueMinutes: env.leadOverdueMinutes,
    onQueued: worker.kick,
    logger,
  })
  // Rental requests not confirmed in time are released, and the day-before reminders queued, by this one process too.
  const holds = startHoldExpiry({ reservations: services.reservations, logger, onReleased: worker.kick })
  const reminders = startRentalReminders({ reservations: services.reservations, logger, onQueued: worker.kick })
  // And the service customers' day-before reminders.
  const serviceReminders = startServiceReminders({ bookings: services.serviceBookings, logger, onQueued: worker.kick })
  // Backups every BACKUP_INTERVAL_HOURS into BACKUP_DIR, by this one process too.
  // (readEnv refuses BACKUP_DIR with DATABASE_URL: PostgreSQL is backed up with pg_dump.)
  const backups = env.backup && env.databasePath
    ? startBackupSchedule({ source: env.databasePath!, dir: env.backup.dir, intervalHours: env.backup.intervalHours, keep: env.backup.keep, logger })
    : null
  // Each run, finished or failed, counted in golfcarts_backup_runs_total.
  const stopCountingBackups = onBackupRun((run) => metrics.recordBackupRun(run))
  const outbox: OutboxWorker = {
    ...worker,
    async stop() {
      stopCountingBackups()
      await backups?.stop()
      await purge.stop()
      await overdue.stop()
      await holds.stop()
      await reminders.stop()
      await serviceReminders.stop()
      await worker.stop()
    },
  }
  return { db, services, outbox, metrics }
}

/** METRICS_PORT's listener when it is set; the returned function closes it. */
async function serveMetricsPort(env: Env, logger: Logger, text: MetricsText): Promise<() => Promise<void>> {
  if (env.metricsPort === null) return async () => {}
  const listener = await startMetricsListener({ port: env.metricsPort, host: env.metricsHost, text, logger })
  return listener.close
}

interface HttpOptions {
  env: Env
  logger: Logger
  mode: Mode
  services: Services
  onLeadStored: () => void
  onListening?: (port: number) => void
  /** Absent with METRICS=false: nothing is counted per request and the main port has no /metrics. */
  metrics?: { instruments: SiteMetrics; text: MetricsText }
}

/**
 * Serves the site on env.port. The returned function drains it: /healthz answers 503 for
 * the grace period (so a load balancer stops sending), then no new connections are
 * accepted and requests in flight finish (closed by force after DRAIN_TIMEOUT_MS).
 */
async function serveHttp(options: HttpOptions): Promise<() => Promise<void>> {
  const { env, logger } = options
  const lifecycle: Lifecycle = { shuttingDown: false }
  const app = await createApp({
    services: options.services,
    env,
    logger,
    mode: options.mode,
    lifecycle,
    onLeadStored: options.onLeadStored,
    metrics: options.metrics,
  })
  const server = createServer(app)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  // A port that is taken (or a host that does not exist) stops the process with the reason.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.port, env.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  options.onListening?.((server.address() as AddressInfo).port)

  return async () => {
    lifecycle.shuttingDown = true
    logger.info({ graceMs: env.shutdownGraceMs }, 'shutting down: /healthz now answers 503')
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
  }
}

/** Runs `stop` once on SIGTERM or SIGINT, then exits with its result. */
function onStopSignal(logger: Logger, stop: () => Promise<number>) {
  let stopping = false
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stop requested')
    void stop().then((code) => {
      logger.info('closed')
      logger.flush?.()
      process.exit(code)
    })
  }
  process.on('SIGTERM', handle)
  process.on('SIGINT', handle)
}

function listeningMessage(logger: Logger, env: Env, mode: Mode, port: number, workers: number) {
  const details = { port, mode, workers, publicOrigin: env.publicOrigin, mail: env.mail ? 'on' : 'off' }
  logger.info(details, `listening on http://localhost:${port}`)
}

/** WEB_CONCURRENCY=1 (the default): one process does everything. */
async function runSingle(env: Env, logger: Logger, mode: Mode) {
  const { db, services, outbox, metrics } = await startBackground(env, logger)
  const closeMetrics = await serveMetricsPort(env, logger, metrics.text)
  const drain = await serveHttp({
    env,
    logger,
    mode,
    services,
    onLeadStored: outbox.kick,
    onListening: (port) => listeningMessage(logger, env, mode, port, 1),
    metrics: env.metrics ? { instruments: metrics, text: metrics.text } : undefined,
  })
  onStopSignal(logger, async () => {
    await drain()
    await closeMetrics()
    await outbox.stop()
    await db.close()
    return 0
  })
}

/**
 * WEB_CONCURRENCY>1, the primary: migrates and seeds the database, sends the outbox's
 * mail (one sender, so a lead is mailed once), and keeps WEB_CONCURRENCY workers serving
 * HTTP on one port. The rate limits' counts are in the database, shared by every worker.
 */
async function runPrimary(env: Env, logger: Logger, mode: Mode) {
  const { db, outbox, metrics } = await startBackground(env, logger)
  // The site's numbers: the primary's own plus every worker's, summed.
  const siteMetrics = primaryMetrics(metrics)
  const closeMetrics = await serveMetricsPort(env, logger, siteMetrics.text)

  let stopping = false
  let exitCode = 0
  let announced = false
  const started = new Set<number>()

  cluster.on('message', (_worker: Worker, message: unknown) => {
    if ((message as { type?: string } | null)?.type === LEAD_STORED.type) outbox.kick()
  })
  cluster.on('listening', (worker: Worker, address: AddressInfo) => {
    started.add(worker.id)
    logger.info({ worker: worker.id, pid: worker.process.pid }, 'worker listening')
    if (!announced && started.size === env.webConcurrency) {
      announced = true
      listeningMessage(logger, env, mode, address.port, env.webConcurrency)
    }
  })
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return
    if (!started.has(worker.id)) {
      // A worker that never listened (port taken, bad configuration) would fail again.
      logger.fatal({ worker: worker.id, code, signal }, 'a worker failed to start; stopping')
      exitCode = 1
      process.kill(process.pid, 'SIGTERM')
      return
    }
    logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, 'worker died; starting a new one')
    setTimeout(() => {
      if (!stopping) cluster.fork()
    }, RESTART_DELAY_MS).unref()
  })

  onStopSignal(logger, async () => {
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())
    const exited = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))))
    // Each worker drains as a single process would: /healthz 503, then finish requests in flight.
    for (const w of workers) w.process.kill('SIGTERM')
    const force = setTimeout(() => {
      logger.warn('workers did not stop in time; killing them')
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL')
    }, env.shutdownGraceMs + DRAIN_TIMEOUT_MS + 1_000)
    force.unref()
    await Promise.all(exited)
    clearTimeout(force)
    await closeMetrics()
    await outbox.stop()
    await db.close()
    return exitCode
  })

  for (let i = 0; i < env.webConcurrency; i++) cluster.fork()
}

/** WEB_CONCURRENCY>1, a worker: serves HTTP; mail and migrations are the primary's. */
async function runWorker(env: Env, logger: Logger, mode: Mode) {
  const log = logger.child({ worker: cluster.worker?.id })
  const db = await openDatabase(env.databaseTarget, { poolSize: env.databasePoolSize })
  // This worker counts its own requests; /metrics on the main port asks the primary for the site's totals.
  const metrics = env.metrics ? createMetrics() : undefined
  const site = metrics && workerMetrics(metrics)
  const drain = await serveHttp({
    env,
    logger: log,
    mode,
    services: servicesFor(db, env),
    metrics: metrics && site ? { instruments: metrics, text: site.text } : undefined,
    // The primary's outbox also finds the lead on its next poll, so a closed channel loses nothing.
    onLeadStored: () => {
      if (process.connected) process.send?.(LEAD_STORED)
    },
  })
  onStopSignal(log, async () => {
    await drain()
    await db.close()
    return 0
  })
}

async function main() {
  const mode: Mode = process.argv.includes('--dev') ? 'development' : 'production'
  process.env.NODE_ENV ??= mode
  // Settings from ./.env, when present; variables already set in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = readEnv()
  const logger = createLogger(env.logLevel)

  if (env.webConcurrency === 1 || mode === 'development') {
    if (env.webConcurrency > 1) logger.warn('WEB_CONCURRENCY is ignored in development: one process serves')
    return runSingle(env, logger, mode)
  }
  return cluster.isPrimary ? runPrimary(env, logger, mode) : runWorker(env, logger, mode)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
