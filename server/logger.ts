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
  if (!url.includes('?')) return url
  const secret = LEAD_PATHS.test(url) ? /([?&](?:token|code|_csrf|email|phone|q)=)[^&#]*/gi : /([?&](?:token|code|_csrf|email|phone)=)[^&#]*/gi
  return url.replace(secret, '$1[redacted]')
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
