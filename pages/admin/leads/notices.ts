/** What a lead's page says after a redirect (`?notice=lead-saved`): fixed texts chosen by key. */
export const LEAD_NOTICE_TEXTS: Readonly<Record<string, string>> = {
  'lead-saved': 'Lead saved.',
  'note-added': 'Note added.',
  'lead-unchanged': 'Nothing to save: nothing changed.',
  'lead-called': 'Recorded: you called. The first response is noted.',
  'lead-texted': 'Recorded: you sent a text. The first response is noted.',
  'lead-emailed': 'Recorded: you replied by e-mail. The first response is noted.',
}
