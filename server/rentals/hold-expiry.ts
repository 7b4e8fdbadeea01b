/**
 * Releases rental requests not confirmed within RENTAL_HOLD_HOURS, on start and every minute,
 * in the process that sends the mail: the unit is free again and the renter is told (one
 * e-mail, queued with the release). Every replica may run it: each release re-reads the
 * request in its own transaction, so one is released, and mailed, once.
 */
import type { Logger } from 'pino'
import { startPeriodic, type PeriodicJob } from '../bookings'
import type { ReservationRepository } from './reservations'

export const HOLD_EXPIRY_CHECK_MS = 60_000

export function startHoldExpiry(options: { reservations: Pick<ReservationRepository, 'expireHolds'>; logger: Logger; onReleased: () => void; intervalMs?: number }): PeriodicJob {
  return startPeriodic('rental-hold-expiry', () => options.reservations.expireHolds(), {
    logger: options.logger,
    intervalMs: options.intervalMs ?? HOLD_EXPIRY_CHECK_MS,
    done: { field: 'released', message: 'rental requests released: not confirmed in time' },
    onDone: () => options.onReleased(),
  })
}
