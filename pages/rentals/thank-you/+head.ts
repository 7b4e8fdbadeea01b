import type { PageContext } from 'vike/types'
import { pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { ThankYouWords } from './+words'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => {
  const words = headWords<ThankYouWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: words.description,
    path: '/rentals/thank-you',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [[words.home, local('/')], [words.rentals, local('/rentals')], [words.here, local('/rentals/thank-you')]])],
  }
}
