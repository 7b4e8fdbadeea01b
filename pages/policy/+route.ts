import type { PageContext } from 'vike/types'

/** The two legal pages answer at two paths each; their canonical path is the long one. */
const LEGAL_PATHS: Readonly<Record<string, string>> = {
  '/privacy': 'privacy-policy',
  '/privacy-policy': 'privacy-policy',
  '/terms': 'terms-of-service',
  '/terms-of-service': 'terms-of-service',
}

/**
 * One page for every policy document: /policies/{slug} (the eleven policies and their
 * short aliases, which +data.ts redirects) and the legal paths above.
 */
export function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  const legal = LEGAL_PATHS[path]
  if (legal) return { routeParams: { slug: legal, kind: 'legal' } }
  const match = /^\/policies\/([^/]+)\/?$/.exec(path)
  if (!match) return false
  let slug: string
  try {
    slug = decodeURIComponent(match[1])
  } catch {
    return false
  }
  return { routeParams: { slug, kind: 'policy' } }
}
