/**
 * Days and times on the booking pages, written in the browser as the server writes them
 * (content/dates.ts with the page's language's DateWords): a DateWords holds functions, which
 * do not travel with the page's context, so the page's words carry its names and patterns as
 * plain text (./booking-words.ts builds them on the server) and these fill them in. No
 * language's words live here: a page's script carries only the words its page was sent.
 * ./date-words.test.ts checks them against content/dates.ts for every day and quarter hour.
 */
import { fill } from '#app/domain/language'

export interface DatePatterns {
  weekdays: readonly string[]
  weekdaysShort: readonly string[]
  months: readonly string[]
  monthsShort: readonly string[]
  am: string
  pm: string
  /** A day in full, as bookings name it: "{weekday}, {month} {day}, {year}". */
  day: string
  /** "{weekday}, {month} {day}" with the short names. */
  short: string
  /** "{from} – {to}" */
  range: string
}

function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return { year: y, month: m - 1, day: d, weekday: new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay() }
}

/** "Thursday, June 4, 2026" / "jueves, 4 de junio de 2026" from "2026-06-04". */
export function dayLabel(date: string, words: DatePatterns): string {
  const p = parts(date)
  return fill(words.day, { weekday: words.weekdays[p.weekday]!, month: words.months[p.month]!, day: p.day, year: p.year })
}

/** "Thu, Jun 4" / "jue, 4 jun" */
export function shortDayLabel(date: string, words: DatePatterns): string {
  const p = parts(date)
  return fill(words.short, { weekday: words.weekdaysShort[p.weekday]!, month: words.monthsShort[p.month]!, day: p.day })
}

/** "5:30 PM" / "5:30 p.m." from "17:30". */
export function timeLabel(time: string, words: DatePatterns): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? words.am : words.pm}`
}

/** "8:00 AM – 10:00 AM" */
export function windowLabel(from: string, to: string, words: DatePatterns): string {
  return fill(words.range, { from: timeLabel(from, words), to: timeLabel(to, words) })
}
