/**
 * Counts what visitors do, as anonymous daily totals: a page view at each page (first load
 * and client-side navigation), a click on a phone link, the first keystroke in a lead form.
 * Each is one small report to this site (POST /api/events, navigator.sendBeacon) with the
 * page's path and, for a form, where it posts; no cookie, no identifier, no third party.
 * Nothing is sent while the browser asks for no tracking (Global Privacy Control or Do Not
 * Track), from the console, or before a prerendered page is shown. Loaded on its own after
 * hydration (renderer/activity.ts), outside the page's bundle, so it stays plain DOM code.
 */
const quiet = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl || navigator.doNotTrack === '1'

function send(kind: string, form?: string | null): void {
  if (quiet || location.pathname.startsWith('/admin')) return
  navigator.sendBeacon('/api/events', JSON.stringify({ kind, path: location.pathname, form: form ?? undefined }))
}

export function pageView(): void {
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
