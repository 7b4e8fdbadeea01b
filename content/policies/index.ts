/**
 * The eleven /policies/* pages and the two legal pages (privacy policy, terms of
 * service) as structured data. Page templates render a Policy; they add nothing of
 * their own. Phone numbers, e-mail, address and hours are the dealer's settings, written in
 * by fillPolicy (policy.ts); rental prices come from content/rentals.ts; never retyped here.
 *
 * Each document lives in its own file beside this one, on the shared parts in policy.ts;
 * this registry gathers them in footer order and finds them by slug or short alias.
 */
import type { Policy } from './policy'
import { termsConditions } from './terms-conditions'
import { returnPolicy } from './return'
import { deliveryPolicy } from './delivery'
import { rentalPolicy } from './rental'
import { ethicsPolicy } from './ethics'
import { storagePolicy } from './storage'
import { publishingPolicy } from './publishing'
import { feedbackPolicy } from './feedback'
import { correctionsPolicy } from './corrections'
import { diversityPolicy } from './diversity'
import { staffingReport } from './staffing-report'
import { PRIVACY_POLICY, privacyPolicy } from './privacy'
import { TERMS_OF_SERVICE } from './terms-of-service'

export { EFFECTIVE_DATE, fillPolicy, SEED_POLICY_FACTS, type Policy, type PolicyFacts, type PolicyLink, type PolicySection, type PolicyTable } from './policy'
export { DELIVERY_TERMS } from './delivery'
export { STORAGE_RATES } from './storage'
export { PRIVACY_POLICY, privacyPolicy, TERMS_OF_SERVICE }

// ---------------------------------------------------------------------------
// The eleven /policies/* pages
// ---------------------------------------------------------------------------

export const POLICIES: readonly Policy[] = [
  termsConditions,
  returnPolicy,
  deliveryPolicy,
  rentalPolicy,
  ethicsPolicy,
  storagePolicy,
  publishingPolicy,
  feedbackPolicy,
  correctionsPolicy,
  diversityPolicy,
  staffingReport,
]

// ---------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------

/** All 13 pages: the eleven /policies/* pages, then the privacy policy and the terms of service. */
export const ALL_POLICIES: readonly Policy[] = [...POLICIES, PRIVACY_POLICY, TERMS_OF_SERVICE]

export function findPolicy(slug: string): Policy | undefined {
  return ALL_POLICIES.find((p) => p.slug === slug)
}

/** Short aliases that answer 301 to the -policy form: /policies/return -> /policies/return-policy. */
export const POLICY_ALIASES: Readonly<Record<string, string>> = {
  return: 'return-policy',
  delivery: 'delivery-policy',
  rental: 'rental-policy',
  storage: 'storage-policy',
  publishing: 'publishing-policy',
  feedback: 'feedback-policy',
  corrections: 'corrections-policy',
  diversity: 'diversity-policy',
  ethics: 'ethics-policy',
}

/** Every string of a policy, for search and tests. */
export function policyText(policy: Policy): string {
  const parts: string[] = [policy.title, policy.description, policy.summary]
  if (policy.effectiveDate) parts.push(policy.effectiveDate)
  if (policy.reportingPeriod) parts.push(policy.reportingPeriod)
  for (const s of policy.sections) {
    parts.push(s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []))
    if (s.table) parts.push(s.table.caption, ...s.table.head, ...s.table.rows.flat())
    for (const l of s.links ?? []) parts.push(l.label, l.href)
  }
  return parts.join('\n')
}
