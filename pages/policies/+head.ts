import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'
import type { PoliciesIndexData } from './+data'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const { policies } = pageContext.data as PoliciesIndexData
  const title = 'Policies & Customer Information'
  const description = `Return, delivery, rental, storage and privacy policies of ${business.name}, plus our terms, ethics, diversity and annual staffing report.`
  return {
    title,
    description,
    keywords: ['golf cart dealer policies', 'golf cart return policy', 'golf cart rental policy', 'Lehigh County golf carts'],
    path: '/policies',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: title,
        description,
        url: absoluteUrl(origin, '/policies'),
        publisher: { '@id': businessId(origin) },
        hasPart: policies.map((p) => ({ '@type': 'WebPage', name: p.title, url: absoluteUrl(origin, p.path) })),
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Policies', '/policies'],
      ]),
    ],
  }
}
