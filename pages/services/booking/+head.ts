import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: 'Your Service Drop-Off',
  description: `${SERVICE_BOOKING_COPY.manage.title}: cancel it or move it to another window.`,
  path: '/services/booking',
  noindex: true,
}
