/**
 * Sign-in, set-up, account and sign-out endpoints of the console, mounted at /admin
 * after authenticate():
 *
 *   GET  /admin/sign-in                       the sign-in page (passkey button; e-mail + password + code form)
 *   POST /admin/sign-in                       e-mail + password + TOTP code (HTML form; works without JavaScript)
 *   POST /admin/auth/passkey/options          WebAuthn authentication options (JSON)
 *   POST /admin/auth/passkey/verify           { response, next? } -> { redirect }
 *   GET  /admin/setup?token=…                 the set-up page of a one-time link
 *   POST /admin/setup                         token + password + TOTP code (HTML form)
 *   POST /admin/setup/passkey/options         { token } -> WebAuthn registration options
 *   POST /admin/setup/passkey/verify          { token, response, name? } -> { redirect }
 *   GET  /admin/account                       sessions count, passkeys (add, remove), password change, sign out everywhere
 *   POST /admin/account                       (session + CSRF, HTML form) intent=reauth (password + code),
 *                                             intent=remove-passkey, intent=change-password
 *   POST /admin/account/reauth/passkey/options  (session + CSRF) options to confirm it is you with your passkey
 *   POST /admin/account/reauth/passkey/verify   (session + CSRF) { response } -> { redirect }
 *   POST /admin/account/passkey/options       (session + CSRF, confirmed in the last 5 minutes) registration options
 *   POST /admin/account/passkey/verify        (session + CSRF, confirmed in the last 5 minutes) { response, name? }
 *   POST /admin/sign-out                      (session + CSRF) ends this session
 *   POST /admin/sign-out-everywhere           (session + CSRF) ends every session of this operator
 *
 * Every password, code or passkey check is counted before it runs (throttle.reserve), so
 * requests sent at once get no more checks than the limits allow. A set-up link is a
 * recovery: completing it replaces every credential the operator had and ends their
 * sessions. Changing how one signs in (adding or removing a passkey) needs a proof of
 * identity from the last 5 minutes in this session (signing in counts); changing the
 * password needs the current one and a code, and ends the operator's other sessions.
 */
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2'
import express, { type Request, type Response, type Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import pino, { type Logger } from 'pino'
import QRCode from 'qrcode'
import { z } from 'zod'
import { business } from '#app/content/business'
import { OperatorError, type OperatorCredentials } from './model'
import { normalizeEmail, sha256 } from './secrets'
import { passwordProblem, PASSWORD_MAX } from '#app/domain/password-policy'
import type { ThrottleKey } from './sign-in-throttle'
import { DatabaseRateLimitStore } from '../rate-limits'
import { BODY_LIMIT, requireContentType, sameOriginOnly } from '../http/security'
import type { Services } from '../services'
import {
  clearSessionCookie,
  deviceCookieName,
  readCookie,
  REAUTH_MAX_AGE_MS,
  recentlyReauthenticated,
  requireActor,
  requireCsrf,
  sessionCookieName,
  sessionTimeouts,
  setDeviceCookie,
  setSessionCookie,
  signDeviceCookie,
  verifyDeviceCookie,
  type AuthEnv,
} from './auth'
import {
  authenticationOptions,
  authenticationResponseSchema,
  checkRegistration,
  registrationOptions,
  registrationResponseSchema,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys'
import { matchTotp, newTotpSecret, totpUri } from './totp'
import { withoutNul } from '#app/domain/text'

/** What a console page shows after a form post that needs another try. */
export interface ConsoleFormState {
  values: Record<string, string>
  errors: Record<string, string>
  /** A message for the whole form. */
  formError?: string
}

export interface ConsolePageExtra {
  form?: ConsoleFormState
  notice?: string
}

/** The console's page renderer (server/admin/console.ts): renders req's URL as a Vike page. */
export type RenderConsolePage = (req: Request, res: Response, status?: number, extra?: ConsolePageExtra) => Promise<void>

export interface AuthRoutesOptions {
  services: Services
  env: AuthEnv
  renderPage: RenderConsolePage
  logger?: Logger
  now?: () => number
  /** Told of each failed or throttled sign-in (for the failure counter in /metrics). */
  onSignInFailure?: (method: 'password' | 'passkey', reason: 'rejected' | 'throttled') => void
}

/** argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); the hash string records them. */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** The generic answer to a failed password sign-in: it never says which part was wrong, or whether the account exists. */
export const SIGN_IN_FAILED = 'That e-mail address, password and code do not match an account. Check them and try again.'
const INVALID_SETUP_LINK =
  'This set-up link cannot be used: links work once and for 24 hours. Ask an owner for a new one.'

const signInForm = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
  next: z.string().max(2000).optional(),
})

