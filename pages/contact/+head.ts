import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { businessId, type HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import { fill, pathInLanguage } from '#app/domain/language'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import type { ContactWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const words = headWords<ContactWords>(pageContext).head
  return {
    title: words.title,
    description: fill(words.description, { name: business.name, city: pageContext.facts.address.city, phone: pageContext.facts.phones.main.display }),
    keywords: ['contact golf cart dealer', 'golf cart quote Lehigh County', 'golf cart service Allentown'],
    jsonLd: [
      {
        '@type': 'ContactPage',
        name: fill(words.pageName, { name: business.name }),
        url: `${pageContext.site.origin}${pathInLanguage('/contact', pageContext.language ?? DEFAULT_LANGUAGE)}`,
        about: { '@id': businessId(pageContext.site.origin) },
      },
    ],
  }
}
