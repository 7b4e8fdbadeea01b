import type { HeadSpec } from '../../../renderer/head'
import { consoleHead } from '../ui'

export const head = (): HeadSpec => consoleHead('Site activity')
