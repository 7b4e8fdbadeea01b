/**
 * The rental fleet and calendar for integrations and the console's scripts (/api/admin/rentals…,
 * JSON and CSV), and each staff member's iCalendar feed:
 *
 *   GET    /api/admin/rentals/units                 { units }
 *   POST   /api/admin/rentals/units                 201 unit, 400, 409 (name taken)
 *   PATCH  /api/admin/rentals/units/:id             200 unit, 400, 404, 409
 *   GET    /api/admin/rentals/blocks?unit=          { blocks }
 *   POST   /api/admin/rentals/blocks                201 block, 400, 404, 409 (the unit is held)
 *   DELETE /api/admin/rentals/blocks/:id            204, 404
 *   GET    /api/admin/rentals/reservations?from=&to=&all=1   { reservations }
 *   GET    /api/admin/rentals/reservations.csv?from=&to=     text/csv
 *   GET    /api/admin/rentals/reservations/:ref     reservation with its unit and history
 *   POST   /api/admin/rentals/reservations/:ref/(confirm|decline|cancel|check-out|return)   200, 400, 404, 409
 *   GET    /api/admin/rentals.ics?token=            the feed (a feed token, or a signed-in actor); 401 otherwise
 *
 * Staff, owners and integration tokens alike; every change audited.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { addDays, dealerToday, isDay } from '#app/domain/bookings/days'
import { validateBlock, validateStep, validateUnit, type UnitInput } from '#app/domain/bookings/rental-fleet'
import { RESERVATION_ACTIONS, type ReservationAction } from '#app/domain/bookings/rental-reservation'
import { requireContentType } from '../http/security'
import { requireActor } from '../operators'
import type { Services } from '../services'
import { reservationsCsv } from './csv'
import { feedCalendar } from './feed'
import { RentalError } from './model'

const signedIn = requireActor()
const actorOf = (res: Response) => res.locals.actor!

const unsupported = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send JSON (Content-Type: application/json)' })
}

export const isReservationAction = (value: unknown): value is ReservationAction => typeof value === 'string' && (RESERVATION_ACTIONS as readonly string[]).includes(value)

/** A calendar range from the query: from (default today at the dealer) for `days` (default 14, at most 92). */
export function rangeOf(query: Record<string, unknown>, today: string): { from: string; to: string } | { error: string } {
  const from = query.from === undefined || query.from === '' ? today : query.from
  if (!isDay(from)) return { error: 'from must be a day (YYYY-MM-DD)' }
  if (query.to !== undefined && query.to !== '') {
    if (!isDay(query.to) || query.to <= from) return { error: 'to must be a day after from (YYYY-MM-DD)' }
    return { from, to: query.to as string }
  }
  const days = query.days === undefined || query.days === '' ? 14 : Number(query.days)
  if (!Number.isInteger(days) || days < 1 || days > 92) return { error: 'days must be 1 to 92' }
  return { from, to: addDays(from, days) }
}

function refusal(res: Response, err: unknown): boolean {
  if (!(err instanceof RentalError)) return false
  res.status(err.status).json(Object.keys(err.fields).length > 0 ? { error: err.message, fields: err.fields } : { error: err.message })
  return true
}

