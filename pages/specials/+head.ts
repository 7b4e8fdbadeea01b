import type { PageContext } from 'vike/types'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { headWords } from '#app/renderer/getHead'
import { absoluteUrl, breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { SpecialsData } from './+data'
import type { SpecialsWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const { specials } = pageContext.data as SpecialsData
  const origin = pageContext.site.origin
  const words = headWords<SpecialsWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const carts = specials.flatMap((special) => special.vehicles)
  return {
    title: words.title,
    description: words.description,
    keywords: [...words.keywords],
    path: '/specials',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: words.title,
        url: absoluteUrl(origin, local('/specials')),
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: carts.length,
          itemListElement: carts.map((v, i) => ({ '@type': 'ListItem', position: i + 1, name: `${v.name}, ${shopperPrice(v)}`, url: absoluteUrl(origin, local(`/vehicles/${v.id}`)) })),
        },
      },
      breadcrumbJsonLd(origin, [
        [words.breadcrumbs.home, local('/')],
        [words.breadcrumbs.specials, local('/specials')],
      ]),
    ],
  }
}
