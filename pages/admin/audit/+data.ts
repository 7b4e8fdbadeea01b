import type { PageContextServer } from 'vike/types'
import { listAudit, type AuditEntry } from '../../../data/audit'
import { actionText, changedFields } from '../../../data/audit-text'
import { formatDealerTime } from '../../../data/format'

export interface ConsoleAuditData {
  entries: Array<AuditEntry & { atText: string; actionText: string; changed: string[] }>
  entityId: string
  /** The id to page back from, when there are older entries. */
  older?: number
}

const PAGE = 50

export async function data(pageContext: PageContextServer): Promise<ConsoleAuditData> {
  const search = pageContext.urlParsed.search
  const entityId = (search.entityId ?? '').slice(0, 100)
  const before = /^\d{1,12}$/.test(search.before ?? '') ? Number(search.before) : undefined
  const entries = await listAudit(pageContext.services.db, { entityId: entityId || undefined, before, limit: PAGE + 1 })
  const page = entries.slice(0, PAGE)
  return {
    entries: page.map((entry) => ({ ...entry, atText: formatDealerTime(entry.at), actionText: actionText(entry.action), changed: changedFields(entry) })),
    entityId,
    ...(entries.length > PAGE ? { older: page[page.length - 1]!.id } : {}),
  }
}
