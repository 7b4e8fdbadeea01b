/**
 * A short day ("Thu, Jun 4", "jue, 4 jun") as the browser writes it, from words the page
 * brings with it: content/dates.ts shortDayText's rule, with no language's words in the script.
 */
export interface ShortDayWords {
  /** Sunday first. */
  weekdays: string[]
  months: string[]
  /** "{weekday}, {month} {day}" */
  pattern: string
}

/** The words of one language's short days, from its DateWords (on the server: a +words.ts). */
export const shortDayWords = (dates: { weekdaysShort: readonly string[]; monthsShort: readonly string[] }, pattern: string): ShortDayWords => ({
  weekdays: [...dates.weekdaysShort],
  months: [...dates.monthsShort],
  pattern,
})

/** "Thu, Jun 4" from "2026-06-04". */
export function shortDay(date: string, words: ShortDayWords): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()
  const parts: Record<string, string> = { weekday: words.weekdays[weekday]!, month: words.months[m - 1]!, day: String(d) }
  return words.pattern.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole)
}
