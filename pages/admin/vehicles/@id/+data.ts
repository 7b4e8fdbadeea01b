import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { listAudit, type AuditEntry } from '../../../../data/audit'
import { actionText, changedFields } from '../../../../data/audit-text'
import { formatDealerTime } from '../../../../data/format'
import type { VehiclePhoto } from '../../../../data/photo'
import { vehiclePhotos } from '../../../../data/photos'
import { STATUS_LABELS, type VehicleStatus } from '../../../../data/vehicle'
import { flattenRecord, recordInput } from '../../../../data/vehicle-record'

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
    vehiclePhotos(pageContext.services.db, id),
    listAudit(pageContext.services.db, { entityId: id, limit: 20 }),
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
