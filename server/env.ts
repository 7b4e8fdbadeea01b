import { z } from 'zod'
import { business, DOMAIN } from '../content/business'
import { DEFAULT_LEAD_OVERDUE_MINUTES } from '../domain/leads/policy'
import { DEFAULT_LEAD_RETENTION_DAYS } from '../content/leads'
import { DEFAULT_RENTAL_HOLD_HOURS } from '../domain/bookings/rental-reservation'
import { DEFAULT_LANGUAGE, isLanguage, PUBLISHED_LANGUAGES, type Language } from '../content/languages'

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v))

const origin = z
  .string()
  .url()
  .transform((value) => new URL(value).origin)

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_PATH: z.string().min(1).default('./var/site.db'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/i, 'must be a postgres:// URL (leave it unset for the SQLite file at DATABASE_PATH)')
      .optional(),
    PUBLIC_ORIGIN: origin.optional(),
    FINANCING_URL: z.string().url().default(business.defaultFinancingUrl),
    // The languages served: the published ones unless told (a staging server previews a
    // language before it is published: SITE_LANGUAGES=en,es). English is always served.
    SITE_LANGUAGES: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.array(z.string().refine(isLanguage, 'each must be a language the site is written in (en, es)')))
      .refine((list) => list.includes(DEFAULT_LANGUAGE), `must include ${DEFAULT_LANGUAGE}`)
      .transform((list) => [...new Set(list)] as Language[])
      .optional(),
    MAILJET_API_KEY: z.string().optional(),
    MAILJET_API_SECRET: z.string().optional(),
    MAILJET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    LEAD_EMAIL_TO: z.string().email().default(business.emails.sales),
    LEAD_EMAIL_FROM: z.string().email().default(`website@${DOMAIN}`),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    HTML_CACHE: boolean.default(true),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    CRM_ADF_EMAIL: z.string().email().optional(),
    LEAD_OVERDUE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(DEFAULT_LEAD_OVERDUE_MINUTES),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(DEFAULT_LEAD_RETENTION_DAYS),
    RENTAL_HOLD_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(DEFAULT_RENTAL_HOLD_HOURS),
    SOLD_VISIBLE_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_INTERVAL_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    METRICS: boolean.default(true),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (unset it to serve /metrics on the main port with a metrics token)',
  })
  .refine((env) => env.METRICS || env.METRICS_PORT === undefined, {
    path: ['METRICS_PORT'],
    message: 'needs METRICS on (it is off)',
  })
  .refine((env) => !(env.DATABASE_URL && env.BACKUP_DIR), {
    path: ['BACKUP_DIR'],
    message: 'scheduled backups copy the SQLite file; on PostgreSQL (DATABASE_URL) back up with pg_dump (docs/operations.md, "Backups on PostgreSQL")',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    /** What openDatabase opens: the PostgreSQL URL when DATABASE_URL is set, else the SQLite file. */
    databaseTarget: env.DATABASE_URL ?? env.DATABASE_PATH,
    /** The SQLite file; null on PostgreSQL (no file to measure, back up or restore). */
    databasePath: env.DATABASE_URL ? null : env.DATABASE_PATH,
    /** PostgreSQL connections per process at most. */
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    financingUrl: env.FINANCING_URL,
    /** The languages whose pages are served (content/languages.ts PUBLISHED_LANGUAGES unless SITE_LANGUAGES says). */
    languages: env.SITE_LANGUAGES ?? [...PUBLISHED_LANGUAGES],
    mail:
      env.MAILJET_API_KEY && env.MAILJET_API_SECRET
        ? { apiKey: env.MAILJET_API_KEY, apiSecret: env.MAILJET_API_SECRET }
        : null,
    /** How long a request to Mailjet may take before it counts as unanswered. */
    mailTimeoutMs: env.MAILJET_TIMEOUT_MS,
    leadEmailTo: env.LEAD_EMAIL_TO,
    leadEmailFrom: env.LEAD_EMAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    htmlCache: env.HTML_CACHE,
    webConcurrency: env.WEB_CONCURRENCY,
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxRetryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    outboxRetryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    soldVisibleDays: env.SOLD_VISIBLE_DAYS,
    rentalHoldHours: env.RENTAL_HOLD_HOURS,
    crmAdfEmail: env.CRM_ADF_EMAIL ?? null,
    leadOverdueMinutes: env.LEAD_OVERDUE_MINUTES,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    logLevel: env.LOG_LEVEL,
    backup: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP } : null,
    metrics: env.METRICS,
    metricsPort: env.METRICS_PORT ?? null,
    metricsHost: env.METRICS_HOST ?? env.HOST,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
  }))

export type Env = z.output<typeof schema>

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}
