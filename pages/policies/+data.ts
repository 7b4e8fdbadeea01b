import type { PageContextServer } from 'vike/types'
import { ALL_POLICIES, fillPolicy } from '#app/content/policies/index'
import { policyInLanguage } from '#app/content/policies/index-es'
import { DEFAULT_LANGUAGE } from '#app/content/languages'

export interface PoliciesIndexData {
  policies: { title: string; path: string; summary: string }[]
}

/** Titles, paths and summaries only, in the page's language; the full documents stay on their own pages. */
export function data(pageContext: PageContextServer): PoliciesIndexData {
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  return {
    policies: ALL_POLICIES.map((policy) => fillPolicy(policyInLanguage(policy, language), pageContext.facts)).map(({ title, path, summary }) => ({ title, path, summary })),
  }
}
