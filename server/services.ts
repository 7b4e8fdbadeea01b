import type { Database } from '../data/db'
import { leadRepository, type LeadRepository } from '../data/leads'
import { vehicleRepository, type VehicleRepository } from '../data/vehicles'

/** What pages and routers get: repositories over the one open database. */
export interface Services {
  db: Database
  vehicles: VehicleRepository
  leads: LeadRepository
}

/** How soon a change to the inventory, made anywhere (this process or the sqlite3 shell), reaches visitors. */
export const INVENTORY_POLL_MS = 1000

export interface ServicesOptions {
  /** How long a read of the inventory version is trusted; 0 (default): read on every request. */
  inventoryMaxAgeMs?: number
}

export function createServices(db: Database, { inventoryMaxAgeMs = 0 }: ServicesOptions = {}): Services {
  return { db, vehicles: vehicleRepository(db, { versionMaxAgeMs: inventoryMaxAgeMs }), leads: leadRepository(db) }
}
