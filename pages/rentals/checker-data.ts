/**
 * What the availability form on /rentals and every /rentals/{town} shows, built by their +data
 * hooks: the form as asked (a GET the server answers, so it works without JavaScript) and,
 * when a question was asked, the answer (free or not, the price, the nearest free start days)
 * and the month's table of free carts per day. A page without a question needs no database
 * and stays cached; one with a question renders per request (domain/bookings/rental-request.ts).
 */
import type { PageContextServer } from 'vike/types'
import { RENTAL_PLANS } from '#app/content/rentals'
import { addDays, addMonths, dealerToday, isMonth, monthOf, weekdayOf } from '#app/domain/bookings/days'
import { validateAvailability, validateCalendar } from '#app/domain/bookings/rental-request'
import { firstBookableDay, lastBookableDay, returnDay } from '#app/domain/bookings/rental-reservation'
import type { PlanId } from '#app/domain/bookings/rental-request'
import type { CheckerData, CheckerResult, MonthTable } from './checker'
import { answerHtml, monthHtml, type CheckerSpeech } from './checker-view'
import { RENTAL_BOOKING_BY_LANGUAGE, RENTAL_MESSAGES_ES, RENTAL_MESSAGE_KEYS } from '#app/pages/rentals/rental-booking-es'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'

export type { CheckerData } from './checker'

/** The month table as the page shows it. */
export function monthTable(answer: { plan: PlanId; month: string; units: number; days: Array<{ date: string; free: number; bookable: boolean }> }): MonthTable {
  return { ...answer, offset: weekdayOf(`${answer.month}-01`), previous: addMonths(answer.month, -1), next: addMonths(answer.month, 1) }
}

/** A request's messages in the page's language: Spanish by each message's key, a field's own when the message has none. */
function messagesIn(language: string, fields: Partial<Record<string, string>>): Partial<Record<string, string>> {
  if (language === DEFAULT_LANGUAGE) return fields
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, RENTAL_MESSAGES_ES[RENTAL_MESSAGE_KEYS[message ?? ''] ?? (field as keyof typeof RENTAL_MESSAGES_ES)] ?? message]))
}

/**
 * The form and its answer on the page `englishPath` (its path without a language's prefix), in
 * the page's language: the answer's links lead to the same page in it.
 */
export async function checkerData(pageContext: PageContextServer, englishPath: string, town?: string): Promise<CheckerData> {
  const language = pageContext.language ?? DEFAULT_LANGUAGE
  const speech: CheckerSpeech = { language, words: RENTAL_BOOKING_BY_LANGUAGE[language] }
  const path = pathInLanguage(englishPath, language)
  const search = pageContext.urlParsed.search
  const today = dealerToday()
  const data: CheckerData = {
    path,
    ...(town ? { town } : {}),
    values: { plan: search.plan ?? RENTAL_PLANS[0]!.id, start: search.start ?? addDays(today, 7), days: search.days ?? '1' },
    errors: {},
    firstDay: firstBookableDay(today),
    lastDay: lastBookableDay(today),
  }
  const asked = ['plan', 'start', 'days'].some((f) => search[f] !== undefined)
  const availability = pageContext.services.rentalAvailability
  let result: CheckerResult | undefined
  if (asked) {
    const check = validateAvailability({ plan: search.plan, start: search.start, days: search.days }, today)
    if (!check.ok) data.errors = messagesIn(language, check.fields)
    else {
      const answer = await availability.availability(check.value, today)
      result = {
        available: answer.available,
        units: answer.units,
        price: answer.price,
        parts: answer.quote.parts,
        plan: check.value.plan,
        start: check.value.start,
        days: check.value.days,
        returnDay: returnDay(check.value.start, check.value.days),
        nextAvailable: answer.nextAvailable,
      }
      data.answerHtml = answerHtml(result, path, speech, town)
    }
  }
  if (search.month !== undefined || (result && !data.errors.plan)) {
    const month = search.month ?? monthOf(result?.start ?? data.values.start)
    const check = validateCalendar({ plan: data.values.plan, month })
    if (!check.ok) Object.assign(data.errors, messagesIn(language, { ...(check.fields.month ? { month: check.fields.month } : {}), ...(check.fields.plan ? { plan: check.fields.plan } : {}) }))
    else if (isMonth(month)) data.monthHtml = monthHtml(monthTable(await availability.month(check.value.plan, check.value.month, today)), path, data.values.days, speech)
  }
  return data
}
