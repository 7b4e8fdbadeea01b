import type { PageContext } from 'vike/types'
import { LANGUAGES } from '../content/languages'
import { splitLanguagePath } from '../domain/language'

/**
 * Routes a page in any language by its path without the language's prefix ("/es/inventory" is
 * the inventory page, in Spanish): pages keep one route each, and pageContext.urlPathname is that
 * logical path. On the server the language is the one server/http/vike.ts read among the languages
 * served (so "/es/…" stays an unknown path while Spanish is not); in the browser, a link on a page
 * leads only where the server serves.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const languages = pageContext.language ? [pageContext.language] : LANGUAGES
  const { language, path } = splitLanguagePath(pageContext.urlPathname, languages)
  if (path === pageContext.urlPathname) return { pageContext: { language } }
  return { pageContext: { language, urlLogical: `${path}${pageContext.urlParsed.searchOriginal ?? ''}` } }
}
