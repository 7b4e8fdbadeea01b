import type { HeadSpec } from '../../../renderer/head'
import { consoleHead } from '../ui'

export const head = (): HeadSpec => consoleHead('Set up your sign-in')
