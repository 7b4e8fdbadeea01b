import { describe, expect, it } from 'vitest'
import { business } from './business'
import { HOURLY_RATE_TEXT, REPAIR_TURNAROUND, SERVICES, pricingText } from './service-department'

describe('service pricing', () => {
  it('states the spec prices', () => {
    expect(business.servicePerHour).toBe(155)
    expect(HOURLY_RATE_TEXT).toBe('$155/hour')
    expect(REPAIR_TURNAROUND).toBe('24-48 hours')
    expect(pricingText({ kind: 'hourly', perHour: 155 })).toBe('From $155/hour')
    expect(pricingText({ kind: 'quote' })).toBe('By quote')
    expect(pricingText({ kind: 'warranty' })).toBe('Covered by warranty')
  })

  it('has the four services with the spec pricing for each', () => {
    expect(SERVICES.map((s) => [s.title, pricingText(s.pricing)])).toEqual([
      ['Maintenance & Repair', 'From $155/hour'],
      ['Battery Service', 'From $155/hour'],
      ['Custom Modifications', 'By quote'],
      ['Warranty Work', 'Covered by warranty'],
    ])
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(4)
  })
})
