import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { LeadRepository } from '../leads'
import type { Lead, MessageKind } from '#app/domain/leads/lead'
import type { OutboxRepository } from './outbox-repository'
import { outcomeUnknown, type Mailer, type OutgoingEmail } from './mailer'

/** The e-mail for one outbox message, or the reason it is not to be sent. A rejection is retried like a failed send. */
export type ComposeMessage = (kind: MessageKind, lead: Lead) => OutgoingEmail | { skip: string } | Promise<OutgoingEmail | { skip: string }>

export interface OutboxOptions {
  leads: Pick<LeadRepository, 'get'>
  /** The queue: claims with a lease, outcomes, the next due time. */
  outbox: OutboxRepository
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
  /**
   * How long a claim holds a message against other senders (other replicas): longer than one
   * send can take, the provider's timeout included. A sender killed mid-send leaves its
   * messages to the others once their leases end.
   */
  leaseMs?: number
  /**
   * Failed lookups after which a message whose last send got no answer is sent anyway: the
   * provider's REST API may err while its Send API works, or the API key may lack read access.
   * A lead's notification that arrives twice is better than one that never does.
   */
  lookupTries?: number
  /** Told of each message sent, and of each failed attempt (for /metrics). */
  onSent?: (kind: MessageKind) => void
  onFailed?: (kind: MessageKind) => void
  /** Told of each message sent without knowing whether the provider already had it (a duplicate is possible). */
  onPossibleDuplicate?: (kind: MessageKind) => void
}

export interface OutboxWorker {
  /** Look for work now (called after a lead is stored). */
  kick(): void
  /** Stop polling and wait for a send in progress to finish. */
  stop(): Promise<void>
  /** Resolves when no pass is running (for tests). */
  idle(): Promise<void>
}

/** The provider could not say whether it has a message (its lookup failed). */
class LookupFailed extends Error {
  constructor(cause: unknown) {
    super(`lookup failed: ${errorText(cause)}`)
  }
}

/** Exponential backoff with ±20% jitter, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { leads, outbox, mailer, logger } = options
  const pollMs = options.pollMs ?? 5_000
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000
  const batchSize = options.batchSize ?? 10
  const leaseMs = options.leaseMs ?? 60_000
  const lookupTries = options.lookupTries ?? 3
  // Who holds a claim: this process, this time it started.
  const owner = randomBytes(8).toString('hex')
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
    const due = await outbox.claimDue(owner, Date.now(), batchSize, leaseMs)
    for (const item of due) {
      if (stopped) return
      const lead = await leads.get(item.leadId)
      if (!lead) continue
      const attempts = item.attempts + 1
      let sendStarted = false
      try {
        const email = await options.compose(item.kind, lead)
        if ('skip' in email) {
          await outbox.markSkipped(item.id, email.skip)
          log.info({ leadId: lead.id, kind: item.kind, reason: email.skip }, 'lead e-mail not sent')
          continue
        }
        // The last attempt got no answer (or its sender died): the provider may have the message.
        let unverified: string | undefined
        if (item.uncertain && mailer.find) {
          let found: string | null
          try {
            found = await mailer.find(email.customId)
          } catch (err) {
            // A failed lookup is an attempt; after lookupTries of them the message goes out anyway.
            if (item.lookupFailures + 1 < lookupTries) throw new LookupFailed(err)
            found = null
            unverified = errorText(err)
          }
          if (found !== null) {
            await outbox.markSent(item.id, found)
            options.onSent?.(item.kind)
            log.info({ leadId: lead.id, kind: item.kind, attempts }, 'lead e-mail found at the provider after an unanswered attempt; not sent again')
            continue
          }
        }
        // The batch's lease may be close to its end by now: renewed for this send, or left to whoever holds it.
        if (!(await outbox.beginSend(item.id, owner, Date.now(), leaseMs))) continue
        sendStarted = true
        if (unverified !== undefined) {
          options.onPossibleDuplicate?.(item.kind)
          log.warn(
            { leadId: lead.id, kind: item.kind, attempts, lookupFailures: item.lookupFailures + 1, err: unverified },
            'lead e-mail sent again without knowing whether the provider has it (its lookups failed): a duplicate is possible',
          )
        }
        const providerId = await mailer.send(email)
        await outbox.markSent(item.id, providerId)
        options.onSent?.(item.kind)
        log.info({ leadId: lead.id, kind: item.kind, attempts }, 'lead e-mailed')
      } catch (err) {
        options.onFailed?.(item.kind)
        const delay = retryDelay(attempts, baseDelayMs, maxDelayMs)
        // Unknown when this send got no answer, or when an earlier one had none (the lookup may only
        // have missed it): the next attempt asks the provider first.
        const unanswered = sendStarted && outcomeUnknown(err)
        const uncertain = item.uncertain || unanswered
        // Failed lookups count since the last unanswered send: each such send may add one copy at most.
        const lookupFailures = unanswered ? 0 : err instanceof LookupFailed ? item.lookupFailures + 1 : item.lookupFailures
        await outbox.markFailed(item.id, owner, attempts, Date.now() + delay, errorText(err), uncertain, lookupFailures)
        log.warn(
          { leadId: lead.id, kind: item.kind, attempts, retryInMs: delay, outcomeUnknown: uncertain, ...(err instanceof LookupFailed ? { lookupFailures } : {}), err: errorText(err) },
          err instanceof LookupFailed ? 'lead e-mail not sent: the provider could not be asked whether it has it; will retry' : 'lead e-mail failed; will retry',
        )
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
        const next = await outbox.nextDueAt().catch(() => undefined)
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
      // Messages claimed but not reached go back at once rather than when their leases end.
      await outbox.release(owner).catch(() => {})
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
