import { business } from '#app/content/business'
import { RESERVE_COPY } from '#app/content/rental-reservation-pages'
import type { PageContext } from 'vike/types'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: RESERVE_COPY.title,
  description: `Reserve a golf cart rental online from ${business.name}: we hold a cart for your days at once and confirm by e-mail. No payment online.`,
  path: '/rentals/reserve',
  // A form with query variants, reached from the availability answer: kept out of search results.
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Rentals', '/rentals'], [RESERVE_COPY.title, '/rentals/reserve']])],
})
