import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { ALL_POLICIES, POLICIES, POLICY_ALIASES, fillPolicy, findPolicy, privacyPolicy, PRIVACY_POLICY, type Policy } from '#app/content/policies/index'
import { policyInLanguage } from '#app/content/policies/index-es'
import { dateText } from '#app/content/dates'
import { DATE_WORDS } from '#app/content/words-by-language'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { fill, pathInLanguage } from '#app/domain/language'
import { dateline, isoDate } from './outline'
import words from './+words'

export interface PolicyPageData {
  policy: Policy
  /** The line under the title, in the page's language: "Effective January 23, 2025" or "Reporting period: 2024". */
  dateline: string
  /** Every other policy document, for the closing list of links. */
  others: { title: string; path: string }[]
}

/** The policy for this URL; a short alias answers 301 to its -policy path; anything else is a 404. */
export function data(pageContext: PageContextServer): PolicyPageData {
  const { slug, kind } = pageContext.routeParams
  const language: Language = pageContext.language ?? DEFAULT_LANGUAGE
  const policy = kind === 'legal' ? findPolicy(slug) : POLICIES.find((p) => p.slug === slug)
  if (!policy) {
    const alias = kind === 'policy' && Object.hasOwn(POLICY_ALIASES, slug) ? POLICY_ALIASES[slug] : undefined
    if (alias) {
      throw redirect(pathInLanguage(`/policies/${alias}${pageContext.urlParsed.searchOriginal ?? ''}`, language), 301)
    }
    throw render(404, { notFound: 'page' })
  }
  // The privacy policy states the retention the server purges with (LEAD_RETENTION_DAYS); every
  // document shows the dealer's phones, e-mail, address and hours as the settings have them now.
  const retentionDays = pageContext.services.leadDesk.retentionDays
  const document = policy === PRIVACY_POLICY ? privacyPolicy(retentionDays) : policy
  const shown = fillPolicy(policyInLanguage(document, language, retentionDays), pageContext.facts)
  return {
    policy: shown,
    dateline: datelineIn(shown, language),
    others: ALL_POLICIES.filter((p) => p.slug !== policy.slug).map((p) => policyInLanguage(p, language)).map((p) => ({ title: p.title, path: p.path })),
  }
}

/** "Effective January 23, 2025" in English (outline.ts), "Vigente desde el 23 de enero de 2025" in Spanish. */
function datelineIn(policy: Policy, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return dateline(policy)
  const w = words[language]
  if (policy.reportingPeriod) return fill(w.reportingPeriod, { period: policy.reportingPeriod })
  return policy.effectiveDate ? fill(w.effective, { date: dateText(isoDate(policy.effectiveDate), { year: true, weekday: false }, DATE_WORDS[language]) }) : ''
}
