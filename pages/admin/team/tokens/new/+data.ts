import type { PageContextServer } from 'vike/types'
import { requireOwner } from '#app/pages/admin/team/owner'

/** Nothing to load (the form's values come with the post's answer); owners only. */
export function data(pageContext: PageContextServer): Record<string, never> {
  requireOwner(pageContext)
  return {}
}
