/**
 * The customer's signed link to their booking: the reference and an HMAC of it under a key the
 * migration made (auth_keys 'service-links', shared by every process), so only the customer
 * who got the e-mail can cancel or move, and no link can be made up for another reference. The
 * token travels in the query (`token=`), which the logs redact.
 */
import { createHmac } from 'node:crypto'
import type { Database } from '../db/database'
import { safeEqual } from '../operators'

export interface BookingLinks {
  token(reference: string): Promise<string>
  verify(reference: string, token: unknown): Promise<boolean>
  /** The customer's page for a booking (cancel or move), on PUBLIC_ORIGIN. */
  url(publicOrigin: string, reference: string): Promise<string>
}

export const BOOKING_PAGE = '/services/booking'

export function bookingLinks(db: Database): BookingLinks {
  let key: Promise<string> | undefined
  const keyOf = () =>
    (key ??= db.kysely
      .selectFrom('auth_keys')
      .select('value')
      .where('name', '=', 'service-links')
      .executeTakeFirstOrThrow()
      .then((row) => row.value)
      .catch((err) => {
        key = undefined
        throw err
      }))
  const sign = async (reference: string) => createHmac('sha256', await keyOf()).update(`service-booking:${reference}`).digest('base64url')
  return {
    token: sign,
    async verify(reference, token) {
      if (typeof token !== 'string' || token.length < 20 || token.length > 100) return false
      return safeEqual(token, await sign(reference))
    },
    async url(publicOrigin, reference) {
      return `${publicOrigin}${BOOKING_PAGE}?ref=${reference}&token=${await sign(reference)}`
    },
  }
}
