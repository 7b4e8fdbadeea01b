import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { COMMON_WORDS } from '../components/words'
import { CHROME } from '../content/chrome'
import { DEFAULT_LANGUAGE, type Language } from '../content/languages'
import { getHead } from './getHead'

/** The languages a page is served in: those served on this site that its words are written in (English always). */
export function pageLanguages(pageContext: PageContextServer): Language[] {
  const words = pageContext.config.words
  return pageContext.site.languages.filter((language) => language === DEFAULT_LANGUAGE || words?.[language] !== undefined)
}

/**
 * What a page needs beside its own content, worked out on the server: the header's words and the
 * page's own words in the page's language (public pages; the console has its own frame; the
 * language is the path's, read once per request by server/http/vike.ts), the languages it is
 * served in, and its head. A page not written in the path's language is not there (404, in that
 * language).
 */
export function pageFrame(pageContext: PageContextServer) {
  if (pageContext.config.console) return { head: getHead(pageContext) }
  const languages = pageLanguages(pageContext)
  const { language } = pageContext
  if (!languages.includes(language) && !pageContext.is404 && pageContext.abortStatusCode == null) throw render(404)
  return {
    chrome: CHROME[language].header,
    common: COMMON_WORDS[language],
    words: pageContext.config.words?.[language],
    pageLanguages: languages,
    head: getHead(pageContext, languages),
  }
}
