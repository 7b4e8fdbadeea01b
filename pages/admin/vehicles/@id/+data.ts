import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { AuditEntry } from '#app/server/audit'
import { actionText, changedFields } from '#app/domain/audit-text'
import { formatDealerTime } from '#app/content/format'
import type { VehiclePhoto } from '#app/domain/photos'
import { STATUS_LABELS, type VehicleStatus } from '#app/domain/vehicles/vehicle'
import { flattenRecord, recordInput } from '#app/domain/vehicles/record'

export interface ConsoleVehicleData {
  id: string
  name: string
  status: VehicleStatus
  statusLabel: string
  /** The form's values as stored. */
  values: Record<string, string>
  photos: VehiclePhoto[]
  history: Array<Pick<AuditEntry, 'id' | 'at' | 'actor'> & { atText: string; actionText: string; changed: string[] }>
}

export async function data(pageContext: PageContextServer): Promise<ConsoleVehicleData> {
  const id = pageContext.routeParams.id ?? ''
  const record = await pageContext.services.vehicleRecords.get(id)
  if (!record) throw render(404, { notFound: 'vehicle' })
  const [photos, audit] = await Promise.all([
    pageContext.services.photos.ofVehicle(id),
    pageContext.services.audit.list({ entityId: id, limit: 20 }),
  ])
  return {
    id,
    name: record.name,
    status: record.status,
    statusLabel: STATUS_LABELS[record.status],
    values: flattenRecord(recordInput(record)),
    photos,
    history: audit.map((entry) => ({
      id: entry.id,
      at: entry.at,
      atText: formatDealerTime(entry.at),
      actor: entry.actor,
      actionText: actionText(entry.action),
      changed: changedFields(entry),
    })),
  }
}
