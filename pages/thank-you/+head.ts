import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import type { HeadSpec } from '#app/renderer/head'

export function head(_pageContext: PageContext): HeadSpec {
  return {
    title: 'Thank You for Contacting Us',
    description: `Thanks for your message to ${business.name}. We reply within ${business.responseTime.within}, typically within ${business.responseTime.typical}.`,
    noindex: true,
  }
}
