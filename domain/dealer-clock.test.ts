import { describe, expect, it } from 'vitest'
import { addDays, instantAt, isDate, offsetMinutes, startOfDate, wallTime, weekdayOf } from './dealer-clock'

const utc = (iso: string) => Date.parse(iso)

describe('the dealer’s clock (America/New_York)', () => {
  it('reads a moment as a date, weekday and minute, in winter and in summer', () => {
    expect(wallTime(utc('2026-01-15T14:30:00Z'))).toEqual({ date: '2026-01-15', weekday: 'Thursday', minutes: 9 * 60 + 30, seconds: 0 })
    expect(wallTime(utc('2026-07-15T13:30:00Z'))).toEqual({ date: '2026-07-15', weekday: 'Wednesday', minutes: 9 * 60 + 30, seconds: 0 })
    // 03:59 UTC on the 1st is still the evening before in New York.
    expect(wallTime(utc('2026-08-01T03:59:30.500Z'))).toMatchObject({ date: '2026-07-31', minutes: 23 * 60 + 59, seconds: 30.5 })
  })

  it('knows the offset on either side of both switches of 2026', () => {
    expect(offsetMinutes(utc('2026-03-08T06:59:59Z'))).toBe(-300)
    expect(offsetMinutes(utc('2026-03-08T07:00:00Z'))).toBe(-240)
    expect(offsetMinutes(utc('2026-11-01T05:59:59Z'))).toBe(-240)
    expect(offsetMinutes(utc('2026-11-01T06:00:00Z'))).toBe(-300)
  })

  it('finds the moment of a date and time, daylight saving time included', () => {
    expect(new Date(instantAt('2026-03-06', 9 * 60)).toISOString()).toBe('2026-03-06T14:00:00.000Z')
    expect(new Date(instantAt('2026-03-09', 9 * 60)).toISOString()).toBe('2026-03-09T13:00:00.000Z')
    expect(new Date(instantAt('2026-10-31', 17 * 60)).toISOString()).toBe('2026-10-31T21:00:00.000Z')
    expect(new Date(instantAt('2026-11-02', 17 * 60)).toISOString()).toBe('2026-11-02T22:00:00.000Z')
  })

  it('reads a time skipped in spring as the same time after the change, and a repeated one in autumn as its first', () => {
    // 2:30 AM does not happen on March 8, 2026: it is read as 3:30 AM daylight time.
    expect(new Date(instantAt('2026-03-08', 2 * 60 + 30)).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 AM happens twice on November 1, 2026: the first, daylight, one.
    expect(new Date(instantAt('2026-11-01', 60 + 30)).toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it('has days of 23 and 25 hours at the switches', () => {
    expect(startOfDate('2026-03-09') - startOfDate('2026-03-08')).toBe(23 * 3_600_000)
    expect(startOfDate('2026-11-02') - startOfDate('2026-11-01')).toBe(25 * 3_600_000)
  })

  it('counts dates and weekdays, and refuses dates that do not exist', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(weekdayOf('2026-11-26')).toBe('Thursday')
    expect(isDate('2026-02-28')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(isDate('2026-13-01')).toBe(false)
    expect(isDate('26-01-01')).toBe(false)
  })
})
