import { describe, expect, it } from 'vitest'
import { msrpSaving } from '#app/domain/vehicles/vehicle'
import { unitDetails } from './details'

describe("a unit's own details", () => {
  it('lists year, colour, stock number and odometer in that order, only where present', () => {
    expect(unitDetails({})).toEqual([])
    expect(unitDetails({ year: 2024, color: 'Mineral White', stockNumber: 'LC-1042', odometer: { value: 1234, unit: 'miles' } })).toEqual([
      ['Year', '2024'],
      ['Color', 'Mineral White'],
      ['Stock Number', 'LC-1042'],
      ['Mileage', '1,234 miles'],
    ])
    expect(unitDetails({ odometer: { value: 1, unit: 'hours' } })).toEqual([['Hour Meter', '1 hour']])
    expect(unitDetails({ odometer: { value: 0, unit: 'miles' } })).toEqual([['Mileage', '0 miles']])
  })
})

describe('the saving against MSRP', () => {
  it('is the difference only when the price is below the MSRP', () => {
    expect(msrpSaving({ price: 11995, msrp: 15000 })).toBe(3005)
    expect(msrpSaving({ price: 15000, msrp: 15000 })).toBeUndefined()
    expect(msrpSaving({ price: 16995, msrp: 15595 })).toBeUndefined()
    expect(msrpSaving({ price: 16995 })).toBeUndefined()
  })
})
