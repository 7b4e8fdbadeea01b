/**
 * The signed-in operator's own account page and what it changes:
 *
 *   GET  /admin/account                         sessions count, passkeys (add, remove), password change, sign out everywhere
 *   POST /admin/account                         (session + CSRF, HTML form) intent=reauth (password + code),
 *                                               intent=remove-passkey, intent=change-password
 *   POST /admin/account/reauth/passkey/options  (session + CSRF) options to confirm it is you with your passkey
 *   POST /admin/account/reauth/passkey/verify   (session + CSRF) { response } -> { redirect }
 *   POST /admin/account/passkey/options         (session + CSRF, confirmed in the last 5 minutes) registration options
 *   POST /admin/account/passkey/verify          (session + CSRF, confirmed in the last 5 minutes) { response, name? }
 *
 * Changing how one signs in (adding or removing a passkey) needs a proof of identity from
 * the last 5 minutes in this session (signing in counts); changing the password needs the
 * current one and a code, and ends the operator's other sessions. Every password or passkey
 * check is counted before it runs. Only a signed-in operator has an account page; any other actor gets 403.
 */
import { hash as argon2Hash } from '@node-rs/argon2'
import type { Request, Response, Router } from 'express'
import { z } from 'zod'
import { passwordProblem, PASSWORD_MAX } from '#app/domain/password-policy'
import { REAUTH_MAX_AGE_MS, recentlyReauthenticated, requireCsrf } from './auth'
import { ARGON2, type AuthRouteContext, minutesText, NEXT_BASE, passkeyName, retryAfterSeconds } from './auth-route-context'
import { OperatorError } from './model'
import { authenticationOptions, authenticationResponseSchema, registrationOptions, registrationResponseSchema, verifyAuthentication, verifyRegistration } from './passkeys'

const accountForm = z.object({
  intent: z.enum(['reauth', 'remove-passkey', 'change-password']).optional(),
  password: z.string().max(PASSWORD_MAX * 4).default(''),
  code: z.string().max(20).default(''),
  newPassword: z.string().max(PASSWORD_MAX * 4).default(''),
  passkey: z.string().max(20).default(''),
})

const ACCOUNT_NOTICES: Record<string, string> = {
  'welcome=passkey': 'Your passkey is set up and you are signed in.',
  'welcome=password': 'Your password and authenticator app are set up and you are signed in.',
  'added=passkey': 'Passkey added.',
  'removed=passkey': 'Passkey removed.',
  'changed=password': 'Your password is changed. You are signed out everywhere else.',
  'confirmed=1': 'Thank you. For the next 5 minutes you can add or remove passkeys.',
}

/** Mounts the account page, its forms, and its passkey ceremonies (confirming it is you, adding a passkey) on `router`. */
export function accountRoutes(router: Router, context: AuthRouteContext): void {
  const { renderPage, repo, now, throttle, rp, idleMs, absoluteMs, form, json, ceremonyLimit, log, checkPassword, signedIn, signedInJson, operatorOnly, actorOf } = context

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
}
