import type { PageContext } from 'vike/types'
import { fill, pathInLanguage } from '#app/domain/language'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { localServiceJsonLd } from '#app/renderer/local-services'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { TownPageData } from './+data'
import type { TownWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const town = pageContext.data as TownPageData
  const words = headWords<TownWords>(pageContext).head
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const origin = pageContext.site.origin
  const values = { town: town.name, salesFrom: formatPrice(business.salesFromPrice), rentalsFrom: formatPrice(business.rentalsFromPerDay) }
  return {
    title: fill(words.title, values),
    description: fill(words.description, values),
    keywords: words.keywords.map((keyword) => fill(keyword, values)),
    path: town.aliasPath,
    jsonLd: [
      localServiceJsonLd(origin, { name: town.displayName, path: local(town.aliasPath), rentalsPath: local(town.rentalsPath) }),
      breadcrumbJsonLd(origin, [
        [words.home, local('/')],
        [fill(words.crumb, values), local(town.aliasPath)],
      ]),
    ],
  }
}
