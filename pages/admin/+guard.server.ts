import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** The console's pages a signed-out visitor may see. */
const OPEN_PATHS = ['/admin/sign-in', '/admin/setup']

/**
 * A console page renders only through the console's router, which signs the request in
 * first and passes `console`; reached any other way (an encoded path that slipped past
 * the router, say) it does not exist. Signed-out, only the sign-in and set-up pages show.
 */
export function guard(pageContext: PageContextServer) {
  const context = pageContext.console
  if (!context) throw render(404)
  if (!context.operator && !OPEN_PATHS.includes(pageContext.urlPathname)) throw render(404)
}