export function rentalsApi({ services, guard, publicOrigin, onMailQueued = () => {} }: { services: Services; guard: RequestHandler[]; publicOrigin: string; onMailQueued?: () => void }): Router {
  const router = Router()
  const json = [signedIn, requireContentType(['application/json'], unsupported), express.json({ limit: '16kb', strict: false })]
  const today = () => dealerToday()
  const { fleet, reservations } = services

  // The feed first: its own token (a calendar cannot sign in), or a signed-in actor.
  router.get('/api/admin/rentals.ics', async (req, res, next) => {
    try {
      const owner = res.locals.actor ? true : await services.rentalFeeds.operatorFor(req.query.token)
      if (!owner) return void res.status(401).type('text/plain').send('A valid calendar feed token is required')
      const from = addDays(today(), -30)
      const [list, blocks, units] = await Promise.all([reservations.between(from, addDays(today(), 400)), fleet.blocks.list({ from }), fleet.units.list()])
      res.type('text/calendar; charset=utf-8').set('Content-Disposition', 'inline; filename="rentals.ics"').send(feedCalendar(list, blocks, units, publicOrigin))
    } catch (err) {
      next(err)
    }
  })

  router.get('/api/admin/rentals/units', ...guard, async (_req, res) => {
    res.json({ units: await fleet.units.list() })
  })

  router.post('/api/admin/rentals/units', ...json, ...guard, async (req, res) => {
    const check = validateUnit(req.body)
    if (!check.ok) return void res.status(400).json({ error: 'Invalid unit', fields: check.fields })
    try {
      res.status(201).json(await fleet.units.create(check.value as UnitInput, actorOf(res)))
    } catch (err) {
      if (!refusal(res, err)) throw err
    }
  })

  router.patch('/api/admin/rentals/units/:id', ...json, ...guard, async (req, res) => {
    const check = validateUnit(req.body, { partial: true })
    if (!check.ok) return void res.status(400).json({ error: 'Invalid unit', fields: check.fields })
    try {
      const result = await fleet.units.update(Number(req.params.id), check.value, actorOf(res))
      if (!result) return void res.status(404).json({ error: 'No such unit' })
      res.json(result.unit)
    } catch (err) {
      if (!refusal(res, err)) throw err
    }
  })

  router.get('/api/admin/rentals/blocks', ...guard, async (req, res) => {
    const unitId = req.query.unit === undefined ? undefined : Number(req.query.unit)
    res.json({ blocks: await fleet.blocks.list(unitId !== undefined && Number.isInteger(unitId) ? { unitId } : {}) })
  })

  router.post('/api/admin/rentals/blocks', ...json, ...guard, async (req, res) => {
    const check = validateBlock(req.body)
    if (!check.ok) return void res.status(400).json({ error: 'Invalid block', fields: check.fields })
    try {
      res.status(201).json(await fleet.blocks.create(check.value, actorOf(res)))
    } catch (err) {
      if (!refusal(res, err)) throw err
    }
  })

  router.delete('/api/admin/rentals/blocks/:id', signedIn, ...guard, async (req, res) => {
    const removed = await fleet.blocks.remove(Number(req.params.id), actorOf(res))
    if (!removed) return void res.status(404).json({ error: 'No such block' })
    res.status(204).end()
  })

  router.get('/api/admin/rentals/reservations.csv', ...guard, async (req, res) => {
    const range = rangeOf(req.query as Record<string, unknown>, today())
    if ('error' in range) return void res.status(400).json({ error: range.error })
    const [list, units] = await Promise.all([reservations.between(range.from, range.to, { all: true }), fleet.units.list()])
    res.set('Content-Disposition', `attachment; filename="rentals-${range.from}.csv"`).type('text/csv; charset=utf-8').send(reservationsCsv(list, units))
  })

  router.get('/api/admin/rentals/reservations', ...guard, async (req, res) => {
    const range = rangeOf(req.query as Record<string, unknown>, today())
    if ('error' in range) return void res.status(400).json({ error: range.error })
    res.json({ from: range.from, to: range.to, reservations: await reservations.between(range.from, range.to, { all: req.query.all === '1' }) })
  })

  router.get('/api/admin/rentals/reservations/:id', ...guard, async (req, res) => {
    const reservation = await reservations.get(String(req.params.id))
    if (!reservation) return void res.status(404).json({ error: 'No such reservation' })
    const [unit, history] = await Promise.all([fleet.units.get(reservation.unitId), services.audit.list({ entity: 'rental_reservation', entityId: reservation.id })])
    res.json({ ...reservation, unit, history: history.reverse() })
  })

  router.post('/api/admin/rentals/reservations/:id/:action', ...json, ...guard, async (req, res) => {
    const action = req.params.action
    if (!isReservationAction(action)) return void res.status(404).json({ error: 'Not found' })
    const check = validateStep(req.body, { needsReason: action === 'decline' || action === 'cancel' })
    if (!check.ok) return void res.status(400).json({ error: 'Invalid step', fields: check.fields })
    try {
      const reservation = await reservations.act(String(req.params.id), action, check.value, actorOf(res))
      onMailQueued()
      res.json(reservation)
    } catch (err) {
      if (!refusal(res, err)) throw err
    }
  })

  return router
}
