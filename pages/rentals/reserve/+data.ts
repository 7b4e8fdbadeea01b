import type { PageContextServer } from 'vike/types'
import { dealerToday } from '#app/domain/bookings/days'
import { deliveryEstimate } from '#app/domain/bookings/rental-delivery'
import { validateAvailability } from '#app/domain/bookings/rental-request'
import { firstBookableDay, lastBookableDay, returnDay } from '#app/domain/bookings/rental-reservation'
import type { PricePart } from '#app/domain/bookings/rental-price'
import { DELIVERY_TOWNS } from '#app/domain/leads/enquiry-fields'
import { findMunicipalityByRentalSlug } from '#app/content/towns/municipalities'

export interface ReserveData {
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  /** After a 409: the nearest start days with a cart free. */
  nextAvailable?: string[]
  /** A fresh key per form, so the same form sent twice is one reservation. */
  requestKey: string
  firstDay: string
  lastDay: string
  holdHours: number
  summary?: { plan: string; start: string; returnDay: string; days: number; price: number; parts: PricePart[]; available: boolean }
  /** The delivery estimate for the chosen town; null for a town without one. */
  delivery?: { miles: number; fee: number } | null
  towns: Array<{ value: string; label: string }>
}

/**
 * The reservation form: from the availability answer's link (?plan=&start=&days=&town=), or
 * sent back by the no-JavaScript post with the renter's input and the messages.
 */
export async function data(pageContext: PageContextServer): Promise<ReserveData> {
  const posted = pageContext.rentalForm
  const search = pageContext.urlParsed.search
  const today = dealerToday()
  const values: Record<string, string> = posted ? { ...posted.values } : {}
  if (!posted) {
    for (const field of ['plan', 'start', 'days'] as const) if (search[field]) values[field] = search[field]!.slice(0, 20)
    const town = search.town ? (DELIVERY_TOWNS.find((t) => t.value === search.town)?.value ?? findMunicipalityByRentalSlug(search.town)?.name) : undefined
    if (town) values.town = town
  }
  const result: ReserveData = {
    values,
    errors: posted?.errors ?? {},
    ...(posted?.formError ? { formError: posted.formError } : {}),
    ...(posted?.nextAvailable ? { nextAvailable: posted.nextAvailable } : {}),
    requestKey: posted?.values.requestKey && /^[A-Za-z0-9_-]{16,64}$/.test(posted.values.requestKey) ? posted.values.requestKey : globalThis.crypto.randomUUID().replace(/-/g, ''),
    firstDay: firstBookableDay(today),
    lastDay: lastBookableDay(today),
    holdHours: pageContext.services.reservations.holdHours,
    towns: DELIVERY_TOWNS,
  }
  const check = validateAvailability({ plan: values.plan, start: values.start, days: values.days }, today)
  if (check.ok) {
    const answer = await pageContext.services.rentalAvailability.availability(check.value, today)
    result.summary = { ...check.value, returnDay: returnDay(check.value.start, check.value.days), price: answer.price, parts: answer.quote.parts, available: answer.available }
    if (!posted?.nextAvailable && !answer.available) result.nextAvailable = answer.nextAvailable
  }
  if (values.town) result.delivery = deliveryEstimate(values.town) ?? null
  return result
}
