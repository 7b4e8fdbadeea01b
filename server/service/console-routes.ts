/**
 * The console's service desk and settings (forms work without JavaScript):
 *
 *   POST /admin/service/bookings/:id/:action   confirm, receive, start, ready, collect, cancel (reason): 303 back to the desk
 *   POST /admin/service/bookings/:id/move      { window }: 303, or the desk again with 409 when that window is full
 *   POST /admin/service/bookings/:id/notes     { notes }: 303
 *   POST /admin/service/settings               owners: the windows, notice, horizon, closed days; 303 or 400 with the messages
 *   GET  /admin/service/bookings.csv?from=&days=   the bookings of those days (signed in)
 *   GET  /api/admin/service.ics?token=         the desk's calendar feed: the operator's calendar feed token (the
 *                                              rentals' one, /admin/rentals/feed) or a signed-in actor; 401 otherwise
 *
 * Every change is audited by the repositories.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { addDays, dealerToday, isDay } from '#app/domain/bookings/days'
import { SERVICE_ACTIONS, validateSettings, type ServiceAction } from '#app/domain/bookings/service-booking'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import type { ConsolePageRenderer } from '../http/console-pages'
import { requireActor } from '../operators'
import type { Services } from '../services'
import { bookingsCsv } from './csv'
import { serviceCalendarText } from './ical'
import { ServiceError } from './model'

const signedIn = requireActor()
const ownerOnly = requireActor({ role: 'owner' })
const isAction = (value: unknown): value is ServiceAction => typeof value === 'string' && (SERVICE_ACTIONS as readonly string[]).includes(value)

function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (typeof body === 'object' && body !== null) for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && key !== '_csrf') values[key] = value.slice(0, 10_000)
  return values
}

export function serviceConsoleRoutes({ services, guard, render, onMailQueued = () => {} }: { services: Services; guard: RequestHandler[]; render: ConsolePageRenderer; onMailQueued?: () => void }): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 20 })
  const actorOf = (res: Response) => res.locals.actor!
  const deskOf = (_req: Request, values: Record<string, string>) => `/admin/service${isDay(values.day) ? `?day=${values.day}` : ''}`
  // The desk shows a refusal on the booking it concerns: `booking` names it for the page.
  const refused = (req: Request, res: Response, err: unknown, values: Record<string, string>, url: string) => {
    if (!(err instanceof ServiceError)) throw err
    return render(req, res, err.status, { url, form: { values: { ...values, booking: String(req.params.id) }, errors: err.fields, formError: err.message } })
  }

  router.post('/admin/service/bookings/:id/move', signedIn, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const url = deskOf(req, values)
    try {
      await services.serviceBookings.move(String(req.params.id), values.window ?? '', actorOf(res))
      onMailQueued()
      res.redirect(303, `${url}${url.includes('?') ? '&' : '?'}notice=moved`)
    } catch (err) {
      await refused(req, res, err, values, url)
    }
  })

  router.post('/admin/service/bookings/:id/notes', signedIn, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const url = deskOf(req, values)
    try {
      await services.serviceBookings.note(String(req.params.id), values.notes ?? '', actorOf(res))
      res.redirect(303, `${url}${url.includes('?') ? '&' : '?'}notice=noted`)
    } catch (err) {
      await refused(req, res, err, values, url)
    }
  })

  router.post('/admin/service/bookings/:id/:action', signedIn, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const url = deskOf(req, values)
    const action = req.params.action
    if (!isAction(action)) return render(req, res, 404, { url })
    try {
      await services.serviceBookings.act(String(req.params.id), action, { reason: values.reason }, actorOf(res))
      onMailQueued()
      res.redirect(303, `${url}${url.includes('?') ? '&' : '?'}notice=${action}`)
    } catch (err) {
      await refused(req, res, err, values, url)
    }
  })

  router.post('/admin/service/settings', ownerOnly, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const check = validateSettings(values)
    if (!check.ok) return render(req, res, 400, { url: '/admin/service/settings', form: { values, errors: check.fields, formError: 'Check the settings marked below.' } })
    await services.serviceSettings.save(check.value, actorOf(res))
    res.redirect(303, '/admin/service/settings?notice=saved')
  })

  router.get('/admin/service/bookings.csv', signedIn, async (req, res) => {
    const from = isDay(req.query.from) ? req.query.from : dealerToday()
    const days = Math.min(92, Math.max(1, Number(req.query.days) || 14))
    const list = await services.serviceBookings.between(from, addDays(from, days), { all: true })
    res.type('text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="service-${from}.csv"`).send(bookingsCsv(list))
  })

  router.get('/api/admin/service.ics', async (req, res, next) => {
    try {
      const owner = res.locals.actor ? true : await services.rentalFeeds.operatorFor(req.query.token)
      if (!owner) return void res.status(401).type('text/plain').send('A valid calendar feed token is required')
      const today = dealerToday()
      const list = await services.serviceBookings.between(addDays(today, -30), addDays(today, 400), { all: true })
      const events = list.map((b) => ({
        booking: b,
        summary: `Drop-off ${b.id}: ${b.make} ${b.model} (${SERVICE_BOOKING_COPY.statuses[b.status] ?? b.status})`,
        description: `${b.firstName} ${b.lastName}, ${b.phone}\n${b.problem}${b.staffNotes ? `\nNotes: ${b.staffNotes}` : ''}`,
      }))
      res.type('text/calendar; charset=utf-8').set('Content-Disposition', 'inline; filename="service.ics"').send(serviceCalendarText('Service drop-offs', events, Date.now(), { refreshMinutes: 15 }))
    } catch (err) {
      next(err)
    }
  })

  return router
}
