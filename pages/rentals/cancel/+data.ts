import type { PageContextServer } from 'vike/types'
import { dayText } from '#app/content/dates'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { DATE_WORDS } from '#app/content/words-by-language'
import { renterMayCancel, returnDay, type RenterCancelVerdict, type ReservationStatus } from '#app/domain/bookings/rental-reservation'

export interface CancelData {
  /** The link checked out: its reference and token go back with the form. */
  valid: boolean
  reference: string
  token: string
  /** What just happened, after the form's post. */
  outcome?: 'cancelled' | 'refused' | 'invalid'
  reservation?: { plan: string; start: string; returnDay: string; startText: string; returnText: string; days: number; status: ReservationStatus; verdict: RenterCancelVerdict }
}

/** The renter's cancel page: the signed link's reservation, and whether it can still be cancelled online. */
export async function data(pageContext: PageContextServer): Promise<CancelData> {
  const search = pageContext.urlParsed.search
  const reference = (search.ref ?? '').slice(0, 20)
  const token = (search.token ?? '').slice(0, 100)
  const outcome = search.outcome === 'cancelled' || search.outcome === 'refused' || search.outcome === 'invalid' ? search.outcome : undefined
  const { reservations, reservationLinks } = pageContext.services
  const valid = /^R[0-9A-Z]{7}$/.test(reference) && (await reservationLinks.verifyCancel(reference, token))
  if (!valid) return { valid, reference: '', token: '', ...(outcome ? { outcome } : {}) }
  const found = await reservations.get(reference)
  const dates = DATE_WORDS[pageContext.language ?? DEFAULT_LANGUAGE]
  return {
    valid: Boolean(found),
    reference,
    token,
    ...(outcome ? { outcome } : {}),
    ...(found ? { reservation: { plan: found.plan, start: found.startDay, returnDay: returnDay(found.startDay, found.days), startText: dayText(found.startDay, dates), returnText: dayText(returnDay(found.startDay, found.days), dates), days: found.days, status: found.status, verdict: renterMayCancel(found, Date.now()) } } : {}),
  }
}
