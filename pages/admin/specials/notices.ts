/** What the specials pages say after a redirect (`?notice=special-saved`): fixed texts chosen by key. */
export const SPECIAL_NOTICES: Readonly<Record<string, string>> = {
  'special-created': 'Special saved. A draft stays hidden; a scheduled special shows from its start to its end by itself.',
  'special-saved': 'Changes saved. The site shows them within a second.',
  'special-deleted': 'Special deleted. It no longer shows anywhere.',
  unchanged: 'Nothing to save: no field changed.',
}

/** A special's phase, in the console's words. */
export const PHASE_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft',
  upcoming: 'Scheduled',
  live: 'Live now',
  ended: 'Ended',
}
