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
  list(): Promise<Vehicle[]>
  get(id: string): Promise<Vehicle | undefined>
  getMany(ids: readonly string[]): Promise<Vehicle[]>
  /** Grows by one at every change to the inventory (kept by triggers). */
  version(): Promise<number>
}

export function vehicleRepository(db: Database): VehicleRepository {
  return {
    async list() {
      const rows = await db.all<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles ORDER BY sort_order, name`)
      return rows.map(toVehicle)
    },
    async get(id) {
      const row = await db.get<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles WHERE id = ?`, [id])
      return row ? toVehicle(row) : undefined
    },
    async getMany(ids) {
      if (ids.length === 0) return []
      const rows = await db.all<VehicleRow>(
        `SELECT ${COLUMNS} FROM vehicles WHERE id IN (${ids.map(() => '?').join(', ')})`,
        [...ids],
      )
      const byId = new Map(rows.map((row) => [row.id, toVehicle(row)]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },
    async version() {
      const row = await db.get<{ value: string }>("SELECT value FROM app_meta WHERE key = 'inventory_version'")
      return Number(row?.value ?? 0)
    },
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
