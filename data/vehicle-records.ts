/**
 * The inventory as the dealer keeps it: every record, drafts included. Every write runs in
 * one transaction with its audit entry; the vehicles table's triggers bump the inventory
 * version, so public pages, the sitemap and the API show the change within a second.
 */
import { recordAudit, type Actor } from './audit'
import type { Database, Queries } from './db'
import type { VehicleRecord, VehicleRecordInput } from './vehicle-record'
import { recordInput } from './vehicle-record'
import type { OdometerUnit, VehicleSpecifications, VehicleStatus } from './vehicle'

interface RecordRow {
  id: string
  name: string
  brand: string
  category: string
  price: number
  msrp: number | null
  description: string
  images: string
  external_url: string | null
  specifications: string
  features: string
  in_stock: number
  is_new: number
  status: VehicleStatus
  stock_number: string | null
  year: number | null
  vin: string | null
  color: string | null
  odometer: number | null
  odometer_unit: OdometerUnit
  featured: number
  sort_order: number
  sold_at: string | null
  created_at: string | null
  updated_at: string
  photo_count?: number
}

const SELECT = `SELECT v.id, v.name, v.brand, v.category, v.price, v.msrp, v.description, v.images, v.external_url,
  v.specifications, v.features, v.in_stock, v.is_new, v.status, v.stock_number, v.year, v.vin, v.color, v.odometer,
  v.odometer_unit, v.featured, v.sort_order, v.sold_at, v.created_at, v.updated_at FROM vehicles v`

