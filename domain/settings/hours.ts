/** A department's week as visitors read it: rows of days and hours, in the words of content/hours.ts. */
import type { OpeningHours } from '#app/content/business'
import { timeText, weekdayName } from '#app/content/dates'
import type { Language } from '#app/content/languages'
import { DATE_WORDS, HOURS_WORDS } from '#app/content/words-by-language'
import { WEEKDAYS, type Weekday } from '../dealer-clock'
import { dealerWords } from './fields'
import type { WeeklyHours } from './settings'

/** A weekday's name in a language (WEEKDAYS counts from Monday, the names from Sunday). */
const dayName = (index: number, language: Language) => weekdayName((index + 1) % 7, DATE_WORDS[language])

/** "Monday - Friday", "Saturday", "Monday, Wednesday - Friday": consecutive days joined in runs ("Lunes a viernes" in Spanish). */
export function daysLabel(days: readonly Weekday[], language: Language = 'en'): string {
  const words = HOURS_WORDS[language]
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b)
  const runs: Array<[number, number]> = []
  for (const index of indexes) {
    const last = runs[runs.length - 1]
    if (last && index === last[1] + 1) last[1] = index
    else runs.push([index, index])
  }
  return words.days(runs.map(([a, b]) => (a === b ? dayName(a, language) : words.dayRun(dayName(a, language), dayName(b, language)))))
}

/**
 * "9:00 AM - 5:00 PM", or the closed day's note ("Closed" when it has none, or when the note is
 * the word itself: then it is the language's).
 */
export function hoursText(row: Pick<WeeklyHours, 'opens' | 'closes' | 'note' | 'noteEs'>, language: Language = 'en'): string {
  const words = HOURS_WORDS[language]
  if (row.opens && row.closes) return words.range(timeText(row.opens, DATE_WORDS[language]), timeText(row.closes, DATE_WORDS[language]))
  if (row.note === undefined || row.note === HOURS_WORDS.en.closed) return words.closed
  return dealerWords(row.note, row.noteEs, language).text
}

/** The language a row's hours are in when it is the dealer's English note on a page in another language. */
function hoursLanguage(row: Pick<WeeklyHours, 'opens' | 'closes' | 'note' | 'noteEs'>, language: Language): Language | undefined {
  if ((row.opens && row.closes) || row.note === undefined || row.note === HOURS_WORDS.en.closed) return undefined
  const shown = dealerWords(row.note, row.noteEs, language).language
  return shown === language ? undefined : shown
}

/** The rows a page lists (and its structured data reads), in the dealer's order. */
export function displayHours(rows: readonly WeeklyHours[], language: Language = 'en'): OpeningHours[] {
  return rows.map((row) => {
    const dayOfWeek = WEEKDAYS.filter((day) => row.days.includes(day))
    const marked = hoursLanguage(row, language)
    const shown: OpeningHours = { days: daysLabel(dayOfWeek, language), hours: hoursText(row, language), ...(marked ? { hoursLanguage: marked } : {}), dayOfWeek }
    return row.opens && row.closes ? { ...shown, opens: row.opens, closes: row.closes } : shown
  })
}
