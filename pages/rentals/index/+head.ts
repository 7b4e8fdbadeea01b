import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { rentalServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  return {
    title: 'Golf Cart Rentals: Daily, Weekly & Monthly Plans',
    description: `Rent a 4-seat, 6-seat or utility golf cart in ${business.county}, PA from ${formatPrice(business.rentalsFromPerDay)}/day. Weekly and monthly savings, insurance included, delivered charged.`,
    keywords: [
      'golf cart rental Lehigh County',
      'golf cart rentals Allentown PA',
      '6 seater golf cart rental',
      'utility cart rental',
      'weekly golf cart rental',
      'monthly golf cart rental',
    ],
    path: '/rentals',
    jsonLd: [
      rentalServiceJsonLd(origin, { name: `${business.county}`, path: '/rentals' }),
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Rentals', '/rentals'],
      ]),
    ],
  }
}
