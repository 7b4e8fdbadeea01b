import pino, { type Logger } from 'pino'

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

/** The leads desk's pages and API, whose search (`q`) is a visitor's name, e-mail or phone. */
const LEAD_PATHS = /^\/(?:api\/)?admin\/leads(?:[/.?]|$)/

/**
 * A request URL fit for the logs: one-time tokens in its query (set-up links) replaced,
 * and any e-mail, phone or leads-desk search.
 */
export function loggableUrl(url: string): string {
  return loggable(url, 0)
}

function loggable(url: string, depth: number): string {
  if (!url.includes('?')) return url
  const secret = LEAD_PATHS.test(url) ? /([?&](?:token|code|_csrf|email|phone|q)=)[^&#]*/gi : /([?&](?:token|code|_csrf|email|phone)=)[^&#]*/gi
  return redactNestedValues(url.replace(secret, '$1[redacted]'), depth)
}

/**
 * Query values that are URLs or queries themselves (`/admin/sign-in?next=%2Fadmin%2Fsetup%3Ftoken%3D…`,
 * encoded once or more) are redacted the same way, and encoded back as they came.
 */
function redactNestedValues(url: string, depth: number): string {
  const question = url.indexOf('?')
  if (question === -1 || depth >= 4) return url
  const hash = url.indexOf('#', question)
  const end = hash === -1 ? url.length : hash
  const pairs = url.slice(question + 1, end).split('&')
  let changed = false
  const redacted = pairs.map((pair) => {
    const eq = pair.indexOf('=')
    if (eq === -1) return pair
    let value = pair.slice(eq + 1)
    let layers = 0
    // Undo the encoding, layer by layer, until the value shows an `=` of its own.
    while (layers < 3 && !(layers > 0 && value.includes('=')) && /%|\+/.test(value)) {
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '))
      } catch {
        return pair
      }
      layers++
    }
    if (layers === 0 || !value.includes('=')) return pair
    const inner = value.includes('?') ? loggable(value, depth + 1) : loggable(`?${value}`, depth + 1).slice(1)
    if (inner === value) return pair
    let encoded = inner
    for (let i = 0; i < layers; i++) encoded = encodeURIComponent(encoded)
    changed = true
    return `${pair.slice(0, eq + 1)}${encoded}`
  })
  return changed ? `${url.slice(0, question + 1)}${redacted.join('&')}${url.slice(end)}` : url
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
