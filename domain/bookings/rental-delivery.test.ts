import { describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { municipalities } from '#app/content/towns/municipalities'
import { MUNICIPALITY_CENTRES } from '#app/content/towns/centres'
import { deliveryEstimate, deliveryFee, milesBetween, ROAD_FACTOR } from './rental-delivery'

describe('the delivery estimate', () => {
  it('charges nothing for the first 10 miles and $6 for each mile beyond, as the rental policy states', () => {
    expect([0, 1, 9.2, 10].map(deliveryFee)).toEqual([0, 0, 0, 0])
    expect(deliveryFee(10.1)).toBe(6)
    expect(deliveryFee(14)).toBe(24)
    expect(deliveryFee(25)).toBe(90)
  })

  it('knows a point for every municipality the dealer serves, and nothing for "Other"', () => {
    for (const m of municipalities) expect(MUNICIPALITY_CENTRES[m.name], m.name).toBeDefined()
    expect(deliveryEstimate('Other')).toBeUndefined()
  })

  it('estimates road miles from the showroom, rounded up: Allentown is free, Slatington beyond the free miles', () => {
    const allentown = deliveryEstimate('Allentown')!
    expect(allentown.fee).toBe(0)
    expect(allentown.miles).toBe(Math.ceil(milesBetween(business.geo, MUNICIPALITY_CENTRES.Allentown!) * ROAD_FACTOR))
    const slatington = deliveryEstimate('Slatington')!
    expect(slatington.miles).toBeGreaterThan(10)
    expect(slatington.fee).toBe((slatington.miles - 10) * 6)
    // About 69 miles to a degree of latitude.
    expect(milesBetween({ latitude: 40, longitude: -75 }, { latitude: 41, longitude: -75 })).toBeCloseTo(69.1, 0)
  })
})
