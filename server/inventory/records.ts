/**
 * The inventory as the dealer keeps it: every record, drafts included. Every write runs in
 * one transaction with its audit entry; the vehicles table's triggers bump the inventory
 * version, so public pages, the sitemap and the API show the change within a second.
 */
import { recordAudit, type Actor } from '../audit'
import { sql, type ExpressionBuilder } from 'kysely'
import { inventoryTransaction, type Database, type Queries } from '../db/database'
import type { Tables } from '../db/tables'
import { recordInput, type VehicleRecord, type VehicleRecordInput } from '#app/domain/vehicles/record'
import { VEHICLE_ID_PATTERN, type VehicleStatus } from '#app/domain/vehicles/vehicle'
import { proposeVehicleId } from '#app/domain/vehicles/vehicle-id'
import { toStoredVehicle, VEHICLE_COLUMNS, type VehicleRow } from './rows'

type RecordRow = VehicleRow & { photo_count?: number }

const selectRecords = (db: Queries) => db.kysely.selectFrom('vehicles as v').select(VEHICLE_COLUMNS)

/** The dealer's record of a stored vehicle: the fields the console's form and the admin API edit. */
function toRecord(row: VehicleRow): VehicleRecord {
  const stored = toStoredVehicle(row)
  const specifications = stored.specifications
  return {
    id: stored.id,
    name: stored.name,
    brand: stored.brand,
    category: stored.category,
    roadUse: stored.roadUse,
    price: stored.price,
    msrp: stored.msrp ?? undefined,
    description: stored.description,
    externalUrl: stored.externalUrl ?? undefined,
    specifications: {
      topSpeed: String(specifications.topSpeed ?? ''),
      range: String(specifications.range ?? ''),
      batteryType: String(specifications.batteryType ?? ''),
      chargingTime: String(specifications.chargingTime ?? ''),
      payload: String(specifications.payload ?? ''),
      seatingCapacity: Number(specifications.seatingCapacity ?? 0),
    },
    features: stored.features,
    descriptionEs: stored.descriptionEs,
    featuresEs: stored.featuresEs,
    inStock: stored.inStock,
    isNew: stored.isNew,
    status: stored.status,
    stockNumber: stored.stockNumber ?? undefined,
    year: stored.year ?? undefined,
    vin: stored.vin ?? undefined,
    color: stored.color ?? undefined,
    odometer: stored.odometer ?? undefined,
    odometerUnit: stored.odometerUnit,
    featured: stored.featured,
    sortOrder: stored.sortOrder,
    images: stored.images,
    soldAt: stored.soldAt,
    createdAt: stored.listedAt,
    updatedAt: stored.updatedAt,
  }
}

export interface RecordListQuery {
  /** Matches id, name, brand, category, stock number and serial/VIN, case-insensitively. */
  q?: string
  status?: VehicleStatus
}

export interface RecordListItem extends VehicleRecord {
  photoCount: number
}

/** Why a write was refused, in the terms the API answers with. */
export type WriteRefusal =
  | { status: 404; error: string }
  | { status: 409; error: string; fields: Partial<Record<'id' | 'stockNumber', string>> }

export type WriteResult = { ok: true; record: VehicleRecord } | ({ ok: false } & WriteRefusal)

/** Why a new web address was refused. */
export type RenameRefusal = WriteRefusal | { status: 400; error: string; fields: { id: string } }

export interface ImportPlan {
  created: string[]
  updated: string[]
  unchanged: string[]
}

