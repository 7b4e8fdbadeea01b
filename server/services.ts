import type { Database } from '../data/db'
import { leadRepository, type LeadRepository } from '../data/leads'
import { vehicleRepository, type VehicleRepository } from '../data/vehicles'

/** What pages and routers get: repositories over the one open database. */
export interface Services {
  db: Database
  vehicles: VehicleRepository
  leads: LeadRepository
}

export function createServices(db: Database): Services {
  return { db, vehicles: vehicleRepository(db), leads: leadRepository(db) }
}
