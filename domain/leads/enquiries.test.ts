import { describe, expect, it } from 'vitest'
import { MESSAGES } from './contact'
import { addDays, dayOfWeek, dealerToday, describeDetails, ENQUIRY_MESSAGES, RENTAL_PLAN_OPTIONS, validateEnquiry } from './enquiries'
import { isEnquiryKind } from './enquiry-fields'
import { RENTAL_PLANS } from '#app/content/rentals'

/** A Monday, so +1 … +5 are weekdays and +6 is a Sunday. */
const TODAY = '2026-06-01'
const person = { firstName: 'Dana', lastName: 'Kowalski', email: 'dana@example.com', phone: '(610) 555-0199' }

const valid = {
  'test-drive': { ...person, vehicleId: 'denago-ev-city', preferredDay: '2026-06-02', timeOfDay: 'morning' },
  rental: { ...person, plan: '6-seater', startDate: '2026-06-06', days: '3', town: 'Emmaus' },
  'trade-in': { ...person, year: '2018', make: 'EZ-GO', model: 'TXT', condition: 'good' },
} as const

describe('dates at the dealer', () => {
  it('adds calendar days and knows Sundays', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(dayOfWeek('2026-06-07')).toBe(0)
    expect(dayOfWeek(TODAY)).toBe(1)
  })

  it('takes today in Allentown, not in UTC', () => {
    // 02:30 UTC on June 2 is still June 1 in Pennsylvania.
    expect(dealerToday(new Date('2026-06-02T02:30:00Z'))).toBe('2026-06-01')
    expect(dealerToday(new Date('2026-06-02T04:30:00Z'))).toBe('2026-06-02')
  })
})

