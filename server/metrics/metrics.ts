/**
 * The operator's numbers for Prometheus (GET /metrics): traffic by route family, the page
 * cache, render time, the mail outbox, sign-in failures, backups, the database's size and
 * the Node.js runtime. Labels are a handful of fixed words (never a path, an id, an e-mail
 * or a phone number), so the output stays small and holds nothing personal.
 *
 * Counted as things happen (cheap increments): requests, cache lookups, renders, mail
 * failures, sign-in failures, backup runs. Read at scrape time: the outbox backlog (one
 * indexed query), file sizes and the newest backup (a directory listing).
 */
import { stat } from 'node:fs/promises'
import type { RequestHandler } from 'express'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { MESSAGE_KINDS, type MessageKind } from '#app/domain/leads/lead'
import { latestBackup } from '../backup'

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE

export const ROUTE_FAMILIES = ['page', 'api', 'admin', 'photos', 'assets', 'health', 'metrics'] as const
export type RouteFamily = (typeof ROUTE_FAMILIES)[number]

const ADMIN = /^\/(?:api\/)?admin(?:[/?]|$)/i
/** A file name at the end of the path (robots.txt, favicon.svg, sitemap.xml), but not a page's client-side data. */
const FILE = /\/[^/?]*\.[a-z0-9]{1,8}(?:\?|$)/i
const PAGE_DATA = /\.pageContext\.json(?:\?|$)/

/** Which part of the site a request is for, from its URL: a few fixed words, never the path itself. */
export function routeFamily(url: string): RouteFamily {
  if (url.startsWith('/assets/')) return 'assets'
  if (url.startsWith('/photos/')) return 'photos'
  if (ADMIN.test(url)) return 'admin'
  if (url.startsWith('/api/') || url === '/api') return 'api'
  if (url === '/healthz' || url.startsWith('/healthz?')) return 'health'
  if (url === '/metrics' || url.startsWith('/metrics?')) return 'metrics'
  if (FILE.test(url) && !PAGE_DATA.test(url)) return 'assets'
  return 'page'
}

export type SignInMethod = 'password' | 'passkey'
/** 'rejected': wrong credentials (which part is never said); 'throttled': refused for too many failures. */
export type SignInFailure = 'rejected' | 'throttled'

export interface BackupRun {
  ok: boolean
  /** How long the run took. */
  seconds: number
  /** Size of the backup file written (0 or absent for a failed run). */
  bytes?: number
}

/** What the process that sends the mail (and runs backups) reads at scrape time. */
export interface BackgroundSources {
  /** The mail outbox's pending messages and when the oldest was queued (ms since the epoch). */
  outboxBacklog(): Promise<{ pending: number; oldestQueuedAt: number | null }>
  /** The SQLite file (it and its `-wal` file are measured); null on PostgreSQL. */
  databasePath: string | null
  /** On PostgreSQL: the database's size as the server reports it. */
  databaseSize?: () => Promise<number>
  /** Where backups are written (`*.sqlite` or `*.db`); null: backups are not configured. */
  backupDir: string | null
  now?: () => number
}

export interface MetricsOptions {
  /** Present in the process that runs the outbox (the only one in single-process mode, the primary in a cluster). */
  background?: BackgroundSources
  /** Node.js runtime metrics (event-loop lag, memory, CPU); on by default. */
  runtime?: boolean
}

export interface SiteMetrics {
  readonly registry: Registry
  /** First middleware: counts every request by route family and status code, and times it. */
  requests: RequestHandler
  cacheLookup(hit: boolean): void
  pageRendered(seconds: number): void
  signInFailed(method: SignInMethod, reason: SignInFailure): void
  mailFailed(kind: MessageKind): void
  mailSent(kind: MessageKind): void
  /** An e-mail sent again though the provider could not be asked whether it had it (a duplicate is possible). */
  mailPossibleDuplicate(kind: MessageKind): void
  recordBackupRun(run: BackupRun): void
  /** This process's metrics in the text format. */
  text(): Promise<string>
}

