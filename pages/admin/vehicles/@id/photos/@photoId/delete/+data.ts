import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { VehiclePhoto } from '#app/domain/photos'
import { data as vehicleData, type ConsoleVehicleData } from '#app/pages/admin/vehicles/@id/+data'

export interface PhotoDeleteData extends ConsoleVehicleData {
  photo: VehiclePhoto
  /** 1-based. */
  position: number
}

export async function data(pageContext: PageContextServer): Promise<PhotoDeleteData> {
  const vehicle = await vehicleData(pageContext)
  const index = vehicle.photos.findIndex((p) => p.id === pageContext.routeParams.photoId)
  if (index < 0) throw render(404)
  return { ...vehicle, photo: vehicle.photos[index]!, position: index + 1 }
}
