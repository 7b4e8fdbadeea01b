import { describe, expect, it } from 'vitest'
import { dealerInstant } from './days'
import type { Claim } from './room'
import { SEED_SETTINGS } from '#app/domain/settings/settings'
import { closedDates, serviceDepartmentCalendar, type DepartmentCalendar } from './service-hours'
import { DEFAULT_SERVICE_SETTINGS, findWindow, firstBookableDay, nearestOpenWindows, openDays, parseWindowId, placesToClaim, serviceWindows, takenPlaces, windowPlaces, windowRoom, type ServiceSettings } from './service-windows'

// Monday to Friday 8–17, Saturday 9–15, Sunday closed, as the seed's site settings have them.
const calendar: DepartmentCalendar = serviceDepartmentCalendar()
const settings: ServiceSettings = {
  ...DEFAULT_SERVICE_SETTINGS,
  windows: [[], ...Array.from({ length: 5 }, () => [{ from: '08:00', to: '10:00', capacity: 2 }, { from: '13:00', to: '15:00', capacity: 3 }]), [{ from: '09:00', to: '11:00', capacity: 1 }]],
  noticeDays: 1,
  horizonDays: 30,
}
// Wednesday 3 June 2026, 11:00 at the dealer.
const WED_11 = dealerInstant('2026-06-03', '11:00')

describe('the service department’s calendar', () => {
  it('comes from the site settings: weekdays 8–17, Saturday 9–15, Sunday closed', () => {
    expect(calendar.hours[1]).toEqual({ opens: '08:00', closes: '17:00' })
    expect(calendar.hours[6]).toEqual({ opens: '09:00', closes: '15:00' })
    expect(calendar.hours[0]).toBeNull()
    expect(calendar.dates).toEqual({})
  })

  it('takes the settings’ closures and special hours for the service department, not the others’', () => {
    const withDates = serviceDepartmentCalendar({
      ...SEED_SETTINGS,
      closures: [
        { date: '2026-11-26', departments: ['showroom', 'service'], reason: 'Thanksgiving' },
        { date: '2026-11-27', departments: ['service'], reason: 'Inventory day', opens: '10:00', closes: '14:00' },
        { date: '2026-11-28', departments: ['showroom'], reason: 'Staff event' },
      ],
    })
    expect(withDates.dates).toEqual({ '2026-11-26': null, '2026-11-27': { opens: '10:00', closes: '14:00' } })
    expect(closedDates(withDates)).toEqual(['2026-11-26'])
  })
})

