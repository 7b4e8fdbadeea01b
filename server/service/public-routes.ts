/**
 * The public side of service bookings:
 *
 *   GET  /api/service/slots?from=YYYY-MM-DD&days=N   200 { from, days, windows: [{ id, day, from, to, capacity, free }] }, 400 { error, fields }
 *   POST /api/service/bookings   JSON or urlencoded: 201 { reference, … }, 409 { error, nearest } (the window filled
 *                                meanwhile, or is no longer open), 400 { error, fields }, 403, 413, 415, 429 (the lead forms' limit)
 *   POST /enquiries/service      the no-JavaScript form (on /services and /enquiries/service): 303 to the booked
 *                                page, or /enquiries/service again with the input and the messages (400, 409, 429)
 *   POST /api/service/bookings/:reference/cancel  { token }: 200, 403 (bad link), 404, 409 (begun, not active)
 *   POST /api/service/bookings/:reference/move    { token, window }: 200, 400 (choose: no other window), 403, 404, 409 (full, gone, begun, not active)
 *   POST /services/booking       the customer's page's forms (action cancel or move): 303 back to it with the outcome
 *
 * Posts share the lead forms' protections and limiter (server/leads/intake.ts): a booking is
 * a lead of kind service too.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import { dealerToday } from '#app/domain/bookings/days'
import { BOOKING_FIELDS, SERVICE_MESSAGES, validateBooking, validateSlotsQuery } from '#app/domain/bookings/service-booking'
import type { WindowRoom } from '#app/domain/bookings/service-windows'
import { VISIT_FIELDS } from '#app/domain/leads/visit'
import type { LeadSource } from '#app/domain/leads/lead'
import type { ServiceFormState } from '#app/renderer/types'
import { API_TYPES, callablePhone, FORM_TYPES, INTAKE_MESSAGES, type LeadIntake, type Respond } from '../leads'
import { BODY_LIMIT, sameOriginOnly } from '../http/security'
import type { Services } from '../services'
import { isBookingReference } from './bookings'
import { BOOKING_PAGE } from './links'
import { ServiceError, windowIdOf, type ServiceBooking } from './model'

export interface ServicePublicRoutesOptions {
  services: Services
  intake: LeadIntake
  logger: Logger
  publicOrigin: string
  /** Renders /enquiries/service again (no-JavaScript post) with the input and the messages. */
  renderBookingPage: (req: Request, res: Response, status: number, form: ServiceFormState) => Promise<void>
  now?: () => number
}

export const bookedPath = (reference: string) => `/services/booked?ref=${reference}`

export const windowAnswer = (w: WindowRoom) => ({ id: w.id, day: w.day, from: w.from, to: w.to, capacity: w.capacity, free: w.free })

export function bookingAnswer(b: ServiceBooking) {
  return { reference: b.id, status: b.status, window: { id: windowIdOf(b), day: b.day, from: b.from, to: b.to }, booked: bookedPath(b.id) }
}

function echo(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (!body || typeof body !== 'object') return values
  for (const field of [...BOOKING_FIELDS, 'requestKey', ...VISIT_FIELDS]) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, field === 'note' || field === 'problem' ? 5000 : 300)
  }
  return values
}

type Outcome =
  | { kind: 'trap' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'full'; nearest: WindowRoom[] }
  | { kind: 'gone'; nearest: WindowRoom[] }
  | { kind: 'booked'; booking: ServiceBooking; repeated: boolean }

