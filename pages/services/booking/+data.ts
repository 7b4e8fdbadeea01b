import type { PageContextServer } from 'vike/types'
import { customerMayChange, type CustomerChangeVerdict } from '#app/domain/bookings/service-booking'
import { bookingFormData, type WindowChoice } from '../booking-data'

export interface ManageData {
  /** Absent when the link is not valid. */
  booking?: { reference: string; token: string; day: string; from: string; to: string; make: string; model: string; status: string; verdict: CustomerChangeVerdict }
  /** Windows with room to move to (only while it may be changed). */
  days: Array<{ day: string; windows: WindowChoice[] }>
  /** What the last post did: cancelled, moved, too-late, not-active, full, invalid. */
  outcome?: string
}

/** The customer's page behind the signed link in their e-mails: the booking, cancel, and move to another window with room. */
export async function data(pageContext: PageContextServer): Promise<ManageData> {
  const { ref = '', token = '', outcome } = pageContext.urlParsed.search
  const { serviceBookings, serviceLinks } = pageContext.services
  const found = (await serviceLinks.verify(ref, token)) ? await serviceBookings.get(ref) : undefined
  if (!found) return { days: [], ...(outcome ? { outcome } : {}) }
  const verdict = customerMayChange(found, Date.now())
  const days = verdict === 'ok' ? (await bookingFormData(pageContext)).days : []
  return {
    booking: { reference: found.id, token, day: found.day, from: found.from, to: found.to, make: found.make, model: found.model, status: found.status, verdict },
    days,
    ...(outcome ? { outcome } : {}),
  }
}
