import type { PageContext } from 'vike/types'
import { pathInLanguage } from '#app/domain/language'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { BookedWords } from './+words'

/** Its own JSON-LD: where it sits (Home › Services › this page). */
export const head = (pageContext: PageContext): HeadSpec => {
  const words = headWords<BookedWords>(pageContext).head
  const path = (p: string) => pathInLanguage(p, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: words.description,
    path: '/services/booked',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [[words.home, path('/')], [words.services, path('/services')], [words.page, path('/services/booked')]])],
  }
}
