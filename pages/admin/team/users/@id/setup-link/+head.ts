import type { PageContext } from 'vike/types'
import type { HeadSpec } from '../../../../../../renderer/head'
import { consoleHead } from '../../../../ui'
import type { ConsoleTeamUserData } from '../../operator-data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`New set-up link · ${(pageContext.data as ConsoleTeamUserData).email}`.slice(0, 60))
