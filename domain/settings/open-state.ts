/**
 * Whether a department is open, on the dealer's clock: open now, closes soon, or closed (and
 * why, and when it opens next), and the moment that answer next changes, so a page that shows
 * it (even one served from the HTML cache) is rebuilt at that minute. Daylight saving time is
 * the clock's business (domain/dealer-clock.ts): "9:00 AM" is 9:00 AM on either side of it.
 */
import { dateText, timeText, weekdayText } from '#app/content/dates'
import type { Language } from '#app/content/languages'
import { DATE_WORDS, HOURS_WORDS } from '#app/content/words-by-language'
import { addDays, instantAt, minutesOf, timeOf, wallTime, weekdayOf, type DateText } from '../dealer-clock'
import { dealerWords } from './fields'
import type { DateHours, Department, SiteSettings } from './settings'

/** From this many minutes before closing, an open department "closes soon". */
export const CLOSING_SOON_MINUTES = 60

/** How far ahead "opens …" looks for the next open day. */
const LOOK_AHEAD_DAYS = 14

export type OpenState = 'open' | 'closing-soon' | 'closed'

export interface DepartmentStatus {
  state: OpenState
  /** "Open now · until 5:00 PM", "Closed for Thanksgiving · opens Friday at 9:00 AM". */
  text: string
}

/** One day of a department: its hours (minutes since midnight) or a closed day's note, and the dated exception that set it. */
export interface DaySchedule {
  opens?: number
  closes?: number
  note?: string
  noteEs?: string
  exception?: DateHours
}

/** The department's hours on a date: a closure or special hours for that date, else its week's row for the weekday. */
export function scheduleOn(settings: Pick<SiteSettings, 'hours' | 'closures'>, department: Department, date: DateText): DaySchedule {
  const exception = settings.closures.find((c) => c.date === date && c.departments.includes(department))
  if (exception) {
    return exception.opens && exception.closes
      ? { opens: minutesOf(exception.opens), closes: minutesOf(exception.closes), exception }
      : { exception }
  }
  const weekday = weekdayOf(date)
  const row = settings.hours[department].find((r) => r.days.includes(weekday))
  if (row?.opens && row.closes) return { opens: minutesOf(row.opens), closes: minutesOf(row.closes) }
  return { note: row?.note, noteEs: row?.noteEs }
}

/** "tomorrow at 9:00 AM", "Monday at 9:00 AM", or a date further out; undefined when nothing opens within two weeks. */
function nextOpening(settings: Pick<SiteSettings, 'hours' | 'closures'>, department: Department, today: DateText, language: Language): string | undefined {
  for (let days = 1; days <= LOOK_AHEAD_DAYS; days++) {
    const date = addDays(today, days)
    const day = scheduleOn(settings, department, date)
    if (day.opens === undefined) continue
    const at = timeText(timeOf(day.opens), DATE_WORDS[language])
    const copy = HOURS_WORDS[language].status
    if (days === 1) return copy.tomorrow(at)
    if (days < 7) return copy.onWeekday(weekdayText(date, DATE_WORDS[language]), at)
    return copy.onDate(dateText(date, {}, DATE_WORDS[language]), at)
  }
  return undefined
}

/**
 * The department's state at `now`, and when it next changes: at opening, when "closes soon"
 * begins, at closing, and at midnight (a new day has its own hours, and "tomorrow" becomes
 * "today").
 */
export function departmentStatus(settings: Pick<SiteSettings, 'hours' | 'closures'>, department: Department, now: number, language: Language = 'en'): DepartmentStatus & { changesAt: number } {
  const clock = wallTime(now)
  const today = scheduleOn(settings, department, clock.date)
  const copy = HOURS_WORDS[language].status
  const time = (minutes: number) => timeText(timeOf(minutes), DATE_WORDS[language])
  const at = (minutes: number) => instantAt(clock.date, minutes)
  const midnight = instantAt(addDays(clock.date, 1), 0)
  const reason = today.exception ? dealerWords(today.exception.reason, today.exception.reasonEs, language).text : ''
  const special = (text: string) => (today.exception ? copy.because(text, reason) : text)

  if (today.opens !== undefined && today.closes !== undefined) {
    const { opens, closes } = today
    const soon = Math.max(opens, closes - CLOSING_SOON_MINUTES)
    if (clock.minutes < opens) return { state: 'closed', text: special(copy.opensToday(time(opens))), changesAt: at(opens) }
    if (clock.minutes < soon) return { state: 'open', text: special(copy.open(time(closes))), changesAt: at(soon) }
    if (clock.minutes < closes) return { state: 'closing-soon', text: special(copy.closingSoon(time(closes))), changesAt: at(closes) }
  }

  const closedText = today.exception
    ? copy.closedFor(reason)
    : today.opens !== undefined
      ? copy.closedNow
      : today.note && today.note !== HOURS_WORDS.en.closed
        ? copy.closedWithNote(dealerWords(today.note, today.noteEs, language).text)
        : copy.closedToday
  const next = nextOpening(settings, department, clock.date, language)
  return { state: 'closed', text: next ? copy.opensNext(closedText, next) : closedText, changesAt: midnight }
}
