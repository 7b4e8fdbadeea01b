/**
 * Signing in and out of the console:
 *
 *   GET  /admin/sign-in                  the sign-in page (passkey button; e-mail + password + code form)
 *   POST /admin/sign-in                  e-mail + password + TOTP code (HTML form; works without JavaScript)
 *   POST /admin/auth/passkey/options     WebAuthn authentication options (JSON)
 *   POST /admin/auth/passkey/verify      { response, next? } -> { redirect }
 *   POST /admin/sign-out                 (session + CSRF) ends this session
 *   POST /admin/sign-out-everywhere      (session + CSRF) ends every session of this operator
 *
 * A failed password sign-in never says which part was wrong, nor whether the account
 * exists. Every attempt is counted before it is checked (by address and account, or by a
 * browser that signed in to the account before); a success gives the attempt back. After
 * signing in the browser goes only to a console path (safeNext).
 */
import express, { type Router } from 'express'
import { z } from 'zod'
import { PASSWORD_MAX } from '#app/domain/password-policy'
import { BODY_LIMIT } from '../http/security'
import { clearSessionCookie, deviceCookieName, readCookie, requireCsrf, verifyDeviceCookie } from './auth'
import { type AuthRouteContext, minutesText, NEXT_BASE, retryAfterSeconds } from './auth-route-context'
import { authenticationOptions, authenticationResponseSchema, verifyAuthentication } from './passkeys'
import { normalizeEmail, sha256 } from './secrets'
import type { ThrottleKey } from './sign-in-throttle'

/** The generic answer to a failed password sign-in: it never says which part was wrong, or whether the account exists. */
export const SIGN_IN_FAILED = 'That e-mail address, password and code do not match an account. Check them and try again.'

/** Why a form post brought the operator here: the session had ended, so nothing was saved. */
export const SESSION_ENDED =
  'Your session ended before your changes were saved, so they were not. Sign in again to go back to the page: what you typed is put back in the form on this device.'

const signInForm = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
  next: z.string().max(2000).optional(),
})

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

/** The sign-in page, the password + TOTP sign-in and the passkey sign-in. */
export function signInRoutes(router: Router, context: AuthRouteContext): void {
  const { env, renderPage, repo, now, failed, throttle, rp, key, form, json, ceremonyLimit, log, startSession, checkPassword } = context

  // --- Sign-in page -----------------------------------------------------------------

  router.get('/sign-in', async (req, res, next) => {
    try {
      if (res.locals.actor?.kind === 'operator') return res.redirect(303, safeNext(req.query.next))
      const closed = (await repo.count()) === 0
      const signedOut = req.query['signed-out']
      const notice =
        req.query.reason === 'expired'
          ? SESSION_ENDED
          : signedOut === 'everywhere'
            ? 'You are signed out on every device.'
            : signedOut !== undefined
              ? 'You are signed out.'
              : undefined
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
}

/** Signing out of this session, or of every session of the operator. */
export function signOutRoutes(router: Router, context: AuthRouteContext): void {
  const { env, repo, sameOrigin, log, signedIn, operatorOnly, actorOf } = context

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
}
