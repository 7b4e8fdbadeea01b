/**
 * Looks for overdue leads on start and every minute, in the process that runs the outbox,
 * and queues one reminder for each (server/leads/overdue.ts); the outbox sends it.
 */
import type { Logger } from 'pino'
import type { OverdueRepository } from './overdue'

export interface OverdueCheckOptions {
  overdue: OverdueRepository
  /** LEAD_OVERDUE_MINUTES. */
  overdueMinutes: number
  /** Wakes the outbox when reminders were queued. */
  onQueued: () => void
  logger: Logger
  intervalMs?: number
  now?: () => number
}

export interface OverdueCheck {
  /** Runs a check now (also run on start); resolves with the ids queued. */
  check(): Promise<string[]>
  stop(): Promise<void>
}

export const OVERDUE_CHECK_MS = 60_000

export function startOverdueCheck(options: OverdueCheckOptions): OverdueCheck {
  const log = options.logger.child({ component: 'overdue' })
  const now = options.now ?? Date.now
  let running: Promise<string[]> | undefined
  let stopped = false

  const check = (): Promise<string[]> => {
    if (stopped) return Promise.resolve([])
    running ??= options.overdue
      .queueReminders(now(), options.overdueMinutes)
      .then((queued) => {
        if (queued.length > 0) {
          log.info({ leadIds: queued, overdueMinutes: options.overdueMinutes }, 'overdue reminders queued')
          options.onQueued()
        }
        return queued
      })
      .catch((err: unknown) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'overdue check failed; will try again')
        return []
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  const timer = setInterval(() => void check(), options.intervalMs ?? OVERDUE_CHECK_MS)
  timer.unref()
  void check()
  return {
    check,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
