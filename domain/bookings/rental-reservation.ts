/**
 * A rental reservation's life, as the public pages, the console, the API and the jobs all
 * read it: its statuses and which step each allows, how long a request holds its cart, until
 * when the renter may cancel online, and when the day-before reminder is due. Times are the
 * dealer's (./days.ts).
 */
import { addDays, daysBetween, dealerMidnight, dealerToday, type Day } from './days'

/**
 * requested → confirmed → checked-out → returned; a request may instead be declined, released
 * (not confirmed in time) or cancelled, and a confirmed one cancelled.
 */
export const RESERVATION_STATUSES = ['requested', 'confirmed', 'checked-out', 'returned', 'declined', 'cancelled', 'released'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The statuses in which a reservation holds its unit (a claim in the database). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['requested', 'confirmed', 'checked-out']

export const isHolding = (status: ReservationStatus) => HOLDING_STATUSES.includes(status)

/** What staff can do to a reservation. */
export const RESERVATION_ACTIONS = ['confirm', 'decline', 'cancel', 'check-out', 'return'] as const
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number]

const ALLOWED: Record<ReservationStatus, readonly ReservationAction[]> = {
  requested: ['confirm', 'decline', 'cancel'],
  confirmed: ['check-out', 'cancel'],
  'checked-out': ['return'],
  returned: [],
  declined: [],
  cancelled: [],
  released: [],
}

/** The status each action leads to. */
export const ACTION_RESULT: Record<ReservationAction, ReservationStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  'check-out': 'checked-out',
  return: 'returned',
}

export function allowedActions(status: ReservationStatus): readonly ReservationAction[] {
  return ALLOWED[status]
}

/** A request not confirmed within this many hours is released (RENTAL_HOLD_HOURS). */
export const DEFAULT_RENTAL_HOLD_HOURS = 24
/** The renter may cancel through their e-mail's link until this many hours before the start. */
export const RENTER_CANCEL_HOURS = 48
/** The first day the public can reserve: tomorrow (today's deliveries are arranged by phone). */
export const RENTAL_NOTICE_DAYS = 1
/** How far ahead a rental can start. */
export const RENTAL_HORIZON_DAYS = 365

const HOUR_MS = 3_600_000

/** When a request made at `createdAt` stops holding its cart unless confirmed. */
export function holdUntil(createdAt: number, holdHours = DEFAULT_RENTAL_HOLD_HOURS): number {
  return createdAt + holdHours * HOUR_MS
}

/** A request whose hold has run out: released by the hold-expiry job. */
export function isHoldExpired(reservation: { status: ReservationStatus; holdUntil: number }, now: number): boolean {
  return reservation.status === 'requested' && now >= reservation.holdUntil
}

/** The instant the renter's online cancellation closes: RENTER_CANCEL_HOURS before the start day begins. */
export function renterCancelDeadline(startDay: Day): number {
  return dealerMidnight(startDay) - RENTER_CANCEL_HOURS * HOUR_MS
}

export type RenterCancelVerdict = 'ok' | 'too-late' | 'not-active'

/** Whether the renter may still cancel through the signed link. */
export function renterMayCancel(reservation: { status: ReservationStatus; startDay: Day }, now: number): RenterCancelVerdict {
  if (reservation.status !== 'requested' && reservation.status !== 'confirmed') return 'not-active'
  return now < renterCancelDeadline(reservation.startDay) ? 'ok' : 'too-late'
}

/** The day-before reminder is due on the dealer's day before the start, for a confirmed reservation. */
export function reminderDue(reservation: { status: ReservationStatus; startDay: Day }, now: number): boolean {
  return reservation.status === 'confirmed' && dealerToday(now) === addDays(reservation.startDay, -1)
}

export type StartVerdict = 'ok' | 'too-soon' | 'too-far'

/** Whether the public may reserve a rental starting on `start`, today being `today` at the dealer. */
export function startVerdict(start: Day, today: Day): StartVerdict {
  const ahead = daysBetween(today, start)
  if (ahead < RENTAL_NOTICE_DAYS) return 'too-soon'
  if (ahead > RENTAL_HORIZON_DAYS) return 'too-far'
  return 'ok'
}

/** The first day the public may start a rental. */
export const firstBookableDay = (today: Day) => addDays(today, RENTAL_NOTICE_DAYS)
/** The last day the public may start a rental. */
export const lastBookableDay = (today: Day) => addDays(today, RENTAL_HORIZON_DAYS)

/** The day a rental of `days` days starting `start` ends (it is collected that day). */
export const returnDay = (start: Day, days: number): Day => addDays(start, days)
