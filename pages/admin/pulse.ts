/**
 * The console's live view of the leads desk, in the browser: one small request every
 * PULSE_MS while a console page is in view (and at once when it comes back into view), shared
 * by the menu's count and the inbox. It tells the page when a lead arrives, and when the
 * session has ended. It is passive: it never keeps an idle session alive (x-console-poll).
 */
import type { LeadPulse } from '#app/domain/leads/inbox'

export const PULSE_MS = 10_000
export const PULSE_URL = '/api/admin/leads/pulse'
/** Sent with the console's background requests, so they do not count as the operator's activity. */
export const PASSIVE_HEADERS = { accept: 'application/json', 'x-console-poll': '1' } as const

export type PulseEvent = { pulse: LeadPulse } | { signedOut: true }
type Listener = (event: PulseEvent) => void

const listeners = new Set<Listener>()
let last: PulseEvent | undefined
let timer: ReturnType<typeof setInterval> | undefined
let inFlight = false

function emit(event: PulseEvent) {
  last = event
  for (const listener of listeners) listener(event)
}

async function poll() {
  if (inFlight || document.visibilityState === 'hidden' || last && 'signedOut' in last) return
  inFlight = true
  try {
    const res = await fetch(PULSE_URL, { headers: PASSIVE_HEADERS, credentials: 'same-origin', cache: 'no-store' })
    if (res.status === 401) emit({ signedOut: true })
    else if (res.ok) emit({ pulse: (await res.json()) as LeadPulse })
  } catch {
    // Offline for a moment: the next beat tries again.
  } finally {
    inFlight = false
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void poll()
}

/** Calls `listener` with every beat (at once with the last one); returns the unsubscribe. */
export function subscribePulse(listener: Listener): () => void {
  listeners.add(listener)
  if (last) listener(last)
  if (!timer) {
    timer = setInterval(() => void poll(), PULSE_MS)
    document.addEventListener('visibilitychange', onVisible)
    void poll()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
      document.removeEventListener('visibilitychange', onVisible)
    }
  }
}

/** Asks for a beat now (after the page itself changed something the counts show). */
export function pulseNow() {
  void poll()
}
