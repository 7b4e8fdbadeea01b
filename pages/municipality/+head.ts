import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { localServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { MunicipalityPageData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const m = pageContext.data as MunicipalityPageData
  const place = `${m.name} ${m.type}`
  const origin = pageContext.site.origin
  return {
    title: `Golf Carts in ${place}, PA`,
    description: `Golf cart sales, rentals and service for ${place}, PA. Electric carts from ${formatPrice(business.salesFromPrice)}, rentals from ${formatPrice(business.rentalsFromPerDay)}/day, local repairs and delivery.`,
    keywords: [
      `golf carts ${place}`,
      `${m.name} PA golf cart dealer`,
      `electric golf carts ${m.name}`,
      `golf cart rental ${m.name}`,
      `golf cart service ${place}`,
    ],
    path: m.url,
    jsonLd: [
      localServiceJsonLd(origin, { name: place, path: m.url, rentalsPath: m.rentalsUrl }),
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        [`${place} Golf Carts`, m.url],
      ]),
    ],
  }
}
