/**
 * The customer's signed link to their booking: the reference and an HMAC of it under a key the
 * migration made (auth_keys 'service-links', shared by every process), so only the customer
 * who got the e-mail can cancel or move, and no link can be made up for another reference. The
 * token travels in the query (`token=`), which the logs redact.
 */
import type { Database } from '../db/database'
import { linkSigner } from '../bookings'

export interface BookingLinks {
  token(reference: string): Promise<string>
  verify(reference: string, token: unknown): Promise<boolean>
  /** The customer's page for a booking (cancel or move), on PUBLIC_ORIGIN. */
  url(publicOrigin: string, reference: string): Promise<string>
}

export const BOOKING_PAGE = '/services/booking'

const PURPOSE = 'service-booking'

export function bookingLinks(db: Database): BookingLinks {
  const signer = linkSigner(db, 'service-links')
  return {
    token: (reference) => signer.sign(PURPOSE, reference),
    verify: (reference, token) => signer.verify(PURPOSE, reference, token),
    url: async (publicOrigin, reference) => `${publicOrigin}${BOOKING_PAGE}?ref=${reference}&token=${await signer.sign(PURPOSE, reference)}`,
  }
}
