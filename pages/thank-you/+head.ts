import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import type { HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import { fill } from '#app/domain/language'
import type { ThankYouWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const words = headWords<ThankYouWords>(pageContext).head
  return {
    title: words.title,
    description: fill(words.description, { name: business.name }),
    noindex: true,
  }
}
