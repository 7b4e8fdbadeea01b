import type { PageContext } from 'vike/types'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Services › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: 'Your Service Drop-Off',
  description: `${SERVICE_BOOKING_COPY.manage.title}: cancel it or move it to another window.`,
  path: '/services/booking',
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Services', '/services'], ['Your Service Drop-Off', '/services/booking']])],
})
