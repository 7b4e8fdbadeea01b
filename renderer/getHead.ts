import type { PageContext } from 'vike/types'
import { business } from '../content/business'
import { DEFAULT_LANGUAGE, type Language } from '../content/languages'
import { pagePath } from './usePageContext'
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

export function getHead(pageContext: PageContext, languages: readonly Language[] = [DEFAULT_LANGUAGE]): ResolvedHead {
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  return resolveHead(pageHeadSpec(pageContext), pageContext.site.origin, pagePath(pageContext), pageContext.facts, { language, languages })
}

/**
 * A page's own words in its language for its head function (its +words.ts): what the page
 * itself reads with useWords().
 */
export function headWords<Words>(pageContext: PageContext): Words {
  return pageContext.config.words?.[pageContext.language ?? DEFAULT_LANGUAGE] as Words
}
