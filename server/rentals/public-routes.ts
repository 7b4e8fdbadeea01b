/**
 * The public side of rentals:
 *
 *   GET  /api/rentals/availability?plan=&start=YYYY-MM-DD&days=N
 *        200 { available, units, price, quote, nextAvailable }, 400 { error, fields }
 *   GET  /api/rentals/calendar?plan=&month=YYYY-MM      200 { plan, month, units, days: [{ date, free, bookable }] }, 400
 *   POST /api/rentals/reservations   JSON or urlencoded: 201 { reference, … }, 409 { error, nextAvailable },
 *                                    400 { error, fields }, 403, 413, 415, 429 (the lead forms' limit)
 *   POST /rentals/reserve            the no-JavaScript form: 303 to the thank-you page, or the form again (400, 409, 429)
 *   POST /api/rentals/reservations/:reference/cancel   { token }: 200, 403 (bad link), 404, 409 (too late, not active)
 *   POST /rentals/cancel             the cancel page's form: 303 back to it, which shows the outcome
 *
 * Posts share the lead forms' protections and limiter (server/leads/intake.ts): a reservation
 * is a lead of kind rental too.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import { dealerToday } from '#app/domain/bookings/days'
import { isLiveRentalUrl, RENTAL_MESSAGES, RESERVATION_FIELDS, validateAvailability, validateCalendar, validateReservation, type ReservationRequest } from '#app/domain/bookings/rental-request'
import { VISIT_FIELDS } from '#app/domain/leads/visit'
import type { RentalFormState } from '#app/renderer/types'
import { API_TYPES, callablePhone, FORM_TYPES, INTAKE_MESSAGES, type LeadIntake, type Respond } from '../leads'
import { sameOriginOnly, BODY_LIMIT } from '../http/security'
import type { Services } from '../services'
import type { LeadSource } from '#app/domain/leads/lead'
import { isReference } from './reservations'
import type { Reservation } from './model'

export interface RentalPublicRoutesOptions {
  services: Services
  intake: LeadIntake
  logger: Logger
  publicOrigin: string
  /** Renders the reservation page again (no-JavaScript post) with the input and the messages. */
  renderReservePage: (req: Request, res: Response, status: number, form: RentalFormState) => Promise<void>
  /** The clock (tests). */
  now?: () => number
}

export const thankYouPath = (reference: string) => `/rentals/thank-you?ref=${reference}`

/** What the API answers about a new reservation. */
export function reservationAnswer(r: Reservation) {
  return { reference: r.id, status: r.status, plan: r.plan, start: r.startDay, days: r.days, price: r.price, holdUntil: new Date(r.holdUntil).toISOString(), thankYou: thankYouPath(r.id) }
}

/** What the form sent, as strings cut to sane lengths: safe to show again. */
function echo(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (!body || typeof body !== 'object') return values
  for (const field of [...RESERVATION_FIELDS, 'requestKey', ...VISIT_FIELDS]) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, field === 'note' ? 2000 : 300)
  }
  return values
}

type Outcome = { kind: 'trap' } | { kind: 'invalid'; fields: Record<string, string> } | { kind: 'full'; nextAvailable: string[] } | { kind: 'reserved'; reservation: Reservation; repeated: boolean }

