import type { PageContext } from 'vike/types'
import { STREET_LEGAL } from '#app/content/street-legal'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  return {
    title: STREET_LEGAL.title,
    description: STREET_LEGAL.description,
    keywords: STREET_LEGAL.keywords,
    path: STREET_LEGAL.path,
    type: 'article',
    jsonLd: [
      {
        '@type': 'WebPage',
        name: STREET_LEGAL.title,
        description: STREET_LEGAL.description,
        url: absoluteUrl(origin, STREET_LEGAL.path),
        inLanguage: 'en-US',
        publisher: { '@id': businessId(origin) },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Street legal', STREET_LEGAL.path],
      ]),
    ],
  }
}
