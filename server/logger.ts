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

/** A request URL fit for the logs: one-time tokens in its query (set-up links) replaced. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? url.replace(/([?&](?:token|code|_csrf)=)[^&#]*/gi, '$1[redacted]') : url
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
