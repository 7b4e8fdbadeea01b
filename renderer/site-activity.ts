/**
 * Counts what visitors do, as anonymous daily totals: a page view at each page (first load
 * and client-side navigation), a click on a phone link, the first keystroke in a lead form.
 * Each is one small report to this site (POST /api/events, navigator.sendBeacon) with the
 * page's path and, for a form, where it posts; no cookie, no identifier, no third party.
 * Nothing is sent while the browser asks for no tracking (Global Privacy Control or Do Not
 * Track) or is driven by automation (navigator.webdriver), from the console or an error
 * page, or before a prerendered page is shown. Loaded on its own after hydration
 * (renderer/activity.ts), outside the page's bundle, so it stays plain DOM code.
 */
const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
const quiet = nav.globalPrivacyControl || nav.doNotTrack === '1' || nav.webdriver
/** Whether the page showing now is one of the site's pages (not an error page, not the console). */
let counting = false

function send(kind: string, form?: string | null): void {
  if (counting) navigator.sendBeacon('/api/events', JSON.stringify({ kind, path: location.pathname, form: form ?? undefined }))
}

/** A page is shown; `sitePage` is false for an error page, whose path no page of the site answers. */
export function pageView(sitePage: boolean): void {
  counting = sitePage && !quiet && !location.pathname.startsWith('/admin')
  const doc = document as Document & { prerendering?: boolean }
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => send('page-view'), { once: true })
  else send('page-view')
}

/** One listener each on the document, for every page of the visit. */
export function listen(): void {
  const started = new WeakSet<HTMLFormElement>()
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('a[href^="tel:"]')) send('phone-click')
  })
  document.addEventListener('input', (event) => {
    const form = (event.target as HTMLInputElement).form
    const action = form?.getAttribute('action')
    if (!form || !action || started.has(form) || !/^\/(contact|enquiries\/)/.test(action)) return
    started.add(form)
    send('form-start', action)
  })
}
