import type { PageContext } from 'vike/types'
import { townSlugByAliasPath } from '#app/content/towns/town-paths'

/**
 * A town page answers at /towns/{slug} and at the town's alias path
 * (/center-valley-area-golf-carts). Any other /{x}-golf-carts path belongs to the
 * municipality page (pages/municipality/+route.ts); an unknown /towns/{x} gets a 404 from
 * +data.
 */
export function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  const match = /^\/towns\/([^/]+)$/.exec(path)
  if (match) return { routeParams: { slug: match[1] } }
  const slug = townSlugByAliasPath(path)
  return slug ? { routeParams: { slug } } : false
}
