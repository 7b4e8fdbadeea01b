import type { PageContextServer } from 'vike/types'
import type { AuditEntry } from '#app/server/audit'
import { actionText, changedFields } from '#app/domain/audit-text'
import { formatDealerTime } from '#app/content/format'

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
  // Staff see the inventory's history; who was added, disabled or given a token is for owners.
  const owner = pageContext.console?.operator?.role === 'owner'
  const entries = await pageContext.services.audit.listFor({ entityId: entityId || undefined, before, limit: PAGE + 1 }, { owner })
  const page = entries.slice(0, PAGE)
  return {
    entries: page.map((entry) => ({ ...entry, atText: formatDealerTime(entry.at), actionText: actionText(entry.action), changed: changedFields(entry) })),
    entityId,
    ...(entries.length > PAGE ? { older: page[page.length - 1]!.id } : {}),
  }
}
