/** A department's week as visitors read it: rows of days and hours, in the words of content/hours.ts. */
import type { OpeningHours } from '#app/content/business'
import { HOURS_COPY, timeText } from '#app/content/hours'
import { WEEKDAYS, type Weekday } from '../dealer-clock'
import type { WeeklyHours } from './settings'

/** "Monday - Friday", "Saturday", "Monday, Wednesday - Friday": consecutive days joined in runs. */
export function daysLabel(days: readonly Weekday[]): string {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b)
  const runs: Array<[number, number]> = []
  for (const index of indexes) {
    const last = runs[runs.length - 1]
    if (last && index === last[1] + 1) last[1] = index
    else runs.push([index, index])
  }
  return runs.map(([a, b]) => (a === b ? WEEKDAYS[a]! : HOURS_COPY.dayRun(WEEKDAYS[a]!, WEEKDAYS[b]!))).join(', ')
}

/** "9:00 AM - 5:00 PM", or the closed day's note ("Closed" when it has none). */
export function hoursText(row: Pick<WeeklyHours, 'opens' | 'closes' | 'note'>): string {
  return row.opens && row.closes ? HOURS_COPY.range(timeText(row.opens), timeText(row.closes)) : (row.note ?? HOURS_COPY.closed)
}

/** The rows a page lists (and its structured data reads), in the dealer's order. */
export function displayHours(rows: readonly WeeklyHours[]): OpeningHours[] {
  return rows.map((row) => {
    const dayOfWeek = WEEKDAYS.filter((day) => row.days.includes(day))
    const shown: OpeningHours = { days: daysLabel(dayOfWeek), hours: hoursText(row), dayOfWeek }
    return row.opens && row.closes ? { ...shown, opens: row.opens, closes: row.closes } : shown
  })
}
