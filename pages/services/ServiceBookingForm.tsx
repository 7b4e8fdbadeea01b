import { Suspense, useEffect, useRef } from 'react'
import { onDemand } from '#app/components/on-demand'
import { useWords } from '#app/renderer/usePageContext'
import type { BookingFormData } from './booking-data'
import type { BookingFormWords } from './booking-words'
import './booking.css'

/**
 * The booking form's behaviour (./BookingForm.tsx) is a chunk of its own in the browser,
 * fetched when the visitor points at, touches or tabs into the form: until then the server's
 * form is the no-JavaScript one, which posts and works. Shown after a client-side navigation
 * (no server form to keep), or with a post's messages to act on, it is fetched at once.
 */
const form = onDemand<{ data: BookingFormData }>(() => import('./BookingForm').then((module) => module.BookingForm))

/** The server renders the form at once: renderer/+onCreateGlobalContext.server.ts hands it over. */
export const provideBookingForm = form.provide

export function ServiceBookingForm({ data }: { data: BookingFormData }) {
  const words = useWords<{ form: BookingFormWords }>().form
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = slot.current
    if (!element?.querySelector('form') || data.formError || data.nearest || Object.keys(data.errors).length > 0) return void form.want()
    // The window's own listeners, capturing: React stops a tap or a focus inside a part it has
    // not hydrated yet at its root (and this part hydrates only once the code is in), so neither
    // its handlers nor the browser's listeners below its root would ever see them.
    const interest = ['pointerover', 'pointerdown', 'focusin'] as const
    const stop = () => {
      for (const type of interest) window.removeEventListener(type, onEvent, true)
    }
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return
      stop()
      form.want()
    }
    for (const type of interest) window.addEventListener(type, onEvent, { capture: true, passive: true })
    return stop
  }, [data])
  return (
    <div ref={slot}>
      <Suspense fallback={<p className="muted">{words.loading}</p>}>
        <form.Lazy data={data} />
      </Suspense>
    </div>
  )
}
