/**
 * The console's rental forms (no JavaScript needed): a unit added or changed, a block added
 * or removed, a reservation's steps, and the operator's own calendar feed. Each answers 303
 * to the page it belongs to with a notice, or that page again with the messages (400, 404, 409).
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { validateBlock, validateStep, validateUnit, type UnitInput } from '#app/domain/bookings/rental-fleet'
import type { ConsolePageRenderer } from '../http/console-pages'
import { requireActor } from '../operators'
import type { Services } from '../services'
import { isReservationAction } from './admin-routes'
import { RentalError } from './model'

/** The notice keys the rental console pages know (pages/admin/rentals/notices.ts has their texts). */
export type RentalNotice = 'unit-created' | 'unit-saved' | 'unit-unchanged' | 'block-added' | 'block-removed' | 'confirmed' | 'declined' | 'cancelled' | 'checked-out' | 'returned' | 'feed-revoked'

const ACTION_NOTICE: Record<string, RentalNotice> = { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled', 'check-out': 'checked-out', return: 'returned' }

const signedIn = requireActor()

function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (typeof body === 'object' && body !== null) for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && key !== '_csrf') values[key] = value.slice(0, 2000)
  return values
}

export function rentalConsoleRoutes({ services, guard, render, publicOrigin, onMailQueued = () => {} }: { services: Services; guard: RequestHandler[]; render: ConsolePageRenderer; publicOrigin: string; onMailQueued?: () => void }): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 })
  const actorOf = (res: Response) => res.locals.actor!
  const again = (req: Request, res: Response, status: number, values: Record<string, string>, errors: Record<string, string>, formError: string, url?: string) =>
    render(req, res, status, { form: { values, errors, formError }, ...(url ? { url } : {}) })
  const refused = (req: Request, res: Response, err: unknown, values: Record<string, string>, url?: string) => {
    if (!(err instanceof RentalError)) throw err
    return again(req, res, err.status, values, err.fields, err.message, url)
  }

  router.post('/admin/rentals/units', signedIn, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const check = validateUnit({ ...values, inService: values.inService ?? 'no' })
    if (!check.ok) return again(req, res, 400, values, check.fields, 'Check the fields marked below.')
    try {
      const unit = await services.fleet.units.create(check.value as UnitInput, actorOf(res))
      res.redirect(303, `/admin/rentals/units/${unit.id}?notice=unit-created`)
    } catch (err) {
      await refused(req, res, err, values)
    }
  })

  router.post('/admin/rentals/units/:id', signedIn, form, ...guard, async (req, res) => {
    const id = Number(req.params.id)
    const values = formValues(req.body)
    const check = validateUnit({ ...values, inService: values.inService ?? 'no' })
    if (!check.ok) return again(req, res, 400, values, check.fields, 'Check the fields marked below.')
    try {
      const result = await services.fleet.units.update(id, check.value, actorOf(res))
      if (!result) return render(req, res, 404)
      res.redirect(303, `/admin/rentals/units/${id}?notice=${result.changed ? 'unit-saved' : 'unit-unchanged'}`)
    } catch (err) {
      await refused(req, res, err, values)
    }
  })

  router.post('/admin/rentals/units/:id/blocks', signedIn, form, ...guard, async (req, res) => {
    const id = Number(req.params.id)
    const values = formValues(req.body)
    const check = validateBlock({ ...values, unitId: id })
    const url = `/admin/rentals/units/${id}`
    if (!check.ok) return again(req, res, 400, values, check.fields, 'Check the fields marked below.', url)
    try {
      await services.fleet.blocks.create(check.value, actorOf(res))
      res.redirect(303, `${url}?notice=block-added`)
    } catch (err) {
      await refused(req, res, err, values, url)
    }
  })

  router.post('/admin/rentals/blocks/:id/delete', signedIn, form, ...guard, async (req, res) => {
    const unitId = Number(formValues(req.body).unitId)
    const removed = await services.fleet.blocks.remove(Number(req.params.id), actorOf(res))
    if (!removed) return render(req, res, 404, { url: '/admin/rentals/units' })
    res.redirect(303, Number.isInteger(unitId) && unitId > 0 ? `/admin/rentals/units/${unitId}?notice=block-removed` : '/admin/rentals/units?notice=block-removed')
  })

  router.post('/admin/rentals/reservations/:id/:action', signedIn, form, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const action = req.params.action
    const url = `/admin/rentals/reservations/${encodeURIComponent(id)}`
    if (!isReservationAction(action)) return render(req, res, 404, { url })
    const values = { ...formValues(req.body), action }
    const check = validateStep(values, { needsReason: action === 'decline' || action === 'cancel' })
    if (!check.ok) return again(req, res, 400, values, check.fields, 'Check the fields marked below.', url)
    try {
      await services.reservations.act(id, action, check.value, actorOf(res))
      onMailQueued()
      res.redirect(303, `${url}?notice=${ACTION_NOTICE[action]}`)
    } catch (err) {
      await refused(req, res, err, values, url)
    }
  })

  // The operator's own feed: a new token shown once on the page that made it, or revoked.
  router.post('/admin/rentals/feed', signedIn, form, ...guard, async (req, res) => {
    const actor = actorOf(res)
    if (actor.kind !== 'operator') return void res.status(403).type('text/plain').send('A calendar feed belongs to a signed-in operator.')
    const token = await services.rentalFeeds.create(actor.id, actor)
    await render(req, res, 200, { url: '/admin/rentals/feed', form: { values: { feedUrl: `${publicOrigin}/api/admin/rentals.ics?token=${token}` }, errors: {} } })
  })

  router.post('/admin/rentals/feed/revoke', signedIn, form, ...guard, async (_req, res) => {
    const actor = actorOf(res)
    if (actor.kind !== 'operator') return void res.status(403).type('text/plain').send('A calendar feed belongs to a signed-in operator.')
    await services.rentalFeeds.revoke(actor.id, actor)
    res.redirect(303, '/admin/rentals/feed?notice=feed-revoked')
  })

  return router
}
