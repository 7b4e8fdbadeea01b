import { inventoryTransaction, type Database, type Queries } from '../db/database'
import type { Vehicle, VehicleStatus } from '#app/domain/vehicles/vehicle'
import { toStoredVehicle, VEHICLE_COLUMNS, type StoredVehicle, type VehicleRow } from './rows'
import { photoImageUrl, type VehiclePhoto } from '#app/domain/photos'
import { seedVehicles, SEED_VERSION } from './seed'
import { isLive, type Special } from '#app/domain/specials/special'
import { saleFor } from '#app/domain/specials/shopper-price'
import { saleEndsText } from '#app/domain/specials/wording'

/** What a visitor may see of a stored vehicle, with its photos (the drawn artwork when it has none). */
function toVehicle(stored: StoredVehicle, photos: VehiclePhoto[]): Vehicle {
  const vehicle: Vehicle = {
    id: stored.id,
    name: stored.name,
    brand: stored.brand,
    category: stored.category,
    price: stored.price,
    description: stored.description,
    images: photos.length > 0 ? photos.map(photoImageUrl) : stored.images,
    specifications: stored.specifications,
    features: stored.features,
    inStock: stored.inStock,
    isNew: stored.isNew,
    status: stored.status,
    featured: stored.featured,
    photos,
    roadUse: stored.roadUse,
  }
  if (stored.externalUrl) vehicle.externalUrl = stored.externalUrl
  if (stored.descriptionEs || stored.featuresEs.length > 0) vehicle.spanish = { description: stored.descriptionEs, features: stored.featuresEs }
  if (stored.msrp !== null) vehicle.msrp = stored.msrp
  if (stored.stockNumber !== null) vehicle.stockNumber = stored.stockNumber
  if (stored.year !== null) vehicle.year = stored.year
  if (stored.vin !== null) vehicle.vin = stored.vin
  if (stored.color !== null) vehicle.color = stored.color
  if (stored.odometer !== null) vehicle.odometer = { value: stored.odometer, unit: stored.odometerUnit }
  if (stored.soldAt !== null) vehicle.soldAt = stored.soldAt
  vehicle.listedAt = stored.listedAt
  return vehicle
}

/** What a public page finds at a vehicle's address: the unit, a unit that is gone, or the address the unit moved to. */
export type VehicleLookup =
  | { vehicle: Vehicle; gone?: undefined; movedTo?: undefined }
  | { gone: true; vehicle?: undefined; movedTo?: undefined }
  | { movedTo: string; vehicle?: undefined; gone?: undefined }
  | undefined

export interface VehicleRepository {
  /** The public inventory grid: available and pending units, in the dealer's order. */
  list(): Promise<readonly Vehicle[]>
  /** The grid's units flagged as featured, in the dealer's order. */
  featured(): Promise<readonly Vehicle[]>
  /** A unit a visitor may see: on the grid, or sold within the last SOLD_VISIBLE_DAYS. Never a draft. */
  get(id: string): Promise<Vehicle | undefined>
  getMany(ids: readonly string[]): Promise<Vehicle[]>
  /**
   * As `get`, and tells a unit that is gone (deleted, or sold longer ago) from one that never
   * was public, and a former address of a unit (an owner changed its id) from both.
   */
  lookup(id: string): Promise<VehicleLookup>
  /** Public units similar to this one (same brand or seats, nearest price), for a sold unit's page. */
  similar(vehicle: Vehicle, count: number): Promise<Vehicle[]>
  /** Grows by one at every change to the inventory (kept by triggers); trusted for versionMaxAgeMs. */
  version(): Promise<number>
  /** The version as the database has it at this moment (one indexed row). */
  readVersion(): Promise<number>
  /**
   * The version pages go by: read at most versionMaxAgeMs ago, and at once after `version()`
   * (the HTML cache's check). What else the inventory version covers (the site settings, the
   * specials) is read again by it, so a page rendered after the cache saw a change sees it too.
   */
  recentVersion(): Promise<number>
}

/** The whole inventory as read at one version, frozen so no caller can change it for the next. */
interface Snapshot {
  version: number
  /** The grid: available and pending. */
  list: readonly Vehicle[]
  featured: readonly Vehicle[]
  /** Every unit that is not a draft (sold ones included), by id. */
  byId: ReadonlyMap<string, Vehicle>
  /** Ids of deleted units. */
  deleted: ReadonlySet<string>
  /** Former ids of units, and the id each has now. */
  moved: ReadonlyMap<string, string>
}

function freezeVehicle(vehicle: Vehicle): Vehicle {
  Object.freeze(vehicle.photos)
  Object.freeze(vehicle.images)
  Object.freeze(vehicle.features)
  Object.freeze(vehicle.specifications)
  return Object.freeze(vehicle)
}

