import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleSpecialData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Special: ${(pageContext.data as ConsoleSpecialData).title}`)
