import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export interface ConsoleEraseData {
  /** Leads the last erasure removed (from `?erased=`, a count only). */
  erased?: number
}

/** The erase page is for owners (server/leads/admin-routes.ts answers 403 to anyone else, and so does this). */
export function data(pageContext: PageContextServer): ConsoleEraseData {
  if (pageContext.console?.operator?.role !== 'owner') throw render(403)
  const erased = pageContext.urlParsed.search.erased ?? ''
  return /^\d{1,9}$/.test(erased) ? { erased: Number(erased) } : {}
}
