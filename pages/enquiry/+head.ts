import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { isEnquiryKind } from '#app/domain/leads/enquiry-fields'
import { fill } from '#app/domain/language'
import type { HeadSpec } from '#app/renderer/head'
import { headWords } from '#app/renderer/getHead'
import type { EnquiryWords } from './+words'

export function head(pageContext: PageContext): HeadSpec {
  const kind = pageContext.routeParams?.kind
  if (!isEnquiryKind(kind)) return { title: 'Page Not Found', description: 'This page does not exist.', noindex: true }
  const words = headWords<EnquiryWords>(pageContext)
  return {
    title: words.form.titles[kind],
    description: `${words.head.descriptions[kind]} ${fill(words.head.replies, { name: business.name })}`,
    // A form with query variants: reached from the pages that offer it, kept out of search results.
    noindex: true,
  }
}
