import { describe, expect, it } from 'vitest'
import { flattenRecord, validateVehicleRecord } from './record'

const form = {
  id: 'denago-ev-city-blue',
  name: 'Denago EV City (Blue)',
  brand: 'Denago',
  category: 'EV City Street Legal',
  price: '$12,495',
  msrp: '15,000',
  description: 'A street-legal low-speed vehicle.',
  topSpeed: '25 mph',
  range: '40 miles',
  batteryType: '72V Lithium',
  chargingTime: '6-8 hours',
  payload: '500 lbs',
  seatingCapacity: '2',
  features: 'Backup camera\r\n\r\n  Windshield with wiper ',
  inStock: 'on',
  status: 'available',
  stockNumber: 'LC-1042',
  year: '2025',
  odometer: '',
  odometerUnit: 'miles',
}

describe('vehicle record', () => {
  it('reads a console form body: money with $ and commas, checkboxes, features one per line, flat specifications', () => {
    const result = validateVehicleRecord(form)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toMatchObject({
      price: 12495,
      msrp: 15000,
      inStock: true,
      isNew: true,
      featured: false,
      year: 2025,
      odometer: undefined,
      sortOrder: 0,
      features: ['Backup camera', 'Windshield with wiper'],
      specifications: { seatingCapacity: 2, topSpeed: '25 mph' },
    })
  })

  it('reads the API shape (nested specifications, JSON types) to the same record', () => {
    const form1 = validateVehicleRecord(form)
    if (!form1.ok) throw new Error('form invalid')
    const json = validateVehicleRecord(JSON.parse(JSON.stringify(form1.value)))
    expect(json).toEqual(form1)
  })

  it('names every invalid field with a message a dealer understands', () => {
    const result = validateVehicleRecord({ ...form, id: 'Bad Id!', price: 'twelve', seatingCapacity: '40', status: 'gone', year: '3000', externalUrl: 'javascript:alert(1)' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fields).sort()).toEqual(['externalUrl', 'id', 'price', 'seatingCapacity', 'status', 'year'])
    expect(result.fields.price).toBe('Enter the price as a whole number')
    expect(result.fields.seatingCapacity).toBe('The seating capacity must be at most 12')
  })

  it('refuses what is not an object', () => {
    expect(validateVehicleRecord('x')).toEqual({ ok: false, fields: { form: 'Send the vehicle as an object of fields' } })
    expect(validateVehicleRecord([])).toMatchObject({ ok: false })
  })

  it('flattens a record back to the form values it came from', () => {
    const result = validateVehicleRecord(form)
    if (!result.ok) throw new Error('invalid')
    const flat = flattenRecord(result.value)
    expect(flat).toMatchObject({ price: '12495', seatingCapacity: '2', features: 'Backup camera\nWindshield with wiper', inStock: 'true', odometer: '' })
    expect(validateVehicleRecord(flat)).toEqual(result)
  })
})
