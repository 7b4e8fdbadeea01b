import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Vehicle } from '../../data/vehicle'
import { toSummary, type VehicleSummary } from '../../data/vehicle'

export interface InventoryData {
  readonly vehicles: readonly VehicleSummary[]
}

/** The summaries of one inventory snapshot (the repository hands out the same list until it changes). */
const summaries = new WeakMap<readonly Vehicle[], InventoryData>()

export async function data(pageContext: PageContextServer): Promise<InventoryData> {
  let vehicles: readonly Vehicle[]
  try {
    vehicles = await pageContext.services.vehicles.list()
  } catch {
    throw render(503, { inventoryError: 'Failed to fetch vehicles: 503' })
  }
  let result = summaries.get(vehicles)
  if (!result) {
    result = Object.freeze({ vehicles: Object.freeze(vehicles.map((v) => Object.freeze(toSummary(v)))) })
    summaries.set(vehicles, result)
  }
  return result
}
