import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { isEnquiryKind } from '#app/domain/leads/enquiry-fields'
import { fill } from '#app/domain/language'
import type { HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { EnquirySentWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const kind = pageContext.routeParams?.kind
  if (!isEnquiryKind(kind)) return { title: 'Page Not Found', description: 'This page does not exist.', noindex: true }
  const words = headWords<EnquirySentWords>(pageContext)
  return {
    title: fill(words.head.title, { sent: words.sent[kind] }),
    description: fill(words.head.description, { name: business.name }),
    noindex: true,
  }
}
