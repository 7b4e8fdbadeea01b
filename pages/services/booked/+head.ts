import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: 'Service Drop-Off Booked',
  description: `${SERVICE_BOOKING_COPY.booked.title}: your reference and drop-off window for golf cart service.`,
  path: '/services/booked',
  noindex: true,
}
