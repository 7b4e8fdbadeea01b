import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { SHOWROOMS, locationInWords, locationWithFacts } from '#app/content/showrooms'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import type { ShowroomPageWords } from './+words'
import { showroomJsonLd } from './jsonLd'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const words = headWords<ShowroomPageWords>(pageContext)
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? DEFAULT_LANGUAGE)
  const locations = SHOWROOMS.map((location) => locationInWords(locationWithFacts(location, pageContext.facts), words.locations.places))
  const cities = locations.filter((l) => l.type === 'physical').map((l) => l.city)
  const values = { cities: cities.join(words.head.and), state: words.state, county: business.county }
  const [cityKeyword, ...keywords] = words.head.keywords
  return {
    title: fill(words.head.title, values),
    description: fill(words.head.description, values),
    keywords: [...cities.map((city) => fill(cityKeyword!, { city })), ...keywords.map((keyword) => fill(keyword, values))],
    jsonLd: [
      ...showroomJsonLd(origin, locations, pageContext.facts.closures.filter((c) => c.departments.includes('showroom')), local('/showroom')),
      breadcrumbJsonLd(origin, [
        [words.breadcrumbs.home, local('/')],
        [words.breadcrumbs.showroom, local('/showroom')],
      ]),
    ],
  }
}
