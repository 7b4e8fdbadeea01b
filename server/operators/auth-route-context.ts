/**
 * What the sign-in, set-up and account routes share, made once per authRoutes(): the body
 * parsers every POST runs behind (our origin only, small bodies, the right content type),
 * the limit on passkey ceremonies, starting a session (with a fresh token and the device
 * cookie), the password + TOTP check that takes as long whether or not the account exists,
 * and the guards of the signed-in operator's own pages. Plus the few pure helpers they use
 * (argon2 settings, Retry-After and "try again in" wording, a passkey's label).
 */
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2'
import express, { type Request, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import pino, { type Logger } from 'pino'
import { z } from 'zod'
import { withoutNul } from '#app/domain/text'
import { DatabaseRateLimitStore } from '../rate-limits'
import { BODY_LIMIT, requireContentType, sameOriginOnly } from '../http/security'
import { readCookie, requireActor, sessionCookieName, sessionTimeouts, setDeviceCookie, setSessionCookie, signDeviceCookie } from './auth'
import type { AuthRoutesOptions } from './auth-routes'
import type { OperatorCredentials } from './model'
import { relyingParty } from './passkeys'
import { matchTotp } from './totp'

/** argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); the hash string records them. */
export const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** The base a console path is resolved against (safeNext, the account page's query). */
export const NEXT_BASE = 'http://console.invalid'

/** A passkey's label ("Work laptop"): one line, no U+0000 (domain/text.ts). */
export const passkeyName = z.string().transform((name) => withoutNul(name)).pipe(z.string().trim().max(60)).optional()

export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}

export type OperatorActor = Extract<NonNullable<Response['locals']['actor']>, { kind: 'operator' }>

export type AuthRouteContext = ReturnType<typeof authRouteContext>

export function authRouteContext(options: AuthRoutesOptions) {
  const { services, env, renderPage } = options
  const repo = services.operators
  const now = options.now ?? (() => Date.now())
  const failed = options.onSignInFailure ?? (() => {})
  const throttle = services.signInThrottle
  const rp = relyingParty(env.publicOrigin)
  const { idleMs, absoluteMs } = sessionTimeouts(env)
  let dummyHash: Promise<string> | undefined
  const key = () => repo.key('device-cookie')

  // Every POST here: our origin only (also stops login CSRF), small bodies, the right type.
  const crossSite = (req: Request, res: Response) => {
    if (req.accepts(['html', 'json']) === 'json') res.status(403).json({ error: 'Cross-site request refused' })
    else res.status(403).type('text/plain').send('Cross-site request refused')
  }
  const unsupported = (_req: Request, res: Response) => {
    res.status(415).json({ error: 'Unsupported content type' })
  }
  const sameOrigin = sameOriginOnly(env.publicOrigin, crossSite)
  const form = [sameOrigin, requireContentType(['application/x-www-form-urlencoded'], unsupported), express.urlencoded({ extended: false, limit: BODY_LIMIT })]
  const json = [sameOrigin, requireContentType(['application/json'], unsupported), express.json({ limit: BODY_LIMIT })]
  // Passkey ceremonies write a challenge row each: bound how fast one address may start them
  // (counted in the database, so across every process and server).
  const ceremonyLimit = rateLimit({
    windowMs: 60_000,
    limit: 30,
    store: new DatabaseRateLimitStore({ repository: services.rateLimits, name: 'passkey-ceremony', logger: options.logger ?? pino({ enabled: false }) }),
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    message: { error: 'Too many attempts. Wait a minute and try again.' },
  })

  const log = (req: Request) => (req as Request & { log?: Logger }).log ?? options.logger

  async function startSession(req: Request, res: Response, operatorId: number) {
    // Rotation: whatever session token the browser had is dropped, and a new one issued.
    const previous = readCookie(req, sessionCookieName(env.publicOrigin))
    const { token } = await repo.createSession(operatorId, previous)
    setSessionCookie(res, env.publicOrigin, token)
    setDeviceCookie(res, env.publicOrigin, signDeviceCookie(await key(), operatorId))
    // Housekeeping, off the response path.
    void Promise.all([repo.pruneSessions(idleMs, absoluteMs), repo.pruneVerifications(), throttle.prune(now())]).catch(() => {})
  }

  /** 'ok' only when the account is live, the password right, and the code right and unused. */
  async function checkPassword(operator: OperatorCredentials | undefined, password: string, code: string, at: number) {
    if (!operator?.passwordHash || !operator.totpSecret) {
      // The same work as a real check, so timing does not tell whether the account exists.
      dummyHash ??= argon2Hash(`dummy-${Math.random()}`, ARGON2)
      await argon2Verify(await dummyHash, password).catch(() => false)
      return 'no-account' as const
    }
    const passwordOk = await argon2Verify(operator.passwordHash, password).catch(() => false)
    if (!passwordOk) return 'password' as const
    if (operator.disabledAt !== null) return 'disabled' as const
    const step = matchTotp(operator.totpSecret, code, at)
    if (step === null) return 'code' as const
    if (!(await repo.acceptTotpStep(operator.id, step))) return 'code-replayed' as const
    return 'ok' as const
  }

  // The signed-in operator's own pages (the account page, signing out everywhere).
  const signedIn = requireActor()
  /** The JSON endpoints of the account page answer 401 JSON rather than redirecting. */
  const signedInJson = (_req: Request, res: Response, next: () => void) => {
    if (!res.locals.actor) return void res.status(401).json({ error: 'Sign in required' })
    next()
  }
  const operatorOnly = (req: Request, res: Response, next: () => void) => {
    const actor = res.locals.actor
    if (actor?.kind !== 'operator') {
      if (req.originalUrl.startsWith('/admin/account/') || req.accepts(['html', 'json']) === 'json') {
        return void res.status(403).json({ error: 'Not allowed for your role' })
      }
      return void res.status(403).type('text/plain').send('Only a signed-in operator has an account page.')
    }
    next()
  }
  const actorOf = (res: Response) => res.locals.actor as OperatorActor

  return {
    env,
    renderPage,
    repo,
    now,
    failed,
    throttle,
    rp,
    idleMs,
    absoluteMs,
    key,
    sameOrigin,
    form,
    json,
    ceremonyLimit,
    log,
    startSession,
    checkPassword,
    signedIn,
    signedInJson,
    operatorOnly,
    actorOf,
  }
}
