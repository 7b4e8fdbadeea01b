import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleTeamUserData } from '#app/pages/admin/team/users/operator-data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Disable ${(pageContext.data as ConsoleTeamUserData).email}`.slice(0, 60))
