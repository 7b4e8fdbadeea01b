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
 *
 * The routes live by job in sign-in-routes.ts, setup-routes.ts and account-routes.ts, and
 * share what auth-route-context.ts makes; authRoutes() mounts them in the order above.
 */
import express, { type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import type { Services } from '../services'
import { accountRoutes } from './account-routes'
import type { AuthEnv } from './auth'
import { authRouteContext } from './auth-route-context'
import { setupRoutes } from './setup-routes'
import { signInRoutes, signOutRoutes } from './sign-in-routes'

export { qrSvgPath } from './setup-routes'
export { safeNext, SIGN_IN_FAILED } from './sign-in-routes'

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

/** The console's page renderer (server/http/console-pages.ts): renders req's URL as a Vike page. */
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

export function authRoutes(options: AuthRoutesOptions): Router {
  const context = authRouteContext(options)
  const router = express.Router()
  // In this order: Express tries routes as they were added.
  signInRoutes(router, context)
  setupRoutes(router, context)
  accountRoutes(router, context)
  signOutRoutes(router, context)
  return router
}
