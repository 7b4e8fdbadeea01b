import type { PageContext } from 'vike/types'
import type { HeadSpec } from '../../../../renderer/head'
import { consoleHead } from '../../ui'
import type { ConsoleLeadData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Lead: ${(pageContext.data as ConsoleLeadData).name}`)
