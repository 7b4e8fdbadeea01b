/**
 * How the site words opening hours and whether a department is open: the copy of the hours
 * lists and the open-now line (the closures list's in content/closures.ts). The rules that choose a line live in
 * domain/settings/open-state.ts; the hours themselves are the dealer's settings. Days and
 * times are written by content/dates.ts; the Spanish words are in content/hours-es.ts.
 */

/** English: the public pages' and the console's. */
export const HOURS_EN = {
  /** A closed day without a note of its own. */
  closed: 'Closed',
  range: (opens: string, closes: string) => `${opens} - ${closes}`,
  /** "Monday - Friday" */
  dayRun: (first: string, last: string) => `${first} - ${last}`,
  /** A row's days as the list starts it: "Monday - Friday, Sunday". */
  days: (runs: string[]) => runs.join(', '),
  departments: {
    showroom: 'Showroom',
    service: 'Service department',
    storage: 'Storage',
  },
  status: {
    open: (until: string) => `Open now · until ${until}`,
    closingSoon: (at: string) => `Closes soon · at ${at}`,
    opensToday: (at: string) => `Closed now · opens today at ${at}`,
    closedFor: (reason: string) => `Closed for ${reason}`,
    closedWithNote: (note: string) => `Closed today · ${note}`,
    closedToday: 'Closed today',
    closedNow: 'Closed now',
    /** Special hours: "Open now · until 1:00 PM (Christmas Eve)". */
    because: (text: string, reason: string) => `${text} (${reason})`,
    opensNext: (text: string, when: string) => `${text} · opens ${when}`,
    tomorrow: (at: string) => `tomorrow at ${at}`,
    onWeekday: (weekday: string, at: string) => `${weekday} at ${at}`,
    onDate: (date: string, at: string) => `${date} at ${at}`,
  },
}

export type HoursWords = typeof HOURS_EN
