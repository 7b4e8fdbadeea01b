import type { PageContextServer } from 'vike/types'
import { toSummary, type VehicleSummary } from '#app/domain/vehicles/vehicle'

/** How many featured carts the home page shows (the spec's three); more flagged ones wait their turn. */
const FEATURED_COUNT = 3

export interface HomeData {
  /** The dealer's featured carts on the grid, in the dealer's order; empty when none is flagged. */
  featured: VehicleSummary[]
}

export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const featured = await pageContext.services.vehicles.featured()
  return { featured: featured.slice(0, FEATURED_COUNT).map(toSummary) }
}
