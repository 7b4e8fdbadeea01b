/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is the site's
 * public origin: RP ID its hostname, the only expected origin PUBLIC_ORIGIN. Challenges
 * live in the verifications table (single use, 5 minutes), keyed by the challenge
 * itself, so any process can finish a ceremony another began.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { z } from 'zod'
import { business } from '#app/content/business'
import type { NewPasskey, Passkey } from './model'
import type { OperatorRepository } from './repository'

export const CHALLENGE_TTL_MS = 5 * 60_000

export interface RelyingParty {
  id: string
  origin: string
  name: string
}

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin)
  return { id: url.hostname, origin: url.origin, name: business.name }
}

const base64url = z.string().regex(/^[\w-]*={0,2}$/).max(4096)
const transports = z.array(z.string().max(32)).max(10).optional()

/** What the browser sends back from navigator.credentials.create(), checked before the library sees it. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports,
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
    authenticatorData: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}) satisfies z.ZodType<RegistrationResponseJSON, unknown>

/** What the browser sends back from navigator.credentials.get(). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}) satisfies z.ZodType<AuthenticationResponseJSON, unknown>

/** Options for adding a passkey to an operator; the challenge is stored for verifyRegistration. */
export async function registrationOptions(
  repo: OperatorRepository,
  rp: RelyingParty,
  operator: { id: number; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await repo.passkeysOf(operator.id)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: operator.email,
    userID: new TextEncoder().encode(`operator-${operator.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] | undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  })
  await repo.createVerification({ purpose: 'passkey-register', operatorId: operator.id, ttlMs: CHALLENGE_TTL_MS, token: options.challenge })
  return options
}

/**
 * Checks a registration for `operatorId` (its challenge used up) without storing it: the
 * passkey to store, or null when it does not verify or the credential is already known.
 */
export async function checkRegistration(
  repo: OperatorRepository,
  rp: RelyingParty,
  operatorId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<NewPasskey | null> {
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (await repo.consumeVerification('passkey-register', challenge))?.operatorId === operatorId,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch {
    return null
  }
  if (!verification.verified) return null
  const { credential } = verification.registrationInfo
  if (await repo.passkeyByCredentialId(credential.id)) return null
  return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports, name }
}

/** Verifies a registration for `operatorId` and stores the passkey; false when it does not verify. */
export async function verifyRegistration(
  repo: OperatorRepository,
  rp: RelyingParty,
  operatorId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<boolean> {
  const passkey = await checkRegistration(repo, rp, operatorId, response, name)
  if (!passkey) return false
  await repo.addPasskey({ operatorId, ...passkey })
  return true
}

/**
 * Options for signing in with any passkey of this site (discoverable credentials: no
 * e-mail asked); or, with `operatorId`, for a signed-in operator to confirm it is them
 * with one of their own passkeys (the challenge is bound to them).
 */
export async function authenticationOptions(repo: OperatorRepository, rp: RelyingParty, operatorId?: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = operatorId === undefined ? undefined : await repo.passkeysOf(operatorId)
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
    ...(own ? { allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] | undefined })) } : {}),
  })
  await repo.createVerification({ purpose: 'passkey-sign-in', operatorId: operatorId ?? null, ttlMs: CHALLENGE_TTL_MS, token: options.challenge })
  return options
}

/**
 * The passkey that signed a valid, fresh assertion (its counter updated), or null. With
 * `operatorId` (re-authentication) only that operator's passkey, answering a challenge
 * issued to them, counts; without it only a sign-in challenge does.
 */
export async function verifyAuthentication(
  repo: OperatorRepository,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  operatorId?: number,
): Promise<Passkey | null> {
  const found = await repo.passkeyByCredentialId(response.id)
  const passkey = found && (operatorId === undefined || found.operatorId === operatorId) ? found : undefined
  if (!passkey) {
    // Still use up the challenge, so it cannot be replayed with another credential.
    const challenge = challengeOf(response)
    if (challenge) await repo.consumeVerification('passkey-sign-in', challenge)
    return null
  }
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => {
        const issued = await repo.consumeVerification('passkey-sign-in', challenge)
        return issued !== undefined && issued.operatorId === (operatorId ?? null)
      },
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] | undefined },
      requireUserVerification: true,
    })
    if (!result.verified) return null
    await repo.passkeyUsed(passkey.id, result.authenticationInfo.newCounter)
    return passkey
  } catch {
    return null
  }
}

function challengeOf(response: AuthenticationResponseJSON): string | null {
  try {
    const json = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof json.challenge === 'string' ? json.challenge : null
  } catch {
    return null
  }
}
