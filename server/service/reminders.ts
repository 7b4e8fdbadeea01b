/**
 * Queues the customer's reminder the day before their drop-off, on start and every ten
 * minutes, in the process that sends the mail. The outbox keeps one message per booking and
 * kind, so restarts and replicas never queue a second.
 */
import type { Logger } from 'pino'
import type { ServiceBookingRepository } from './bookings'

export const SERVICE_REMINDER_CHECK_MS = 10 * 60_000

export interface ServiceReminderJob {
  run(): Promise<number>
  stop(): Promise<void>
}

export function startServiceReminders(options: { bookings: Pick<ServiceBookingRepository, 'queueReminders'>; logger: Logger; onQueued: () => void; intervalMs?: number }): ServiceReminderJob {
  const log = options.logger.child({ component: 'service-reminders' })
  let running: Promise<number> | undefined
  let stopped = false
  const run = (): Promise<number> => {
    if (stopped) return Promise.resolve(0)
    running ??= options.bookings
      .queueReminders()
      .then((count) => {
        if (count > 0) {
          log.info({ queued: count }, 'service reminders queued')
          options.onQueued()
        }
        return count
      })
      .catch((err: unknown) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'service reminders failed; will try again')
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void run(), options.intervalMs ?? SERVICE_REMINDER_CHECK_MS)
  timer.unref()
  void run()
  return {
    run,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
