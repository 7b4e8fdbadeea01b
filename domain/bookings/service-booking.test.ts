import { describe, expect, it } from 'vitest'
import { dealerInstant } from './days'
import { allowedServiceActions, customerMayChange, reminderDay, validateBooking, validateSettings, validateSlotsQuery } from './service-booking'

const good = { window: '2026-06-04T08:00', make: 'Club Car', model: 'Precedent', problem: 'Batteries do not hold a charge', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '610-555-0199' }

describe('a service booking', () => {
  it('moves booked → confirmed → received → in progress → ready → collected, and only booked or confirmed may be cancelled', () => {
    expect(allowedServiceActions('booked')).toEqual(['confirm', 'receive', 'cancel'])
    expect(allowedServiceActions('ready')).toEqual(['collect'])
    expect(allowedServiceActions('received')).not.toContain('cancel')
    expect(allowedServiceActions('collected')).toEqual([])
  })

  it('lets the customer change it through the link until the window starts', () => {
    const startsAt = dealerInstant('2026-06-04', '08:00')
    expect(customerMayChange({ status: 'booked', startsAt }, startsAt - 1)).toBe('ok')
    expect(customerMayChange({ status: 'confirmed', startsAt }, startsAt)).toBe('too-late')
    expect(customerMayChange({ status: 'received', startsAt }, startsAt - 1)).toBe('not-active')
  })

  it('reminds the day before at the dealer', () => {
    expect(reminderDay(dealerInstant('2026-06-03', '23:59'))).toBe('2026-06-04')
  })

  it('validates the request and names each wrong field', () => {
    expect(validateBooking(good)).toMatchObject({ ok: true, value: { note: '' } })
    const bad = validateBooking({ ...good, window: '2026-06-04 08:00', problem: 'broke', email: 'nope' })
    expect(bad.ok).toBe(false)
    expect(Object.keys(bad.ok ? {} : bad.fields).sort()).toEqual(['email', 'problem', 'window'])
    expect(validateBooking('junk')).toMatchObject({ ok: false })
  })

  it('reads the slots query: from defaults to today, days 1 to 60', () => {
    expect(validateSlotsQuery({}, '2026-06-03')).toEqual({ ok: true, value: { from: '2026-06-03', days: 14 } })
    expect(validateSlotsQuery({ from: '2026-02-30', days: '61' })).toMatchObject({ ok: false, fields: { from: expect.any(String), days: expect.any(String) } })
  })

  it('reads the owner’s settings form: windows one a line, notice, horizon, closed days', () => {
    const result = validateSettings({ w1: '13:00-15:00 3\r\n08:00 - 10:00 2', w6: '', noticeDays: '1', horizonDays: '60', closedDays: '2026-12-25\n2026-12-24' })
    expect(result).toMatchObject({ ok: true, value: { noticeDays: 1, horizonDays: 60, closedDays: ['2026-12-24', '2026-12-25'] } })
    expect(result.ok && result.value.windows[1]).toEqual([{ from: '08:00', to: '10:00', capacity: 2 }, { from: '13:00', to: '15:00', capacity: 3 }])
    const bad = validateSettings({ w2: '10:00-08:00 2', w3: '08:00-10:00 0', noticeDays: '-1', horizonDays: '0', closedDays: 'christmas' })
    expect(bad.ok ? [] : Object.keys(bad.fields).sort()).toEqual(['closedDays', 'horizonDays', 'noticeDays', 'w2', 'w3'])
  })

  it('refuses two windows of a day that start together or overlap, and takes back-to-back ones', () => {
    const base = { noticeDays: '1', horizonDays: '60' }
    expect(validateSettings({ ...base, w1: '08:00-10:00 2\n08:00-09:00 1' })).toMatchObject({ ok: false, fields: { w1: expect.any(String) } })
    expect(validateSettings({ ...base, w2: '13:00-15:00 2\n08:00-13:30 1' })).toMatchObject({ ok: false, fields: { w2: expect.any(String) } })
    const adjacent = validateSettings({ ...base, w3: '10:00-12:00 1\n08:00-10:00 2' })
    expect(adjacent.ok && adjacent.value.windows[3]).toEqual([{ from: '08:00', to: '10:00', capacity: 2 }, { from: '10:00', to: '12:00', capacity: 1 }])
  })
})
