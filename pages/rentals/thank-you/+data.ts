import type { PageContextServer } from 'vike/types'
import { returnDay } from '#app/domain/bookings/rental-reservation'
import type { ReservationStatus } from '#app/domain/bookings/rental-reservation'

export interface ThankYouData {
  /** Absent for an unknown reference: the page says so. */
  reservation?: { reference: string; plan: string; start: string; returnDay: string; days: number; price: number; status: ReservationStatus; holdUntil: string }
  holdHours: number
}

/** What the renter reserved, by its reference: no name, address or contact detail is shown. */
export async function data(pageContext: PageContextServer): Promise<ThankYouData> {
  const ref = pageContext.urlParsed.search.ref ?? ''
  const { reservations } = pageContext.services
  const found = await reservations.get(ref)
  return {
    holdHours: reservations.holdHours,
    ...(found
      ? { reservation: { reference: found.id, plan: found.plan, start: found.startDay, returnDay: returnDay(found.startDay, found.days), days: found.days, price: found.price, status: found.status, holdUntil: new Date(found.holdUntil).toISOString() } }
      : {}),
  }
}
