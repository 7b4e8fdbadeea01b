import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { dealerToday } from '#app/domain/bookings/days'

export interface UnitPageData {
  id: number
  name: string
  values: Record<string, string>
  vehicles: Array<{ id: string; name: string }>
  vehicleHref?: string
  blocks: Array<{ id: number; firstDay: string; lastDay: string; reason: string; createdBy: string }>
  today: string
}

export async function data(pageContext: PageContextServer): Promise<UnitPageData> {
  const { fleet, vehicleRecords } = pageContext.services
  const unit = await fleet.units.get(Number(pageContext.routeParams.id))
  if (!unit) throw render(404)
  const [records, blocks] = await Promise.all([vehicleRecords.list({}), fleet.blocks.list({ unitId: unit.id })])
  return {
    id: unit.id,
    name: unit.name,
    values: { name: unit.name, plan: unit.plan, vehicleId: unit.vehicleId ?? '', inService: unit.inService ? 'yes' : 'no', note: unit.note },
    vehicles: records.map((v) => ({ id: v.id, name: v.name })),
    ...(unit.vehicleId ? { vehicleHref: `/admin/vehicles/${unit.vehicleId}` } : {}),
    blocks: blocks.map((b) => ({ id: b.id, firstDay: b.firstDay, lastDay: b.lastDay, reason: b.reason, createdBy: b.createdBy })),
    today: dealerToday(),
  }
}
