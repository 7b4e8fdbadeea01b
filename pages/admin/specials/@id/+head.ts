import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleSpecialData, NewSpecialData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => {
  const data = pageContext.data as NewSpecialData | ConsoleSpecialData
  return consoleHead(data.kind === 'new' ? 'New special' : `Special: ${data.title}`)
}
