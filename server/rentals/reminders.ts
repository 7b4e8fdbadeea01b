/**
 * Queues the renter's reminder the day before delivery (the dealer's day before a confirmed
 * reservation starts), on start and every ten minutes, in the process that sends the mail.
 * The outbox keeps one message per reservation and kind, so restarts and replicas never
 * queue a second.
 */
import type { Logger } from 'pino'
import { startPeriodic, type PeriodicJob } from '../bookings'
import type { ReservationRepository } from './reservations'

export const REMINDER_CHECK_MS = 10 * 60_000

export function startRentalReminders(options: { reservations: Pick<ReservationRepository, 'queueReminders'>; logger: Logger; onQueued: () => void; intervalMs?: number }): PeriodicJob {
  return startPeriodic('rental-reminders', () => options.reservations.queueReminders(), {
    logger: options.logger,
    intervalMs: options.intervalMs ?? REMINDER_CHECK_MS,
    done: { field: 'queued', message: 'rental reminders queued' },
    onDone: () => options.onQueued(),
  })
}
