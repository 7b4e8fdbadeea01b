import type { PageContextServer } from 'vike/types'
import { planTitle } from '#app/content/rental-booking'

export interface FleetPageData {
  units: Array<{ id: number; name: string; plan: string; inService: boolean; vehicle?: string }>
  vehicles: Array<{ id: string; name: string }>
}

export async function data(pageContext: PageContextServer): Promise<FleetPageData> {
  const { fleet, vehicleRecords } = pageContext.services
  const [units, records] = await Promise.all([fleet.units.list(), vehicleRecords.list({})])
  const names = new Map(records.map((v) => [v.id, v.name]))
  return {
    units: units.map((u) => ({ id: u.id, name: u.name, plan: planTitle(u.plan), inService: u.inService, ...(u.vehicleId ? { vehicle: names.get(u.vehicleId) ?? u.vehicleId } : {}) })),
    vehicles: records.map((v) => ({ id: v.id, name: v.name })),
  }
}
