import type { PageContextServer } from 'vike/types'
import { pageFrame } from './frame'

/** Resolves, on the server and after +data, what every page needs beside its content, for both the HTML and client navigations. */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: pageFrame(pageContext) }
}
