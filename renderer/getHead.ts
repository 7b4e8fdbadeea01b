import type { PageContext } from 'vike/types'
import { business } from '../content/business'
import { resolveHead, type HeadSpec, type ResolvedHead } from './head'

const FALLBACK: HeadSpec = {
  title: business.name,
  description: `${business.tagline}. Sales, rentals, service and delivery.`,
}

export function pageHeadSpec(pageContext: PageContext): HeadSpec {
  const head = pageContext.config.head
  if (typeof head === 'function') return head(pageContext)
  return head ?? FALLBACK
}

export function getHead(pageContext: PageContext): ResolvedHead {
  return resolveHead(pageHeadSpec(pageContext), pageContext.site.origin, pageContext.urlPathname, pageContext.facts)
}