const P = 'golfcarts_'

/** Buckets for requests and renders: a cached page takes well under a millisecond, a slow render a second. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** When the newest finished backup in `dir` was taken (from its name), or null when there is none. */
export async function newestBackupAt(dir: string): Promise<number | null> {
  return (await latestBackup(dir).catch(() => null))?.at.getTime() ?? null
}

async function fileSize(file: string): Promise<number> {
  return (await stat(file).catch(() => null))?.size ?? 0
}

export function createMetrics(options: MetricsOptions = {}): SiteMetrics {
  const registry = new Registry()
  const registers = [registry]
  if (options.runtime !== false) collectDefaultMetrics({ register: registry })

  const requestCount = new Counter({
    name: `${P}http_requests_total`,
    help: 'HTTP requests answered, by route family and status code.',
    labelNames: ['family', 'code'] as const,
    registers,
  })
  const requestDuration = new Histogram({
    name: `${P}http_request_duration_seconds`,
    help: 'Time from the request reaching the app to the last byte of the answer being handed to the OS, by route family.',
    labelNames: ['family'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  })
  const cacheLookups = new Counter({
    name: `${P}page_cache_lookups_total`,
    help: 'Response cache lookups for pages and the public API: hit (answered from memory) or miss (rendered).',
    labelNames: ['result'] as const,
    registers,
  })
  const renderDuration = new Histogram({
    name: `${P}page_render_duration_seconds`,
    help: 'Server-side render time of a page (cache misses and per-request pages).',
    buckets: LATENCY_BUCKETS,
    registers,
  })
  const signInFailures = new Counter({
    name: `${P}sign_in_failures_total`,
    help: 'Failed console sign-ins, by method and reason (rejected credentials or throttled).',
    labelNames: ['method', 'reason'] as const,
    registers,
  })
  for (const result of ['hit', 'miss']) cacheLookups.inc({ result }, 0)
  for (const method of ['password', 'passkey']) for (const reason of ['rejected', 'throttled']) signInFailures.inc({ method, reason }, 0)

  // Sending mail and backups happen in one process; its registry alone has these.
  const background = options.background
  const mailFailures = background
    ? new Counter({ name: `${P}mail_failures_total`, help: 'Failed send attempts of the mail outbox, by message kind (each is retried).', labelNames: ['kind'] as const, registers })
    : undefined
  const mailSentCount = background
    ? new Counter({ name: `${P}mail_sent_total`, help: 'E-mails sent by the mail outbox, by message kind.', labelNames: ['kind'] as const, registers })
    : undefined
  const mailPossibleDuplicates = background
    ? new Counter({
        name: `${P}mail_possible_duplicates_total`,
        help: 'E-mails sent again after an unanswered send because the provider could not be asked whether it had them: each may have arrived twice.',
        labelNames: ['kind'] as const,
        registers,
      })
    : undefined
  const backupRuns = background
    ? new Counter({ name: `${P}backup_runs_total`, help: 'Database backup runs, by result (ok or failed).', labelNames: ['result'] as const, registers })
    : undefined
  const backupDuration = background ? new Gauge({ name: `${P}backup_last_duration_seconds`, help: 'How long the last backup run took.', registers }) : undefined
  const backupBytes = background ? new Gauge({ name: `${P}backup_last_size_bytes`, help: 'Size of the last successful backup.', registers }) : undefined

  if (background) {
    const now = background.now ?? (() => Date.now())
    for (const kind of MESSAGE_KINDS) {
      mailFailures!.inc({ kind }, 0)
      mailSentCount!.inc({ kind }, 0)
      mailPossibleDuplicates!.inc({ kind }, 0)
    }
    for (const result of ['ok', 'failed']) backupRuns!.inc({ result }, 0)

    // One query per scrape for both outbox gauges (the registry collects them in parallel).
    let backlog: { at: number; value: ReturnType<BackgroundSources['outboxBacklog']> } | undefined
    const readBacklog = () => {
      const at = now()
      if (!backlog || at - backlog.at > 1_000) backlog = { at, value: background.outboxBacklog() }
      return backlog.value
    }
    new Gauge({
      name: `${P}outbox_pending_messages`,
      help: 'Lead e-mails queued and not yet sent (or skipped).',
      registers,
      async collect() {
        this.set((await readBacklog()).pending)
      },
    })
    new Gauge({
      name: `${P}outbox_oldest_pending_age_seconds`,
      help: 'Age of the oldest lead e-mail still pending; 0 when none is.',
      registers,
      async collect() {
        const { oldestQueuedAt } = await readBacklog()
        this.set(oldestQueuedAt === null ? 0 : Math.max(0, (now() - oldestQueuedAt) / 1000))
      },
    })
    new Gauge({
      name: `${P}database_size_bytes`,
      help: 'Size of the SQLite database file and of its write-ahead log; on PostgreSQL, of the database (file="database").',
      labelNames: ['file'] as const,
      registers,
      async collect() {
        const file = background.databasePath
        if (file === null) {
          if (background.databaseSize) this.set({ file: 'database' }, await background.databaseSize())
          return
        }
        const [main, wal] = await Promise.all([fileSize(file), fileSize(`${file}-wal`)])
        this.set({ file: 'database' }, main)
        this.set({ file: 'wal' }, wal)
      },
    })
    new Gauge({
      name: `${P}backup_age_seconds`,
      help: 'Age of the newest backup file (*.sqlite or *.db) in BACKUP_DIR; absent when BACKUP_DIR is unset or holds none.',
      registers,
      async collect() {
        const newest = background.backupDir ? await newestBackupAt(background.backupDir) : null
        if (newest === null) this.remove()
        else this.set(Math.max(0, (now() - newest) / 1000))
      },
    })
  }

  // Status codes are few (the app sets them); the children are kept so a request costs two lookups.
  const counted = new Map<string, Counter.Internal>()
  const timed = new Map<string, Histogram.Internal<'family'>>()

  const requests: RequestHandler = (req, res, next) => {
    const start = performance.now()
    const family = routeFamily(req.url)
    res.once('finish', () => {
      const seconds = (performance.now() - start) / 1000
      const key = `${family} ${res.statusCode}`
      let counter = counted.get(key)
      if (!counter) counted.set(key, (counter = requestCount.labels(family, String(res.statusCode))))
      counter.inc()
      let histogram = timed.get(family)
      if (!histogram) timed.set(family, (histogram = requestDuration.labels(family)))
      histogram.observe(seconds)
    })
    next()
  }

  return {
    registry,
    requests,
    cacheLookup: (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
    pageRendered: (seconds) => renderDuration.observe(seconds),
    signInFailed: (method, reason) => signInFailures.inc({ method, reason }),
    mailFailed: (kind) => mailFailures?.inc({ kind }),
    mailSent: (kind) => mailSentCount?.inc({ kind }),
    mailPossibleDuplicate: (kind) => mailPossibleDuplicates?.inc({ kind }),
    recordBackupRun(run) {
      if (!backupRuns) return
      backupRuns.inc({ result: run.ok ? 'ok' : 'failed' })
      backupDuration!.set(run.seconds)
      if (run.ok && run.bytes !== undefined) backupBytes!.set(run.bytes)
    },
    text: () => registry.metrics(),
  }
}

let processMetrics: SiteMetrics | undefined

/** Makes `metrics` the one recordBackupRun() reports to (the server does this at start). */
export function useProcessMetrics(metrics: SiteMetrics | undefined) {
  processMetrics = metrics
}

/** For the backup job: counts a run by result and keeps its duration and size. No-op before the server set its metrics. */
export function recordBackupRun(run: BackupRun) {
  processMetrics?.recordBackupRun(run)
}
