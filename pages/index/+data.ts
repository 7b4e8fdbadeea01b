import type { PageContextServer } from 'vike/types'
import { FEATURED_VEHICLE_IDS } from '../../data/featured'
import { toSummary, type VehicleSummary } from '../../data/vehicle'

export interface HomeData {
  featured: VehicleSummary[]
}

export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const featured = await pageContext.services.vehicles.getMany(FEATURED_VEHICLE_IDS)
  return { featured: featured.map(toSummary) }
}
