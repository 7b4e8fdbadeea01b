/**
 * The console's settings forms (owners only; no JavaScript needed): the hours, contacts and
 * banner in one form, a closure or special day added or removed one at a time, and a version
 * restored. Each answers 303 back to its page, or the form again with 400 (409 when someone
 * else saved in between) and every error.
 */
import express, { Router, type RequestHandler, type Response } from 'express'
import { settingsFromForm, withClosure, type FormBody } from '#app/domain/settings/form'
import { SETTINGS_MESSAGES } from '#app/domain/settings/messages'
import { formValues } from '#app/domain/form-body'
import type { ConsolePageRenderer } from '../http/console-pages'
import { requireActor } from '../operators'
import type { Services } from '../services'

interface SettingsConsoleOptions {
  services: Services
  guard: RequestHandler[]
  render: ConsolePageRenderer
}

const owner = requireActor({ role: 'owner' })
const actorOf = (res: Response) => res.locals.actor!
const CHECK_FIELDS = 'Check the fields marked below.'

const basedOnOf = (body: FormBody) => {
  const value = typeof body.basedOn === 'string' ? body.basedOn : ''
  return /^\d{1,12}$/.test(value) ? Number(value) : -1
}

export function settingsConsoleRoutes({ services, guard, render }: SettingsConsoleOptions): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 300 })
  const bodyOf = (body: unknown): FormBody => (typeof body === 'object' && body !== null ? (body as FormBody) : {})
  const stale = { formError: SETTINGS_MESSAGES.stale, errors: {} }

  router.post('/admin/settings', owner, form, ...guard, async (req, res) => {
    const body = bodyOf(req.body)
    const current = await services.settings.current()
    const validation = settingsFromForm(body, current.settings)
    if (!validation.ok) return render(req, res, 400, { form: { values: formValues(body), errors: validation.fields, formError: CHECK_FIELDS } })
    const result = await services.settings.save(actorOf(res), validation.value, { basedOn: basedOnOf(body) })
    if (!result.ok) return render(req, res, 409, { form: { values: formValues(body), ...stale } })
    res.redirect(303, `/admin/settings?notice=${result.changed ? 'settings-saved' : 'unchanged'}`)
  })

  router.post('/admin/settings/closures', owner, form, ...guard, async (req, res) => {
    const body = bodyOf(req.body)
    const current = await services.settings.current()
    const validation = withClosure(current.settings, body)
    const values = { ...formValues(body), closureForm: 'add' }
    if (!validation.ok) return render(req, res, 400, { url: '/admin/settings', form: { values, errors: validation.fields, formError: CHECK_FIELDS } })
    const result = await services.settings.save(actorOf(res), validation.value, { basedOn: basedOnOf(body) })
    if (!result.ok) return render(req, res, 409, { url: '/admin/settings', form: { values, ...stale } })
    res.redirect(303, '/admin/settings?notice=closure-added#closures')
  })

  router.post('/admin/settings/closures/remove', owner, form, ...guard, async (req, res) => {
    const body = bodyOf(req.body)
    const index = typeof body.index === 'string' && /^\d{1,3}$/.test(body.index) ? Number(body.index) : -1
    const current = await services.settings.current()
    if (index < 0 || index >= current.settings.closures.length) return render(req, res, 404, { url: '/admin/settings' })
    const closures = current.settings.closures.filter((_, i) => i !== index)
    const result = await services.settings.save(actorOf(res), { ...current.settings, closures }, { basedOn: basedOnOf(body) })
    if (!result.ok) return render(req, res, 409, { url: '/admin/settings', form: { values: {}, ...stale } })
    res.redirect(303, '/admin/settings?notice=closure-removed#closures')
  })

  router.post('/admin/settings/versions/:id/restore', owner, form, ...guard, async (req, res) => {
    const id = /^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : -1
    const result = await services.settings.restore(actorOf(res), id)
    if (!result.ok) {
      if (result.status === 404) return render(req, res, 404, { url: '/admin/settings/versions' })
      return render(req, res, result.status, { url: '/admin/settings/versions', form: { values: {}, errors: {}, formError: result.error } })
    }
    res.redirect(303, `/admin/settings/versions?notice=${result.changed ? 'settings-restored' : 'unchanged'}`)
  })

  return router
}
