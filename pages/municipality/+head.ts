import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { fill, pathInLanguage } from '#app/domain/language'
import { localServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { MunicipalityPageData } from './+data'
import type { MunicipalityWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const m = pageContext.data as MunicipalityPageData
  const words = headWords<MunicipalityWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const place = `${m.name} ${m.type}`
  const origin = pageContext.site.origin
  const values = { place, name: m.name, salesFrom: formatPrice(business.salesFromPrice), rentalsFrom: formatPrice(business.rentalsFromPerDay) }
  return {
    title: fill(words.title, values),
    description: fill(words.description, values),
    keywords: words.keywords.map((keyword) => fill(keyword, values)),
    path: m.url,
    jsonLd: [
      localServiceJsonLd(origin, { name: place, path: local(m.url), rentalsPath: local(m.rentalsUrl) }),
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [fill(words.crumb, values), local(m.url)],
      ]),
    ],
  }
}
