/**
 * The rental fleet as staff keep it: units (the plan each serves, the vehicle record it is,
 * in or out of service) and blocks (a unit out from one day to another). A block holds its
 * unit through a claim, like a reservation, so the database keeps the two apart. Every change
 * is written with its audit entry in one transaction.
 */
import { actorLabel, recordAudit, type Actor } from '../audit'
import { claim, ClaimConflict, claimsOver, releaseClaim } from '../bookings'
import type { Database, Queries } from '../db/database'
import { inclusiveDaySpan } from '#app/domain/bookings/spans'
import type { BlockInput, UnitInput } from '#app/domain/bookings/rental-fleet'
import type { PlanId } from '#app/domain/bookings/rental-request'
import { blockHolder, RentalError, toBlock, toUnit, unitResource, type RentalBlock, type RentalUnit } from './model'

const isoNow = () => new Date().toISOString()

async function requireVehicle(tx: Queries, vehicleId: string | null | undefined) {
  if (!vehicleId) return
  const found = await tx.kysely.selectFrom('vehicles').select('id').where('id', '=', vehicleId).executeTakeFirst()
  if (!found) throw new RentalError(400, 'No vehicle record has that id', { vehicleId: 'No vehicle record has that id' })
}

async function nameTaken(tx: Queries, name: string, except?: number) {
  let q = tx.kysely.selectFrom('rental_units').select('id').where('name', '=', name)
  if (except !== undefined) q = q.where('id', '<>', except)
  if (await q.executeTakeFirst()) throw new RentalError(409, 'Another unit has that name', { name: 'Another unit has that name' })
}

export function fleetRepository(db: Database) {
  const units = {
    async list(filter: { plan?: PlanId; inServiceOnly?: boolean } = {}): Promise<RentalUnit[]> {
      let q = db.kysely.selectFrom('rental_units').selectAll()
      if (filter.plan) q = q.where('plan', '=', filter.plan)
      if (filter.inServiceOnly) q = q.where('in_service', '=', 1)
      return (await q.orderBy('plan').orderBy('name').execute()).map(toUnit)
    },

    async get(id: number): Promise<RentalUnit | undefined> {
      if (!Number.isSafeInteger(id)) return undefined
      const row = await db.kysely.selectFrom('rental_units').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toUnit(row) : undefined
    },

    async create(input: UnitInput, actor: Actor): Promise<RentalUnit> {
      return db.transaction(async (tx) => {
        await nameTaken(tx, input.name)
        await requireVehicle(tx, input.vehicleId)
        const row = await tx.kysely
          .insertInto('rental_units')
          .values({ name: input.name, plan: input.plan, vehicle_id: input.vehicleId, in_service: input.inService ? 1 : 0, note: input.note })
          .returningAll()
          .executeTakeFirstOrThrow()
        const unit = toUnit(row)
        await recordAudit(tx, { actor, action: 'rental-unit.create', entity: 'rental_unit', entityId: String(unit.id), after: unit })
        return unit
      })
    },

    /** Changes the fields given; undefined when there is no such unit. */
    async update(id: number, change: Partial<UnitInput>, actor: Actor): Promise<{ unit: RentalUnit; changed: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const row = await tx.kysely.selectFrom('rental_units').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return undefined
        const before = toUnit(row)
        if (change.name !== undefined) await nameTaken(tx, change.name, id)
        if (change.vehicleId !== undefined) await requireVehicle(tx, change.vehicleId)
        const after: RentalUnit = { ...before, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) }
        const changed = (['name', 'plan', 'vehicleId', 'inService', 'note'] as const).some((key) => after[key] !== before[key])
        if (!changed) return { unit: before, changed: false }
        if (after.plan !== before.plan) {
          // A unit holding reservations of its plan keeps serving that plan until they are moved.
          const held = await tx.kysely.selectFrom('rental_reservations').select('id').where('unit_id', '=', id).where('status', 'in', ['requested', 'confirmed', 'checked-out']).executeTakeFirst()
          if (held) throw new RentalError(409, `Reservation ${held.id} holds this unit: move it to another unit before changing the plan`, { plan: 'It holds reservations of its plan' })
        }
        const at = isoNow()
        await tx.kysely
          .updateTable('rental_units')
          .set({ name: after.name, plan: after.plan, vehicle_id: after.vehicleId, in_service: after.inService ? 1 : 0, note: after.note, updated_at: at })
          .where('id', '=', id)
          .execute()
        const unit = { ...after, updatedAt: at }
        await recordAudit(tx, { actor, action: 'rental-unit.update', entity: 'rental_unit', entityId: String(id), before, after: unit })
        return { unit, changed: true }
      })
    },
  }

  const blocks = {
    async list(filter: { unitId?: number; from?: string } = {}): Promise<RentalBlock[]> {
      let q = db.kysely.selectFrom('rental_blocks').selectAll()
      if (filter.unitId !== undefined) q = q.where('unit_id', '=', filter.unitId)
      if (filter.from) q = q.where('last_day', '>=', filter.from)
      return (await q.orderBy('first_day').orderBy('id').execute()).map(toBlock)
    },

    /** Takes the unit out over the days; 409 when a reservation or another block holds it on one of them. */
    async create(input: BlockInput, actor: Actor): Promise<RentalBlock> {
      return db.transaction(async (tx) => {
        const unit = await tx.kysely.selectFrom('rental_units').select('id').where('id', '=', input.unitId).executeTakeFirst()
        if (!unit) throw new RentalError(404, 'No such unit', { unitId: 'No such unit' })
        const span = inclusiveDaySpan(input.firstDay, input.lastDay)
        const taken = await claimsOver(tx, span, [unitResource(input.unitId)])
        if (taken.length > 0) {
          const holders = taken.map((c) => c.holder.replace(/^reservation:/, 'reservation ').replace(/^block:/, 'block '))
          throw new RentalError(409, `The unit is held on those days by ${holders.join(', ')}`, { firstDay: 'The unit is held on some of those days' })
        }
        const row = await tx.kysely
          .insertInto('rental_blocks')
          .values({ unit_id: input.unitId, first_day: input.firstDay, last_day: input.lastDay, reason: input.reason, created_by: actorLabel(actor) })
          .returningAll()
          .executeTakeFirstOrThrow()
        const block = toBlock(row)
        try {
          await claim(tx, unitResource(input.unitId), span, blockHolder(block.id))
        } catch (err) {
          if (err instanceof ClaimConflict) throw new RentalError(409, 'The unit is held on some of those days', { firstDay: 'The unit is held on some of those days' })
          throw err
        }
        await recordAudit(tx, { actor, action: 'rental-block.create', entity: 'rental_unit', entityId: String(input.unitId), after: block })
        return block
      })
    },

    /** Puts the unit back in service on those days; false when there is no such block. */
    async remove(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await tx.kysely.selectFrom('rental_blocks').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return false
        await releaseClaim(tx, blockHolder(id))
        await tx.kysely.deleteFrom('rental_blocks').where('id', '=', id).execute()
        await recordAudit(tx, { actor, action: 'rental-block.delete', entity: 'rental_unit', entityId: String(row.unit_id), before: toBlock(row) })
        return true
      })
    },
  }

  return { units, blocks }
}

export type FleetRepository = ReturnType<typeof fleetRepository>
