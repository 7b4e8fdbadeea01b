import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Its own JSON-LD: where it sits (Home › Services › this page). */
export const head = (pageContext: PageContext): HeadSpec => ({
  title: SERVICE_BOOKING_COPY.title,
  description: `Book a drop-off window for golf cart service or repair at ${business.name}: only windows with room are offered, and your reference comes at once.`,
  // Reached from /services and the pages that offer it; the windows change with every booking.
  noindex: true,
  jsonLd: [breadcrumbJsonLd(pageContext.site.origin, [['Home', '/'], ['Services', '/services'], [SERVICE_BOOKING_COPY.title, '/enquiries/service']])],
})
