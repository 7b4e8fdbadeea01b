import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, daysOfMonth, dealerDayOf, dealerInstant, dealerMidnight, hoursInDay, isDay, isMonth, weekdayOf } from './days'

describe('days on the dealer’s calendar', () => {
  it('reads only real days and months', () => {
    expect(['2026-06-01', '2028-02-29'].map(isDay)).toEqual([true, true])
    expect(['2026-02-29', '2026-13-01', '2026-6-1', '2026-06-01T00:00', '', 20260601, null, '1999-12-31'].map(isDay)).toEqual(Array(8).fill(false))
    expect(['2026-06', '2026-12'].map(isMonth)).toEqual([true, true])
    expect(['2026-13', '2026-6', '2026-06-01'].map(isMonth)).toEqual([false, false, false])
  })

  it('counts calendar days across month and year ends and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2026-06-10', '2026-06-01')).toBe(-9)
    expect(weekdayOf('2026-06-01')).toBe(1)
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2026-06').at(-1)).toBe('2026-06-30')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })

  it('crosses daylight saving time on the dealer’s clock: a 23-hour day in March, a 25-hour day in November', () => {
    // 2026: clocks go forward on 8 March, back on 1 November, in America/New_York.
    expect(hoursInDay('2026-03-07')).toBe(24)
    expect(hoursInDay('2026-03-08')).toBe(23)
    expect(hoursInDay('2026-11-01')).toBe(25)
    expect(hoursInDay('2026-11-02')).toBe(24)
    expect(new Date(dealerMidnight('2026-03-08')).toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(new Date(dealerMidnight('2026-03-09')).toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(new Date(dealerMidnight('2026-11-02')).toISOString()).toBe('2026-11-02T05:00:00.000Z')
    // Opening hours read the same wall clock either side of the change.
    expect(new Date(dealerInstant('2026-03-07', '08:00')).toISOString()).toBe('2026-03-07T13:00:00.000Z')
    expect(new Date(dealerInstant('2026-03-09', '08:00')).toISOString()).toBe('2026-03-09T12:00:00.000Z')
    // 2:30 AM does not exist on 8 March: it is the instant the clock reads 3:30.
    expect(new Date(dealerInstant('2026-03-08', '02:30')).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 AM happens twice on 1 November: the first.
    expect(new Date(dealerInstant('2026-11-01', '01:30')).toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it('says which day it is at the dealer, not in UTC', () => {
    expect(dealerDayOf(Date.parse('2026-06-02T03:59:00Z'))).toBe('2026-06-01')
    expect(dealerDayOf(Date.parse('2026-06-02T04:00:00Z'))).toBe('2026-06-02')
    expect(dealerDayOf(Date.parse('2026-12-02T04:59:00Z'))).toBe('2026-12-01')
    for (const day of ['2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02', '2027-01-01']) {
      expect(dealerDayOf(dealerMidnight(day))).toBe(day)
      expect(dealerDayOf(dealerMidnight(addDays(day, 1)) - 1)).toBe(day)
    }
  })
})
