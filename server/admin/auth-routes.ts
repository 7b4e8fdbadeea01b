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
 *   GET  /admin/account                       sessions count, passkeys, add a passkey, sign out everywhere
 *   POST /admin/account/passkey/options       (session + CSRF) registration options
 *   POST /admin/account/passkey/verify        (session + CSRF) { response, name? }
 *   POST /admin/sign-out                      (session + CSRF) ends this session
 *   POST /admin/sign-out-everywhere           (session + CSRF) ends every session of this operator
 */
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2'
import express, { type Request, type Response, type Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Logger } from 'pino'
import QRCode from 'qrcode'
import { z } from 'zod'
import { business } from '../../data/business'
import { normalizeEmail, sha256, type OperatorCredentials } from '../../data/operators'
import { passwordProblem, PASSWORD_MAX } from '../../data/password-policy'
import { signInThrottle, type ThrottleScope } from '../../data/sign-in-throttle'
import { BODY_LIMIT, requireContentType, sameOriginOnly } from '../security'
import type { Services } from '../services'
import {
  clearSessionCookie,
  deviceCookieName,
  readCookie,
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
  registrationOptions,
  registrationResponseSchema,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys'
import { matchTotp, newTotpSecret, totpUri } from './totp'

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

const passkeyName = z.string().trim().max(60).optional()

/** Where to go after signing in: a console path, never another site. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string') return '/admin'
  if (!/^\/admin(?:[/?#]|$)/.test(next) || next.includes('//') || next.includes('\\')) return '/admin'
  if (next.startsWith('/admin/sign-in') || next.startsWith('/admin/setup')) return '/admin'
  return next
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
  const throttle = signInThrottle(services.db)
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
  // Passkey ceremonies write a challenge row each: bound how fast one address may start them.
  const ceremonyLimit = rateLimit({
    windowMs: 60_000,
    limit: 30,
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
      // A browser that signed in to this account before counts its failures apart from
      // everyone else's, so a flood of guesses at the e-mail does not lock its owner out.
      const knownDevice = device && operator && device.operatorId === operator.id && (await throttle.wait('device', device.nonce, at)) === 0
      const keys: Array<[ThrottleScope, string]> = knownDevice
        ? [['device', device.nonce]]
        : [
            ['ip', req.ip ?? 'unknown'],
            ['account', sha256(email)],
          ]
      const wait = Math.max(...(await Promise.all(keys.map(([scope, k]) => throttle.wait(scope, k, at)))))
      if (wait > 0) {
        res.set('Retry-After', String(retryAfterSeconds(wait)))
        log(req)?.warn({ event: 'sign-in.throttled', known_device: Boolean(knownDevice) }, 'sign-in throttled')
        return again(429, {}, `Too many failed attempts. Try again in ${minutesText(wait)}, or sign in with a passkey.`)
      }

      const verdict = await checkPassword(operator, input.password, input.code, at)
      if (verdict !== 'ok') {
        await Promise.all(keys.map(([scope, k]) => throttle.fail(scope, k, at)))
        log(req)?.info({ event: 'sign-in.failed', method: 'password', reason: verdict, known_device: Boolean(knownDevice) }, 'sign-in failed')
        return again(400, {}, SIGN_IN_FAILED)
      }
      await Promise.all(keys.map(([scope, k]) => throttle.clear(scope, k)))
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
      const ip = req.ip ?? 'unknown'
      const wait = await throttle.wait('passkeyIp', ip, now())
      if (wait > 0) {
        res.set('Retry-After', String(retryAfterSeconds(wait)))
        return void res.status(429).json({ error: `Too many failed attempts. Try again in ${minutesText(wait)}.` })
      }
      const body = z.object({ response: authenticationResponseSchema, next: z.string().max(2000).optional() }).safeParse(req.body)
      const passkey = body.success ? await verifyAuthentication(repo, rp, body.data.response) : null
      const operator = passkey ? await repo.byId(passkey.operatorId) : undefined
      if (!passkey || !operator || operator.disabledAt !== null) {
        await throttle.fail('passkeyIp', ip, now())
        log(req)?.info({ event: 'sign-in.failed', method: 'passkey' }, 'sign-in failed')
        return void res.status(400).json({ error: 'That passkey did not sign you in. Try again, or use your password and code.' })
      }
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
    let totpSecret = typeof verification.data?.totpSecret === 'string' ? verification.data.totpSecret : undefined
    if (!totpSecret) {
      totpSecret = newTotpSecret()
      await repo.setVerificationData(verification.id, { ...verification.data, totpSecret })
    }
    return { verification, operator, totpSecret }
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
      const ip = req.ip ?? 'unknown'
      const wait = await throttle.wait('setupIp', ip, now())
      if (wait > 0) {
        res.set('Retry-After', String(retryAfterSeconds(wait)))
        return renderPage(req, res, 429, { form: { values: { invalid: '1' }, errors: {}, formError: `Too many attempts. Try again in ${minutesText(wait)}.` } })
      }
      const setup = await setupFor(input.token)
      if (!setup) {
        await throttle.fail('setupIp', ip, now())
        return renderPage(req, res, 404, { form: { values: { invalid: '1' }, errors: {}, formError: INVALID_SETUP_LINK } })
      }
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
      if (Object.keys(errors).length) {
        if (errors.code && input.code.trim()) await throttle.fail('setupIp', ip, at)
        return renderPage(req, res, 400, { form: { values: setupValues(input.token, setup), errors } })
      }
      // Single use: only one request can take the link.
      const used = await repo.consumeVerification('setup', input.token)
      if (!used) return renderPage(req, res, 404, { form: { values: { invalid: '1' }, errors: {}, formError: INVALID_SETUP_LINK } })
      await repo.setPasswordAndTotp(setup.operator.id, await argon2Hash(input.password, ARGON2), setup.totpSecret, step!)
      await startSession(req, res, setup.operator.id)
      log(req)?.info({ event: 'setup.password', operator: setup.operator.id }, 'password and TOTP set')
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
      const ok = await verifyRegistration(repo, rp, setup.operator.id, body.data.response, body.data.name || 'Passkey')
      if (!ok) return void res.status(400).json({ error: 'The passkey could not be verified. Try again.' })
      const used = await repo.consumeVerification('setup', body.data.token)
      if (!used) return void res.status(404).json({ error: INVALID_SETUP_LINK })
      await startSession(req, res, setup.operator.id)
      log(req)?.info({ event: 'setup.passkey', operator: setup.operator.id }, 'passkey registered at set-up')
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

  router.get('/account', signedIn, operatorOnly, async (req, res, next) => {
    try {
      const actor = res.locals.actor as Extract<NonNullable<typeof res.locals.actor>, { kind: 'operator' }>
      const operator = await repo.byId(actor.id)
      const passkeys = await repo.passkeysOf(actor.id)
      const sessions = await repo.countSessions(actor.id)
      const welcome = req.query.welcome
      const notice =
        welcome === 'passkey'
          ? 'Your passkey is set up and you are signed in.'
          : welcome === 'password'
            ? 'Your password and authenticator app are set up and you are signed in.'
            : req.query.added === 'passkey'
              ? 'Passkey added.'
              : undefined
      await renderPage(req, res, 200, {
        form: {
          values: {
            email: actor.email,
            role: actor.role,
            sessions: String(sessions),
            passkeys: passkeys.map((p) => p.name).join('\n'),
            hasPassword: operator?.hasPassword ? '1' : '',
            idleMinutes: String(Math.round(idleMs / 60_000)),
            absoluteHours: String(Math.round(absoluteMs / 3_600_000)),
          },
          errors: {},
        },
        notice,
      })
    } catch (err) {
      next(err)
    }
  })

  router.post('/account/passkey/options', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, async (_req, res, next) => {
    try {
      const actor = res.locals.actor as Extract<NonNullable<typeof res.locals.actor>, { kind: 'operator' }>
      res.json(await registrationOptions(repo, rp, actor))
    } catch (err) {
      next(err)
    }
  })

  router.post('/account/passkey/verify', ceremonyLimit, ...json, signedInJson, operatorOnly, requireCsrf, async (req, res, next) => {
    try {
      const actor = res.locals.actor as Extract<NonNullable<typeof res.locals.actor>, { kind: 'operator' }>
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
      const actor = res.locals.actor as Extract<NonNullable<typeof res.locals.actor>, { kind: 'operator' }>
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
