import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { ENQUIRY_COPY, isEnquiryKind } from '#app/domain/leads/enquiry-fields'
import type { HeadSpec } from '#app/renderer/head'

const DESCRIPTIONS = {
  'test-drive': 'Pick a day and a time to test drive a golf cart at our Allentown showroom.',
  rental: 'Tell us the cart, the dates and the town, and we will confirm your golf cart rental and delivery.',
  'trade-in': 'Tell us about the golf cart you want to trade in and we will send you a first estimate.',
} as const

export function head(pageContext: PageContext): HeadSpec {
  const kind = pageContext.routeParams?.kind
  if (!isEnquiryKind(kind)) return { title: 'Page Not Found', description: 'This page does not exist.', noindex: true }
  return {
    title: ENQUIRY_COPY[kind].title,
    description: `${DESCRIPTIONS[kind]} ${business.name} replies within ${business.responseTime.within}.`,
    // A form with query variants: reached from the pages that offer it, kept out of search results.
    noindex: true,
  }
}