export interface VehicleRepositoryOptions {
  /**
   * How long a read of the inventory version is trusted before the next request reads it
   * again. 0 (the default) reads it on every request; the server uses INVENTORY_POLL_MS, the
   * same delay its HTML cache has, so that every request does not wait on the database for
   * it. A change this process commits (inventoryTransaction) ends the trust at once.
   */
  versionMaxAgeMs?: number
  /** How long a sold unit's page stays up (SOLD; links to similar carts) before it answers 410. Default 14. */
  soldVisibleDays?: number
  /** The clock: the version read's age and a sold page's days go by it (tests move it by hand). */
  now?: () => number
  /** Every vehicle's photos, cover first. */
  loadPhotos?: () => Promise<ReadonlyMap<string, VehiclePhoto[]>>
  /** The specials that may be live (server/specials): while one is, the carts it applies to carry its sale. */
  loadSpecials?: () => Promise<readonly Special[]>
}

export const DEFAULT_SOLD_VISIBLE_DAYS = 14
const DAY_MS = 86_400_000

const ON_GRID: ReadonlySet<VehicleStatus> = new Set(['available', 'pending'])

/**
 * Reads go through a snapshot of the inventory that is reloaded only when the
 * inventory version (a one-row lookup kept by triggers) has moved, so every request
 * sees the current data, whoever changed it, without re-reading and re-parsing every
 * row. Concurrent requests share one load.
 */
export function vehicleRepository(
  db: Database,
  {
    versionMaxAgeMs = 0,
    soldVisibleDays = DEFAULT_SOLD_VISIBLE_DAYS,
    now = Date.now,
    loadPhotos = async () => new Map(),
    loadSpecials = async () => [],
  }: VehicleRepositoryOptions = {},
): VehicleRepository {
  let loading: { version: number; snapshot: Promise<Snapshot> } | undefined
  let checked: { at: number; version: Promise<number> } | undefined
  /** The snapshot with the sales of the specials live when it was made, until the snapshot or the live set changes. */
  let priced: { snapshot: Snapshot; live: string; value: Snapshot } | undefined
  // A change this process committed is read at the next request, not after versionMaxAgeMs.
  db.onInventoryChange(() => {
    checked = undefined
  })

  async function readVersion(): Promise<number> {
    return readInventoryVersion(db)
  }

  /** Reads the version now; what later reads within versionMaxAgeMs go by. */
  function checkVersion(): Promise<number> {
    const version = readVersion()
    checked = { at: now(), version }
    version.catch(() => {
      if (checked?.version === version) checked = undefined
    })
    return version
  }

  /** The version as read at most versionMaxAgeMs ago; concurrent requests share one read. */
  function recentVersion(): Promise<number> {
    return checked && now() - checked.at < versionMaxAgeMs ? checked.version : checkVersion()
  }

  async function load(version: number): Promise<Snapshot> {
    const [rows, photos, deleted, moved] = await Promise.all([
      db.kysely
        .selectFrom('vehicles')
        .select(VEHICLE_COLUMNS)
        .where('status', '<>', 'draft')
        .orderBy('sort_order')
        .orderBy('name')
        .orderBy('id')
        .execute() as Promise<VehicleRow[]>,
      loadPhotos(),
      db.kysely.selectFrom('vehicle_tombstones').select('id').execute(),
      db.kysely.selectFrom('vehicle_redirects').select(['old_id', 'new_id']).execute(),
    ])
    const all = rows.map((row) => freezeVehicle(toVehicle(toStoredVehicle(row), photos.get(row.id) ?? [])))
    const list = Object.freeze(all.filter((v) => ON_GRID.has(v.status)))
    return {
      version,
      list,
      featured: Object.freeze(list.filter((v) => v.featured)),
      byId: new Map(all.map((v) => [v.id, v])),
      deleted: new Set(deleted.map((row) => row.id)),
      moved: new Map(moved.map((row) => [row.old_id, row.new_id])),
    }
  }

  /** A sold unit stays visible for soldVisibleDays after it was marked sold. */
  function stillVisible(vehicle: Vehicle): boolean {
    if (vehicle.status !== 'sold') return true
    const soldAt = vehicle.soldAt ? Date.parse(vehicle.soldAt) : NaN
    return Number.isFinite(soldAt) && now() - soldAt < soldVisibleDays * DAY_MS
  }

  /**
   * The snapshot as a shopper sees it now: each cart a live special applies to carries its
   * sale (the shopper-price rule, domain/specials/shopper-price.ts). Worked out again only when
   * the snapshot or the set of live specials changes; carts without a sale stay the same objects.
   */
  async function shown(): Promise<Snapshot> {
    const [snapshot, specials] = await Promise.all([current(), loadSpecials()])
    const at = now()
    const live = specials.filter((special) => isLive(special, at))
    const key = live.map((special) => `${special.id}@${special.updatedAt}`).join(',')
    if (priced && priced.snapshot === snapshot && priced.live === key) return priced.value
    if (live.length === 0) {
      priced = { snapshot, live: key, value: snapshot }
      return snapshot
    }
    const byId = new Map<string, Vehicle>()
    for (const [id, vehicle] of snapshot.byId) {
      const sale = saleFor(vehicle, live, at)
      byId.set(id, sale ? freezeVehicle({ ...vehicle, sale: Object.freeze({ ...sale, endsText: saleEndsText(sale.endsAt) }) }) : vehicle)
    }
    const list = Object.freeze(snapshot.list.map((v) => byId.get(v.id)!))
    const value: Snapshot = { ...snapshot, list, featured: Object.freeze(snapshot.featured.map((v) => byId.get(v.id)!)), byId }
    priced = { snapshot, live: key, value }
    return value
  }

  async function lookup(id: string): Promise<VehicleLookup> {
    const { byId, deleted, moved } = await shown()
    const vehicle = byId.get(id)
    if (vehicle) return stillVisible(vehicle) ? { vehicle } : { gone: true }
    const movedTo = moved.get(id)
    // A former address leads to the unit's page whatever it says now (a draft's 404, a deleted unit's 410).
    if (movedTo) return { movedTo }
    return deleted.has(id) ? { gone: true } : undefined
  }

  async function current(): Promise<Snapshot> {
    const version = await recentVersion()
    if (!loading || loading.version !== version) {
      const snapshot = load(version)
      loading = { version, snapshot }
      // A failed read is not remembered: the next request tries again.
      snapshot.catch(() => {
        if (loading?.snapshot === snapshot) loading = undefined
      })
    }
    return loading.snapshot
  }

  return {
    async list() {
      return (await shown()).list
    },
    async featured() {
      return (await shown()).featured
    },
    async get(id) {
      return (await lookup(id))?.vehicle
    },
    async getMany(ids) {
      const { byId } = await shown()
      return ids.flatMap((id) => {
        const vehicle = byId.get(id)
        return vehicle && stillVisible(vehicle) ? [vehicle] : []
      })
    },
    lookup,
    async similar(vehicle, count) {
      const seats = vehicle.specifications.seatingCapacity
      const score = (v: Vehicle) =>
        (v.brand === vehicle.brand ? 0 : 1) + (v.specifications.seatingCapacity === seats ? 0 : 1) + Math.abs(v.price - vehicle.price) / 100_000
      return (await shown()).list
        .filter((v) => v.id !== vehicle.id)
        .map((v) => ({ v, s: score(v) }))
        .sort((a, b) => a.s - b.s)
        .slice(0, count)
        .map(({ v }) => v)
    },
    // A fresh read, which later reads go by: a render that follows a caller's check of
    // the version (the HTML cache's) sees data at least that new.
    version: checkVersion,
    readVersion,
    recentVersion,
  }
}

