import pino, { type Logger } from 'pino'
import { isConsoleUrl, rawPath } from './http/url-path'

/**
 * Paths that could hold what a visitor typed. Logs never carry their e-mail, phone,
 * name or message.
 */
export const REDACTED_PATHS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'body',
  'lead.email',
  'lead.phone',
  'lead.message',
  'lead.firstName',
  'lead.lastName',
  'req.body',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

/** Query parameters never logged with their value, by name as routing reads it (decoded, any case). */
const SECRET_PARAMS = new Set(['token', 'code', '_csrf', 'email', 'phone'])

/**
 * A request URL fit for the logs. For the console and the admin API (however the path is
 * spelt: any case, encoded, doubled slashes, dot-segments) only the path: their queries are
 * leads-desk searches (a visitor's name, e-mail or phone), set-up tokens and ways back that
 * carry them. Elsewhere the query stays, with the value of any parameter named token, code,
 * _csrf, email or phone replaced; names are read as routing reads them (`%74oken` is `token`),
 * and values that are URLs or queries themselves are redacted the same way.
 */
export function loggableUrl(url: string): string {
  return loggable(url, 0)
}

/** A query parameter's name as routing reads it: decoded, `+` as a space, in lower case, without a `[…]` suffix. */
function paramName(raw: string): string {
  let name = raw.replace(/\+/g, ' ')
  try {
    name = decodeURIComponent(name)
  } catch {
    // Left as it came: routing cannot read it either.
  }
  return name.trim().toLowerCase().replace(/\[.*$/, '')
}

function loggable(url: string, depth: number): string {
  if (isConsoleUrl(url)) return rawPath(url)
  const question = url.indexOf('?')
  if (question === -1 || depth >= 4) return url
  const hash = url.indexOf('#', question)
  const end = hash === -1 ? url.length : hash
  const pairs = url.slice(question + 1, end).split('&')
  let changed = false
  const redacted = pairs.map((pair) => {
    const eq = pair.indexOf('=')
    if (eq === -1) return pair
    if (SECRET_PARAMS.has(paramName(pair.slice(0, eq)))) {
      changed = true
      return `${pair.slice(0, eq + 1)}[redacted]`
    }
    const nested = redactNested(pair.slice(eq + 1), depth)
    if (nested === undefined) return pair
    changed = true
    return `${pair.slice(0, eq + 1)}${nested}`
  })
  return changed ? `${url.slice(0, question + 1)}${redacted.join('&')}${url.slice(end)}` : url
}

/**
 * A query value that is a URL or a query itself (`/contact?next=%2Fadmin%2Fsetup%3Ftoken%3D…`,
 * encoded once or more), redacted the same way and encoded back as it came; undefined when
 * it needs nothing.
 */
function redactNested(raw: string, depth: number): string | undefined {
  let value = raw
  let layers = 0
  // Undo the encoding, layer by layer, until the value shows an `=` or a path of its own.
  while (layers < 3 && !(layers > 0 && /[=/]/.test(value)) && /%|\+/.test(value)) {
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return undefined
    }
    layers++
  }
  if (layers === 0 || !/[=/]/.test(value)) return undefined
  const inner = value.includes('?') || value.startsWith('/') ? loggable(value, depth + 1) : loggable(`?${value}`, depth + 1).slice(1)
  if (inner === value) return undefined
  let encoded = inner
  for (let i = 0; i < layers; i++) encoded = encodeURIComponent(encoded)
  return encoded
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  )
}

export type { Logger }
