/**
 * How the site words opening hours and whether a department is open: the copy of the hours
 * lists and the open-now line (the closures list's in content/closures.ts). The rules that choose a line live in
 * domain/settings/open-state.ts; the hours themselves are the dealer's settings.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** "17:30" -> "5:30 PM"; "00:00" -> "12:00 AM". */
export function timeText(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** "2026-11-26" -> "Thursday, November 26" (with the year: "Thursday, November 26, 2026"). */
export function dateText(date: string, { year = false, weekday = true }: { year?: boolean; weekday?: boolean } = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const day = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  const text = `${MONTHS[m - 1]} ${d}${year ? `, ${y}` : ''}`
  return weekday ? `${day}, ${text}` : text
}

export const HOURS_COPY = {
  /** A closed day without a note of its own. */
  closed: 'Closed',
  range: (opens: string, closes: string) => `${opens} - ${closes}`,
  /** "Monday - Friday" */
  dayRun: (first: string, last: string) => `${first} - ${last}`,
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
} as const
