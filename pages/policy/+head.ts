import type { PageContext } from 'vike/types'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec, type JsonLd } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import { DEFAULT_LANGUAGE, LOCALES } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'
import type { PolicyWords } from './+words'
import type { PolicyPageData } from './+data'
import { isoDate } from './outline'

export function head(pageContext: PageContext): HeadSpec {
  const { policy } = pageContext.data as PolicyPageData
  const { origin } = pageContext.site
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  const words = headWords<PolicyWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, language)
  const url = absoluteUrl(origin, local(policy.path))
  const document: JsonLd = policy.reportingPeriod
    ? {
        '@type': 'Report',
        '@id': `${url}#report`,
        name: policy.title,
        headline: policy.title,
        description: policy.description,
        url,
        inLanguage: LOCALES[language],
        temporalCoverage: policy.reportingPeriod,
        author: { '@id': businessId(origin) },
        publisher: { '@id': businessId(origin) },
      }
    : {
        '@type': 'WebPage',
        '@id': `${url}#webpage`,
        name: policy.title,
        description: policy.description,
        url,
        inLanguage: LOCALES[language],
        ...(policy.effectiveDate ? { datePublished: isoDate(policy.effectiveDate) } : {}),
        publisher: { '@id': businessId(origin) },
      }
  return {
    title: policy.title,
    description: policy.description,
    keywords: policy.keywords,
    // /privacy and /terms show the same documents as /privacy-policy and /terms-of-service.
    path: policy.path,
    type: 'article',
    jsonLd: [
      document,
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [words.eyebrow, local('/policies')],
        [policy.title, local(policy.path)],
      ]),
    ],
  }
}
