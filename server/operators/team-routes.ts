/**
 * The owner's Team pages (/admin/team/…): operator accounts and API tokens, the same
 * operations as the operator CLI, each audited as the signed-in owner. Staff and API
 * tokens get 403 on every Team page and post.
 *
 * A new set-up link or API token is rendered once, in the answer to the post that made it
 * (201): never put in a URL (so never in a log, a history or a Referer) and never shown
 * again, since only its hash is stored. URLs name operators by id, not by e-mail address,
 * because request logs hold URLs.
 */
import express, { Router, type Request, type Response } from 'express'
import { OperatorError, ROLES, type Role } from './model'
import { EMAIL_PATTERN } from './secrets'
import type { Env } from '../env'
import type { Services } from '../services'
import { requireActor, requireCsrf } from './auth'
import type { ConsolePageRenderer } from '../http/console-pages'

export interface TeamRoutesOptions {
  services: Services
  env: Pick<Env, 'publicOrigin'>
  render: ConsolePageRenderer
}

/** The fixed notice keys the Team page knows (pages/admin/team/notices.ts has their texts). */
export type TeamNotice = 'user-disabled' | 'token-revoked'

const CHECK_FIELDS = 'Check the fields marked below.'
const TOKEN_NAME = /^[\w.-]{1,64}$/

const text = (body: unknown, key: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' ? value : ''
}
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)
const operatorId = (req: Request): number | undefined => {
  const id = String(req.params.id ?? '')
  return /^\d{1,12}$/.test(id) ? Number(id) : undefined
}
/** The signed-in owner; requireActor ran first. */
const actorOf = (res: Response) => res.locals.actor!

export function teamRoutes({ services, env, render }: TeamRoutesOptions): Router {
  const router = Router()
  const repo = services.operators
  const owner = requireActor({ role: 'owner' })
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 })
  const guard = [form, owner, requireCsrf]
  const setupUrl = (token: string) => `${env.publicOrigin}/admin/setup?token=${token}`

  // Every Team page, and its page context for client-side navigation, is for owners only.
  router.get('/admin/team{*rest}', owner, (_req, _res, next) => next())

  router.post('/admin/team/users/new', ...guard, async (req, res) => {
    const values = { email: text(req.body, 'email').trim().slice(0, 300), role: text(req.body, 'role') }
    const errors: Record<string, string> = {}
    if (!values.email) errors.email = 'Enter their e-mail address.'
    else if (!EMAIL_PATTERN.test(values.email) || values.email.length > 254) errors.email = 'Enter an e-mail address like name@example.com.'
    if (!isRole(values.role)) errors.role = 'Choose owner or staff.'
    if (Object.keys(errors).length) return render(req, res, 400, { form: { values, errors, formError: CHECK_FIELDS } })
    try {
      const { operator, setupToken } = await repo.add(values.email, values.role as Role, actorOf(res))
      await render(req, res, 201, { form: { values: { email: operator.email, role: operator.role, setupLink: setupUrl(setupToken) }, errors: {} } })
    } catch (err) {
      if (!(err instanceof OperatorError)) throw err
      await render(req, res, 400, { form: { values, errors: { email: err.message }, formError: CHECK_FIELDS } })
    }
  })

  router.post('/admin/team/users/:id/setup-link', ...guard, async (req, res) => {
    const id = operatorId(req)
    const operator = id === undefined ? undefined : await repo.byId(id)
    if (!operator) return render(req, res, 404)
    try {
      const token = await repo.newSetupLink(operator.email, actorOf(res))
      await render(req, res, 201, { form: { values: { email: operator.email, setupLink: setupUrl(token) }, errors: {} } })
    } catch (err) {
      if (!(err instanceof OperatorError)) throw err
      await render(req, res, 400, { form: { values: {}, errors: {}, formError: err.message } })
    }
  })

  router.post('/admin/team/users/:id/disable', ...guard, async (req, res) => {
    const id = operatorId(req)
    const operator = id === undefined ? undefined : await repo.byId(id)
    if (!operator) return render(req, res, 404)
    try {
      await repo.disable(operator.email, actorOf(res))
    } catch (err) {
      if (!(err instanceof OperatorError)) throw err
      return render(req, res, 400, { form: { values: {}, errors: {}, formError: err.message } })
    }
    res.redirect(303, `/admin/team?notice=${'user-disabled' satisfies TeamNotice}`)
  })

  router.post('/admin/team/tokens/new', ...guard, async (req, res) => {
    const values = { name: text(req.body, 'name').trim().slice(0, 100) }
    const invalid = (message: string) => render(req, res, 400, { form: { values, errors: { name: message }, formError: CHECK_FIELDS } })
    if (!values.name) return invalid('Name the token after what will use it, like dms-feed.')
    if (!TOKEN_NAME.test(values.name)) return invalid('Use 1 to 64 letters, digits, dots, dashes or underscores, without spaces.')
    try {
      const token = await repo.createToken(values.name, actorOf(res))
      await render(req, res, 201, { form: { values: { name: values.name, token }, errors: {} } })
    } catch (err) {
      if (!(err instanceof OperatorError)) throw err
      await invalid(err.message)
    }
  })

  router.post('/admin/team/tokens/:name/revoke', ...guard, async (req, res) => {
    const name = String(req.params.name ?? '')
    if (!TOKEN_NAME.test(name) || !(await repo.revokeToken(name, actorOf(res)))) return render(req, res, 404)
    res.redirect(303, `/admin/team?notice=${'token-revoked' satisfies TeamNotice}`)
  })

  return router
}
