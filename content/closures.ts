/**
 * How the site words the holiday closures and special hours ahead, under a department's hours.
 * Its own module: the pages that list closures carry this, not the rest of the hours' copy.
 */
export const CLOSURES_COPY = {
  heading: 'Holiday closures and special hours',
  /** "Closed: Thanksgiving", "9:00 AM - 1:00 PM: Christmas Eve" */
  line: (hours: string, reason: string) => `${hours}: ${reason}`,
} as const
