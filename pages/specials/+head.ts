import type { PageContext } from 'vike/types'
import { SPECIALS_COPY } from '#app/content/specials'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { absoluteUrl, breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { SpecialsData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const { specials } = pageContext.data as SpecialsData
  const origin = pageContext.site.origin
  const carts = specials.flatMap((special) => special.vehicles)
  return {
    title: SPECIALS_COPY.page.title,
    description: SPECIALS_COPY.page.description,
    keywords: ['golf cart specials', 'golf cart sale Lehigh County', 'LSV deals Allentown', 'Denago sale', 'Evolution golf cart sale'],
    path: '/specials',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: SPECIALS_COPY.page.title,
        url: absoluteUrl(origin, '/specials'),
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: carts.length,
          itemListElement: carts.map((v, i) => ({ '@type': 'ListItem', position: i + 1, name: `${v.name}, ${shopperPrice(v)}`, url: absoluteUrl(origin, `/vehicles/${v.id}`) })),
        },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Specials', '/specials'],
      ]),
    ],
  }
}
