/**
 * A span of time a resource is claimed for: epoch milliseconds, half-open [start, end), so a
 * rental returned on a day and the next one starting that day do not overlap, and neither do
 * two service windows that meet at 10:00. Days become spans through the dealer's clock.
 */
import { addDays, dealerInstant, dealerMidnight, type Day } from './days'

export interface Span {
  /** Epoch ms, included. */
  start: number
  /** Epoch ms, excluded. */
  end: number
}

/** Whether two spans share any instant (touching ends do not). */
export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end
}

/** `days` whole days on the dealer's clock from the start of `start` (23 or 25 hours for a day the clocks change). */
export function daySpan(start: Day, days: number): Span {
  return { start: dealerMidnight(start), end: dealerMidnight(addDays(start, days)) }
}

/** Days `first` to `last`, both included (a block "from one day to another"). */
export function inclusiveDaySpan(first: Day, last: Day): Span {
  return { start: dealerMidnight(first), end: dealerMidnight(addDays(last, 1)) }
}

/** A window on one day, between two wall-clock times at the dealer ("08:00" to "10:00"). */
export function windowSpan(day: Day, from: string, to: string): Span {
  return { start: dealerInstant(day, from), end: dealerInstant(day, to) }
}
