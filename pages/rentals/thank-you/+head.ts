import { THANK_YOU_COPY } from '#app/content/rental-reservation-pages'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: 'Rental Reservation Received',
  description: `${THANK_YOU_COPY.title}: what happens next with your golf cart rental reservation.`,
  path: '/rentals/thank-you',
  noindex: true,
}
