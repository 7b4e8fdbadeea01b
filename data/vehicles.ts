import type { Database, Queries } from './db'
import type { Vehicle, VehicleSpecifications } from './vehicle'
import { seedVehicles, SEED_VERSION } from './seed/vehicles'

interface VehicleRow {
  id: string
  name: string
  brand: string
  category: string
  price: number
  description: string
  images: string
  external_url: string | null
  specifications: string
  features: string
  in_stock: number
  is_new: number
}

const COLUMNS =
  'id, name, brand, category, price, description, images, external_url, specifications, features, in_stock, is_new'

function toVehicle(row: VehicleRow): Vehicle {
  const vehicle: Vehicle = {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    description: row.description,
    images: JSON.parse(row.images) as string[],
    specifications: JSON.parse(row.specifications) as VehicleSpecifications,
    features: JSON.parse(row.features) as string[],
    inStock: row.in_stock === 1,
    isNew: row.is_new === 1,
  }
  if (row.external_url) vehicle.externalUrl = row.external_url
  return vehicle
}

export interface VehicleRepository {
  list(): Promise<readonly Vehicle[]>
  get(id: string): Promise<Vehicle | undefined>
  getMany(ids: readonly string[]): Promise<Vehicle[]>
  /** Grows by one at every change to the inventory (kept by triggers). */
  version(): Promise<number>
}

/** The whole inventory as read at one version, frozen so no caller can change it for the next. */
interface Snapshot {
  version: number
  list: readonly Vehicle[]
  byId: ReadonlyMap<string, Vehicle>
}

function freezeVehicle(vehicle: Vehicle): Vehicle {
  Object.freeze(vehicle.images)
  Object.freeze(vehicle.features)
  Object.freeze(vehicle.specifications)
  return Object.freeze(vehicle)
}

export interface VehicleRepositoryOptions {
  /**
   * How long a read of the inventory version is trusted before the next request reads it
   * again. 0 (the default) reads it on every request; the server uses a second, the same
   * delay its HTML cache has, so that every request does not wait on SQLite for it.
   */
  versionMaxAgeMs?: number
}

/**
 * Reads go through a snapshot of the inventory that is reloaded only when the
 * inventory version (a one-row lookup kept by triggers) has moved, so every request
 * sees the current data, whoever changed it, without re-reading and re-parsing every
 * row. Concurrent requests share one load.
 */
export function vehicleRepository(db: Database, { versionMaxAgeMs = 0 }: VehicleRepositoryOptions = {}): VehicleRepository {
  let loading: { version: number; snapshot: Promise<Snapshot> } | undefined
  let checked: { at: number; version: Promise<number> } | undefined

  async function readVersion(): Promise<number> {
    const row = await db.get<{ value: string }>("SELECT value FROM app_meta WHERE key = 'inventory_version'")
    return Number(row?.value ?? 0)
  }

  /** Reads the version now; what later reads within versionMaxAgeMs go by. */
  function checkVersion(): Promise<number> {
    const version = readVersion()
    checked = { at: Date.now(), version }
    version.catch(() => {
      if (checked?.version === version) checked = undefined
    })
    return version
  }

  /** The version as read at most versionMaxAgeMs ago; concurrent requests share one read. */
  function recentVersion(): Promise<number> {
    return checked && Date.now() - checked.at < versionMaxAgeMs ? checked.version : checkVersion()
  }

  async function load(version: number): Promise<Snapshot> {
    const rows = await db.all<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles ORDER BY sort_order, name`)
    const list = Object.freeze(rows.map((row) => freezeVehicle(toVehicle(row))))
    return { version, list, byId: new Map(list.map((v) => [v.id, v])) }
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
      return (await current()).list
    },
    async get(id) {
      return (await current()).byId.get(id)
    },
    async getMany(ids) {
      const { byId } = await current()
      return ids.flatMap((id) => byId.get(id) ?? [])
    },
    // A fresh read, which later reads go by: a render that follows a caller's check of
    // the version (the HTML cache's) sees data at least that new.
    version: checkVersion,
  }
}

export async function upsertVehicle(tx: Queries, vehicle: Vehicle, sortOrder = 0): Promise<void> {
  await tx.run(
    `INSERT INTO vehicles (${COLUMNS}, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, brand = excluded.brand, category = excluded.category,
       price = excluded.price, description = excluded.description, images = excluded.images,
       external_url = excluded.external_url, specifications = excluded.specifications, features = excluded.features,
       in_stock = excluded.in_stock, is_new = excluded.is_new, sort_order = excluded.sort_order,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    [
      vehicle.id,
      vehicle.name,
      vehicle.brand,
      vehicle.category,
      vehicle.price,
      vehicle.description,
      JSON.stringify(vehicle.images),
      vehicle.externalUrl ?? null,
      JSON.stringify(vehicle.specifications),
      JSON.stringify(vehicle.features),
      vehicle.inStock ? 1 : 0,
      vehicle.isNew ? 1 : 0,
      sortOrder,
    ],
  )
}

/**
 * Loads the seed inventory once per seed version. A database that already holds it is
 * left alone, so an operator's later edits are never overwritten.
 */
export async function seedInventory(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ value: string }>("SELECT value FROM app_meta WHERE key = 'inventory_seed'")
    if (row && Number(row.value) >= SEED_VERSION) return false
    for (const { sortOrder, ...vehicle } of seedVehicles) await upsertVehicle(tx, vehicle, sortOrder)
    await tx.run(
      "INSERT INTO app_meta (key, value) VALUES ('inventory_seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [String(SEED_VERSION)],
    )
    return true
  })
}
