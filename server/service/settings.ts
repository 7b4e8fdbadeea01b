/**
 * The owner's service settings (one row, service_settings): each weekday's drop-off windows
 * and how many carts each takes, the minimum notice, the horizon and the closed days. Until an
 * owner saves them, DEFAULT_SERVICE_SETTINGS. Saving is audited. Read with the department's
 * hours and holiday closures (serviceDepartmentCalendar) wherever windows are made.
 */
import { recordAudit, type Actor } from '../audit'
import type { Database, Queries } from '../db/database'
import { DEFAULT_SERVICE_SETTINGS, type ServiceSettings, type WindowRule } from '#app/domain/bookings/service-windows'

export async function readSettings(q: Queries): Promise<ServiceSettings> {
  const row = await q.kysely.selectFrom('service_settings').selectAll().where('id', '=', 1).executeTakeFirst()
  if (!row) return DEFAULT_SERVICE_SETTINGS
  return {
    windows: JSON.parse(row.windows) as WindowRule[][],
    noticeDays: row.notice_days,
    horizonDays: row.horizon_days,
    closedDays: JSON.parse(row.closed_days) as string[],
  }
}

export function serviceSettingsStore(db: Database) {
  return {
    get: () => readSettings(db),
    async save(settings: ServiceSettings, actor: Actor): Promise<ServiceSettings> {
      return db.transaction(async (tx) => {
        const before = await readSettings(tx)
        const values = {
          windows: JSON.stringify(settings.windows),
          notice_days: settings.noticeDays,
          horizon_days: settings.horizonDays,
          closed_days: JSON.stringify(settings.closedDays),
          updated_by: actor.kind === 'operator' ? actor.email : actor.kind,
          updated_at: new Date().toISOString(),
        }
        await tx.kysely
          .insertInto('service_settings')
          .values({ id: 1, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute()
        await recordAudit(tx, { actor, action: 'service-settings.update', entity: 'service_settings', entityId: '1', before, after: settings })
        return settings
      })
    },
  }
}

export type ServiceSettingsStore = ReturnType<typeof serviceSettingsStore>
