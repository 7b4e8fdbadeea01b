import type { PageContextServer } from 'vike/types'
import { returnDay } from '#app/domain/bookings/rental-reservation'
import type { ReservationStatus } from '#app/domain/bookings/rental-reservation'
import { dayText } from '#app/content/dates'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { DATE_WORDS } from '#app/content/words-by-language'

export interface ThankYouData {
  /** Absent for an unknown reference: the page says so. */
  reservation?: { reference: string; plan: string; start: string; returnDay: string; startText: string; returnText: string; days: number; price: number; status: ReservationStatus; holdUntil: string }
  holdHours: number
}

/** What the renter reserved, by its reference: no name, address or contact detail is shown. */
export async function data(pageContext: PageContextServer): Promise<ThankYouData> {
  const ref = pageContext.urlParsed.search.ref ?? ''
  const { reservations } = pageContext.services
  const found = await reservations.get(ref)
  const dates = DATE_WORDS[pageContext.language ?? DEFAULT_LANGUAGE]
  return {
    holdHours: reservations.holdHours,
    ...(found
      ? { reservation: { reference: found.id, plan: found.plan, start: found.startDay, returnDay: returnDay(found.startDay, found.days), startText: dayText(found.startDay, dates), returnText: dayText(returnDay(found.startDay, found.days), dates), days: found.days, price: found.price, status: found.status, holdUntil: new Date(found.holdUntil).toISOString() } }
      : {}),
  }
}
