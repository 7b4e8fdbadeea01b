import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { SHOWROOMS, locationWithFacts } from '#app/content/showrooms'
import { breadcrumbJsonLd, type HeadSpec } from '#app/renderer/head'
import { showroomJsonLd } from './jsonLd'

export function head(pageContext: PageContext): HeadSpec {
  const { origin } = pageContext.site
  const locations = SHOWROOMS.map((location) => locationWithFacts(location, pageContext.facts))
  const cities = locations.filter((l) => l.type === 'physical').map((l) => l.city)
  return {
    title: `Golf Cart Showrooms: ${cities.join(' and ')}, PA`,
    description: `Visit our golf cart showrooms in ${cities.join(' and ')} for test drives, expert advice and financing, or shop online with delivery across ${business.state}.`,
    keywords: [...cities.map((city) => `golf cart showroom ${city}`), `golf cart test drive ${business.county}`, 'Denago showroom PA', 'Evolution golf cart showroom'],
    jsonLd: [
      ...showroomJsonLd(origin, locations, pageContext.facts.closures.filter((c) => c.departments.includes('showroom'))),
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Showroom', '/showroom'],
      ]),
    ],
  }
}
