/**
 * The renter's signed links: the reservation's reference and an HMAC of it under a key the
 * migration made (auth_keys 'rental-links', shared by every process), so only the renter who
 * got the e-mail can cancel, and a link cannot be made up for another reference. The token
 * travels in the query (`token=`), which the logs redact.
 */
import type { Database } from '../db/database'
import { linkSigner } from '../bookings'

export interface ReservationLinks {
  /** The token of a reservation's cancel link. */
  cancelToken(reference: string): Promise<string>
  /** Whether a token is the cancel token of that reference. */
  verifyCancel(reference: string, token: unknown): Promise<boolean>
  /** The renter's cancel page for a reservation, on PUBLIC_ORIGIN. */
  cancelUrl(publicOrigin: string, reference: string): Promise<string>
}

export function reservationLinks(db: Database): ReservationLinks {
  const signer = linkSigner(db, 'rental-links')
  return {
    cancelToken: (reference) => signer.sign('cancel', reference),
    verifyCancel: (reference, token) => signer.verify('cancel', reference, token),
    cancelUrl: async (publicOrigin, reference) => `${publicOrigin}/rentals/cancel?ref=${reference}&token=${await signer.sign('cancel', reference)}`,
  }
}
