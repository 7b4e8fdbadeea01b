/**
 * The daily retention purge: leads older than LEAD_RETENTION_DAYS are deleted with their
 * notes, e-mails and delivery attempts, once when the process starts and then every day.
 * It runs where the mail outbox runs (the single process, or the cluster's primary), so
 * one process purges. Logged with counts only.
 */
import type { Logger } from 'pino'
import type { LeadDesk } from './desk'

export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000

export interface RetentionPurge {
  /** Runs a purge now (also what the timer calls); resolves with the number of leads deleted. */
  run(): Promise<number>
  stop(): Promise<void>
}

export function startRetentionPurge({ desk, logger, everyMs = PURGE_EVERY_MS }: { desk: Pick<LeadDesk, 'purge' | 'retentionDays'>; logger: Logger; everyMs?: number }): RetentionPurge {
  const log = logger.child({ component: 'lead-retention' })
  let running: Promise<number> | null = null

  const run = () => {
    running ??= desk
      .purge()
      .then((counts) => {
        log.info({ retentionDays: desk.retentionDays, ...counts }, counts.leads > 0 ? 'leads past retention deleted' : 'no leads past retention')
        return counts.leads
      })
      .catch((err: unknown) => {
        log.error({ err }, 'lead retention purge failed; next try at the next run')
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }

  void run()
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()

  return {
    run,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
