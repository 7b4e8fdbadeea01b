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
