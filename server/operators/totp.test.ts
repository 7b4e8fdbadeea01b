import { describe, expect, it } from 'vitest'
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp'

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC 6238 SHA-1 code at T=%i', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code)
    expect(matchTotp(RFC_SECRET, code, seconds * 1000, 8)).toBe(Math.floor(seconds / 30))
  })

  it('accepts one step either side of now and nothing further', () => {
    const secret = newTotpSecret()
    const now = 1_750_000_000_000
    const step = totpStep(now)
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(secret, totpCode(secret, now + offset * 30_000), now)).toBe(step + offset)
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(matchTotp(secret, totpCode(secret, now + offset * 30_000), now)).toBeNull()
    }
  })

  it('refuses malformed codes and ignores the space apps show in the middle', () => {
    const secret = newTotpSecret()
    const now = Date.now()
    const code = totpCode(secret, now)
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStep(now))
    expect(matchTotp(secret, code.slice(0, 5), now)).toBeNull()
    expect(matchTotp(secret, 'abcdef', now)).toBeNull()
    expect(matchTotp(secret, `${code}0`, now)).toBeNull()
  })

  it('makes 160-bit base32 secrets and a standard otpauth URI', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const uri = new URL(totpUri(secret, 'owner@example.com', 'Lehigh County Golf Carts'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('digits')).toBe('6')
    expect(uri.searchParams.get('period')).toBe('30')
  })
})
