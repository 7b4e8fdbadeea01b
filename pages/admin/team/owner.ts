import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * The Team pages are for owners. The console's router already answers 403 to anyone else;
 * this holds even for a request that reached the page some other way (an encoded path).
 */
export function requireOwner(pageContext: PageContextServer): void {
  if (pageContext.console?.operator?.role !== 'owner') throw render(403)
}
