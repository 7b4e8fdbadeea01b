import type { PageContext } from 'vike/types'
import { townSlugByAliasPath } from '#app/content/towns/town-paths'

/** Alias paths of the shape /{municipality-slug}-golf-carts that are not town pages. */
const MUNICIPALITY_PATH = /^\/([^/]+)-golf-carts$/

/**
 * Every /{x}-golf-carts path that is not a town alias: the 14 municipality pages, and for
 * any other x the "Municipality not found" page (from +data, with status 404).
 */
export function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  const match = MUNICIPALITY_PATH.exec(path)
  if (!match || townSlugByAliasPath(path)) return false
  return { routeParams: { slug: match[1] } }
}
