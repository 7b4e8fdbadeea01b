/**
 * RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30-second steps: what every
 * authenticator app understands), accepted one step either side of now. A match reports
 * its time step so the caller can refuse a step that was already used.
 */
import { Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_S = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_WINDOW = 1

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), digits: TOTP_DIGITS, period: TOTP_PERIOD_S }).toString()
}

/** The code for a moment (tests, and the browser test's authenticator). */
export function totpCode(secretBase32: string, timestampMs: number, digits = TOTP_DIGITS, algorithm = 'SHA1'): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp: timestampMs, digits, period: TOTP_PERIOD_S, algorithm })
}

/** The time step of `timestampMs`. */
export const totpStep = (timestampMs: number) => Math.floor(timestampMs / 1000 / TOTP_PERIOD_S)

/**
 * The time step `code` belongs to, if it is the right code for now or one step either
 * side; null otherwise. Spaces in the code (as apps display it) are ignored.
 */
export function matchTotp(secretBase32: string, code: string, timestampMs: number, digits = TOTP_DIGITS, algorithm = 'SHA1'): number | null {
  const token = code.replace(/\s+/g, '')
  if (!new RegExp(`^\\d{${digits}}$`).test(token)) return null
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    timestamp: timestampMs,
    digits,
    period: TOTP_PERIOD_S,
    algorithm,
    window: TOTP_WINDOW,
  })
  return delta === null ? null : totpStep(timestampMs) + delta
}
