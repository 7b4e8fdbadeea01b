import { business } from '#app/content/business'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: SERVICE_BOOKING_COPY.title,
  description: `Book a drop-off window for golf cart service or repair at ${business.name}: only windows with room are offered, and your reference comes at once.`,
  // Reached from /services and the pages that offer it; the windows change with every booking.
  noindex: true,
}
