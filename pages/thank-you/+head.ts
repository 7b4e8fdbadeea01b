import type { PageContext } from 'vike/types'
import { business } from '../../data/business'
import type { HeadSpec } from '../../renderer/head'

export function head(_pageContext: PageContext): HeadSpec {
  return {
    title: 'Thank You for Contacting Us',
    description: `Thanks for your message to ${business.name}. We reply within ${business.responseTime.within}, typically within ${business.responseTime.typical}.`,
    noindex: true,
  }
}
