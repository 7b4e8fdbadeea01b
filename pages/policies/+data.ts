import type { PageContextServer } from 'vike/types'
import { ALL_POLICIES, fillPolicy } from '#app/content/policies/index'

export interface PoliciesIndexData {
  policies: { title: string; path: string; summary: string }[]
}

/** Titles, paths and summaries only; the full documents stay on their own pages. */
export function data(pageContext: PageContextServer): PoliciesIndexData {
  return { policies: ALL_POLICIES.map((policy) => fillPolicy(policy, pageContext.facts)).map(({ title, path, summary }) => ({ title, path, summary })) }
}
