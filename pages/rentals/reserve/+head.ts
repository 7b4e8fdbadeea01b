import { business } from '#app/content/business'
import { RESERVE_COPY } from '#app/content/rental-reservation-pages'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: RESERVE_COPY.title,
  description: `Reserve a golf cart rental online from ${business.name}: we hold a cart for your days at once and confirm by e-mail. No payment online.`,
  path: '/rentals/reserve',
  // A form with query variants, reached from the availability answer: kept out of search results.
  noindex: true,
}
