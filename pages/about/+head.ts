import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  return {
    title: `About Us: Your Local Golf Cart Dealer for ${business.yearsInBusiness} Years`,
    description: `Meet ${business.name}: ${business.yearsInBusiness} years selling, renting and servicing electric golf carts from ${pageContext.facts.address.city}, with ${business.customers} customers in ${business.municipalitiesServed} municipalities.`,
    keywords: [`about ${business.name}`, `golf cart dealer ${pageContext.facts.address.city} PA`, 'local golf cart dealership', `golf cart service area ${business.county}`],
    jsonLd: [
      {
        '@type': 'AboutPage',
        name: `About ${business.name}`,
        url: absoluteUrl(origin, '/about'),
        about: { '@id': businessId(origin) },
        mainEntity: { '@id': businessId(origin) },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['About Us', '/about'],
      ]),
    ],
  }
}
