/**
 * The one-time set-up link an owner (or the CLI) makes for an operator:
 *
 *   GET  /admin/setup?token=…            the set-up page of a one-time link
 *   POST /admin/setup                    token + password + TOTP code (HTML form)
 *   POST /admin/setup/passkey/options    { token } -> WebAuthn registration options
 *   POST /admin/setup/passkey/verify     { token, response, name? } -> { redirect }
 *
 * A link works once and for 24 hours. It is a recovery: completing it (with a password
 * and an authenticator app, or with a passkey) replaces every credential the operator had
 * and ends their sessions, in one transaction, then signs them in. The link's token never
 * leaves the site in a Referer header.
 */
import { hash as argon2Hash } from '@node-rs/argon2'
import type { Router } from 'express'
import QRCode from 'qrcode'
import { z } from 'zod'
import { business } from '#app/content/business'
import { passwordProblem, PASSWORD_MAX } from '#app/domain/password-policy'
import { ARGON2, type AuthRouteContext, minutesText, passkeyName, retryAfterSeconds } from './auth-route-context'
import { checkRegistration, registrationOptions, registrationResponseSchema } from './passkeys'
import { matchTotp, newTotpSecret, totpUri } from './totp'

const INVALID_SETUP_LINK =
  'This set-up link cannot be used: links work once and for 24 hours. Ask an owner for a new one.'

const setupPasswordForm = z.object({
  token: z.string().max(200).default(''),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
})

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

/** Mounts the set-up link's page, its password + TOTP form and its passkey ceremony on `router`. */
export function setupRoutes(router: Router, context: AuthRouteContext): void {
  const { renderPage, repo, now, throttle, rp, form, json, ceremonyLimit, log, startSession } = context

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
}
