import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { DEFAULT_LANGUAGE, type Language } from '../content/languages'
import type { CommonWords } from '../components/words'
import { pathInLanguage, splitLanguagePath } from '../domain/language'

const Context = createContext<PageContext>(undefined as unknown as PageContext)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  return useContext(Context)
}

/** The dealer's facts as the server rendered the page with them (phones, hours, open now …). */
export function useFacts() {
  return useContext(Context).facts
}

/** The page's +data result. */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}

/** The page's own words (its +words.ts) in the page's language, as the server sent them. */
export function useWords<Words>(): Words {
  return usePageContext().words as Words
}

/** The shared components' words in the page's language (components/words.ts). */
export function useCommonWords(): CommonWords {
  return usePageContext().common!
}

/** The page's language (English unless its path says otherwise). */
export function useLanguage(): Language {
  return usePageContext().language ?? DEFAULT_LANGUAGE
}

/**
 * A link's path in the page's language: a Spanish page's links lead to Spanish pages
 * ("/inventory" → "/es/inventory"), keeping their query and fragment.
 */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => pathInLanguage(path, language)
}

/**
 * The page's path without its language's prefix ("/inventory" on "/es/inventory"): routing's
 * logical path, which an error page drawn for an aborted render does not get.
 */
export function pagePath(pageContext: PageContext): string {
  return splitLanguagePath(pageContext.urlPathname, [pageContext.language ?? DEFAULT_LANGUAGE]).path
}
