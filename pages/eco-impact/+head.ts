import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'

const ECO_TITLE = 'Eco-Impact Calculator: Electric vs Gas Savings'
const ECO_DESCRIPTION =
  'Estimate the CO2, gasoline and money an electric golf cart saves over a gas cart. Enter your weekly miles and usage for results over 1 to 10 years.'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const url = absoluteUrl(origin, '/eco-impact')
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
          name: `${business.name} Eco-Impact Calculator`,
          url: `${url}#calculator`,
          applicationCategory: 'UtilitiesApplication',
          operatingSystem: 'Any web browser',
          isAccessibleForFree: true,
          description: 'Compares the CO2, fuel and cost of an electric golf cart with a gas cart over 1, 3, 5 or 10 years.',
        },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Eco-Impact Calculator', '/eco-impact'],
      ]),
    ],
  }
}
