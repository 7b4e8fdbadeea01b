/*
 * Days and times as each language writes them: "Thursday, June 4, 2026" and "jueves, 4 de junio
 * de 2026", "8:00 AM" and "8:00 a.m.", from the dealer's calendar days ("2026-06-04") and wall
 * times ("08:00"). Written out by hand, not with Intl.DateTimeFormat: pages' scripts call these
 * (the booking forms word the day chosen), where building a formatter costs a slow phone tens of
 * milliseconds, and the server and the browser must write the same characters for hydration
 * (ICU versions differ in the space before AM). Each function takes a language's words,
 * English unless told: the Spanish ones are in content/dates-es.ts, so a page's script that
 * never asks for them never carries them.
 */

export interface DateWords {
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: readonly string[]
  weekdaysShort: readonly string[]
  months: readonly string[]
  monthsShort: readonly string[]
  am: string
  pm: string
  /** "Thursday, June 4, 2026": the weekday and the year when given. */
  date(day: number, month: number, weekday?: number, year?: number): string
  /** "Thu, Jun 4" */
  short(day: number, month: number, weekday: number): string
  /** "June 2026" */
  month(month: number, year: number): string
}

/** English, as the site has always written it. */
export const EN_DATES: DateWords = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  am: 'AM',
  pm: 'PM',
  date(day, month, weekday, year) {
    const text = `${this.months[month]} ${day}${year === undefined ? '' : `, ${year}`}`
    return weekday === undefined ? text : `${this.weekdays[weekday]}, ${text}`
  },
  short(day, month, weekday) {
    return `${this.weekdaysShort[weekday]}, ${this.monthsShort[month]} ${day}`
  },
  month(month, year) {
    return `${this.months[month]} ${year}`
  },
}


/** A calendar day's parts: month from 0, weekday from 0 (Sunday). */
function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return { year: y, month: m - 1, day: d, weekday: new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay() }
}

/** "Thursday, November 26" from "2026-11-26"; with the year "Thursday, November 26, 2026"; without the weekday "November 26". */
export function dateText(date: string, { year = false, weekday = true }: { year?: boolean; weekday?: boolean } = {}, words: DateWords = EN_DATES): string {
  const p = parts(date)
  return words.date(p.day, p.month, weekday ? p.weekday : undefined, year ? p.year : undefined)
}

/** A day in full, as bookings name it: "Thursday, June 4, 2026". */
export function dayText(date: string, words: DateWords = EN_DATES): string {
  return dateText(date, { year: true }, words)
}

/** "Thu, Jun 4" */
export function shortDayText(date: string, words: DateWords = EN_DATES): string {
  const p = parts(date)
  return words.short(p.day, p.month, p.weekday)
}

/** "June 2026" from "2026-06". */
export function monthText(month: string, words: DateWords = EN_DATES): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return words.month(m - 1, y)
}

/** The weekdays' short names, Sunday first: a month table's heading. */
export function weekdaysShort(words: DateWords = EN_DATES): readonly string[] {
  return words.weekdaysShort
}

/** The weekday of a calendar day: "Thursday" for "2026-06-04". */
export function weekdayText(date: string, words: DateWords = EN_DATES): string {
  return words.weekdays[parts(date).weekday]!
}

/** A weekday's name, Sunday first (0). */
export function weekdayName(weekday: number, words: DateWords = EN_DATES): string {
  return words.weekdays[weekday]!
}

/** "5:30 PM" from "17:30"; "12:00 AM" from "00:00". */
export function timeText(time: string, words: DateWords = EN_DATES): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? words.am : words.pm}`
}
