import type { PageContext } from 'vike/types'
import { fill } from '#app/domain/language'
import type { HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { ServicesWords } from './+words'
import { servicesJsonLd } from './jsonLd'

export function head(pageContext: PageContext): HeadSpec {
  const { head: words, services } = headWords<ServicesWords>(pageContext)
  return {
    title: words.title,
    description: words.description,
    keywords: words.keywords.map((keyword) => fill(keyword, { city: pageContext.facts.address.city })),
    jsonLd: servicesJsonLd(pageContext.site.origin, pageContext.facts, { department: words.department, home: words.home, services: words.services, offerings: services }, pageContext.language),
  }
}
