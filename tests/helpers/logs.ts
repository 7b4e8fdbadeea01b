import { Writable } from 'node:stream'
import { createLogger } from '#app/server/logger'

/** A logger at `level` whose lines land in `lines` (one entry a line), for a test to read. */
export function loggerInto(lines: string[], level = 'info') {
  return createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    }),
  )
}

/** A logger that writes nothing. */
export const quietLogger = () => createLogger('silent', new Writable({ write: (_chunk, _encoding, done) => done() }))
