/**
 * The tokens of a customer's signed links (a rental's cancel link, a service booking's page): an
 * HMAC of the link's purpose and the reference under a key the migrations made (a row of
 * auth_keys, shared by every process), so only the customer who got the e-mail holds one, and
 * none can be made up for another reference.
 */
import { createHmac } from 'node:crypto'
import { authKey } from '../db/auth-keys'
import type { Database } from '../db/database'
import { safeEqual } from '../operators'

export interface LinkSigner {
  sign(purpose: string, reference: string): Promise<string>
  /** Whether `token` is the token of that purpose and reference (in constant time). */
  verify(purpose: string, reference: string, token: unknown): Promise<boolean>
}

export function linkSigner(db: Database, keyName: string): LinkSigner {
  const keyOf = authKey(db, keyName)
  const sign = async (purpose: string, reference: string) => createHmac('sha256', await keyOf()).update(`${purpose}:${reference}`).digest('base64url')
  return {
    sign,
    async verify(purpose, reference, token) {
      if (typeof token !== 'string' || token.length < 20 || token.length > 100) return false
      return safeEqual(token, await sign(purpose, reference))
    },
  }
}
