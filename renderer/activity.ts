/**
 * Counts a page view (renderer/site-activity.ts). The first call, at hydration, loads the
 * counter on its own, outside the page's bundle, and starts its click and form listeners;
 * client-side navigations call it again (renderer/+onPageTransitionEnd.ts).
 */
let counter: Promise<typeof import('./site-activity')> | undefined

/** `pageId` is Vike's: its error page (404, 410, 500) is not counted. */
export function countPageView(pageId: string | null | undefined): void {
  counter ??= import('./site-activity').then((activity) => (activity.listen(), activity))
  counter.then((activity) => activity.pageView(!pageId?.includes('/_error'))).catch(() => {})
}
