/** A urlencoded form's body as the console's forms read it, and its values as a form shows them again. */

/** One value per field, or several for a repeated one (checkboxes of one name). */
export type FormBody = Record<string, string | string[] | undefined>

/**
 * A field's value(s). A group of checkboxes is named `name[]` (one name shared on purpose, as
 * HTML validators expect), and read as `name`.
 */
export function field(body: FormBody, name: string): string | string[] | undefined {
  return body[name] ?? body[`${name}[]`]
}

/** A posted form's values as the form shows them again: repeated values joined by commas (`name[]` as `name`), the CSRF token left out. */
export function formValues(body: FormBody): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if (key === '_csrf' || value === undefined) continue
    values[key.replace(/\[\]$/, '')] = Array.isArray(value) ? value.join(',') : value
  }
  return values
}
