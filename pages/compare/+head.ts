import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { fill, pathInLanguage } from '#app/domain/language'
import { COMPARE_LIMIT, COMPARE_LIMIT_WORD } from '#app/domain/vehicles/compare'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { CompareWords } from './+words'

/** Whatever carts the address names, one canonical page, kept out of search results (its links are followed). */
export function head(pageContext: PageContext): HeadSpec {
  const language = pageContext.language ?? 'en'
  const words = headWords<CompareWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, language)
  return {
    title: words.title,
    // English writes the limit as a word ("three"); Spanish as a number.
    description: fill(words.description, { limit: language === 'en' ? COMPARE_LIMIT_WORD : COMPARE_LIMIT, business: business.name }),
    path: '/compare',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(pageContext.site.origin, [
        [words.home, local('/')],
        [words.inventory, local('/inventory')],
        [words.compare, local('/compare')],
      ]),
    ],
  }
}
