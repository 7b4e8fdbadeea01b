import type { PageContextServer } from 'vike/types'
import { STATUS_LABELS, VEHICLE_STATUSES, type VehicleStatus } from '#app/domain/vehicles/vehicle'
import type { RecordListItem } from '#app/server/inventory'

export interface InventoryListItem {
  id: string
  name: string
  status: VehicleStatus
  statusLabel: string
  price: number
  stockNumber?: string
  year?: number
  featured: boolean
  photoCount: number
  updatedAt: string
}

export interface ConsoleInventoryData {
  vehicles: InventoryListItem[]
  q: string
  status: VehicleStatus | ''
  counts: Record<VehicleStatus, number>
  total: number
}

const item = (r: RecordListItem): InventoryListItem => ({
  id: r.id,
  name: r.name,
  status: r.status,
  statusLabel: STATUS_LABELS[r.status],
  price: r.price,
  ...(r.stockNumber ? { stockNumber: r.stockNumber } : {}),
  ...(r.year ? { year: r.year } : {}),
  featured: r.featured,
  photoCount: r.photoCount,
  updatedAt: r.updatedAt,
})

export async function data(pageContext: PageContextServer): Promise<ConsoleInventoryData> {
  const search = pageContext.urlParsed.search
  const q = (search.q ?? '').slice(0, 100)
  const status = (VEHICLE_STATUSES as readonly string[]).includes(search.status ?? '') ? (search.status as VehicleStatus) : ''
  const all = await pageContext.services.vehicleRecords.list()
  const counts = Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, all.filter((r) => r.status === s).length])) as Record<VehicleStatus, number>
  const shown = q || status ? await pageContext.services.vehicleRecords.list({ q, status: status || undefined }) : all
  return { vehicles: shown.map(item), q, status, counts, total: all.length }
}
