import { CANCEL_COPY } from '#app/content/rental-reservation-pages'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: CANCEL_COPY.title,
  description: 'Cancel your golf cart rental reservation online, up to 48 hours before your start day.',
  path: '/rentals/cancel',
  noindex: true,
}
