import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { localServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { TownPageData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const town = pageContext.data as TownPageData
  const origin = pageContext.site.origin
  return {
    title: `Golf Carts in ${town.name}, PA: Sales & Rentals`,
    description: `Golf carts in ${town.name}, PA: new Denago and Evolution electric carts from ${formatPrice(business.salesFromPrice)}, rentals from ${formatPrice(business.rentalsFromPerDay)}/day, repairs and free local delivery.`,
    keywords: [
      `golf carts ${town.name} PA`,
      `golf cart dealer ${town.name}`,
      `electric golf carts ${town.name}`,
      `golf cart rental ${town.name}`,
      `golf cart repair ${town.name}`,
    ],
    path: town.aliasPath,
    jsonLd: [
      localServiceJsonLd(origin, { name: town.displayName, path: town.aliasPath, rentalsPath: town.rentalsPath }),
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        [`Golf Carts in ${town.name}`, town.aliasPath],
      ]),
    ],
  }
}
