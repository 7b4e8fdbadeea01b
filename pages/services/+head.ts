import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { HOURLY_RATE_TEXT, REPAIR_TURNAROUND } from '#app/content/service-department'
import type { HeadSpec } from '#app/renderer/head'
import { servicesJsonLd } from './jsonLd'

export function head(pageContext: PageContext): HeadSpec {
  return {
    title: `Golf Cart Service & Repair: From ${HOURLY_RATE_TEXT}`,
    description: `Certified golf cart maintenance, repair, battery service, custom modifications and warranty work in ${business.county}, PA. From ${HOURLY_RATE_TEXT}; most repairs in ${REPAIR_TURNAROUND}.`,
    keywords: [`golf cart repair ${pageContext.facts.address.city}`, `golf cart service ${business.county}`, 'golf cart battery service', 'golf cart customization PA', 'Denago warranty service', 'Evolution golf cart service'],
    jsonLd: servicesJsonLd(pageContext.site.origin, pageContext.facts),
  }
}
