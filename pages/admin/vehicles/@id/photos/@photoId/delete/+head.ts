import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { PhotoDeleteData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => {
  const data = pageContext.data as PhotoDeleteData
  return consoleHead(`Delete photo ${data.position} of ${data.name}`)
}
