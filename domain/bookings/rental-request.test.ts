import { describe, expect, it } from 'vitest'
import { RENTAL_MESSAGES, validateAvailability, validateCalendar, validateReservation } from './rental-request'

const TODAY = '2026-06-01'
const GOOD = {
  plan: '6-seater',
  start: '2026-06-12',
  days: '3',
  town: 'Emmaus',
  address: '12 Chestnut Street',
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '(610) 555-0199',
  driver: 'yes',
}

describe('the rental requests’ schemas', () => {
  it('accepts a form post and a JSON body alike', () => {
    const form = validateReservation(GOOD, TODAY)
    expect(form).toEqual({ ok: true, value: { ...GOOD, days: 3, note: '', driver: undefined } })
    const json = validateReservation({ ...GOOD, days: 3, driver: true, note: ' Gate code 1234 ', requestKey: 'abcdefghijklmnop' }, TODAY)
    expect(json.ok && json.value).toMatchObject({ days: 3, note: 'Gate code 1234', requestKey: 'abcdefghijklmnop' })
  })

  it('names each bad field with its message', () => {
    const result = validateReservation({ ...GOOD, plan: 'limo', start: '2026-06-01', days: '31', town: 'Philadelphia', driver: 'no', email: 'x' }, TODAY)
    expect(result).toEqual({
      ok: false,
      fields: {
        plan: RENTAL_MESSAGES.plan,
        start: RENTAL_MESSAGES.startTooSoon,
        days: RENTAL_MESSAGES.days,
        town: RENTAL_MESSAGES.town,
        email: RENTAL_MESSAGES.email,
        driver: RENTAL_MESSAGES.driver,
      },
    })
    expect(validateReservation({ ...GOOD, driver: undefined }, TODAY)).toEqual({ ok: false, fields: { driver: RENTAL_MESSAGES.driver } })
    expect(validateReservation({ ...GOOD, start: '2027-06-02' }, TODAY)).toEqual({ ok: false, fields: { start: RENTAL_MESSAGES.startTooFar } })
    const nothing = validateReservation('nonsense', TODAY)
    expect(nothing.ok === false && Object.keys(nothing.fields)).toEqual(['plan', 'start', 'days', 'town', 'address', 'firstName', 'lastName', 'email', 'phone', 'driver'])
  })

  it('checks the availability and calendar questions', () => {
    expect(validateAvailability({ plan: 'utility', start: '2026-06-02', days: '30' }, TODAY)).toEqual({ ok: true, value: { plan: 'utility', start: '2026-06-02', days: 30 } })
    expect(validateAvailability({ plan: 'utility', start: '2026-02-30', days: '0' }, TODAY)).toEqual({ ok: false, fields: { start: RENTAL_MESSAGES.start, days: RENTAL_MESSAGES.days } })
    expect(validateCalendar({ plan: '4-seater', month: '2026-07' })).toEqual({ ok: true, value: { plan: '4-seater', month: '2026-07' } })
    expect(validateCalendar({ plan: '4-seater', month: '2026-7' })).toEqual({ ok: false, fields: { month: RENTAL_MESSAGES.month } })
  })
})
