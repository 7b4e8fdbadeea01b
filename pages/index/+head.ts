import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { absoluteUrl, businessId, type HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  return {
    title: `Electric Golf Carts & LSVs in ${business.county}, PA`,
    description: `New Denago and Evolution electric golf carts and low-speed vehicles in ${business.county}, PA. Sales from ${formatPrice(business.salesFromPrice)}, rentals from ${formatPrice(business.rentalsFromPerDay)}/day, certified service and free local delivery.`,
    keywords: ['golf carts Lehigh County', 'electric golf carts Allentown', 'Denago golf carts', 'Evolution golf carts', 'LSV dealer Pennsylvania', 'golf cart rentals'],
    path: '/',
    jsonLd: [
      {
        '@type': 'WebSite',
        name: business.name,
        url: absoluteUrl(origin, '/'),
        publisher: { '@id': businessId(origin) },
      },
    ],
  }
}
