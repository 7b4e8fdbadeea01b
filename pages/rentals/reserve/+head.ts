import { business } from '#app/content/business'
import type { PageContext } from 'vike/types'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { ReserveWords } from './+words'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => {
  const words = headWords<ReserveWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: fill(words.head.description, { business: business.name }),
    path: '/rentals/reserve',
    // A form with query variants, reached from the availability answer: kept out of search results.
    noindex: true,
    jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [[words.head.home, local('/')], [words.head.rentals, local('/rentals')], [words.title, local('/rentals/reserve')]])],
  }
}
