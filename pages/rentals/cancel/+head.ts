import type { PageContext } from 'vike/types'
import { pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { CancelWords } from './+words'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => {
  const words = headWords<CancelWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: words.head.description,
    path: '/rentals/cancel',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [[words.head.home, local('/')], [words.head.rentals, local('/rentals')], [words.title, local('/rentals/cancel')]])],
  }
}
