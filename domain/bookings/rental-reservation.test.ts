import { describe, expect, it } from 'vitest'
import { dealerInstant, dealerMidnight } from './days'
import { allowedActions, holdUntil, isHoldExpired, RENTER_CANCEL_HOURS, reminderDue, renterMayCancel, startVerdict } from './rental-reservation'

const HOUR = 3_600_000

describe('hold expiry', () => {
  it('releases a request not confirmed within the hold, to the millisecond, and nothing else', () => {
    const made = Date.parse('2026-06-01T15:00:00Z')
    const until = holdUntil(made, 24)
    expect(until - made).toBe(24 * HOUR)
    expect(isHoldExpired({ status: 'requested', holdUntil: until }, until - 1)).toBe(false)
    expect(isHoldExpired({ status: 'requested', holdUntil: until }, until)).toBe(true)
    for (const status of ['confirmed', 'declined', 'cancelled', 'released', 'checked-out', 'returned'] as const) {
      expect(isHoldExpired({ status, holdUntil: until }, until + HOUR)).toBe(false)
    }
    expect(holdUntil(made, 2) - made).toBe(2 * HOUR)
  })
})

describe('what each status allows', () => {
  it('confirms, declines or cancels a request; checks out or cancels a confirmed one; returns a checked-out one', () => {
    expect(allowedActions('requested')).toEqual(['confirm', 'decline', 'cancel'])
    expect(allowedActions('confirmed')).toEqual(['check-out', 'cancel'])
    expect(allowedActions('checked-out')).toEqual(['return'])
    for (const done of ['returned', 'declined', 'cancelled', 'released'] as const) expect(allowedActions(done)).toEqual([])
  })
})

describe('the renter’s own cancellation and the reminder', () => {
  it('lets the renter cancel until 48 hours before the start day begins at the dealer, across a clock change', () => {
    // 10 March 2026 begins at 04:00Z (daylight time); 48 hours earlier is 8 March 03:00Z, before the change.
    const deadline = dealerMidnight('2026-03-10') - RENTER_CANCEL_HOURS * HOUR
    expect(new Date(deadline).toISOString()).toBe('2026-03-08T04:00:00.000Z')
    expect(renterMayCancel({ status: 'confirmed', startDay: '2026-03-10' }, deadline - 1)).toBe('ok')
    expect(renterMayCancel({ status: 'requested', startDay: '2026-03-10' }, deadline)).toBe('too-late')
    expect(renterMayCancel({ status: 'cancelled', startDay: '2026-03-10' }, deadline - HOUR)).toBe('not-active')
  })

  it('is due on the dealer’s day before the start, for a confirmed reservation only', () => {
    const start = '2026-06-10'
    expect(reminderDue({ status: 'confirmed', startDay: start }, dealerInstant('2026-06-09', '00:00'))).toBe(true)
    expect(reminderDue({ status: 'confirmed', startDay: start }, dealerInstant('2026-06-09', '23:59'))).toBe(true)
    expect(reminderDue({ status: 'confirmed', startDay: start }, dealerInstant('2026-06-08', '23:59'))).toBe(false)
    expect(reminderDue({ status: 'confirmed', startDay: start }, dealerInstant('2026-06-10', '00:00'))).toBe(false)
    expect(reminderDue({ status: 'requested', startDay: start }, dealerInstant('2026-06-09', '12:00'))).toBe(false)
  })

  it('takes reservations from tomorrow to a year ahead', () => {
    expect(startVerdict('2026-06-01', '2026-06-01')).toBe('too-soon')
    expect(startVerdict('2026-06-02', '2026-06-01')).toBe('ok')
    expect(startVerdict('2027-06-01', '2026-06-01')).toBe('ok')
    expect(startVerdict('2027-06-02', '2026-06-01')).toBe('too-far')
  })
})