export function rentalPublicRoutes(options: RentalPublicRoutesOptions): Router {
  const { services, intake } = options
  const log = options.logger.child({ component: 'rentals' })
  const now = options.now ?? Date.now
  const router = Router()
  const today = () => dealerToday(now())

  const live: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  }

  router.get('/api/rentals/availability', live, async (req, res, next) => {
    try {
      const check = validateAvailability(req.query, today())
      if (!check.ok) return void res.status(400).json({ error: RENTAL_MESSAGES.invalid, fields: check.fields })
      res.json(await services.rentalAvailability.availability(check.value, today()))
    } catch (err) {
      next(err)
    }
  })

  router.get('/api/rentals/calendar', live, async (req, res, next) => {
    try {
      const check = validateCalendar(req.query)
      if (!check.ok) return void res.status(400).json({ error: RENTAL_MESSAGES.invalid, fields: check.fields })
      res.json(await services.rentalAvailability.month(check.value.plan, check.value.month, today()))
    } catch (err) {
      next(err)
    }
  })

  async function accept(req: Request, source: LeadSource): Promise<Outcome> {
    const body: unknown = req.body
    if (intake.isTrap(body, source)) return { kind: 'trap' }
    const check = validateReservation(body, today())
    if (!check.ok) return { kind: 'invalid', fields: check.fields }
    const request: ReservationRequest = check.value
    const { visit, submissionKey } = intake.visitOf(body, req)
    const outcome = await services.reservations.reserve(request, { source, visit, submissionKey: request.requestKey ?? submissionKey, messages: { adf: intake.messages.adf } })
    if (outcome.kind === 'full') {
      const { nextAvailable } = await services.rentalAvailability.availability(request, today())
      log.info({ plan: request.plan, start: request.start, days: request.days }, 'reservation refused: no cart free')
      return { kind: 'full', nextAvailable }
    }
    if (!outcome.repeated) {
      log.info({ reference: outcome.reservation.id, plan: request.plan, unitId: outcome.reservation.unitId }, 'reservation stored')
      intake.stored()
    }
    return outcome
  }

  const apiError: Respond = (status, error) => (_req, res) => {
    res.status(status).json(status === 400 ? { error, fields: {} } : { error })
  }
  const formError: Respond = (status, error) => (req, res) => {
    void options.renderReservePage(req, res, status, { values: echo(req.body), errors: {}, formError: error })
  }

  router.post(
    '/api/rentals/reservations',
    ...intake.guards(apiError, API_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'api')
      } catch (err) {
        if ((err as { status?: number }).status === 400) return void res.status(400).json({ error: (err as Error).message, fields: {} })
        log.error({ err }, 'reservation could not be stored')
        return void res.status(500).json({ error: INTAKE_MESSAGES.storeFailed(await callablePhone(services)) })
      }
      if (outcome.kind === 'trap') return void res.status(201).json({ reference: 'R0000000', status: 'requested' })
      if (outcome.kind === 'invalid') return void res.status(400).json({ error: RENTAL_MESSAGES.invalid, fields: outcome.fields })
      if (outcome.kind === 'full') return void res.status(409).json({ error: RENTAL_MESSAGES.noCart, nextAvailable: outcome.nextAvailable })
      res.status(outcome.repeated ? 200 : 201).json(reservationAnswer(outcome.reservation))
    },
    intake.bodyErrors(apiError),
  )
  router.all('/api/rentals/reservations', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' })
  })

  router.post(
    '/rentals/reserve',
    ...intake.guards(formError, FORM_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'form')
      } catch (err) {
        const known = (err as { status?: number }).status === 400
        if (!known) log.error({ err }, 'reservation could not be stored')
        return void options.renderReservePage(req, res, known ? 400 : 500, { values: echo(req.body), errors: {}, formError: known ? (err as Error).message : INTAKE_MESSAGES.storeFailed(await callablePhone(services)) })
      }
      if (outcome.kind === 'trap') return void res.redirect(303, '/rentals/thank-you')
      if (outcome.kind === 'invalid') return void options.renderReservePage(req, res, 400, { values: echo(req.body), errors: outcome.fields, formError: RENTAL_MESSAGES.invalid })
      if (outcome.kind === 'full') return void options.renderReservePage(req, res, 409, { values: echo(req.body), errors: {}, formError: RENTAL_MESSAGES.noCart, nextAvailable: outcome.nextAvailable })
      res.redirect(303, thankYouPath(outcome.reservation.id))
    },
    intake.bodyErrors(formError),
  )

  // The renter's cancellation, through the signed link in their e-mail.
  const cancelParsers = [sameOriginOnly(options.publicOrigin, (_req, res) => void res.status(403).json({ error: INTAKE_MESSAGES.crossSite })), express.json({ limit: BODY_LIMIT }), express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 10 })]

  async function cancel(reference: string, token: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    if (!isReference(reference)) return { status: 404, body: { error: 'No such reservation' } }
    if (!(await services.reservationLinks.verifyCancel(reference, token))) return { status: 403, body: { error: 'This cancel link is not valid' } }
    const { verdict, reservation } = await services.reservations.cancelByRenter(reference)
    if (verdict === 'not-found') return { status: 404, body: { error: 'No such reservation' } }
    if (verdict === 'ok') {
      log.info({ reference }, 'reservation cancelled by the renter')
      intake.stored()
      return { status: 200, body: { reference, status: reservation!.status } }
    }
    return { status: 409, body: { error: verdict === 'too-late' ? 'Too late to cancel online: please call us' : 'This reservation is no longer active', status: reservation!.status } }
  }

  router.post('/api/rentals/reservations/:reference/cancel', ...cancelParsers, async (req, res, next) => {
    try {
      const result = await cancel(String(req.params.reference), (req.body as Record<string, unknown> | undefined)?.token)
      res.status(result.status).json(result.body)
    } catch (err) {
      next(err)
    }
  })

  router.post('/rentals/cancel', ...cancelParsers, async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>
      const reference = typeof body.ref === 'string' ? body.ref : ''
      const token = typeof body.token === 'string' ? body.token : ''
      const result = await cancel(reference, token)
      const outcome = result.status === 200 ? 'cancelled' : result.status === 409 ? 'refused' : 'invalid'
      res.redirect(303, `/rentals/cancel?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}&outcome=${outcome}`)
    } catch (err) {
      next(err)
    }
  })

  // Live pages: what they show changes with every reservation, so no one keeps a copy.
  router.get(['/rentals', '/rentals/{*rest}'], (req, _res, next) => {
    if (isLiveRentalUrl(req.path, new URL(req.originalUrl, 'http://localhost').searchParams)) _res.set('Cache-Control', 'no-store')
    next()
  })

  return router
}

