import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, absoluteUrl, type HeadSpec } from '#app/renderer/head'
import type { InventoryData } from './+data'
import type { InventoryWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const { vehicles } = pageContext.data as InventoryData
  const origin = pageContext.site.origin
  const words = headWords<InventoryWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  return {
    title: words.title,
    description: fill(words.description, { count: vehicles.length, county: business.county, price: formatPrice(business.salesFromPrice) }),
    keywords: ['golf carts for sale', 'electric golf cart inventory', 'Denago EV', 'Evolution golf carts', 'LSV for sale Allentown', 'used golf carts Lehigh County'],
    // Every filtered or sorted variant (?brand=, ?sort=...) names the whole list, in the dealer's order, as its canonical page.
    path: '/inventory',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: words.listName,
        url: absoluteUrl(origin, local('/inventory')),
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: vehicles.length,
          itemListElement: vehicles.map((v, i) => ({ '@type': 'ListItem', position: i + 1, name: v.name, url: absoluteUrl(origin, local(`/vehicles/${v.id}`)) })),
        },
      },
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.inventory, local('/inventory')],
      ]),
    ],
  }
}
