import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { toSummary, type VehicleSummary } from '../../data/vehicle'

export interface InventoryData {
  vehicles: VehicleSummary[]
}

export async function data(pageContext: PageContextServer): Promise<InventoryData> {
  try {
    const vehicles = await pageContext.services.vehicles.list()
    return { vehicles: vehicles.map(toSummary) }
  } catch {
    throw render(503, { inventoryError: 'Failed to fetch vehicles: 503' })
  }
}
