import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isEnquiryKind, type EnquiryKind } from '#app/domain/leads/enquiry-fields'

export function data(pageContext: PageContextServer): { kind: EnquiryKind } {
  const kind = pageContext.routeParams.kind
  if (!isEnquiryKind(kind)) throw render(404, { notFound: 'page' })
  return { kind }
}
