/**
 * Queues the customer's reminder the day before their drop-off, on start and every ten
 * minutes, in the process that sends the mail. The outbox keeps one message per booking and
 * kind, so restarts and replicas never queue a second.
 */
import type { Logger } from 'pino'
import { startPeriodic, type PeriodicJob } from '../bookings'
import type { ServiceBookingRepository } from './bookings'

export const SERVICE_REMINDER_CHECK_MS = 10 * 60_000

export function startServiceReminders(options: { bookings: Pick<ServiceBookingRepository, 'queueReminders'>; logger: Logger; onQueued: () => void; intervalMs?: number }): PeriodicJob {
  return startPeriodic('service-reminders', () => options.bookings.queueReminders(), {
    logger: options.logger,
    intervalMs: options.intervalMs ?? SERVICE_REMINDER_CHECK_MS,
    done: { field: 'queued', message: 'service reminders queued' },
    onDone: () => options.onQueued(),
  })
}