describe('validateEnquiry', () => {
  it('accepts each kind, splits the person from the answers and files it under the right interest', () => {
    expect(validateEnquiry('test-drive', valid['test-drive'], TODAY)).toEqual({
      ok: true,
      value: {
        kind: 'test-drive',
        person: { ...person, message: '', interest: 'sales' },
        details: { preferredDay: '2026-06-02', timeOfDay: 'morning' },
        vehicleId: 'denago-ev-city',
      },
    })
    const rental = validateEnquiry('rental', { ...valid.rental, message: '  Wedding on Saturday  ' }, TODAY)
    expect(rental).toMatchObject({ ok: true, value: { person: { message: 'Wedding on Saturday' }, details: { plan: '6-seater', startDate: '2026-06-06', days: 3, town: 'Emmaus' } } })
    const trade = validateEnquiry('trade-in', { ...valid['trade-in'], year: 2018, vehicleId: 'denago-ev-city' }, TODAY)
    expect(trade).toMatchObject({ ok: true, value: { details: { year: 2018, make: 'EZ-GO', model: 'TXT', condition: 'good' }, vehicleId: 'denago-ev-city' } })
  })

  it.each([
    ['test-drive', 'vehicleId', 'Denago EV City!', ENQUIRY_MESSAGES.vehicleId],
    ['test-drive', 'preferredDay', '06/02/2026', ENQUIRY_MESSAGES.preferredDay],
    ['test-drive', 'preferredDay', '2026-02-30', ENQUIRY_MESSAGES.preferredDay],
    ['test-drive', 'preferredDay', '2026-05-31', ENQUIRY_MESSAGES.pastDay],
    ['test-drive', 'preferredDay', '2026-06-07', ENQUIRY_MESSAGES.sunday],
    ['test-drive', 'preferredDay', addDays(TODAY, 61), ENQUIRY_MESSAGES.appointmentTooFar],
    ['test-drive', 'timeOfDay', 'evening', ENQUIRY_MESSAGES.timeOfDay],
    ['rental', 'plan', '8-seater', ENQUIRY_MESSAGES.plan],
    ['rental', 'startDate', '', ENQUIRY_MESSAGES.startDate],
    ['rental', 'startDate', addDays(TODAY, 366), ENQUIRY_MESSAGES.startDateTooFar],
    ['rental', 'days', '0', ENQUIRY_MESSAGES.days],
    ['rental', 'days', '31', ENQUIRY_MESSAGES.days],
    ['rental', 'days', '2.5', ENQUIRY_MESSAGES.days],
    ['rental', 'days', true, ENQUIRY_MESSAGES.days],
    ['rental', 'town', 'Philadelphia', ENQUIRY_MESSAGES.town],
    ['trade-in', 'make', '  ', ENQUIRY_MESSAGES.make],
    ['trade-in', 'model', '', ENQUIRY_MESSAGES.model],
    ['test-drive', 'preferredDay', '2026-06-07', ENQUIRY_MESSAGES.sunday],
    ['trade-in', 'year', '1979', `${ENQUIRY_MESSAGES.year}, from 1980 to 2027`],
    ['trade-in', 'year', '2028', `${ENQUIRY_MESSAGES.year}, from 1980 to 2027`],
    ['trade-in', 'condition', 'mint', ENQUIRY_MESSAGES.condition],
    ['trade-in', 'firstName', '', MESSAGES.firstName],
    ['trade-in', 'email', 'dana-at-example', MESSAGES.email],
    ['trade-in', 'phone', '555-0199', MESSAGES.phone],
    ['rental', 'message', 'x'.repeat(5001), ENQUIRY_MESSAGES.message],
  ] as const)('%s: rejects %s = %j with "%s"', (kind, field, value, message) => {
    const result = validateEnquiry(kind, { ...valid[kind], [field]: value }, TODAY)
    expect(result).toEqual({ ok: false, fields: { [field]: message } })
  })

  it('names every required field when the body is not an object', () => {
    for (const body of [null, 'text', 42, []]) {
      const result = validateEnquiry('test-drive', body, TODAY)
      expect(result).toEqual({
        ok: false,
        fields: {
          firstName: MESSAGES.firstName,
          lastName: MESSAGES.lastName,
          email: MESSAGES.email,
          phone: MESSAGES.phone,
          vehicleId: ENQUIRY_MESSAGES.vehicleId,
          preferredDay: ENQUIRY_MESSAGES.preferredDay,
          timeOfDay: ENQUIRY_MESSAGES.timeOfDay,
        },
      })
    }
  })

  it('ignores fields of other kinds and unknown keys', () => {
    const result = validateEnquiry('trade-in', { ...valid['trade-in'], plan: 'x', admin: true }, TODAY)
    expect(result.ok && result.value.details).toEqual({ year: 2018, make: 'EZ-GO', model: 'TXT', condition: 'good' })
  })

  it('takes no service request: a service lead comes with a booking of a drop-off window (server/service)', () => {
    expect(isEnquiryKind('service')).toBe(false)
  })
})

describe('choices', () => {
  it('offers the rental plans of the price list', () => {
    expect(RENTAL_PLAN_OPTIONS).toEqual(RENTAL_PLANS.map((plan) => ({ value: plan.id, label: plan.title })))
  })
})

describe('describeDetails', () => {
  it('labels the answers for people, with the vehicle first', () => {
    expect(describeDetails('test-drive', { vehicleName: 'Denago EV City', preferredDay: '2026-06-02', timeOfDay: 'afternoon' })).toEqual([
      ['Vehicle', 'Denago EV City'],
      ['Preferred day', '2026-06-02'],
      ['Time of day', 'Afternoon (12 PM - 5 PM)'],
    ])
    expect(describeDetails('rental', { plan: 'utility', startDate: '2026-06-06', days: 3, town: 'Emmaus' })).toContainEqual(['Cart', 'Utility'])
    expect(describeDetails('contact', {})).toEqual([])
    // A service lead: its booking's reference, the cart, what is wrong, the drop-off day and window.
    expect(describeDetails('service', { booking: 'SABC1234', make: 'Club Car', model: 'Precedent', problem: 'Will not charge', dropOffDay: '2026-06-04', dropOffWindow: '08:00-10:00' })).toEqual([
      ['Booking', 'SABC1234'],
      ['Make', 'Club Car'],
      ['Model', 'Precedent'],
      ['What is wrong?', 'Will not charge'],
      ['Drop-off day', '2026-06-04'],
      ['Drop-off window', '08:00-10:00'],
    ])
  })
})
