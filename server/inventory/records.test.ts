import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listAudit, type Actor } from '../audit'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { validateVehicleRecord, type VehicleRecordInput } from '#app/domain/vehicles/record'
import { vehicleRecordRepository, type VehicleRecordRepository } from './records'
import { seedInventory, vehicleRepository } from './vehicles'

const actor: Actor = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' }

function record(patch: Record<string, unknown> = {}): VehicleRecordInput {
  const result = validateVehicleRecord({
    id: 'test-cart',
    name: 'Test Cart',
    brand: 'Denago',
    category: 'EV Rover Utility',
    price: 9995,
    description: 'A test cart.',
    specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '800 lbs', seatingCapacity: 4 },
    status: 'available',
    ...patch,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.fields))
  return result.value
}

let db: TestDatabase
let records: VehicleRecordRepository

beforeEach(async () => {
  db = await openTestDatabase()
  await seedInventory(db)
  records = vehicleRecordRepository(db)
})
afterEach(async () => {
  await db.destroy()
})

describe('vehicle records', () => {
  it('creates a record, audits it, and the public inventory shows it at once', async () => {
    const vehicles = vehicleRepository(db)
    const before = (await vehicles.list()).length
    const result = await records.create(actor, record())
    expect(result.ok).toBe(true)
    expect((await vehicles.list()).length).toBe(before + 1)
    const [entry] = await listAudit(db, { entity: 'vehicle', entityId: 'test-cart' })
    expect(entry).toMatchObject({ actor: 'owner@example.com', action: 'vehicle.create', before: null, after: { id: 'test-cart', price: 9995 } })
  })

  it('refuses a duplicate id or stock number with 409 naming the field, and writes nothing', async () => {
    await records.create(actor, record({ stockNumber: 'LC-1' }))
    expect(await records.create(actor, record())).toMatchObject({ ok: false, status: 409, fields: { id: expect.any(String) } })
    expect(await records.create(actor, record({ id: 'other-cart', stockNumber: 'LC-1' }))).toMatchObject({ ok: false, status: 409, fields: { stockNumber: expect.any(String) } })
    expect(await records.get('other-cart')).toBeUndefined()
    expect(await listAudit(db, { entity: 'vehicle' })).toHaveLength(1)
  })

  it('keeps drafts from the public, shows a sold unit for SOLD_VISIBLE_DAYS, then calls it gone', async () => {
    let now = Date.now()
    const vehicles = vehicleRepository(db, { soldVisibleDays: 14, now: () => now })
    await records.create(actor, record({ status: 'draft' }))
    expect(await vehicles.lookup('test-cart')).toBeUndefined()
    await records.update(actor, 'test-cart', record({ status: 'sold' }))
    const sold = await vehicles.lookup('test-cart')
    expect(sold?.vehicle?.status).toBe('sold')
    expect((await vehicles.list()).some((v) => v.id === 'test-cart')).toBe(false)
    now += 15 * 86_400_000
    expect(await vehicles.lookup('test-cart')).toEqual({ gone: true })
  })

  it('keeps the sold time while a unit stays sold and clears it when it is back on sale', async () => {
    await records.create(actor, record({ status: 'sold' }))
    const soldAt = (await records.get('test-cart'))!.soldAt
    expect(soldAt).toMatch(/^\d{4}-/)
    await records.update(actor, 'test-cart', record({ status: 'sold', price: 8995 }))
    expect((await records.get('test-cart'))!.soldAt).toBe(soldAt)
    await records.update(actor, 'test-cart', record({ status: 'available' }))
    expect((await records.get('test-cart'))!.soldAt).toBeNull()
  })

  it('deletes a record: its page is gone (410), and creating the id again brings it back', async () => {
    const vehicles = vehicleRepository(db)
    await records.create(actor, record())
    expect((await records.remove(actor, 'test-cart')).ok).toBe(true)
    expect(await vehicles.lookup('test-cart')).toEqual({ gone: true })
    expect(await vehicles.lookup('never-was')).toBeUndefined()
    await records.create(actor, record())
    expect((await vehicles.lookup('test-cart'))?.vehicle?.id).toBe('test-cart')
  })

  it('duplicates a record as a draft under a free address made of make and model (never the old id or stock number), without its stock number or serial', async () => {
    await records.create(actor, record({ id: 'test-cart-lc7', stockNumber: 'LC-7', vin: 'ABC123' }))
    const first = await records.duplicate(actor, 'test-cart-lc7')
    const second = await records.duplicate(actor, 'test-cart-lc7')
    expect(first).toMatchObject({ ok: true, record: { id: 'denago-test-cart', status: 'draft', stockNumber: undefined, vin: undefined } })
    expect(second).toMatchObject({ ok: true, record: { id: 'denago-test-cart-2' } })
    // An address the dealer chose, unless it is or was another vehicle's.
    expect(await records.duplicate(actor, 'test-cart-lc7', 'spring-demo-cart')).toMatchObject({ ok: true, record: { id: 'spring-demo-cart' } })
    expect(await records.duplicate(actor, 'test-cart-lc7', 'denago-test-cart')).toMatchObject({ ok: false, status: 409 })
  })

  it('searches by name, stock number or serial and filters by status', async () => {
    await records.create(actor, record({ stockNumber: 'LC-9001', status: 'pending' }))
    expect((await records.list({ q: 'lc-9001' })).map((r) => r.id)).toEqual(['test-cart'])
    expect((await records.list({ status: 'pending' })).map((r) => r.id)).toEqual(['test-cart'])
    expect((await records.list({ q: '100%_' })).length).toBe(0)
    // As typed on a phone: no dash, any case.
    expect((await records.list({ q: 'lc9001' })).map((r) => r.id)).toEqual(['test-cart'])
  })

  it('imports all or nothing: a dry run reports and writes nothing; a conflict on any row writes no row', async () => {
    const rows = [record({ id: 'import-a' }), record({ id: 'import-b', stockNumber: 'LC-5' })]
    const dry = await records.importRecords(actor, rows, { dryRun: true })
    expect(dry).toEqual({ ok: true, plan: { created: ['import-a', 'import-b'], updated: [], unchanged: [] } })
    expect(await records.get('import-a')).toBeUndefined()
    await records.create(actor, record({ id: 'holder', stockNumber: 'LC-6' }))
    const bad = await records.importRecords(actor, [record({ id: 'import-a' }), record({ id: 'import-c', stockNumber: 'LC-6' })])
    expect(bad).toMatchObject({ ok: false, row: 2, status: 409 })
    expect(await records.get('import-a')).toBeUndefined()
    const good = await records.importRecords(actor, [...rows, record({ id: 'holder', stockNumber: 'LC-6' })])
    expect(good).toEqual({ ok: true, plan: { created: ['import-a', 'import-b'], updated: [], unchanged: ['holder'] } })
  })
})
