import type { PageContext } from 'vike/types'
import { DEFAULT_LANGUAGE, LOCALES } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec } from '#app/renderer/head'
import type { StreetLegalWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const origin = pageContext.site.origin
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  const copy = headWords<StreetLegalWords>(pageContext)
  return {
    title: copy.title,
    description: copy.description,
    keywords: [...copy.keywords],
    path: copy.path,
    type: 'article',
    jsonLd: [
      {
        '@type': 'WebPage',
        name: copy.title,
        description: copy.description,
        url: absoluteUrl(origin, pathInLanguage(copy.path, language)),
        inLanguage: LOCALES[language],
        publisher: { '@id': businessId(origin) },
      },
      breadcrumbJsonLd(origin, [
        [copy.breadcrumbs.home, pathInLanguage('/', language)],
        [copy.breadcrumbs.page, pathInLanguage(copy.path, language)],
      ]),
    ],
  }
}
