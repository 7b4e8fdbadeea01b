import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ConsoleVehicleData } from '../+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Web address of ${(pageContext.data as ConsoleVehicleData).name}`)
