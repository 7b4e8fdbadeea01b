import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { ErrorWords } from './+words'
import { errorKind } from './reason'

export function head(pageContext: PageContext): HeadSpec {
  const words = headWords<ErrorWords>(pageContext)[errorKind(pageContext).kind]
  return { title: words.title, description: words.description, noindex: true }
}
