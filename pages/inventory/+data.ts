import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { toSummary, type Vehicle, type VehicleSummary } from '#app/domain/vehicles/vehicle'

/** A card's summary, and when the unit was listed (the 'newest' order). */
export type InventoryVehicle = VehicleSummary & Pick<Vehicle, 'listedAt'>

export interface InventoryData {
  /** In the dealer's order. */
  readonly vehicles: readonly InventoryVehicle[]
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
    result = Object.freeze({ vehicles: Object.freeze(vehicles.map((v) => Object.freeze({ ...toSummary(v), ...(v.listedAt ? { listedAt: v.listedAt } : {}) }))) })
    summaries.set(vehicles, result)
  }
  return result
}
