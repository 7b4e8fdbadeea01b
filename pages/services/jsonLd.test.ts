import { describe, expect, it } from 'vitest'
import { siteFacts } from '#app/domain/settings/facts'
import { SEED_SETTINGS } from '#app/domain/settings/settings'
import { servicesJsonLd } from './jsonLd'

const FACTS = siteFacts(SEED_SETTINGS, Date.parse('2026-11-24T15:00:00Z'))

describe('services structured data', () => {
  it('lists the four services, provided by the business, with $155/hour where hourly', () => {
    const data = servicesJsonLd('https://www.example.com', FACTS)
    const services = data.filter((d) => d['@type'] === 'Service')
    expect(services.map((s) => s.name)).toEqual(['Maintenance & Repair', 'Battery Service', 'Custom Modifications', 'Warranty Work'])
    for (const s of services) expect(s.provider).toEqual({ '@id': 'https://www.example.com/#business' })
    const priced = services.filter((s) => s.offers)
    expect(priced.map((s) => s.name)).toEqual(['Maintenance & Repair', 'Battery Service'])
    for (const s of priced) {
      expect(s.offers).toMatchObject({ price: 155, priceCurrency: 'USD', priceSpecification: { unitCode: 'HUR', price: 155 } })
    }
    const department = data.find((d) => d['@type'] === 'AutoRepair')!
    expect(department.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '17:00' }),
      expect.objectContaining({ opens: '09:00', closes: '15:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ])
  })
})
