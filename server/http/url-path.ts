/**
 * A request path as routing may end up reading it, for the checks that must not be walked
 * around by spelling: percent-encoding undone (up to three layers), backslashes read as
 * slashes, doubled slashes collapsed, and dot-segments (`.`, `..`) resolved. Express compares
 * paths in any case and passes doubled slashes; Vike decodes and resolves the rest.
 */

/** An absolute-form request line's scheme and host (`http://host`). */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i

/** The path of a request URL as sent (`req.originalUrl`), without its query or fragment. */
export function rawPath(url: string): string {
  const relative = url.replace(ABSOLUTE, '') || '/'
  const end = relative.search(/[?#]/)
  return end === -1 ? relative : relative.slice(0, end)
}

/** `path` (no query) decoded, with slashes collapsed and dot-segments resolved; always starts with `/`. */
export function normalisedPath(path: string): string {
  let decoded = path
  for (let i = 0; i < 3 && decoded.includes('%'); i++) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      break
    }
  }
  const segments: string[] = []
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** The console's pages and the admin API, in any case: `/admin…`, `/api/admin…`. */
const CONSOLE = /^\/(?:api\/)?admin(?:[/.]|$)/i

/** Whether a request URL is for the console or the admin API, however its path is spelt. */
export function isConsoleUrl(url: string): boolean {
  return CONSOLE.test(normalisedPath(rawPath(url)))
}