describe('window generation', () => {
  it('offers each weekday’s windows from the next working day on, never Sunday', () => {
    const windows = serviceWindows(settings, calendar, { days: 7, now: WED_11 })
    expect(windows.map((w) => w.id)).toEqual([
      '2026-06-04T08:00', '2026-06-04T13:00',
      '2026-06-05T08:00', '2026-06-05T13:00',
      '2026-06-06T09:00',
      '2026-06-08T08:00', '2026-06-08T13:00',
      '2026-06-09T08:00', '2026-06-09T13:00',
    ])
    expect(windows[1]).toMatchObject({ day: '2026-06-04', from: '13:00', to: '15:00', capacity: 3 })
  })

  it('counts notice in working days: on Friday afternoon, two days’ notice are Saturday and Monday, so Monday is the first bookable day', () => {
    const fri = dealerInstant('2026-06-05', '16:00')
    expect(firstBookableDay('2026-06-05', { ...settings, noticeDays: 2 }, calendar)).toBe('2026-06-08')
    expect(serviceWindows({ ...settings, noticeDays: 2 }, calendar, { days: 5, now: fri })[0]!.id).toBe('2026-06-08T08:00')
    // A closed Saturday does not count as notice.
    expect(firstBookableDay('2026-06-05', { ...settings, noticeDays: 2, closedDays: ['2026-06-06'] }, calendar)).toBe('2026-06-09')
  })

  it('offers today’s windows not yet begun with no notice', () => {
    expect(serviceWindows({ ...settings, noticeDays: 0 }, calendar, { days: 1, now: WED_11 }).map((w) => w.id)).toEqual(['2026-06-03T13:00'])
    expect(serviceWindows({ ...settings, noticeDays: 0 }, calendar, { days: 1, now: dealerInstant('2026-06-03', '13:00') })).toEqual([])
  })

  it('stops at the horizon', () => {
    const windows = serviceWindows({ ...settings, horizonDays: 5 }, calendar, { days: 30, now: WED_11 })
    expect(windows.at(-1)!.day).toBe('2026-06-08')
    expect(serviceWindows(settings, calendar, { from: '2026-07-03', days: 10, now: WED_11 }).map((w) => w.day)).toEqual(['2026-07-03', '2026-07-03'])
  })

  it('skips the shop’s closed days and the department’s holiday closures', () => {
    const closed = serviceWindows({ ...settings, closedDays: ['2026-06-04'] }, calendar, { days: 3, now: WED_11 })
    expect(closed.map((w) => w.day)).toEqual(['2026-06-05', '2026-06-05'])
    const holiday = serviceWindows(settings, { ...calendar, dates: { '2026-06-05': null } }, { days: 3, now: WED_11 })
    expect(holiday.map((w) => w.day)).toEqual(['2026-06-04', '2026-06-04'])
    // A holiday closure is not a working day: the notice counts past it.
    expect(firstBookableDay('2026-06-04', settings, { ...calendar, dates: { '2026-06-05': null } })).toBe('2026-06-06')
  })

  it('keeps only the windows within a day’s special hours, and opens a weekday the department is otherwise closed', () => {
    const short = serviceWindows(settings, { ...calendar, dates: { '2026-06-04': { opens: '12:00', closes: '17:00' } } }, { from: '2026-06-04', days: 1, now: WED_11 })
    expect(short.map((w) => w.id)).toEqual(['2026-06-04T13:00'])
    // A Sunday with special hours still has no windows: the owner set none for Sundays.
    expect(serviceWindows(settings, { ...calendar, dates: { '2026-06-07': { opens: '08:00', closes: '17:00' } } }, { from: '2026-06-07', days: 1, now: WED_11 })).toEqual([])
  })

  it('never offers a window outside the department’s hours that day', () => {
    const early = { ...settings, windows: settings.windows.map((day, i) => (i === 6 ? [{ from: '08:00', to: '10:00', capacity: 2 }, { from: '13:00', to: '16:00', capacity: 2 }, { from: '10:00', to: '12:00', capacity: 2 }] : day)) }
    expect(serviceWindows(early, calendar, { from: '2026-06-06', days: 1, now: WED_11 }).map((w) => w.from)).toEqual(['10:00'])
  })

  it('puts windows on the dealer’s clock across daylight saving time: 8 AM is 12:00 UTC in summer, 13:00 UTC in winter, and the change days are no different', () => {
    const iso = (ms: number) => new Date(ms).toISOString()
    const at = (day: string) => serviceWindows({ ...settings, horizonDays: 400 }, calendar, { from: day, days: 1, now: WED_11 })
    expect(iso(at('2026-06-04')[0]!.span.start)).toBe('2026-06-04T12:00:00.000Z')
    expect(iso(at('2026-12-03')[0]!.span.start)).toBe('2026-12-03T13:00:00.000Z')
    // Saturday 31 October (EDT) and Monday 2 November (EST), around the autumn change on Sunday 1 November.
    expect(iso(at('2026-10-31')[0]!.span.start)).toBe('2026-10-31T13:00:00.000Z')
    expect(iso(at('2026-11-02')[0]!.span.start)).toBe('2026-11-02T13:00:00.000Z')
    // Monday 9 March 2026, the day after the spring change: 8 AM EDT.
    const march = serviceWindows({ ...settings, horizonDays: 400 }, calendar, { from: '2026-03-09', days: 1, now: dealerInstant('2026-03-01', '12:00') })
    expect(iso(march[0]!.span.start)).toBe('2026-03-09T12:00:00.000Z')
    expect(march[0]!.span.end - march[0]!.span.start).toBe(2 * 3_600_000)
  })

  it('reads “today” on the dealer’s clock: at 11:30 PM on Wednesday (04:30 UTC Thursday) the next working day is still Thursday', () => {
    const late = dealerInstant('2026-06-03', '23:30')
    expect(new Date(late).toISOString().slice(0, 10)).toBe('2026-06-04')
    expect(serviceWindows(settings, calendar, { days: 2, now: late })[0]!.id).toBe('2026-06-04T08:00')
  })

  it('finds a posted window only when it is bookable', () => {
    expect(findWindow(settings, calendar, '2026-06-04T13:00', WED_11)).toMatchObject({ capacity: 3, to: '15:00' })
    for (const id of ['2026-06-04T09:00', '2026-06-03T13:00', '2026-06-07T08:00', '2026-08-04T08:00', '2026-06-04 13:00', '2026-06-31T08:00', 42]) {
      expect(findWindow(settings, calendar, id, WED_11), String(id)).toBeUndefined()
    }
    expect(parseWindowId('2026-06-04T08:00')).toEqual({ day: '2026-06-04', from: '08:00' })
  })
})

