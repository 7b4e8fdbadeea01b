import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Vehicle } from '../../data/vehicle'

export interface VehicleData {
  vehicle: Vehicle
}

export async function data(pageContext: PageContextServer): Promise<VehicleData> {
  const id = pageContext.routeParams.id
  const vehicle = id ? await pageContext.services.vehicles.get(id) : undefined
  if (!vehicle) throw render(404, { notFound: 'vehicle' })
  return { vehicle }
}
