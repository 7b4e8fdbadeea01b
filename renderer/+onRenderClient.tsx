import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { Layout as PublicLayout } from './Layout'
import { PageContextProvider } from './usePageContext'
import { applyHead } from './applyHead'
import { recordFirstTouch } from './first-touch'
import { countPageView } from './activity'

let root: Root | undefined

/**
 * The footer sits outside the React root (renderer/staticShell.tsx) and stays as the first page
 * drew it; a client-side navigation brings its open-now line up to the state the server
 * rendered the new page with.
 */
function refreshFooter(pageContext: PageContextClient) {
  const status = pageContext.facts?.status.showroom
  const line = document.querySelector('#site-footer [data-open-status]')
  const text = line?.querySelector('.open-status-text')
  if (!status || !line || !text) return
  line.className = `open-status open-status-${status.state}`
  text.textContent = status.text
}

/** Resolves its promise once React has committed the tree it belongs to. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * Lets the browser run what is waiting (a tap, a frame) before going on: on a slow phone the
 * client's start-up (evaluating the code, the router's set-up, hydration's commit and what
 * follows it) would otherwise be one task long enough to hold up a tap.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Hydration's pause before it starts. A client-side navigation begun during it waits for it
 * too, and so renders after hydration has created the root (a promise's waiters resume in the
 * order they began waiting) instead of hydrating a second root over the same page.
 */
let hydrationTurn: Promise<void> | undefined

export async function onRenderClient(pageContext: PageContextClient) {
  // The first page's query string, for the visit's first touch recorded after hydration.
  const landingSearch = location.search
  if (pageContext.isHydration) await (hydrationTurn = yieldToBrowser())
  else await hydrationTurn
  // An error page reached by a client navigation (an unknown path, a vehicle gone) comes without
  // what the server resolves around a page (its words, in the page's language): the server
  // draws it whole instead.
  // (A console page has its own frame, and no such words.)
  if (!pageContext.isHydration && !pageContext.config.Layout && !pageContext.chrome) {
    location.assign(pageContext.urlOriginal)
    return
  }
  const { Page } = pageContext
  // The public frame is part of the renderer (every public page needs it at once); the console brings its own.
  const Layout = pageContext.config.Layout ?? PublicLayout
  const container = document.getElementById('root')!
  await new Promise<void>((resolve) => {
    const page = (
      <Committed onCommit={resolve}>
        <PageContextProvider pageContext={pageContext}>
          <Layout>
            <Page />
          </Layout>
        </PageContextProvider>
      </Committed>
    )
    if (pageContext.isHydration || !root) {
      // As a transition, hydration yields to the browser between components instead of
      // blocking the main thread in one long task.
      startTransition(() => {
        root = hydrateRoot(container, page)
      })
    } else {
      root.render(page)
    }
  })
  if (pageContext.isHydration) {
    await yieldToBrowser()
    // The visit's first page: where it came from, for the lead forms (renderer/first-touch.ts).
    // Not before hydration: the tab's first storage access waits on the browser, and a form
    // that needs it first records it itself (components/VisitFields.tsx).
    recordFirstTouch(landingSearch)
    // Interactive from here on (browser tests wait for this).
    document.documentElement.dataset.hydrated = 'true'
    // A page loaded in full is a page view (client-side navigations: renderer/+onPageTransitionEnd.ts).
    countPageView(pageContext.pageId)
  } else {
    if (pageContext.head) applyHead(pageContext.head)
    refreshFooter(pageContext)
    // Tell assistive technology that a new page is showing.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
}
