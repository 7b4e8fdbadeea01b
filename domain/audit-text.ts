/** The audit log in words a dealer reads: what was done, and which fields a change touched. */

const ACTIONS: Record<string, string> = {
  'vehicle.create': 'added the vehicle',
  'vehicle.update': 'changed the vehicle',
  'vehicle.duplicate': 'made this copy',
  'vehicle.delete': 'deleted the vehicle',
  'vehicle.rename': 'changed the web address',
  'vehicle.import.create': 'added the vehicle by CSV import',
  'vehicle.import.update': 'changed the vehicle by CSV import',
  'photo.add': 'added photos',
  'photo.reorder': 'reordered the photos',
  'photo.cover': 'chose the cover photo',
  'photo.delete': 'deleted a photo',
  'user.add': 'added a user',
  'user.disable': 'disabled a user',
  'user.setup-link': 'issued a set-up link',
  'user.password-set': 'set a password and authenticator app',
  'user.passkey-add': 'added a passkey',
  'user.passkey-remove': 'removed a passkey',
  'user.password-change': 'changed their password',
  'token.create': 'created an API token',
  'token.revoke': 'revoked an API token',
  'backup.download': 'downloaded a backup',
  'settings.update': 'changed the site settings',
  'settings.restore': 'restored an earlier version of the site settings',
  'special.create': 'added the special',
  'special.update': 'changed the special',
  'special.delete': 'deleted the special',
}

/** "changed the vehicle"; an action without words of its own reads as its code with spaces. */
export function actionText(action: string): string {
  return ACTIONS[action] ?? action.replace(/[._-]/g, ' ')
}

/** The top-level fields whose value differs between before and after. */
export function changedFields(entry: { before: unknown; after: unknown }): string[] {
  if (entry.before === null || entry.after === null || typeof entry.before !== 'object' || typeof entry.after !== 'object') return []
  const before = entry.before as Record<string, unknown>
  const after = entry.after as Record<string, unknown>
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
}
