import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleTeamTokenData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Revoke ${(pageContext.data as ConsoleTeamTokenData).name}`.slice(0, 60))
