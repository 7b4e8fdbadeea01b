import type { PageContextServer } from 'vike/types'
import { getHead } from './getHead'

/** Resolves the page's head on the server, after +data, for both the HTML and client navigations. */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { head: getHead(pageContext) } }
}
