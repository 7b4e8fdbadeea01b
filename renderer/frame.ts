import type { PageContextServer } from 'vike/types'
import { CHROME } from '../content/chrome'
import { getHead } from './getHead'

/**
 * What a page needs beside its own content, worked out on the server: the header's words in the
 * page's language (public pages; the console has its own frame; the language is the path's,
 * read once per request by server/http/vike.ts) and its head.
 */
export function pageFrame(pageContext: PageContextServer) {
  return {
    ...(pageContext.config.console ? {} : { chrome: CHROME[pageContext.language].header }),
    head: getHead(pageContext),
  }
}