/** The inventory version: grows by one at every change to vehicles, photos or tombstones (kept by triggers). */
export async function readInventoryVersion(db: Queries): Promise<number> {
  const row = await db.kysely.selectFrom('app_meta').select('value').where('key', '=', 'inventory_version').executeTakeFirst()
  return Number(row?.value ?? 0)
}

/** Writes a vehicle's public record (the seed's, or a test's) by id, creating or replacing it. */
export async function upsertVehicle(tx: Queries, vehicle: Vehicle, sortOrder = 0): Promise<void> {
  const now = new Date().toISOString()
  const row = {
    id: vehicle.id,
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    description: vehicle.description,
    images: JSON.stringify(vehicle.photos.length > 0 ? [] : vehicle.images),
    external_url: vehicle.externalUrl ?? null,
    specifications: JSON.stringify(vehicle.specifications),
    features: JSON.stringify(vehicle.features),
    in_stock: vehicle.inStock ? 1 : 0,
    is_new: vehicle.isNew ? 1 : 0,
    status: vehicle.status,
    msrp: vehicle.msrp ?? null,
    stock_number: vehicle.stockNumber ?? null,
    year: vehicle.year ?? null,
    vin: vehicle.vin ?? null,
    color: vehicle.color ?? null,
    odometer: vehicle.odometer?.value ?? null,
    odometer_unit: vehicle.odometer?.unit ?? 'miles',
    featured: vehicle.featured ? 1 : 0,
    sold_at: vehicle.soldAt ?? null,
    road_use: vehicle.roadUse,
    sort_order: sortOrder,
    updated_at: now,
    created_at: now,
  }
  await tx.kysely
    .insertInto('vehicles')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        ...Object.fromEntries(
          (Object.keys(row) as (keyof typeof row)[])
            .filter((column) => column !== 'id' && column !== 'created_at')
            .map((column) => [column, eb.ref(`excluded.${column}`)]),
        ),
        // First listed when first written; a later write keeps that time.
        created_at: eb.fn.coalesce('vehicles.created_at', 'excluded.created_at'),
      })),
    )
    .execute()
}

/**
 * Loads the seed inventory once per seed version. A database that already holds it is
 * left alone, so an operator's later edits are never overwritten.
 */
export async function seedInventory(db: Database): Promise<boolean> {
  return inventoryTransaction(db, async (tx) => {
    const row = await tx.kysely.selectFrom('app_meta').select('value').where('key', '=', 'inventory_seed').executeTakeFirst()
    if (row && Number(row.value) >= SEED_VERSION) return false
    for (const { sortOrder, ...vehicle } of seedVehicles) await upsertVehicle(tx, vehicle, sortOrder)
    await tx.kysely
      .insertInto('app_meta')
      .values({ key: 'inventory_seed', value: String(SEED_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute()
    return true
  })
}
