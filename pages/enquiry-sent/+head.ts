import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { ENQUIRY_COPY, isEnquiryKind } from '#app/domain/leads/enquiry-fields'
import type { HeadSpec } from '#app/renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const kind = pageContext.routeParams?.kind
  if (!isEnquiryKind(kind)) return { title: 'Page Not Found', description: 'This page does not exist.', noindex: true }
  return {
    title: `Thank You: ${ENQUIRY_COPY[kind].sent}`,
    description: `Thanks for your request to ${business.name}. We reply within ${business.responseTime.within}, typically within ${business.responseTime.typical}.`,
    noindex: true,
  }
}