describe('capacity', () => {
  const windows = serviceWindows(settings, calendar, { days: 3, now: WED_11 })
  const thu8 = windows[0]!
  const thu13 = windows[1]!

  it('makes a window taking N carts N places', () => {
    expect(windowPlaces(thu13)).toEqual(['window:2026-06-04T13:00#1', 'window:2026-06-04T13:00#2', 'window:2026-06-04T13:00#3'])
  })

  it('keeps a window full while its bookings number its capacity or more, places taken before the owner lowered it included', () => {
    // Three carts were booked at 8:00 on Thursday when it took three; the owner then lowered it to two (the fixture's capacity).
    const before: Claim[] = [1, 2, 3].map((n) => ({ resource: `window:2026-06-04T08:00#${n}`, span: thu8.span }))
    expect(thu8.capacity).toBe(2)
    expect(windowRoom([thu8], before)[0]!.free).toBe(0)
    expect(placesToClaim(thu8, before)).toEqual([])
    // Two are cancelled, places 1 and 2: one booking left (at place 3, past the new capacity), so one more may come, on the window's own places 1 and 2.
    const after = before.slice(2)
    expect(windowRoom([thu8], after)[0]!.free).toBe(1)
    expect(placesToClaim(thu8, after)).toEqual(['window:2026-06-04T08:00#1', 'window:2026-06-04T08:00#2'])
    // With that one in, the window is full again at two.
    expect(placesToClaim(thu8, [...after, { resource: 'window:2026-06-04T08:00#1', span: thu8.span }])).toEqual([])
    // Another window's places, or the same window id's prefix in a longer id, do not count.
    expect(takenPlaces(thu8, [{ resource: 'window:2026-06-04T13:00#1', span: thu13.span }, { resource: 'window:2026-06-04T08:00#1', span: { start: thu8.span.end, end: thu8.span.end + 1 } }])).toBe(0)
  })

  it('counts the room left in each window from its places’ claims', () => {
    const claims: Claim[] = [
      { resource: 'window:2026-06-04T08:00#1', span: thu8.span },
      { resource: 'window:2026-06-04T08:00#2', span: thu8.span },
      { resource: 'window:2026-06-04T13:00#2', span: thu13.span },
      // A rental unit's claim that day takes no place of a window.
      { resource: 'unit:1', span: thu8.span },
    ]
    const rooms = windowRoom(windows, claims)
    expect(rooms.map((w) => [w.id, w.free])).toEqual([
      ['2026-06-04T08:00', 0],
      ['2026-06-04T13:00', 2],
      ['2026-06-05T08:00', 2],
      ['2026-06-05T13:00', 3],
    ])
    expect(openDays(rooms).map((d) => [d.day, d.windows.map((w) => w.from)])).toEqual([
      ['2026-06-04', ['13:00']],
      ['2026-06-05', ['08:00', '13:00']],
    ])
    expect(nearestOpenWindows(rooms, thu8.span.start, 2).map((w) => w.id)).toEqual(['2026-06-04T13:00', '2026-06-05T08:00'])
  })
})
