import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { fill, pathInLanguage } from '#app/domain/language'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { ServiceEnquiryWords } from './+words'

/** Its own JSON-LD: where it sits (Home › Services › this page). */
export const head = (pageContext: PageContext): HeadSpec => {
  const words = headWords<ServiceEnquiryWords>(pageContext)
  const path = (p: string) => pathInLanguage(p, pageContext.language ?? 'en')
  return {
    title: words.form.title,
    description: fill(words.description, { business: business.name }),
    // Reached from /services and the pages that offer it; the windows change with every booking.
    noindex: true,
    jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [[words.home, path('/')], [words.services, path('/services')], [words.form.title, path('/enquiries/service')]])],
  }
}
