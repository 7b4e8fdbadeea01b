/**
 * The policy documents in Spanish, one for each English document (index.ts), by slug: same
 * paths, same sections, the same facts (placeholders written in by fillPolicy). SERVER ONLY:
 * the policy pages' +data.ts reads them; no code that runs in the browser imports this module.
 */
import type { Language } from '../languages'
import { PRIVACY_POLICY, type Policy } from './index'
import { termsConditionsEs } from './terms-conditions-es'
import { returnPolicyEs } from './return-es'
import { deliveryPolicyEs } from './delivery-es'
import { rentalPolicyEs } from './rental-es'
import { ethicsPolicyEs } from './ethics-es'
import { storagePolicyEs } from './storage-es'
import { publishingPolicyEs } from './publishing-es'
import { feedbackPolicyEs } from './feedback-es'
import { correctionsPolicyEs } from './corrections-es'
import { diversityPolicyEs } from './diversity-es'
import { staffingReportEs } from './staffing-report-es'
import { PRIVACY_POLICY_ES, privacyPolicyEs } from './privacy-es'
import { TERMS_OF_SERVICE_ES } from './terms-of-service-es'

export { PRIVACY_POLICY_ES, privacyPolicyEs, TERMS_OF_SERVICE_ES }

/** All 13 documents in Spanish, in the same order as ALL_POLICIES. */
export const ALL_POLICIES_ES: readonly Policy[] = [
  termsConditionsEs,
  returnPolicyEs,
  deliveryPolicyEs,
  rentalPolicyEs,
  ethicsPolicyEs,
  storagePolicyEs,
  publishingPolicyEs,
  feedbackPolicyEs,
  correctionsPolicyEs,
  diversityPolicyEs,
  staffingReportEs,
  PRIVACY_POLICY_ES,
  TERMS_OF_SERVICE_ES,
]

/**
 * An English document in a language: itself in English, its Spanish twin in Spanish (the
 * privacy policy with the same retention the English one was written with).
 */
export function policyInLanguage(policy: Policy, language: Language, retentionDays?: number): Policy {
  if (language === 'en') return policy
  if (policy.slug === PRIVACY_POLICY.slug) return privacyPolicyEs(retentionDays)
  const spanish = ALL_POLICIES_ES.find((p) => p.slug === policy.slug)
  if (!spanish) throw new Error(`no Spanish policy ${policy.slug}`)
  return spanish
}
