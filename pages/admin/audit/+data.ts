import type { PageContextServer } from 'vike/types'
import { listAudit, type AuditEntry } from '../../../data/audit'

export interface ConsoleAuditData {
  entries: AuditEntry[]
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
  return { entries: page, entityId, ...(entries.length > PAGE ? { older: page[page.length - 1]!.id } : {}) }
}
