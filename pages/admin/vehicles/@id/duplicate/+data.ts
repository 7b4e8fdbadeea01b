import type { PageContextServer } from 'vike/types'
import { data as vehicleData, type ConsoleVehicleData } from '../+data'

export interface DuplicateVehicleData extends ConsoleVehicleData {
  /** The copy's web address as Duplicate proposes it: year, make and model, never used before. */
  proposedId: string
}

export async function data(pageContext: PageContextServer): Promise<DuplicateVehicleData> {
  const vehicle = await vehicleData(pageContext)
  const proposedId = (await pageContext.services.vehicleRecords.proposeCopyId(vehicle.id)) ?? `${vehicle.id}-2`
  return { ...vehicle, proposedId }
}