export interface VehicleRecordRepository {
  list(query?: RecordListQuery): Promise<RecordListItem[]>
  get(id: string): Promise<VehicleRecord | undefined>
  create(actor: Actor, input: VehicleRecordInput): Promise<WriteResult>
  /** Replaces the record `id` with `input` (the id itself does not change). */
  update(actor: Actor, id: string, input: VehicleRecordInput): Promise<WriteResult>
  /**
   * A new draft with this record's details under `newId`, or an id proposed from its year, make
   * and model; photos, stock number and serial stay with the original.
   */
  duplicate(actor: Actor, id: string, newId?: string): Promise<WriteResult>
  /** The id Duplicate would give a copy of `id` now. */
  proposeCopyId(id: string): Promise<string | undefined>
  /**
   * Moves a vehicle to a new web address: its photos follow, and the old address answers 301 to
   * the new one (so do addresses it had before).
   */
  rename(actor: Actor, id: string, newId: string): Promise<{ ok: true; record: VehicleRecord } | ({ ok: false } & RenameRefusal)>
  /** Where a former address of a vehicle leads now, if it is one. */
  movedTo(id: string): Promise<string | undefined>
  /** Deletes the record and its photos; its page answers 410 from then on. */
  remove(actor: Actor, id: string): Promise<WriteResult>
  /**
   * Creates or replaces every row by id in one transaction (all or nothing). With
   * `dryRun`, reports what would change and writes nothing.
   */
  importRecords(actor: Actor, rows: readonly VehicleRecordInput[], options?: { dryRun?: boolean }): Promise<{ ok: true; plan: ImportPlan } | ({ ok: false; row: number } & WriteRefusal)>
}

/** The time a write stamps on the rows it touches, as the ISO-8601 text both databases keep. */
const now = () => new Date().toISOString()

/** The columns a record's form fills, as stored. */
function values(input: VehicleRecordInput, soldAt: string | null) {
  return {
    name: input.name,
    brand: input.brand,
    category: input.category,
    road_use: input.roadUse,
    price: input.price,
    msrp: input.msrp ?? null,
    description: input.description,
    external_url: input.externalUrl ?? null,
    specifications: JSON.stringify(input.specifications),
    features: JSON.stringify(input.features),
    description_es: input.descriptionEs,
    features_es: JSON.stringify(input.featuresEs),
    in_stock: input.inStock ? 1 : 0,
    is_new: input.isNew ? 1 : 0,
    status: input.status,
    stock_number: input.stockNumber ?? null,
    year: input.year ?? null,
    vin: input.vin ?? null,
    color: input.color ?? null,
    odometer: input.odometer ?? null,
    odometer_unit: input.odometerUnit,
    featured: input.featured ? 1 : 0,
    sort_order: input.sortOrder,
    sold_at: soldAt,
  }
}

/**
 * A unique-constraint failure, named by the field the dealer typed: SQLite says
 * "UNIQUE constraint failed: vehicles.stock_number"; PostgreSQL answers code 23505 with the
 * constraint's name (vehicles_stock_number, vehicles_pkey).
 */
function conflict(err: unknown, input: VehicleRecordInput): WriteRefusal | undefined {
  const message = err instanceof Error ? err.message : ''
  const pg = err as { code?: unknown; constraint?: unknown }
  const postgresUnique = pg.code === '23505'
  if (!postgresUnique && !/SQLITE_CONSTRAINT/.test(message) && !/UNIQUE constraint/.test(message)) return undefined
  const where = postgresUnique ? String(pg.constraint ?? message) : message
  if (/stock_number/.test(where)) {
    return { status: 409, error: 'Stock number already in use', fields: { stockNumber: `Stock number ${input.stockNumber} is already on another vehicle` } }
  }
  if (/vehicles\.id/.test(where) || /PRIMARY KEY/.test(where) || /vehicles_pkey/.test(where)) {
    return { status: 409, error: 'A vehicle with this id already exists', fields: { id: `A vehicle with the id ${input.id} already exists` } }
  }
  return undefined
}

/** Sold time: kept while the unit stays sold, set when it becomes sold, cleared otherwise. */
function soldAtFor(input: VehicleRecordInput, before: VehicleRecord | undefined): string | null {
  if (input.status !== 'sold') return null
  return before?.status === 'sold' && before.soldAt ? before.soldAt : new Date().toISOString()
}

