import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { ALL_POLICIES, POLICIES, POLICY_ALIASES, fillPolicy, findPolicy, privacyPolicy, PRIVACY_POLICY, type Policy } from '#app/content/policies/index'

export interface PolicyPageData {
  policy: Policy
  /** Every other policy document, for the closing list of links. */
  others: { title: string; path: string }[]
}

/** The policy for this URL; a short alias answers 301 to its -policy path; anything else is a 404. */
export function data(pageContext: PageContextServer): PolicyPageData {
  const { slug, kind } = pageContext.routeParams
  const policy = kind === 'legal' ? findPolicy(slug) : POLICIES.find((p) => p.slug === slug)
  if (!policy) {
    const alias = kind === 'policy' && Object.hasOwn(POLICY_ALIASES, slug) ? POLICY_ALIASES[slug] : undefined
    if (alias) {
      throw redirect(`/policies/${alias}${pageContext.urlParsed.searchOriginal ?? ''}`, 301)
    }
    throw render(404, { notFound: 'page' })
  }
  return {
    // The privacy policy states the retention the server purges with (LEAD_RETENTION_DAYS); every
    // document shows the dealer's phones, e-mail, address and hours as the settings have them now.
    policy: fillPolicy(policy === PRIVACY_POLICY ? privacyPolicy(pageContext.services.leadDesk.retentionDays) : policy, pageContext.facts),
    others: ALL_POLICIES.filter((p) => p.slug !== policy.slug).map((p) => ({ title: p.title, path: p.path })),
  }
}
