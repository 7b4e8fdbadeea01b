import { CANCEL_COPY } from '#app/content/rental-reservation-pages'
import type { PageContext } from 'vike/types'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: CANCEL_COPY.title,
  description: 'Cancel your golf cart rental reservation online, up to 48 hours before your start day.',
  path: '/rentals/cancel',
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Rentals', '/rentals'], [CANCEL_COPY.title, '/rentals/cancel']])],
})
