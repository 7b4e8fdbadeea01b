/** What the settings pages say after a redirect (`?notice=settings-saved`): fixed texts chosen by key. */
export const SETTINGS_NOTICES: Readonly<Record<string, string>> = {
  'settings-saved': 'Settings saved as a new version. Every page shows them within a second.',
  'closure-added': 'Closure saved. The contact, showroom and services pages show it within a second.',
  'closure-removed': 'Closure removed.',
  'settings-restored': 'That version is the current one again, saved as a new version.',
  unchanged: 'Nothing to save: nothing changed.',
}
