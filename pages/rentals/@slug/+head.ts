import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { rentalServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { TownRentalData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const town = pageContext.data as TownRentalData
  const origin = pageContext.site.origin
  return {
    title: `${town.name} Golf Cart Rentals | ${business.name}`,
    description: `Golf cart rentals in ${town.name} ${town.type}, PA: 4-seat, 6-seat and utility carts from ${formatPrice(business.rentalsFromPerDay)}/day, insured and delivered charged. Book by the day, week or month.`,
    keywords: [
      `golf cart rental ${town.name}`,
      `${town.name} PA golf cart rentals`,
      `rent a golf cart ${town.name} ${town.type}`,
      `${town.name} event golf cart rental`,
      'Lehigh County golf cart rentals',
    ],
    path: town.rentalsUrl,
    jsonLd: [
      rentalServiceJsonLd(origin, { name: `${town.name} ${town.type}`, path: town.rentalsUrl }),
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Rentals', '/rentals'],
        [town.name, town.rentalsUrl],
      ]),
    ],
  }
}
