/**
 * First touch: where this visit came from, kept for the tab's session (sessionStorage; no
 * cookie, nothing sent anywhere) so a lead sent pages later still knows the visit's external
 * referrer and the campaign tags (utm_*) of the landing URL. Recorded once, on the first
 * page of the visit (after hydration, renderer/+onRenderClient.tsx, or earlier by a form that
 * needs it, components/VisitFields.tsx); the lead forms read it
 * (components/VisitFields.tsx) and the server keeps only what it accepts (domain/leads/visit.ts).
 * It is in every page's bundle, so it stays this small.
 */
export const FIRST_TOUCH_KEY = 'lead-visit'

/** `landingSearch`: the first page's query string (read when it loaded, should the tab have moved on since). */
export function recordFirstTouch(landingSearch = location.search): void {
  try {
    if (sessionStorage[FIRST_TOUCH_KEY]) return
    const campaign: Record<string, string> = {}
    new URLSearchParams(landingSearch).forEach((value, key) => {
      if (key.startsWith('utm_')) campaign[key] = value.slice(0, 200)
    })
    const referrer = document.referrer
    sessionStorage[FIRST_TOUCH_KEY] = JSON.stringify({ campaign, referrer: referrer && !referrer.startsWith(`${location.origin}/`) ? referrer.slice(0, 1000) : undefined })
  } catch {
    // Storage off or full: the forms fall back to what the server rendered.
  }
}
