import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { absoluteUrl, businessId, type HeadSpec } from '#app/renderer/head'
import type { HomeWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  const words = headWords<HomeWords>(pageContext).head
  const values = { county: business.county, salesFrom: formatPrice(business.salesFromPrice), rentalsFrom: formatPrice(business.rentalsFromPerDay) }
  return {
    title: fill(words.title, values),
    description: fill(words.description, values),
    keywords: [...words.keywords],
    path: '/',
    jsonLd: [
      {
        '@type': 'WebSite',
        name: business.name,
        url: absoluteUrl(origin, pathInLanguage('/', pageContext.language ?? DEFAULT_LANGUAGE)),
        publisher: { '@id': businessId(origin) },
      },
    ],
  }
}
