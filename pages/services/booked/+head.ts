import type { PageContext } from 'vike/types'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Services › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: 'Service Drop-Off Booked',
  description: `${SERVICE_BOOKING_COPY.booked.title}: your reference and drop-off window for golf cart service.`,
  path: '/services/booked',
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Services', '/services'], ['Drop-Off Booked', '/services/booked']])],
})