const setupPasswordForm = z.object({
  token: z.string().max(200).default(''),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
})

/** A passkey's label ("Work laptop"): one line, no U+0000 (data/text.ts). */
const passkeyName = z.string().transform((name) => withoutNul(name)).pipe(z.string().trim().max(60)).optional()

const accountForm = z.object({
  intent: z.enum(['reauth', 'remove-passkey', 'change-password']).optional(),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
  newPassword: z.string().max(PASSWORD_MAX * 4).default(''),
  passkey: z.string().max(20).default(''),
})

const NEXT_BASE = 'http://console.invalid'

/**
 * Where to go after signing in: a console path, never another site nor, through `..` or
 * an encoded slash, dot or backslash, any path outside /admin. The path must come out of
 * URL resolution unchanged and be /admin or under /admin/.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/admin'
  if (!next.startsWith('/') || next.startsWith('//')) return '/admin'
  // Backslashes, control characters and white space (URL parsers drop or reinterpret them).
  if (/[\\\s\u0000-\u001f\u007f]/.test(next)) return '/admin'
  const rawPath = next.split(/[?#]/, 1)[0]!
  if (/%2e|%2f|%5c/i.test(rawPath) || rawPath.split('/').some((segment) => segment === '..' || segment === '.')) return '/admin'
  let url: URL
  try {
    url = new URL(next, NEXT_BASE)
  } catch {
    return '/admin'
  }
  if (url.origin !== NEXT_BASE || url.pathname !== rawPath) return '/admin'
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return '/admin'
  const lower = url.pathname.toLowerCase()
  if (lower.startsWith('/admin/sign-in') || lower.startsWith('/admin/setup')) return '/admin'
  return url.pathname + url.search + url.hash
}

/** The QR code of `text` as one SVG path (no inline styles: fine under the strict CSP). */
export function qrSvgPath(text: string): { path: string; size: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  const margin = 4
  let path = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`
    }
  }
  return { path, size: size + 2 * margin }
}

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}

export function authRoutes(options: AuthRoutesOptions): Router {
  const { services, env, renderPage } = options
  const repo = services.operators
  const now = options.now ?? (() => Date.now())
  const failed = options.onSignInFailure ?? (() => {})
  const throttle = services.signInThrottle
  const rp = relyingParty(env.publicOrigin)
  const { idleMs, absoluteMs } = sessionTimeouts(env)
  let dummyHash: Promise<string> | undefined
  let deviceKey: Promise<string> | undefined
  const key = () => (deviceKey ??= repo.key('device-cookie'))

  const router = express.Router()

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

  // --- Sign-in page -----------------------------------------------------------------

  router.get('/sign-in', async (req, res, next) => {
    try {
      if (res.locals.actor?.kind === 'operator') return res.redirect(303, safeNext(req.query.next))
      const closed = (await repo.count()) === 0
      const signedOut = req.query['signed-out']
      const notice =
        signedOut === 'everywhere' ? 'You are signed out on every device.' : signedOut !== undefined ? 'You are signed out.' : undefined
      await renderPage(req, res, 200, {
        form: { values: { next: safeNext(req.query.next), ...(closed ? { closed: '1' } : {}) }, errors: {} },
        notice,
      })
    } catch (err) {
      next(err)
    }
  })

  router.post('/sign-in', ...form, async (req, res, next) => {
    try {
      const parsed = signInForm.safeParse(req.body ?? {})
      const input = parsed.success ? parsed.data : { email: '', password: '', code: '', next: undefined }
      const email = normalizeEmail(input.email)
      const values = { email: input.email.trim(), next: safeNext(input.next) }
      const again = (status: number, errors: Record<string, string>, formError?: string) =>
        renderPage(req, res, status, { form: { values, errors, formError } })

      const errors: Record<string, string> = {}
      if (!email) errors.email = 'Enter your e-mail address.'
      if (!input.password) errors.password = 'Enter your password.'
      if (!input.code.trim()) errors.code = 'Enter the 6-digit code from your authenticator app.'
      if (Object.keys(errors).length) return again(400, errors)

      const at = now()
      const operator = await repo.byEmail(email)
      const device = verifyDeviceCookie(await key(), readCookie(req, deviceCookieName(env.publicOrigin)))
      // The attempt is counted before anything is checked, so parallel guesses cannot all
      // be checked. A browser that signed in to this account before counts its attempts
      // apart from everyone else's, so a flood of guesses at the e-mail does not lock its
      // owner out; once its own allowance is spent it counts with everyone else.
      const deviceKey: ThrottleKey | undefined = device && operator && device.operatorId === operator.id ? ['device', device.nonce] : undefined
      let reserved = deviceKey ? await throttle.reserve([deviceKey], at) : undefined
      const knownDevice = reserved?.ok === true
      if (!reserved?.ok) {
        reserved = await throttle.reserve(
          [
            ['ip', req.ip ?? 'unknown'],
            ['account', sha256(email)],
          ],
          at,
        )
      }
      if (!reserved.ok) {
        res.set('Retry-After', String(retryAfterSeconds(reserved.waitMs)))
        log(req)?.warn({ event: 'sign-in.throttled', known_device: Boolean(deviceKey) }, 'sign-in throttled')
        failed('password', 'throttled')
        return again(429, {}, `Too many failed attempts. Try again in ${minutesText(reserved.waitMs)}, or sign in with a passkey.`)
      }

      const verdict = await checkPassword(operator, input.password, input.code, at)
      if (verdict !== 'ok') {
        // The reservation stays: it was a failure.
        log(req)?.info({ event: 'sign-in.failed', method: 'password', reason: verdict, known_device: knownDevice }, 'sign-in failed')
        failed('password', 'rejected')
        return again(400, {}, SIGN_IN_FAILED)
      }
      // Signed in: the address gets its attempt back, and the account's (or this device's) count starts over.
      await throttle.refund(reserved.reservation)
      if (knownDevice) await throttle.clear('device', device!.nonce)
      else await throttle.clear('account', sha256(email))
      await startSession(req, res, operator!.id)
      log(req)?.info({ event: 'sign-in', method: 'password', operator: operator!.id }, 'signed in')
      res.redirect(303, values.next)
    } catch (err) {
      next(err)
    }
  })

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

  // --- Passkey sign-in ----------------------------------------------------------------

  router.post('/auth/passkey/options', ceremonyLimit, ...json, async (req, res, next) => {
    try {
      const wait = await throttle.wait('passkeyIp', req.ip ?? 'unknown', now())
      if (wait > 0) {
        res.set('Retry-After', String(retryAfterSeconds(wait)))
        return void res.status(429).json({ error: `Too many failed attempts. Try again in ${minutesText(wait)}.` })
      }
      res.json(await authenticationOptions(repo, rp))
    } catch (err) {
      next(err)
    }
  })

  router.post('/auth/passkey/verify', ceremonyLimit, ...json, async (req, res, next) => {
    try {
      const reserved = await throttle.reserve([['passkeyIp', req.ip ?? 'unknown']], now())
      if (!reserved.ok) {
        failed('passkey', 'throttled')
        res.set('Retry-After', String(retryAfterSeconds(reserved.waitMs)))
        return void res.status(429).json({ error: `Too many failed attempts. Try again in ${minutesText(reserved.waitMs)}.` })
      }
      const body = z.object({ response: authenticationResponseSchema, next: z.string().max(2000).optional() }).safeParse(req.body)
      const passkey = body.success ? await verifyAuthentication(repo, rp, body.data.response) : null
      const operator = passkey ? await repo.byId(passkey.operatorId) : undefined
      if (!passkey || !operator || operator.disabledAt !== null) {
        log(req)?.info({ event: 'sign-in.failed', method: 'passkey' }, 'sign-in failed')
        failed('passkey', 'rejected')
        return void res.status(400).json({ error: 'That passkey did not sign you in. Try again, or use your password and code.' })
      }
      await throttle.refund(reserved.reservation)
      await startSession(req, res, operator.id)
      log(req)?.info({ event: 'sign-in', method: 'passkey', operator: operator.id }, 'signed in')
      res.json({ redirect: safeNext(body.success ? body.data.next : undefined) })
    } catch (err) {
      next(err)
    }
  })

  // --- Set-up link ----------------------------------------------------------------------

  /** The set-up verification for a link token and its operator, with a TOTP secret offered for enrolment. */
  async function setupFor(token: unknown) {
    if (typeof token !== 'string' || token.length > 200 || token === '') return undefined
    const verification = await repo.findVerification('setup', token)
    if (!verification?.operatorId) return undefined
    const operator = await repo.byId(verification.operatorId)
    if (!operator || operator.disabledAt !== null) return undefined
    const passkeys = (await repo.passkeysOf(operator.id)).length
    let totpSecret = typeof verification.data?.totpSecret === 'string' ? verification.data.totpSecret : undefined
    if (!totpSecret) {
      totpSecret = newTotpSecret()
      await repo.setVerificationData(verification.id, { ...verification.data, totpSecret })
    }
    return { verification, operator, totpSecret, passkeys }
  }

  function setupValues(token: string, setup: NonNullable<Awaited<ReturnType<typeof setupFor>>>) {
    const uri = totpUri(setup.totpSecret, setup.operator.email, business.name)
    const qr = qrSvgPath(uri)
    return {
      token,
      email: setup.operator.email,
      totpSecret: setup.totpSecret,
      totpUri: uri,
      qrPath: qr.path,
      qrSize: String(qr.size),
      // A recovery: completing the link replaces what the operator had.
      ...(setup.operator.hasPassword || setup.passkeys > 0 ? { replaces: '1' } : {}),
    }
  }

  router.get('/setup', async (req, res, next) => {
    try {
      const token = req.query.token
      const setup = await setupFor(token)
      if (!setup) {
        return renderPage(req, res, 404, { form: { values: { invalid: '1' }, errors: {}, formError: INVALID_SETUP_LINK } })
      }
      // The link's token must not leak to other sites through the Referer header ('no-referrer'
      // would also make the browser send `Origin: null` with the form post, which is refused).
      res.set('Referrer-Policy', 'same-origin')
      await renderPage(req, res, 200, { form: { values: setupValues(token as string, setup), errors: {} } })
    } catch (err) {
      next(err)
    }
  })

  router.post('/setup', ...form, async (req, res, next) => {
    try {
      res.set('Referrer-Policy', 'same-origin')
      const parsed = setupPasswordForm.safeParse(req.body ?? {})
      const input = parsed.success ? parsed.data : { token: '', password: '', code: '' }
      // Counted before the link and the code are checked; given back unless one was wrong.
      const reserved = await throttle.reserve([['setupIp', req.ip ?? 'unknown']], now())
      if (!reserved.ok) {
        res.set('Retry-After', String(retryAfterSeconds(reserved.waitMs)))
        return renderPage(req, res, 429, { form: { values: { invalid: '1' }, errors: {}, formError: `Too many attempts. Try again in ${minutesText(reserved.waitMs)}.` } })
      }
      const setup = await setupFor(input.token)
      if (!setup) return renderPage(req, res, 404, { form: { values: { invalid: '1' }, errors: {}, formError: INVALID_SETUP_LINK } })
      const errors: Record<string, string> = {}
      const problem = input.password ? passwordProblem(input.password, { email: setup.operator.email }) : 'Choose a password.'
      if (problem) errors.password = problem
      const at = now()
      const step = matchTotp(setup.totpSecret, input.code, at)
      if (step === null) {
        errors.code = input.code.trim()
          ? 'That code is not right. Check the time on your phone and enter the code your app shows now.'
          : 'Enter the 6-digit code your authenticator app shows.'
      }
      if (!(errors.code && input.code.trim())) await throttle.refund(reserved.reservation)
      if (Object.keys(errors).length) {
        return renderPage(req, res, 400, { form: { values: setupValues(input.token, setup), errors } })
      }
      // Single use: only one request can take the link; it replaces every earlier credential and session.
      const done = await repo.completeSetup(input.token, setup.operator.id, {
        kind: 'password',
        passwordHash: await argon2Hash(input.password, ARGON2),
        totpSecret: setup.totpSecret,
        acceptedStep: step!,
      })
      if (!done) return renderPage(req, res, 404, { form: { values: { invalid: '1' }, errors: {}, formError: INVALID_SETUP_LINK } })
      await startSession(req, res, setup.operator.id)
      log(req)?.info(
        { event: 'setup.password', operator: setup.operator.id, passkeys_removed: done.passkeysRemoved, sessions_ended: done.sessionsEnded },
        'password and TOTP set',
      )
      res.redirect(303, '/admin/account?welcome=password')
    } catch (err) {
      next(err)
    }
  })

  router.post('/setup/passkey/options', ceremonyLimit, ...json, async (req, res, next) => {
    try {
      const setup = await setupFor((req.body as { token?: unknown } | undefined)?.token)
      if (!setup) return void res.status(404).json({ error: INVALID_SETUP_LINK })
      res.json(await registrationOptions(repo, rp, setup.operator))
    } catch (err) {
      next(err)
    }
  })

  router.post('/setup/passkey/verify', ceremonyLimit, ...json, async (req, res, next) => {
    try {
      const body = z.object({ token: z.string().max(200), response: registrationResponseSchema, name: passkeyName }).safeParse(req.body)
      if (!body.success) return void res.status(400).json({ error: 'The passkey could not be read. Try again.' })
      const setup = await setupFor(body.data.token)
      if (!setup) return void res.status(404).json({ error: INVALID_SETUP_LINK })
      const passkey = await checkRegistration(repo, rp, setup.operator.id, body.data.response, body.data.name || 'Passkey')
      if (!passkey) return void res.status(400).json({ error: 'The passkey could not be verified. Try again.' })
      // Uses the link and replaces every earlier credential and session, all at once.
      const done = await repo.completeSetup(body.data.token, setup.operator.id, { kind: 'passkey', passkey })
      if (!done) return void res.status(404).json({ error: INVALID_SETUP_LINK })
      await startSession(req, res, setup.operator.id)
      log(req)?.info(
        { event: 'setup.passkey', operator: setup.operator.id, passkeys_removed: done.passkeysRemoved, password_removed: done.passwordRemoved, sessions_ended: done.sessionsEnded },
        'passkey registered at set-up',
      )
      res.json({ redirect: '/admin/account?welcome=passkey' })
    } catch (err) {
      next(err)
    }
  })

  // --- Account ----------------------------------------------------------------------------

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

  type OperatorActor = Extract<NonNullable<Response['locals']['actor']>, { kind: 'operator' }>
  const actorOf = (res: Response) => res.locals.actor as OperatorActor

  const ACCOUNT_NOTICES: Record<string, string> = {
    'welcome=passkey': 'Your passkey is set up and you are signed in.',
    'welcome=password': 'Your password and authenticator app are set up and you are signed in.',
    'added=passkey': 'Passkey added.',
    'removed=passkey': 'Passkey removed.',
    'changed=password': 'Your password is changed. You are signed out everywhere else.',
    'confirmed=1': 'Thank you. For the next 5 minutes you can add or remove passkeys.',
  }

  /** Renders the account page, with a form's values and errors when a post needs another try. */
  async function renderAccount(
    req: Request,
    res: Response,
    status = 200,
    extra: { section?: string; errors?: Record<string, string>; formError?: string; notice?: string } = {},
  ) {
    const actor = actorOf(res)
    const operator = await repo.byId(actor.id)
    const passkeys = await repo.passkeysOf(actor.id)
    const sessions = await repo.countSessions(actor.id)
    const at = now()
    const session = res.locals.session
    const fresh = recentlyReauthenticated(session, at)
    await renderPage(req, res, status, {
      form: {
        values: {
          email: actor.email,
          role: actor.role,
          sessions: String(sessions),
          passkeys: JSON.stringify(passkeys.map((p) => ({ id: p.id, name: p.name }))),
          hasPassword: operator?.hasPassword && operator.hasTotp ? '1' : '',
          reauthFresh: fresh ? '1' : '',
          reauthMinutes: fresh && session?.reauthAt != null ? String(Math.max(1, Math.ceil((session.reauthAt + REAUTH_MAX_AGE_MS - at) / 60_000))) : '',
          idleMinutes: String(Math.round(idleMs / 60_000)),
          absoluteHours: String(Math.round(absoluteMs / 3_600_000)),
          ...(extra.section ? { section: extra.section } : {}),
        },
        errors: extra.errors ?? {},
        formError: extra.formError,
      },
      notice: extra.notice,
    })
  }

  router.get('/account', signedIn, operatorOnly, async (req, res, next) => {
    try {
      const query = new URL(req.originalUrl, NEXT_BASE).searchParams
      const notice = Object.entries(ACCOUNT_NOTICES).find(([pair]) => {
        const [name, value] = pair.split('=') as [string, string]
        return query.get(name) === value
      })?.[1]
      await renderAccount(req, res, 200, { notice })
    } catch (err) {
      next(err)
    }
  })

  /**
   * Checks the operator's own password and a fresh TOTP code, counted (per operator)
   * before it runs; 'ok', 'throttled' (with the wait) or 'wrong'.
   */
  async function confirmPassword(operatorId: number, password: string, code: string): Promise<{ verdict: 'ok' | 'wrong' } | { verdict: 'throttled'; waitMs: number }> {
    const at = now()
    const reserved = await throttle.reserve([['reauth', String(operatorId)]], at)
    if (!reserved.ok) return { verdict: 'throttled', waitMs: reserved.waitMs }
    const verdict = await checkPassword(await repo.byId(operatorId), password, code, at)
    if (verdict !== 'ok') return { verdict: 'wrong' }
    await throttle.clear('reauth', String(operatorId))
    return { verdict: 'ok' }
  }

  // The account page's forms: confirm it is you (password + code), remove a passkey, change the password.
  router.post('/account', ...form, signedIn, operatorOnly, requireCsrf, async (req, res, next) => {
    try {
      const actor = actorOf(res)
      const session = res.locals.session!
      const parsed = accountForm.safeParse(req.body ?? {})
      if (!parsed.success || !parsed.data.intent) return renderAccount(req, res, 400, { formError: 'That form could not be read. Reload the page and try again.' })
      const input = parsed.data

      if (input.intent === 'reauth' || input.intent === 'change-password') {
        const section = input.intent === 'reauth' ? 'reauth' : 'password'
        const errors: Record<string, string> = {}
        if (!input.password) errors[section === 'reauth' ? 'password' : 'currentPassword'] = section === 'reauth' ? 'Enter your password.' : 'Enter your current password.'
        if (!input.code.trim()) errors[section === 'reauth' ? 'code' : 'passwordCode'] = 'Enter the 6-digit code from your authenticator app.'
        let newPasswordProblem: string | null = null
        if (section === 'password') {
          newPasswordProblem = input.newPassword ? passwordProblem(input.newPassword, { email: actor.email }) : 'Choose a new password.'
          if (newPasswordProblem) errors.newPassword = newPasswordProblem
        }
        if (Object.keys(errors).length) return renderAccount(req, res, 400, { section, errors })
        const confirmed = await confirmPassword(actor.id, input.password, input.code)
        if (confirmed.verdict === 'throttled') {
          res.set('Retry-After', String(retryAfterSeconds(confirmed.waitMs)))
          return renderAccount(req, res, 429, { section, formError: `Too many wrong tries. Try again in ${minutesText(confirmed.waitMs)}.` })
        }
        if (confirmed.verdict === 'wrong') {
          log(req)?.info({ event: `${input.intent}.failed`, operator: actor.id }, 'password confirmation failed')
          return renderAccount(req, res, 400, { section, formError: 'That password and code do not match your account. Check them and try again.' })
        }
        await repo.markReauthenticated(session.id, now())
        if (section === 'reauth') {
          log(req)?.info({ event: 'reauth', method: 'password', operator: actor.id }, 'identity confirmed')
          return res.redirect(303, '/admin/account?confirmed=1')
        }
        const { sessionsEnded } = await repo.changePassword(actor.id, await argon2Hash(input.newPassword, ARGON2), session.id)
        log(req)?.info({ event: 'password.change', operator: actor.id, sessions_ended: sessionsEnded }, 'password changed')
        return res.redirect(303, '/admin/account?changed=password')
      }

      // intent === 'remove-passkey'
      if (!recentlyReauthenticated(session, now())) {
        return renderAccount(req, res, 403, { section: 'passkeys', formError: 'Confirm it is you first (below), then remove the passkey.' })
      }
      const passkeyId = /^\d{1,12}$/.test(input.passkey) ? Number(input.passkey) : NaN
      try {
        await repo.removePasskey(actor.id, passkeyId)
      } catch (err) {
        if (err instanceof OperatorError) return renderAccount(req, res, 400, { section: 'passkeys', formError: err.message })
        throw err
      }
      log(req)?.info({ event: 'passkey.remove', operator: actor.id }, 'passkey removed')
      res.redirect(303, '/admin/account?removed=passkey')
    } catch (err) {
      next(err)
    }
  })

  // Confirm it is you with one of your own passkeys.
  router.post('/account/reauth/passkey/options', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, async (_req, res, next) => {
    try {
      const actor = actorOf(res)
      if ((await repo.passkeysOf(actor.id)).length === 0) return void res.status(400).json({ error: 'You have no passkey. Confirm with your password and code.' })
      res.json(await authenticationOptions(repo, rp, actor.id))
    } catch (err) {
      next(err)
    }
  })

  router.post('/account/reauth/passkey/verify', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, async (req, res, next) => {
    try {
      const actor = actorOf(res)
      const reserved = await throttle.reserve([['passkeyIp', req.ip ?? 'unknown']], now())
      if (!reserved.ok) {
        res.set('Retry-After', String(retryAfterSeconds(reserved.waitMs)))
        return void res.status(429).json({ error: `Too many failed attempts. Try again in ${minutesText(reserved.waitMs)}.` })
      }
      const body = z.object({ response: authenticationResponseSchema }).safeParse(req.body)
      const passkey = body.success ? await verifyAuthentication(repo, rp, body.data.response, actor.id) : null
      if (!passkey) {
        log(req)?.info({ event: 'reauth.failed', method: 'passkey', operator: actor.id }, 'identity confirmation failed')
        return void res.status(400).json({ error: 'That passkey did not confirm it is you. Try again, or use your password and code.' })
      }
      await throttle.refund(reserved.reservation)
      await repo.markReauthenticated(res.locals.session!.id, now())
      log(req)?.info({ event: 'reauth', method: 'passkey', operator: actor.id }, 'identity confirmed')
      res.json({ redirect: '/admin/account?confirmed=1' })
    } catch (err) {
      next(err)
    }
  })

  /** Adding a passkey changes how one signs in: only within 5 minutes of proving who you are. */
  const recentlyConfirmed = (_req: Request, res: Response, next: () => void) => {
    if (recentlyReauthenticated(res.locals.session, now())) return next()
    res.status(403).json({ error: 'Confirm it is you first (with a passkey, or your password and code), then add the passkey.', reauth: true })
  }

  router.post('/account/passkey/options', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, recentlyConfirmed, async (_req, res, next) => {
    try {
      res.json(await registrationOptions(repo, rp, actorOf(res)))
    } catch (err) {
      next(err)
    }
  })

  router.post('/account/passkey/verify', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, recentlyConfirmed, async (req, res, next) => {
    try {
      const actor = actorOf(res)
      const body = z.object({ response: registrationResponseSchema, name: passkeyName }).safeParse(req.body)
      if (!body.success) return void res.status(400).json({ error: 'The passkey could not be read. Try again.' })
      const ok = await verifyRegistration(repo, rp, actor.id, body.data.response, body.data.name || 'Passkey')
      if (!ok) return void res.status(400).json({ error: 'The passkey could not be verified. Try again.' })
      log(req)?.info({ event: 'passkey.add', operator: actor.id }, 'passkey added')
      res.json({ redirect: '/admin/account?added=passkey' })
    } catch (err) {
      next(err)
    }
  })

  // --- Sign-out ---------------------------------------------------------------------------

  const signOutBody = [sameOrigin, express.urlencoded({ extended: false, limit: BODY_LIMIT }), express.json({ limit: BODY_LIMIT })]

  router.post('/sign-out', ...signOutBody, requireCsrf, async (_req, res, next) => {
    try {
      const session = res.locals.session
      if (session) await repo.deleteSessionById(session.id)
      clearSessionCookie(res, env.publicOrigin)
      res.redirect(303, '/admin/sign-in?signed-out')
    } catch (err) {
      next(err)
    }
  })

  router.post('/sign-out-everywhere', ...signOutBody, signedIn, operatorOnly, requireCsrf, async (req, res, next) => {
    try {
      const actor = actorOf(res)
      const ended = await repo.deleteSessionsOf(actor.id)
      clearSessionCookie(res, env.publicOrigin)
      log(req)?.info({ event: 'sign-out.everywhere', operator: actor.id, sessions: ended }, 'signed out everywhere')
      res.redirect(303, '/admin/sign-in?signed-out=everywhere')
    } catch (err) {
      next(err)
    }
  })

  return router
}
