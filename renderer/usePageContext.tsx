import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

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
