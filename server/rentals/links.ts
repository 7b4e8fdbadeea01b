/**
 * The renter's signed links: the reservation's reference and an HMAC of it under a key the
 * migration made (auth_keys 'rental-links', shared by every process), so only the renter who
 * got the e-mail can cancel, and a link cannot be made up for another reference. The token
 * travels in the query (`token=`), which the logs redact.
 */
import { createHmac } from 'node:crypto'
import type { Database } from '../db/database'
import { safeEqual } from '../operators'

export interface ReservationLinks {
  /** The token of a reservation's cancel link. */
  cancelToken(reference: string): Promise<string>
  /** Whether a token is the cancel token of that reference. */
  verifyCancel(reference: string, token: unknown): Promise<boolean>
  /** The renter's cancel page for a reservation, on PUBLIC_ORIGIN. */
  cancelUrl(publicOrigin: string, reference: string): Promise<string>
}

export function reservationLinks(db: Database): ReservationLinks {
  let key: Promise<string> | undefined
  const keyOf = () =>
    (key ??= db.kysely
      .selectFrom('auth_keys')
      .select('value')
      .where('name', '=', 'rental-links')
      .executeTakeFirstOrThrow()
      .then((row) => row.value)
      .catch((err) => {
        key = undefined
        throw err
      }))
  const sign = async (purpose: string, reference: string) => createHmac('sha256', await keyOf()).update(`${purpose}:${reference}`).digest('base64url')
  return {
    cancelToken: (reference) => sign('cancel', reference),
    async verifyCancel(reference, token) {
      if (typeof token !== 'string' || token.length < 20 || token.length > 100) return false
      return safeEqual(token, await sign('cancel', reference))
    },
    async cancelUrl(publicOrigin, reference) {
      return `${publicOrigin}/rentals/cancel?ref=${reference}&token=${await sign('cancel', reference)}`
    },
  }
}