function toRecord(row: RecordRow): VehicleRecord {
  const specifications = JSON.parse(row.specifications) as VehicleSpecifications
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    msrp: row.msrp ?? undefined,
    description: row.description,
    externalUrl: row.external_url ?? undefined,
    specifications: {
      topSpeed: String(specifications.topSpeed ?? ''),
      range: String(specifications.range ?? ''),
      batteryType: String(specifications.batteryType ?? ''),
      chargingTime: String(specifications.chargingTime ?? ''),
      payload: String(specifications.payload ?? ''),
      seatingCapacity: Number(specifications.seatingCapacity ?? 0),
    },
    features: JSON.parse(row.features) as string[],
    inStock: row.in_stock === 1,
    isNew: row.is_new === 1,
    status: row.status,
    stockNumber: row.stock_number ?? undefined,
    year: row.year ?? undefined,
    vin: row.vin ?? undefined,
    color: row.color ?? undefined,
    odometer: row.odometer ?? undefined,
    odometerUnit: row.odometer_unit,
    featured: row.featured === 1,
    sortOrder: row.sort_order,
    images: JSON.parse(row.images) as string[],
    soldAt: row.sold_at,
    createdAt: row.created_at ?? row.updated_at,
    updatedAt: row.updated_at,
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
  /** A new draft with this record's details under a free id; photos, stock number and serial stay with the original. */
  duplicate(actor: Actor, id: string): Promise<WriteResult>
  /** Deletes the record and its photos; its page answers 410 from then on. */
  remove(actor: Actor, id: string): Promise<WriteResult>
  /**
   * Creates or replaces every row by id in one transaction (all or nothing). With
   * `dryRun`, reports what would change and writes nothing.
   */
  importRecords(actor: Actor, rows: readonly VehicleRecordInput[], options?: { dryRun?: boolean }): Promise<{ ok: true; plan: ImportPlan } | ({ ok: false; row: number } & WriteRefusal)>
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

function values(input: VehicleRecordInput, soldAt: string | null) {
  return [
    input.name,
    input.brand,
    input.category,
    input.price,
    input.msrp ?? null,
    input.description,
    input.externalUrl ?? null,
    JSON.stringify(input.specifications),
    JSON.stringify(input.features),
    input.inStock ? 1 : 0,
    input.isNew ? 1 : 0,
    input.status,
    input.stockNumber ?? null,
    input.year ?? null,
    input.vin ?? null,
    input.color ?? null,
    input.odometer ?? null,
    input.odometerUnit,
    input.featured ? 1 : 0,
    input.sortOrder,
    soldAt,
  ]
}

const VALUE_COLUMNS = [
  'name',
  'brand',
  'category',
  'price',
  'msrp',
  'description',
  'external_url',
  'specifications',
  'features',
  'in_stock',
  'is_new',
  'status',
  'stock_number',
  'year',
  'vin',
  'color',
  'odometer',
  'odometer_unit',
  'featured',
  'sort_order',
  'sold_at',
]

/** A unique-constraint failure, named by the field the dealer typed. */
function conflict(err: unknown, input: VehicleRecordInput): WriteRefusal | undefined {
  const message = err instanceof Error ? err.message : ''
  if (!/SQLITE_CONSTRAINT/.test(message) && !/UNIQUE constraint/.test(message)) return undefined
  if (/stock_number/.test(message)) {
    return { status: 409, error: 'Stock number already in use', fields: { stockNumber: `Stock number ${input.stockNumber} is already on another vehicle` } }
  }
  if (/vehicles\.id/.test(message) || /PRIMARY KEY/.test(message)) {
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
  const row = await tx.get<RecordRow>(`${SELECT} WHERE v.id = ?`, [id])
  return row ? toRecord(row) : undefined
}

async function insert(tx: Queries, input: VehicleRecordInput, images: string[] = []): Promise<void> {
  await tx.run(
    `INSERT INTO vehicles (id, images, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (?, ?, ${VALUE_COLUMNS.map(() => '?').join(', ')}, ${NOW}, ${NOW})`,
    [input.id, JSON.stringify(images), ...values(input, soldAtFor(input, undefined))],
  )
  // A vehicle created again under a deleted id is simply there again.
  await tx.run('DELETE FROM vehicle_tombstones WHERE id = ?', [input.id])
}

async function replace(tx: Queries, id: string, input: VehicleRecordInput, before: VehicleRecord): Promise<void> {
  await tx.run(
    `UPDATE vehicles SET ${VALUE_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ${NOW} WHERE id = ?`,
    [...values(input, soldAtFor(input, before)), id],
  )
}

export function vehicleRecordRepository(db: Database): VehicleRecordRepository {
  async function write(input: VehicleRecordInput, action: (tx: Queries) => Promise<WriteResult>): Promise<WriteResult> {
    try {
      return await db.transaction(action)
    } catch (err) {
      const refusal = conflict(err, input)
      if (refusal) return { ok: false, ...refusal }
      throw err
    }
  }

  const notFound = { ok: false, status: 404, error: 'Vehicle not found' } as const

  return {
    async list(query = {}) {
      const where: string[] = []
      const params: string[] = []
      if (query.status) {
        where.push('v.status = ?')
        params.push(query.status)
      }
      const q = query.q?.trim().toLowerCase()
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        where.push(
          `(lower(v.id) LIKE ? ESCAPE '\\' OR lower(v.name) LIKE ? ESCAPE '\\' OR lower(v.brand) LIKE ? ESCAPE '\\'
            OR lower(v.category) LIKE ? ESCAPE '\\' OR lower(COALESCE(v.stock_number, '')) LIKE ? ESCAPE '\\'
            OR lower(COALESCE(v.vin, '')) LIKE ? ESCAPE '\\')`,
        )
        params.push(like, like, like, like, like, like)
        // Stock numbers and serials as typed without their dashes or spaces ("u2317" finds "U-2317").
        const compact = q.replace(/[^a-z0-9]/g, '')
        if (compact) {
          where[where.length - 1] = `(${where[where.length - 1]} OR replace(replace(lower(COALESCE(v.stock_number, '') || ' ' || COALESCE(v.vin, '')), '-', ''), ' ', '') LIKE ?)`
          params.push(`%${compact}%`)
        }
      }
      const rows = await db.all<RecordRow>(
        `SELECT * FROM (${SELECT}) v
         LEFT JOIN (SELECT vehicle_id, COUNT(*) AS photo_count FROM photos GROUP BY vehicle_id) p ON p.vehicle_id = v.id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY v.sort_order, v.name`,
        params,
      )
      return rows.map((row) => ({ ...toRecord(row), photoCount: row.photo_count ?? 0 }))
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

    async duplicate(actor, id) {
      return db.transaction(async (tx) => {
        const source = await getIn(tx, id)
        if (!source) return notFound
        let copyId = `${id.slice(0, 70)}-copy`
        for (let n = 2; await tx.get('SELECT 1 FROM vehicles WHERE id = ?', [copyId]); n++) copyId = `${id.slice(0, 70)}-copy-${n}`
        const input: VehicleRecordInput = {
          ...recordInput(source),
          id: copyId,
          name: `${source.name} (copy)`.slice(0, 120),
          status: 'draft',
          stockNumber: undefined,
          vin: undefined,
          featured: false,
        }
        await insert(tx, input, source.images)
        const record = (await getIn(tx, copyId))!
        await recordAudit(tx, { actor, action: 'vehicle.duplicate', entity: 'vehicle', entityId: copyId, before: { from: id }, after: recordInput(record) })
        return { ok: true, record }
      })
    },

    async remove(actor, id) {
      return db.transaction(async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return notFound
        await tx.run('DELETE FROM vehicles WHERE id = ?', [id])
        await tx.run(`INSERT INTO vehicle_tombstones (id, deleted_at) VALUES (?, ${NOW}) ON CONFLICT (id) DO UPDATE SET deleted_at = excluded.deleted_at`, [id])
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
        await db.transaction(async (tx) => {
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
