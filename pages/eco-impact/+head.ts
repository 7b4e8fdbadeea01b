import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import { fill, pathInLanguage } from '#app/domain/language'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import type { EcoWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const words = headWords<EcoWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const url = absoluteUrl(origin, local('/eco-impact'))
  const ECO_TITLE = words.title
  const ECO_DESCRIPTION = words.description
  return {
    title: ECO_TITLE,
    description: ECO_DESCRIPTION,
    keywords: ['electric golf cart savings', 'golf cart CO2 calculator', 'electric vs gas golf cart', 'eco-friendly golf carts Lehigh County'],
    path: '/eco-impact',
    jsonLd: [
      {
        '@type': 'WebPage',
        '@id': `${url}#webpage`,
        name: ECO_TITLE,
        description: ECO_DESCRIPTION,
        url,
        publisher: { '@id': businessId(origin) },
        mainEntity: {
          '@type': 'WebApplication',
          name: fill(words.app, { name: business.name }),
          url: `${url}#calculator`,
          applicationCategory: 'UtilitiesApplication',
          operatingSystem: 'Any web browser',
          isAccessibleForFree: true,
          description: words.appDescription,
        },
      },
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.crumb, local('/eco-impact')],
      ]),
    ],
  }
}