function sameRecord(a: VehicleRecordInput, b: VehicleRecordInput): boolean {
  return stableJson(normalise(a)) === stableJson(normalise(b))
}

/** JSON with object keys sorted, so two records compare by content, not by key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

/** A record's comparable form: keys in one order, absent optional fields as undefined. */
function normalise(input: VehicleRecordInput) {
  return {
    ...input,
    specifications: { ...input.specifications },
    msrp: input.msrp ?? null,
    externalUrl: input.externalUrl ?? null,
    stockNumber: input.stockNumber ?? null,
    year: input.year ?? null,
    vin: input.vin ?? null,
    color: input.color ?? null,
    odometer: input.odometer ?? null,
  }
}

async function getIn(tx: Queries, id: string): Promise<VehicleRecord | undefined> {
  const row = await selectRecords(tx).where('v.id', '=', id).executeTakeFirst()
  return row ? toRecord(row as RecordRow) : undefined
}

async function insert(tx: Queries, input: VehicleRecordInput, images: string[] = []): Promise<void> {
  const at = now()
  await tx.kysely
    .insertInto('vehicles')
    .values({ id: input.id, images: JSON.stringify(images), ...values(input, soldAtFor(input, undefined)), created_at: at, updated_at: at })
    .execute()
  // A vehicle created again under a deleted id is simply there again; one under a former
  // address of another vehicle takes the address over.
  await tx.kysely.deleteFrom('vehicle_tombstones').where('id', '=', input.id).execute()
  await tx.kysely.deleteFrom('vehicle_redirects').where('old_id', '=', input.id).execute()
}

/** Whether an id is in use, or was: a vehicle's, a deleted one's, or a former address. */
async function idTaken(tx: Queries, id: string): Promise<boolean> {
  const [vehicle, tombstone, redirect] = await Promise.all([
    tx.kysely.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst(),
    tx.kysely.selectFrom('vehicle_tombstones').select('id').where('id', '=', id).executeTakeFirst(),
    tx.kysely.selectFrom('vehicle_redirects').select('old_id').where('old_id', '=', id).executeTakeFirst(),
  ])
  return Boolean(vehicle || tombstone || redirect)
}

/** The id proposed for a copy of `source`: year, make and model, the first one never used. */
async function copyId(tx: Queries, source: VehicleRecord): Promise<string> {
  const used = new Set<string>()
  const rows = await tx.kysely.selectFrom('vehicles').select('id').execute()
  const gone = await tx.kysely.selectFrom('vehicle_tombstones').select('id').execute()
  const moved = await tx.kysely.selectFrom('vehicle_redirects').select('old_id').execute()
  for (const row of rows) used.add(row.id)
  for (const row of gone) used.add(row.id)
  for (const row of moved) used.add(row.old_id)
  return proposeVehicleId(source, (id) => used.has(id))
}

async function replace(tx: Queries, id: string, input: VehicleRecordInput, before: VehicleRecord): Promise<void> {
  await tx.kysely
    .updateTable('vehicles')
    .set({ ...values(input, soldAtFor(input, before)), updated_at: now() })
    .where('id', '=', id)
    .execute()
}

/** `lower(column) LIKE pattern`, the pattern lower-cased and escaped with a backslash. */
function likeLower(eb: ExpressionBuilder<Tables & { v: Tables['vehicles'] }, 'v'>, column: 'v.id' | 'v.name' | 'v.brand' | 'v.category' | 'v.stock_number' | 'v.vin', pattern: string) {
  return sql<boolean>`lower(${eb.fn.coalesce(column, sql.lit(''))}) LIKE ${pattern} ESCAPE '\\'`
}

