/**
 * What a console page says after a redirect (`?notice=created`): fixed texts chosen by key,
 * so a link can never make the console show words of its own.
 */
export const NOTICE_TEXTS: Readonly<Record<string, string>> = {
  created: 'Vehicle created.',
  saved: 'Changes saved. The public site shows them within a second.',
  unchanged: 'Nothing to save: no field changed.',
  duplicated: 'This is a copy, saved as a draft. Give it its own stock number and photos, then publish it.',
  deleted: 'Vehicle deleted. Its page now tells visitors it is gone.',
  'address-changed': 'Web address changed. The old address now leads here.',
  'photo-moved': 'Photo moved.',
  'photo-cover': 'Cover photo chosen.',
  'photo-deleted': 'Photo deleted.',
}
