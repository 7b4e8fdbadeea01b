import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { businessId, type HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  return {
    title: 'Contact Us: Golf Cart Sales, Rentals & Service',
    description: `Contact ${business.name} in ${pageContext.facts.address.city}, PA. Call ${pageContext.facts.phones.main.display} or send a message about carts, rentals, service or parts; we reply within ${business.responseTime.within}.`,
    keywords: ['contact golf cart dealer', 'golf cart quote Lehigh County', 'golf cart service Allentown'],
    jsonLd: [
      {
        '@type': 'ContactPage',
        name: `Contact ${business.name}`,
        url: `${pageContext.site.origin}/contact`,
        about: { '@id': businessId(pageContext.site.origin) },
      },
    ],
  }
}
