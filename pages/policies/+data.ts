import { ALL_POLICIES } from '#app/content/policies/index'

export interface PoliciesIndexData {
  policies: { title: string; path: string; summary: string }[]
}

/** Titles, paths and summaries only; the full documents stay on their own pages. */
export function data(): PoliciesIndexData {
  return { policies: ALL_POLICIES.map(({ title, path, summary }) => ({ title, path, summary })) }
}
