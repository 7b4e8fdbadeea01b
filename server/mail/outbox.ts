import type { Logger } from 'pino'
import type { Lead, LeadRepository, MessageKind } from '../../data/leads'
import type { Mailer, OutgoingEmail } from './mailer'

/** The e-mail for one outbox message, or the reason it is not to be sent. A rejection is retried like a failed send. */
export type ComposeMessage = (kind: MessageKind, lead: Lead) => OutgoingEmail | { skip: string } | Promise<OutgoingEmail | { skip: string }>

export interface OutboxOptions {
  leads: LeadRepository
  /** null when no mail provider is configured: leads stay stored and pending. */
  mailer: Mailer | null
  /** Builds each message's e-mail by its kind (server/mail/messages.ts). */
  compose: ComposeMessage
  logger: Logger
  /** How often to look for due rows when nothing else wakes the worker. */
  pollMs?: number
  /** First retry delay; doubles per failed attempt up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  batchSize?: number
  /** Told of each message sent, and of each failed attempt (for /metrics). */
  onSent?: (kind: MessageKind) => void
  onFailed?: (kind: MessageKind) => void
}

export interface OutboxWorker {
  /** Look for work now (called after a lead is stored). */
  kick(): void
  /** Stop polling and wait for a send in progress to finish. */
  stop(): Promise<void>
  /** Resolves when no pass is running (for tests). */
  idle(): Promise<void>
}

/** Exponential backoff with ±20% jitter, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { leads, mailer, logger } = options
  const pollMs = options.pollMs ?? 5_000
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000
  const batchSize = options.batchSize ?? 10
  const log = logger.child({ component: 'outbox' })

  if (!mailer) {
    log.warn('mail is off (no Mailjet credentials): leads are stored and stay pending until mail is configured')
    return { kick() {}, stop: async () => {}, idle: async () => {} }
  }

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined
  let again = false

  const schedule = (delayMs: number) => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => run(), Math.max(0, delayMs))
    timer.unref()
  }

  const pass = async () => {
    const due = await leads.dueNotifications(Date.now(), batchSize)
    for (const item of due) {
      if (stopped) return
      const lead = await leads.get(item.leadId)
      if (!lead) continue
      const attempts = item.attempts + 1
      try {
        const email = await options.compose(item.kind, lead)
        if ('skip' in email) {
          await leads.markSkipped(item.id, email.skip)
          log.info({ leadId: lead.id, kind: item.kind, reason: email.skip }, 'lead e-mail not sent')
          continue
        }
        const providerId = await mailer.send(email)
        await leads.markSent(item.id, providerId)
        options.onSent?.(item.kind)
        log.info({ leadId: lead.id, kind: item.kind, attempts }, 'lead e-mailed')
      } catch (err) {
        options.onFailed?.(item.kind)
        const delay = retryDelay(attempts, baseDelayMs, maxDelayMs)
        await leads.markFailed(item.id, attempts, Date.now() + delay, errorText(err))
        log.warn({ leadId: lead.id, kind: item.kind, attempts, retryInMs: delay, err: errorText(err) }, 'lead e-mail failed; will retry')
      }
    }
    if (due.length === batchSize) again = true
  }

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (current) {
      again = true
      return current
    }
    current = pass()
      .catch((err) => log.error({ err: errorText(err) }, 'outbox pass failed'))
      .then(async () => {
        current = undefined
        if (again) {
          again = false
          schedule(0)
          return
        }
        const next = await leads.nextDueAt().catch(() => undefined)
        schedule(next === undefined ? pollMs : Math.min(pollMs, next - Date.now()))
      })
    return current
  }

  schedule(0)
  return {
    kick: () => schedule(0),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
    async idle() {
      while (current) await current
    },
  }
}

function errorText(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { message?: string; statusCode?: number; code?: string }
    return [e.code, e.statusCode, e.message].filter(Boolean).join(' ') || String(err)
  }
  return String(err)
}
