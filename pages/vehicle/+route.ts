import type { PageContext } from 'vike/types'

/** /vehicle/{id} and /vehicles/{id} are the same page; the canonical URL is /vehicles/{id}. */
export function route(pageContext: PageContext) {
  const match = /^\/vehicles?\/([^/]+)\/?$/.exec(pageContext.urlPathname)
  if (!match) return false
  let id: string
  try {
    id = decodeURIComponent(match[1])
  } catch {
    // Malformed percent-encoding: no vehicle can have this id.
    return false
  }
  return { routeParams: { id } }
}
