/**
 * First touch: where this visit came from, kept for the tab's session (sessionStorage; no
 * cookie, nothing sent anywhere) so a lead sent three pages later still knows the visit's
 * external referrer and the campaign tags (utm_*) of the landing URL. Recorded once, on
 * the first page of the visit (at hydration, renderer/+onRenderClient.tsx); the lead forms read it.
 */
const KEY = 'lead-visit'
const TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']

export interface FirstTouch {
  referrer?: string
  campaign: Record<string, string>
}

export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return
    const touch: FirstTouch = { campaign: {} }
    const referrer = document.referrer
    if (referrer && new URL(referrer).origin !== location.origin) touch.referrer = referrer.slice(0, 1000)
    const params = new URLSearchParams(location.search)
    for (const tag of TAGS) {
      const value = params.get(tag)
      if (value) touch.campaign[tag] = value.slice(0, 200)
    }
    sessionStorage.setItem(KEY, JSON.stringify(touch))
  } catch {
    // Storage off or full: the forms fall back to what the server rendered.
  }
}

export function readFirstTouch(): FirstTouch | undefined {
  try {
    const touch = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as FirstTouch | null
    return touch && typeof touch === 'object' ? { referrer: typeof touch.referrer === 'string' ? touch.referrer : undefined, campaign: { ...touch.campaign } } : undefined
  } catch {
    return undefined
  }
}
