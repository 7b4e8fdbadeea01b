import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'

export const head = (): HeadSpec => consoleHead('Settings versions')
