import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { seedVehicles } from './seed'
import { FEATURED_PRICES } from '#app/content/featured'
import { vehicleBadge } from '#app/domain/vehicles/vehicle'

describe('seed inventory', () => {
  it('has at least 30 vehicles with unique ids and every field of the Vehicle entity', () => {
    expect(seedVehicles.length).toBeGreaterThanOrEqual(30)
    expect(new Set(seedVehicles.map((v) => v.id)).size).toBe(seedVehicles.length)
    for (const v of seedVehicles) {
      expect(v.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(v.name && v.brand && v.category && v.description).toBeTruthy()
      expect(Number.isInteger(v.price) && v.price > 0).toBe(true)
      expect(v.images.length).toBeGreaterThan(0)
      expect(v.features.length).toBeGreaterThanOrEqual(3)
      const s = v.specifications
      for (const key of ['topSpeed', 'range', 'batteryType', 'chargingTime', 'payload'] as const) expect(typeof s[key]).toBe('string')
      expect(typeof s.seatingCapacity).toBe('number')
    }
  })

  it('matches the published line-up for every new model, except the featured prices', async () => {
    const table = await readFile(new URL('../../../shared/spec/model-lineup.md', import.meta.url), 'utf8').catch(() => null)
    if (table === null) return // the spec folder sits beside the project; without it there is nothing to compare
    const rows = table.split('\n').filter((line) => /^\| (DENAGO|EVolution)/.test(line))
    expect(rows.length).toBe(35)
    for (const row of rows) {
      const [model, , , price, seats, speed, range, battery, charging, payload] = row.split('|').slice(1).map((c) => c.trim())
      const id = model.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')
      const vehicle = seedVehicles.find((v) => v.id === id)
      expect(vehicle, model).toBeDefined()
      expect(vehicle!.price).toBe(FEATURED_PRICES[id] ?? Number(price.replace(/[$,]/g, '')))
      expect(vehicle!.specifications).toMatchObject({
        seatingCapacity: Number(seats),
        topSpeed: speed,
        range,
        batteryType: battery,
        chargingTime: charging,
        payload,
      })
    }
  })

  it('has every badge state, some external links and some without, and the featured vehicles', () => {
    const badges = new Set(seedVehicles.map(vehicleBadge))
    expect(badges).toEqual(new Set(['NEW', 'In Stock', 'Out of Stock']))
    expect(seedVehicles.some((v) => v.externalUrl)).toBe(true)
    expect(seedVehicles.some((v) => !v.externalUrl)).toBe(true)
    for (const [id, price] of Object.entries(FEATURED_PRICES)) {
      const vehicle = seedVehicles.find((v) => v.id === id)
      expect(vehicle?.price).toBe(price)
      expect(vehicle?.isNew).toBe(true)
    }
  })

  it('gives each category filter value real vehicles to match', () => {
    for (const value of ['ranger', 'maverick', 'forester', 'turfman', 'rover']) {
      expect(seedVehicles.filter((v) => v.category.toLowerCase().includes(value)).length, value).toBeGreaterThan(0)
    }
  })
})
