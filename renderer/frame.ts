import type { PageContextServer } from 'vike/types'
import { CHROME } from '../content/chrome'
import { splitLanguagePath } from '../domain/language'
import { getHead } from './getHead'

/**
 * What a page needs beside its own content, worked out on the server: its language (from its
 * path), the header's words in that language (public pages; the console has its own frame)
 * and its head.
 */
export function pageFrame(pageContext: PageContextServer) {
  const { language } = splitLanguagePath(pageContext.urlPathname)
  return {
    language,
    ...(pageContext.config.console ? {} : { chrome: CHROME[language].header }),
    head: getHead(pageContext),
  }
}
