/**
 * The service department's opening hours and closed days, as the service windows read them:
 * the one place they come from. Today that is content/business.ts (hours per weekday; no
 * holiday closures are listed there yet); when the site settings (opening hours, holiday
 * closures edited in the console) land, this function reads them instead and nothing else
 * changes.
 */
import { business, type Weekday } from '#app/content/business'
import type { Day } from './days'

/** A weekday's hours: "HH:MM" to "HH:MM" on the dealer's clock; null when the department is closed. */
export interface OpenHours {
  opens: string
  closes: string
}

export interface DepartmentCalendar {
  /** By weekday, 0 = Sunday … 6 = Saturday. */
  hours: ReadonlyArray<OpenHours | null>
  /** Holiday closures: whole days the department is closed whatever the weekday. */
  closures: readonly Day[]
}

const WEEKDAY_NAMES: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The service department's hours and holiday closures. */
export function serviceDepartmentCalendar(): DepartmentCalendar {
  const hours = WEEKDAY_NAMES.map((name): OpenHours | null => {
    const entry = business.hours.service.find((line) => (line.dayOfWeek as readonly Weekday[]).includes(name))
    return entry?.opens && entry.closes ? { opens: entry.opens, closes: entry.closes } : null
  })
  return { hours, closures: [] }
}
