import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { Layout as PublicLayout } from './Layout'
import { PageContextProvider } from './usePageContext'
import { applyHead } from './applyHead'
import { recordFirstTouch } from './first-touch'
import { countPageView } from './activity'

let root: Root | undefined

/** Resolves its promise once React has committed the tree it belongs to. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * Lets the browser run what is waiting (a tap, a frame) before going on: on a slow phone
 * hydration's commit and what follows it (this function's last steps, then the router's own)
 * would otherwise be one task long enough to hold up a tap. Only after the commit: before it,
 * a client-side navigation started in the pause would find no root yet and hydrate a second one.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve))

export async function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext
  // The public frame is part of the renderer (every public page needs it at once); the console brings its own.
  const Layout = pageContext.config.Layout ?? PublicLayout
  const container = document.getElementById('root')!
  // The visit's first page: where it came from, for the lead forms (renderer/first-touch.ts).
  if (pageContext.isHydration) recordFirstTouch()
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
    // Interactive from here on (browser tests wait for this).
    document.documentElement.dataset.hydrated = 'true'
    // A page loaded in full is a page view (client-side navigations: renderer/+onPageTransitionEnd.ts).
    countPageView(pageContext.pageId)
  } else {
    if (pageContext.head) applyHead(pageContext.head)
    // Tell assistive technology that a new page is showing.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
}
