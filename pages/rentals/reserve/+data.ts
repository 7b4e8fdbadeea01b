import type { PageContextServer } from 'vike/types'
import { dealerToday } from '#app/domain/bookings/days'
import { deliveryEstimate } from '#app/domain/bookings/rental-delivery'
import { validateAvailability } from '#app/domain/bookings/rental-request'
import { firstBookableDay, lastBookableDay, returnDay } from '#app/domain/bookings/rental-reservation'
import type { PricePart } from '#app/domain/bookings/rental-price'
import { DELIVERY_TOWNS, OTHER_TOWN } from '#app/domain/leads/enquiry-fields'
import { findMunicipalityByRentalSlug } from '#app/content/towns/municipalities'
import { dayText } from '#app/content/dates'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { DATE_WORDS } from '#app/content/words-by-language'
import { RENTAL_MESSAGE_KEYS, type RentalMessageKey } from '#app/pages/rentals/rental-booking-es'
import { headWords } from '#app/renderer/getHead'
import type { ReserveWords } from './+words'

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
  /** The days as the page's language writes them: "Thursday, June 4, 2026". */
  summary?: { plan: string; start: string; returnDay: string; startText: string; returnText: string; days: number; price: number; parts: PricePart[]; available: boolean }
  /** The delivery estimate for the chosen town; null for a town without one. */
  delivery?: { miles: number; fee: number } | null
  towns: Array<{ value: string; label: string }>
  /**
   * On a page in another language than English: each of the request's messages by its English
   * text, so the form can say the API's answers in the page's words (+words.ts errors).
   */
  messageKeys?: Record<string, RentalMessageKey>
}

/**
 * The reservation form: from the availability answer's link (?plan=&start=&days=&town=), or
 * sent back by the no-JavaScript post with the renter's input and the messages.
 */
export async function data(pageContext: PageContextServer): Promise<ReserveData> {
  const posted = pageContext.rentalForm
  const search = pageContext.urlParsed.search
  const today = dealerToday()
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  const words = headWords<ReserveWords>(pageContext)
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
    towns: language === DEFAULT_LANGUAGE ? DELIVERY_TOWNS : DELIVERY_TOWNS.map((t) => (t.value === OTHER_TOWN ? { ...t, label: words.otherTown } : t)),
    ...(language === DEFAULT_LANGUAGE ? {} : { messageKeys: RENTAL_MESSAGE_KEYS }),
  }
  const check = validateAvailability({ plan: values.plan, start: values.start, days: values.days }, today)
  if (check.ok) {
    const answer = await pageContext.services.rentalAvailability.availability(check.value, today)
    const back = returnDay(check.value.start, check.value.days)
    const dates = DATE_WORDS[language]
    result.summary = { ...check.value, returnDay: back, startText: dayText(check.value.start, dates), returnText: dayText(back, dates), price: answer.price, parts: answer.quote.parts, available: answer.available }
    if (!posted?.nextAvailable && !answer.available) result.nextAvailable = answer.nextAvailable
  }
  if (values.town) result.delivery = deliveryEstimate(values.town) ?? null
  return result
}
