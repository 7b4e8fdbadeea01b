import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleLeadsData } from './+data'

/** The overdue count leads the title, so a tab in the background shows it. */
export const head = (pageContext: PageContext): HeadSpec => {
  const { overdueCount } = pageContext.data as ConsoleLeadsData
  return consoleHead(overdueCount > 0 ? `Leads (${overdueCount} overdue)` : 'Leads')
}
