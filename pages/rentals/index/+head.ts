import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { rentalServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { RentalsWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  const words = headWords<RentalsWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: fill(words.description, { county: business.county, price: formatPrice(business.rentalsFromPerDay) }),
    keywords: words.keywords,
    path: '/rentals',
    jsonLd: [
      rentalServiceJsonLd(origin, { name: `${business.county}`, path: local('/rentals') }),
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.rentals, local('/rentals')],
      ]),
    ],
  }
}