export function servicePublicRoutes(options: ServicePublicRoutesOptions): Router {
  const { services, intake } = options
  const log = options.logger.child({ component: 'service' })
  const now = options.now ?? Date.now
  const router = Router()

  const live: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  }

  router.get('/api/service/slots', live, async (req, res, next) => {
    try {
      const check = validateSlotsQuery(req.query as Record<string, unknown>, dealerToday(now()))
      if (!check.ok) return void res.status(400).json({ error: SERVICE_MESSAGES.invalid, fields: check.fields })
      const windows = await services.serviceBookings.slots(check.value.from, check.value.days)
      res.json({ from: check.value.from, days: check.value.days, windows: windows.filter((w) => w.free > 0).map(windowAnswer) })
    } catch (err) {
      next(err)
    }
  })

  async function accept(req: Request, source: LeadSource): Promise<Outcome> {
    const body: unknown = req.body
    if (intake.isTrap(body, source)) return { kind: 'trap' }
    const check = validateBooking(body)
    if (!check.ok) return { kind: 'invalid', fields: check.fields }
    const { visit, submissionKey } = intake.visitOf(body, req)
    const outcome = await services.serviceBookings.book(check.value, { source, visit, submissionKey: check.value.requestKey ?? submissionKey, messages: { adf: intake.messages.adf } })
    if (outcome.kind === 'full' || outcome.kind === 'gone') {
      log.info({ window: check.value.window, outcome: outcome.kind }, 'service booking refused: no room')
      return outcome
    }
    if (!outcome.repeated) {
      log.info({ reference: outcome.booking.id, window: check.value.window }, 'service booking stored')
      intake.stored()
    }
    return outcome
  }

  const apiError: Respond = (status, error) => (_req, res) => {
    res.status(status).json(status === 400 ? { error, fields: {} } : { error })
  }
  const formError: Respond = (status, error) => (req, res) => {
    void options.renderBookingPage(req, res, status, { values: echo(req.body), errors: {}, formError: error })
  }
  const refusal = (kind: 'full' | 'gone') => (kind === 'full' ? SERVICE_MESSAGES.full : SERVICE_MESSAGES.gone)

  router.post(
    '/api/service/bookings',
    ...intake.guards(apiError, API_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'api')
      } catch (err) {
        if (err instanceof ServiceError && err.status === 400) return void res.status(400).json({ error: err.message, fields: {} })
        log.error({ err }, 'service booking could not be stored')
        return void res.status(500).json({ error: INTAKE_MESSAGES.storeFailed(await callablePhone(services)) })
      }
      if (outcome.kind === 'trap') return void res.status(201).json({ reference: 'S0000000', status: 'booked' })
      if (outcome.kind === 'invalid') return void res.status(400).json({ error: SERVICE_MESSAGES.invalid, fields: outcome.fields })
      if (outcome.kind === 'full' || outcome.kind === 'gone') return void res.status(409).json({ error: refusal(outcome.kind), nearest: outcome.nearest.map(windowAnswer) })
      res.status(outcome.repeated ? 200 : 201).json(bookingAnswer(outcome.booking))
    },
    intake.bodyErrors(apiError),
  )
  router.all('/api/service/bookings', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' })
  })

  router.post(
    '/enquiries/service',
    ...intake.guards(formError, FORM_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'form')
      } catch (err) {
        const known = err instanceof ServiceError && err.status === 400
        if (!known) log.error({ err }, 'service booking could not be stored')
        return void options.renderBookingPage(req, res, known ? 400 : 500, { values: echo(req.body), errors: {}, formError: known ? (err as Error).message : INTAKE_MESSAGES.storeFailed(await callablePhone(services)) })
      }
      if (outcome.kind === 'trap') return void res.redirect(303, '/services/booked')
      if (outcome.kind === 'invalid') return void options.renderBookingPage(req, res, 400, { values: echo(req.body), errors: outcome.fields, formError: SERVICE_MESSAGES.invalid })
      if (outcome.kind === 'full' || outcome.kind === 'gone') {
        const values = echo(req.body)
        delete values.window
        return void options.renderBookingPage(req, res, 409, { values, errors: { window: refusal(outcome.kind) }, formError: refusal(outcome.kind), nearest: outcome.nearest.map(windowAnswer) })
      }
      res.redirect(303, bookedPath(outcome.booking.id))
    },
    intake.bodyErrors(formError),
  )

  // The customer's cancel and move, through the signed link in their e-mails.
  const linkParsers = [sameOriginOnly(options.publicOrigin, (_req, res) => void res.status(403).json({ error: INTAKE_MESSAGES.crossSite })), express.json({ limit: BODY_LIMIT }), express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 10 })]

  async function customerChange(reference: string, token: unknown, action: 'cancel' | 'move', window?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    if (!isBookingReference(reference)) return { status: 404, body: { error: 'No such booking' } }
    if (!(await services.serviceLinks.verify(reference, token))) return { status: 403, body: { error: 'This link is not valid' } }
    try {
      const { verdict, booking } = action === 'cancel' ? await services.serviceBookings.cancelByCustomer(reference) : await services.serviceBookings.moveByCustomer(reference, typeof window === 'string' ? window : '')
      if (verdict === 'not-found') return { status: 404, body: { error: 'No such booking' } }
      if (verdict === 'ok') {
        log.info({ reference, action }, 'service booking changed by the customer')
        intake.stored()
        return { status: 200, body: bookingAnswer(booking!) }
      }
      return { status: 409, body: { error: verdict, status: booking!.status } }
    } catch (err) {
      if (err instanceof ServiceError) {
        // What went wrong, as a word the customer's page words for them: no (other) window chosen, one no longer open, or one just filled.
        const error = err.status === 400 ? 'choose' : err.message === SERVICE_MESSAGES.gone ? 'gone' : 'full'
        return { status: err.status, body: { error, message: err.message, nearest: (await services.serviceBookings.nearest(now())).map(windowAnswer) } }
      }
      throw err
    }
  }

  for (const action of ['cancel', 'move'] as const) {
    router.post(`/api/service/bookings/:reference/${action}`, ...linkParsers, async (req, res, next) => {
      try {
        const body = (req.body ?? {}) as Record<string, unknown>
        const result = await customerChange(String(req.params.reference), body.token, action, body.window)
        res.status(result.status).json(result.body)
      } catch (err) {
        next(err)
      }
    })
  }

  router.post(BOOKING_PAGE, ...linkParsers, async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>
      const reference = typeof body.ref === 'string' ? body.ref : ''
      const token = typeof body.token === 'string' ? body.token : ''
      const action = body.action === 'move' ? 'move' : 'cancel'
      const result = await customerChange(reference, token, action, body.window)
      const outcome = result.status === 200 ? (action === 'cancel' ? 'cancelled' : 'moved') : result.status === 409 || result.status === 400 ? String(result.body.error) : 'invalid'
      res.redirect(303, `${BOOKING_PAGE}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}&outcome=${encodeURIComponent(outcome)}`)
    } catch (err) {
      next(err)
    }
  })

  // Live pages: the windows with room change with every booking, so no one keeps a copy.
  router.get(['/services', '/services/{*rest}', '/enquiries/service', '/enquiries/service/{*rest}'], live)

  return router
}
