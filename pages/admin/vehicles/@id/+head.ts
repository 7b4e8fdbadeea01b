import type { PageContext } from 'vike/types'
import type { HeadSpec } from '../../../../renderer/head'
import { consoleHead } from '../../ui'
import type { ConsoleVehicleData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Edit ${(pageContext.data as ConsoleVehicleData).name}`)
