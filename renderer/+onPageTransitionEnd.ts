import type { PageContextClient } from 'vike/types'
import { countPageView } from './activity'

/**
 * A client-side navigation is a page view (renderer/activity.ts). Vike has already
 * scrolled to the top (or to the #hash) once the page committed. A second scroll 10 ms
 * later catches layout that settled after the first; it is skipped for back/forward (the
 * browser restores the position) and for #hash links, and it is dropped when the visitor
 * has already moved on (a quick Back must keep its restored position).
 */
export function onPageTransitionEnd(pageContext: PageContextClient) {
  countPageView(pageContext.pageId)
  if (pageContext.isHistoryNavigation || window.location.hash) return
  const url = window.location.href
  setTimeout(() => {
    if (window.location.href === url) window.scrollTo(0, 0)
  }, 10)
}
