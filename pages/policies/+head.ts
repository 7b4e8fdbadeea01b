import type { PageContext } from 'vike/types'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'
import type { PoliciesIndexData } from './+data'
import type { PoliciesWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const { policies } = pageContext.data as PoliciesIndexData
  const words = headWords<PoliciesWords>(pageContext)
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  const local = (path: string) => pathInLanguage(path, language)
  const { title, description } = words
  return {
    title,
    description,
    keywords: [...words.keywords],
    path: '/policies',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: title,
        description,
        url: absoluteUrl(origin, local('/policies')),
        publisher: { '@id': businessId(origin) },
        hasPart: policies.map((p) => ({ '@type': 'WebPage', name: p.title, url: absoluteUrl(origin, local(p.path)) })),
      },
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.eyebrow, local('/policies')],
      ]),
    ],
  }
}
