import type { PageContextServer } from 'vike/types'
import { openDays } from '#app/domain/bookings/service-windows'
import type { ServiceFormState } from '#app/renderer/types'

/** How many days of windows the form lists (the API answers further on). */
export const FORM_DAYS = 14

export interface WindowChoice {
  id: string
  from: string
  to: string
  free: number
}

export interface BookingFormData {
  /** Days with windows that have room, each with those windows. */
  days: Array<{ day: string; windows: WindowChoice[] }>
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  nearest?: ServiceFormState['nearest']
  /** One key per form shown: the same form sent twice is one booking. */
  requestKey: string
}

/** The service booking form's data: the open windows now, and a post's input and messages when it comes back. */
export async function bookingFormData(pageContext: PageContextServer): Promise<BookingFormData> {
  const posted = pageContext.serviceForm
  const rooms = await pageContext.services.serviceBookings.slots(undefined, FORM_DAYS)
  const days: BookingFormData['days'] = openDays(rooms.map(({ id, day, from, to, free }) => ({ id, day, from, to, free })))
  const key = posted?.values.requestKey
  return {
    days,
    values: posted?.values ?? {},
    errors: posted?.errors ?? {},
    ...(posted?.formError ? { formError: posted.formError } : {}),
    ...(posted?.nearest ? { nearest: posted.nearest } : {}),
    requestKey: key && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : globalThis.crypto.randomUUID().replace(/-/g, ''),
  }
}
