import { THANK_YOU_COPY } from '#app/content/rental-reservation-pages'
import type { PageContext } from 'vike/types'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Rentals › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: 'Rental Reservation Received',
  description: `${THANK_YOU_COPY.title}: what happens next with your golf cart rental reservation.`,
  path: '/rentals/thank-you',
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Rentals', '/rentals'], ['Reservation Received', '/rentals/thank-you']])],
})
