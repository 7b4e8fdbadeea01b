/**
 * The console's special forms (no JavaScript needed): create, change and delete. Each answers
 * 303 to the special's page on success, or the form again with 400 and every error.
 */
import express, { Router, type RequestHandler, type Response } from 'express'
import { formValues, type FormBody } from '#app/domain/form-body'
import { specialFromForm } from '#app/domain/specials/form'
import type { ConsolePageRenderer } from '../http/console-pages'
import { requireActor } from '../operators'
import type { Services } from '../services'
import { unknownCarts } from './admin-routes'

interface SpecialConsoleOptions {
  services: Services
  guard: RequestHandler[]
  render: ConsolePageRenderer
}

const signedIn = requireActor()
const actorOf = (res: Response) => res.locals.actor!
const CHECK_FIELDS = 'Check the fields marked below.'

export function specialConsoleRoutes({ services, guard, render }: SpecialConsoleOptions): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 400 })
  const bodyOf = (body: unknown): FormBody => (typeof body === 'object' && body !== null ? (body as FormBody) : {})

  /** The special the form describes, its carts checked against the inventory; or the errors by form field. */
  async function read(body: FormBody) {
    const validation = specialFromForm(body)
    if (!validation.ok) return validation
    const unknown = await unknownCarts(services, validation.value)
    if (Object.keys(unknown).length > 0) return { ok: false as const, fields: { vehicles: unknown['scope.ids']! } }
    return validation
  }

  router.post('/admin/specials/new', signedIn, form, ...guard, async (req, res) => {
    const body = bodyOf(req.body)
    const validation = await read(body)
    if (!validation.ok) return render(req, res, 400, { form: { values: formValues(body), errors: validation.fields, formError: CHECK_FIELDS } })
    const special = await services.specials.create(actorOf(res), validation.value)
    res.redirect(303, `/admin/specials/${special.id}?notice=special-created`)
  })

  router.post('/admin/specials/:id', signedIn, form, ...guard, async (req, res) => {
    const id = Number(req.params.id)
    if (!/^\d{1,12}$/.test(String(req.params.id)) || !(await services.specials.get(id))) return render(req, res, 404)
    const body = bodyOf(req.body)
    const validation = await read(body)
    if (!validation.ok) return render(req, res, 400, { form: { values: formValues(body), errors: validation.fields, formError: CHECK_FIELDS } })
    const result = await services.specials.update(actorOf(res), id, validation.value)
    if (!result.ok) return render(req, res, 404)
    res.redirect(303, `/admin/specials/${id}?notice=${result.changed ? 'special-saved' : 'unchanged'}`)
  })

  router.post('/admin/specials/:id/delete', signedIn, form, ...guard, async (req, res) => {
    const id = Number(req.params.id)
    const result = /^\d{1,12}$/.test(String(req.params.id)) ? await services.specials.remove(actorOf(res), id) : undefined
    if (!result?.ok) return render(req, res, 404)
    res.redirect(303, '/admin/specials?notice=special-deleted')
  })

  return router
}
