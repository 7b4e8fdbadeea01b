import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { COMPARE_LIMIT_WORD } from '#app/domain/vehicles/compare'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'

/** Whatever carts the address names, one canonical page, kept out of search results (its links are followed). */
export function head(pageContext: PageContext): HeadSpec {
  return {
    title: 'Compare Golf Carts',
    description: `Compare up to ${COMPARE_LIMIT_WORD} golf carts and LSVs from ${business.name} side by side: price, seats, speed, range, battery, charging time and payload.`,
    path: '/compare',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(pageContext.site.origin, [
        ['Home', '/'],
        ['Inventory', '/inventory'],
        ['Compare', '/compare'],
      ]),
    ],
  }
}
