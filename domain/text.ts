/**
 * Text as the site stores it. PostgreSQL's text cannot hold U+0000 (SQLite's can) and nobody
 * means to type one, so every validator of free text that comes in (the lead forms, vehicles
 * from the console, the API and CSV rows, lead notes and assignees, passkey names) takes it out
 * first: stored the same on both databases, and never a failed write. Fields with a fixed form
 * (e-mail addresses, token names, ids) refuse it with their own message instead.
 */
export function withoutNul<T>(input: T, depth = TEXT_DEPTH): T {
  if (typeof input === 'string') return (input.includes('\u0000') ? input.replace(/\u0000/g, '') : input) as T
  // What sits deeper than any form's fields is refused by the schemas anyway: left as it is,
  // so a hostile body nested thousands deep costs no more than a few levels.
  if (depth <= 0) return input
  if (Array.isArray(input)) return input.map((item) => withoutNul(item, depth - 1)) as T
  if (typeof input === 'object' && input !== null && Object.getPrototypeOf(input) === Object.prototype) {
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, withoutNul(value, depth - 1)])) as T
  }
  return input
}

/** How deep text is looked for: a vehicle record's specifications and features are two levels down. */
const TEXT_DEPTH = 4
