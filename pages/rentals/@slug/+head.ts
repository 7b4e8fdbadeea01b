import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { rentalServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { TownRentalData } from './+data'
import type { TownRentalWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const town = pageContext.data as TownRentalData
  const origin = pageContext.site.origin
  const words = headWords<TownRentalWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  const values = { town: town.name, place: `${town.name} ${town.type}`, business: business.name, price: formatPrice(business.rentalsFromPerDay) }
  return {
    title: fill(words.title, values),
    description: fill(words.description, values),
    keywords: words.keywords.map((keyword) => fill(keyword, values)),
    path: town.rentalsUrl,
    jsonLd: [
      rentalServiceJsonLd(origin, { name: `${town.name} ${town.type}`, path: local(town.rentalsUrl) }),
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.rentals, local('/rentals')],
        [town.name, local(town.rentalsUrl)],
      ]),
    ],
  }
}