export function vehicleRecordRepository(db: Database): VehicleRecordRepository {
  async function write(input: VehicleRecordInput, action: (tx: Queries) => Promise<WriteResult>): Promise<WriteResult> {
    try {
      return await inventoryTransaction(db, action)
    } catch (err) {
      const refusal = conflict(err, input)
      if (refusal) return { ok: false, ...refusal }
      throw err
    }
  }

  const notFound = { ok: false, status: 404, error: 'Vehicle not found' } as const

  return {
    async list(query = {}) {
      let select = selectRecords(db).select((eb) =>
        eb.selectFrom('photos').select((count) => count.fn.countAll<number>().as('n')).whereRef('photos.vehicle_id', '=', 'v.id').as('photo_count'),
      )
      if (query.status) select = select.where('v.status', '=', query.status)
      const q = query.q?.trim().toLowerCase()
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        // Stock numbers and serials as typed without their dashes or spaces ("u2317" finds "U-2317").
        const compact = q.replace(/[^a-z0-9]/g, '')
        select = select.where((eb) =>
          eb.or([
            ...(['v.id', 'v.name', 'v.brand', 'v.category', 'v.stock_number', 'v.vin'] as const).map((column) => likeLower(eb, column, like)),
            ...(compact
              ? [sql<boolean>`replace(replace(lower(COALESCE(v.stock_number, '') || ' ' || COALESCE(v.vin, '')), '-', ''), ' ', '') LIKE ${`%${compact}%`}`]
              : []),
          ]),
        )
      }
      const rows = await select.orderBy('v.sort_order').orderBy('v.name').orderBy('v.id').execute()
      return rows.map((row) => ({ ...toRecord(row as RecordRow), photoCount: Number(row.photo_count ?? 0) }))
    },

    get: (id) => getIn(db, id),

    create(actor, input) {
      return write(input, async (tx) => {
        if (await getIn(tx, input.id)) {
          return { ok: false, status: 409, error: 'A vehicle with this id already exists', fields: { id: `A vehicle with the id ${input.id} already exists` } }
        }
        await insert(tx, input)
        const record = (await getIn(tx, input.id))!
        await recordAudit(tx, { actor, action: 'vehicle.create', entity: 'vehicle', entityId: input.id, after: recordInput(record) })
        return { ok: true, record }
      })
    },

    update(actor, id, input) {
      const next = { ...input, id }
      return write(next, async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return notFound
        if (sameRecord(recordInput(before), next)) return { ok: true, record: before }
        await replace(tx, id, next, before)
        const record = (await getIn(tx, id))!
        await recordAudit(tx, { actor, action: 'vehicle.update', entity: 'vehicle', entityId: id, before: recordInput(before), after: recordInput(record) })
        return { ok: true, record }
      })
    },

    async duplicate(actor, id, newId) {
      return inventoryTransaction(db, async (tx): Promise<WriteResult> => {
        const source = await getIn(tx, id)
        if (!source) return notFound
        const chosen = newId ?? (await copyId(tx, source))
        if (await idTaken(tx, chosen)) {
          return { ok: false, status: 409, error: 'This web address is taken', fields: { id: `The address ${chosen} is or was another vehicle’s: choose another` } }
        }
        const input: VehicleRecordInput = {
          ...recordInput(source),
          id: chosen,
          name: `${source.name} (copy)`.slice(0, 120),
          status: 'draft',
          stockNumber: undefined,
          vin: undefined,
          featured: false,
        }
        await insert(tx, input, source.images)
        const record = (await getIn(tx, chosen))!
        await recordAudit(tx, { actor, action: 'vehicle.duplicate', entity: 'vehicle', entityId: chosen, before: { from: id }, after: recordInput(record) })
        return { ok: true, record }
      })
    },

    async proposeCopyId(id) {
      const source = await getIn(db, id)
      return source ? copyId(db, source) : undefined
    },

    async rename(actor, id, newId) {
      if (!VEHICLE_ID_PATTERN.test(newId)) {
        return { ok: false, status: 400, error: 'Invalid web address', fields: { id: 'Use lowercase letters, digits and hyphens (up to 80), starting and ending with a letter or digit' } }
      }
      return inventoryTransaction(db, async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return notFound
        if (newId === id) return { ok: true as const, record: before }
        if (await getIn(tx, newId)) {
          return { ok: false as const, status: 409 as const, error: 'A vehicle with this id already exists', fields: { id: `A vehicle with the id ${newId} already exists` } }
        }
        // The photos follow (ON UPDATE CASCADE); the vehicles trigger bumps the inventory version.
        await tx.kysely.updateTable('vehicles').set({ id: newId, updated_at: now() }).where('id', '=', id).execute()
        await tx.kysely.deleteFrom('vehicle_tombstones').where('id', '=', newId).execute()
        // Back to one of its own former addresses: that one is no longer a redirect.
        await tx.kysely.deleteFrom('vehicle_redirects').where('old_id', '=', newId).execute()
        await tx.kysely.updateTable('vehicle_redirects').set({ new_id: newId }).where('new_id', '=', id).execute()
        await tx.kysely.insertInto('vehicle_redirects').values({ old_id: id, new_id: newId }).execute()
        const record = (await getIn(tx, newId))!
        await recordAudit(tx, { actor, action: 'vehicle.rename', entity: 'vehicle', entityId: newId, before: { id }, after: { id: newId } })
        return { ok: true as const, record }
      })
    },

    async movedTo(id) {
      const row = await db.kysely.selectFrom('vehicle_redirects').select('new_id').where('old_id', '=', id).executeTakeFirst()
      return row?.new_id
    },

    async remove(actor, id) {
      return inventoryTransaction(db, async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return notFound
        await tx.kysely.deleteFrom('vehicles').where('id', '=', id).execute()
        await tx.kysely
          .insertInto('vehicle_tombstones')
          .values({ id, deleted_at: now() })
          .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ deleted_at: eb.ref('excluded.deleted_at') })))
          .execute()
        await recordAudit(tx, { actor, action: 'vehicle.delete', entity: 'vehicle', entityId: id, before: recordInput(before) })
        return { ok: true, record: before }
      })
    },

    async importRecords(actor, rows, { dryRun = false } = {}) {
      const plan: ImportPlan = { created: [], updated: [], unchanged: [] }
      const seen = new Map<string, number>()
      for (const [index, row] of rows.entries()) {
        const first = seen.get(row.id)
        if (first !== undefined) {
          return { ok: false, row: index + 1, status: 409, error: `Row ${index + 1} repeats the id of row ${first}`, fields: { id: `The id ${row.id} is also on row ${first}` } }
        }
        seen.set(row.id, index + 1)
      }
      let failedRow = 0
      try {
        await inventoryTransaction(db, async (tx) => {
          for (const [index, row] of rows.entries()) {
            failedRow = index + 1
            const before = await getIn(tx, row.id)
            if (!before) {
              await insert(tx, row)
              plan.created.push(row.id)
              await recordAudit(tx, { actor, action: 'vehicle.import.create', entity: 'vehicle', entityId: row.id, after: row })
            } else if (sameRecord(recordInput(before), row)) {
              plan.unchanged.push(row.id)
            } else {
              await replace(tx, row.id, row, before)
              plan.updated.push(row.id)
              await recordAudit(tx, { actor, action: 'vehicle.import.update', entity: 'vehicle', entityId: row.id, before: recordInput(before), after: row })
            }
          }
          // A dry run goes through every write, so it finds what the database would refuse, and then undoes them.
          if (dryRun) throw DRY_RUN
        })
      } catch (err) {
        if (err !== DRY_RUN) {
          const refusal = conflict(err, rows[failedRow - 1]!)
          if (refusal) return { ok: false, row: failedRow, ...refusal, error: `Row ${failedRow}: ${refusal.error}` }
          throw err
        }
      }
      return { ok: true, plan }
    },
  }
}

const DRY_RUN = Symbol('dry run')
