import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'
import type { AboutWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const words = headWords<AboutWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const values = {
    name: business.name,
    years: business.yearsInBusiness,
    city: pageContext.facts.address.city,
    customers: business.customers,
    municipalities: business.municipalitiesServed,
    county: business.county,
  }
  return {
    title: fill(words.head.title, values),
    description: fill(words.head.description, values),
    keywords: words.head.keywords.map((keyword) => fill(keyword, values)),
    jsonLd: [
      {
        '@type': 'AboutPage',
        name: fill(words.head.name, values),
        url: absoluteUrl(origin, local('/about')),
        about: { '@id': businessId(origin) },
        mainEntity: { '@id': businessId(origin) },
      },
      breadcrumbJsonLd(origin, [
        [words.breadcrumbs.home, local('/')],
        [words.breadcrumbs.about, local('/about')],
      ]),
    ],
  }
}
