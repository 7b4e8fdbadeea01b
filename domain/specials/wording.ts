/** A sale's end in the dealer's words and on the dealer's clock (server-side: the page hydrates these texts as they are). */
import { dateText, timeText } from '#app/content/dates'
import { SPECIALS_COPY } from '#app/content/specials'
import { timeOf, wallTime } from '../dealer-clock'

/** "Sale ends Sunday, November 30 at 11:59 PM" (a cart's sale); "Ends …" (a special's card). */
export function saleEndsText(endsAt: string, of: 'sale' | 'special' = 'sale'): string {
  const clock = wallTime(Date.parse(endsAt))
  const words = of === 'sale' ? SPECIALS_COPY.ends : SPECIALS_COPY.specialEnds
  return words(dateText(clock.date), timeText(timeOf(clock.minutes)))
}

/** The last date the price holds, for structured data's priceValidUntil (on the dealer's clock; an end at midnight leaves the day before). */
export function priceValidUntil(endsAt: string): string {
  return wallTime(Date.parse(endsAt) - 1).date
}
