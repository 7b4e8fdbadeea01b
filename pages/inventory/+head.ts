import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { breadcrumbJsonLd, absoluteUrl, type HeadSpec } from '#app/renderer/head'
import type { InventoryData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const { vehicles } = pageContext.data as InventoryData
  const origin = pageContext.site.origin
  return {
    title: 'Golf Carts for Sale: New & Pre-Owned Inventory',
    description: `Browse ${vehicles.length} Denago and Evolution electric golf carts and LSVs for sale in ${business.county}, PA. Filter by brand, model series and price, from ${formatPrice(business.salesFromPrice)}.`,
    keywords: ['golf carts for sale', 'electric golf cart inventory', 'Denago EV', 'Evolution golf carts', 'LSV for sale Allentown', 'used golf carts Lehigh County'],
    // Every filtered or sorted variant (?brand=, ?sort=...) names the whole list, in the dealer's order, as its canonical page.
    path: '/inventory',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: 'Golf Cart Inventory',
        url: absoluteUrl(origin, '/inventory'),
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: vehicles.length,
          itemListElement: vehicles.map((v, i) => ({ '@type': 'ListItem', position: i + 1, name: v.name, url: absoluteUrl(origin, `/vehicles/${v.id}`) })),
        },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Inventory', '/inventory'],
      ]),
    ],
  }
}
