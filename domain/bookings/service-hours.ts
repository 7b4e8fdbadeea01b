/**
 * The service department's opening hours and the dates it closes or keeps other hours, as the
 * service windows read them: taken from the site settings the owner edits in the console
 * (domain/settings), so a holiday closure or a short day there removes or trims that day's
 * drop-off windows too.
 */
import { SEED_SETTINGS } from '#app/domain/settings/settings'
import type { SiteSettings } from '#app/domain/settings/fields'
import type { Weekday } from '#app/domain/dealer-clock'
import { weekdayOf, type Day } from './days'

/** A day's hours: "HH:MM" to "HH:MM" on the dealer's clock. */
export interface OpenHours {
  opens: string
  closes: string
}

export interface DepartmentCalendar {
  /** By weekday, 0 = Sunday … 6 = Saturday; null when the department is closed that weekday. */
  hours: ReadonlyArray<OpenHours | null>
  /** Dates with hours of their own: null when the department is closed all day (a holiday closure), else the special hours. */
  dates: Readonly<Record<Day, OpenHours | null>>
}

const WEEKDAY_NAMES: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The service department's week and its dated closures and special hours, from the site settings (the seed's without). */
export function serviceDepartmentCalendar(settings: Pick<SiteSettings, 'hours' | 'closures'> = SEED_SETTINGS): DepartmentCalendar {
  const hours = WEEKDAY_NAMES.map((name): OpenHours | null => {
    const row = settings.hours.service.find((line) => line.days.includes(name))
    return row?.opens && row.closes ? { opens: row.opens, closes: row.closes } : null
  })
  const dates: Record<Day, OpenHours | null> = {}
  for (const closure of settings.closures) {
    if (!closure.departments.includes('service')) continue
    dates[closure.date] = closure.opens && closure.closes ? { opens: closure.opens, closes: closure.closes } : null
  }
  return { hours, dates }
}

/** The department's hours on a day: its date's own when it has them, else its weekday's; null when closed. */
export function hoursOn(day: Day, calendar: DepartmentCalendar): OpenHours | null {
  return day in calendar.dates ? calendar.dates[day]! : (calendar.hours[weekdayOf(day)] ?? null)
}

/** The dated closures (whole days closed), in date order: what the console lists beside the service settings. */
export function closedDates(calendar: DepartmentCalendar): Day[] {
  return Object.keys(calendar.dates)
    .filter((day) => calendar.dates[day] === null)
    .sort()
}
