import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '../ui'

export const head = (): HeadSpec => consoleHead('Backups')
