/**
 * The enquiry forms: test drive, rental request, service request and trade-in.
 *
 *   POST /api/enquiries/:kind  JSON (or urlencoded): 201 { id }, 400 { error, fields }, 403, 413, 415, 429
 *   POST /enquiries/:kind      the no-JavaScript form: 303 to /thank-you/:kind, or the form's
 *                              page (/enquiries/:kind) again with the input and the messages
 *
 * Same protections, limiter and store-first outbox as the contact form (./lead-intake.ts).
 */
import { Router, type NextFunction, type Request, type Response } from 'express'
import { VALIDATION_ERROR } from '#app/domain/leads/contact'
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, enquiryFields, isEnquiryKind, validateEnquiry, type EnquiryErrors, type EnquiryKind } from '#app/domain/leads/enquiries'
import { VISIT_FIELDS } from '#app/domain/leads/visit'
import type { LeadSource } from '#app/domain/leads/lead'
import type { EnquiryFormState } from '#app/renderer/types'
import { API_TYPES, callablePhone, FORM_TYPES, INTAKE_MESSAGES, type LeadIntake, type Respond } from './intake'
import type { Services } from '../services'
import type { Logger } from 'pino'

export interface EnquiryRoutesOptions {
  services: Services
  logger: Logger
  /** The contact form's protections and limiter, shared. */
  intake: LeadIntake
  /** Renders /enquiries/:kind again (no-JavaScript post) with the visitor's input and the errors. */
  renderEnquiryPage: (req: Request, res: Response, status: number, form: EnquiryFormState) => Promise<void>
}

type Outcome = { kind: 'honeypot'; id: string } | { kind: 'invalid'; fields: EnquiryErrors } | { kind: 'stored'; id: string }

/** The path of a kind's thank-you page. */
export const thankYouPath = (kind: EnquiryKind) => `/thank-you/${kind}`

/** What the form sent, as strings, cut to sane lengths: safe to show again. */
function echoValues(kind: EnquiryKind, body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (!body || typeof body !== 'object') return values
  for (const field of [...enquiryFields(kind), 'vehicleId', ...VISIT_FIELDS]) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, field === 'message' ? ENQUIRY_LIMITS.message : 1000)
  }
  return values
}

export function enquiryRoutes(options: EnquiryRoutesOptions): Router {
  const { services, intake } = options
  const log = options.logger.child({ component: 'enquiries' })
  const router = Router()

  async function accept(kind: EnquiryKind, req: Request, source: LeadSource): Promise<Outcome> {
    const body: unknown = req.body
    if (intake.isTrap(body, source)) return { kind: 'honeypot', id: intake.fakeId() }
    const result = validateEnquiry(kind, body)
    if (!result.ok) return { kind: 'invalid', fields: result.fields }
    const { person, details, vehicleId } = result.value
    let vehicle: { id: string; name: string } | undefined
    if (vehicleId) {
      const found = await services.vehicles.get(vehicleId)
      // A test drive needs a cart on the lot; a trade-in only notes the cart it goes toward.
      if (kind === 'test-drive' && (!found || found.status === 'sold')) return { kind: 'invalid', fields: { vehicleId: ENQUIRY_MESSAGES.vehicleGone } }
      if (found) vehicle = { id: found.id, name: found.name }
    }
    const id = await intake.store(person, source, body, req, {
      kind,
      // The lead keeps the vehicle's name as the visitor saw it, whatever happens to the record later.
      details: vehicle ? { vehicleName: vehicle.name, ...details } : details,
      vehicleId: vehicle?.id,
    })
    return { kind: 'stored', id }
  }

  const kindOf = (req: Request): EnquiryKind | undefined => {
    const kind = req.params.kind
    return isEnquiryKind(kind) ? kind : undefined
  }

  const apiError: Respond = (status, error) => (_req, res) => {
    res.status(status).json(status === 400 ? { error, fields: {} } : { error })
  }
  const formError: Respond = (status, error) => (req, res) => {
    const kind = kindOf(req)!
    void options.renderEnquiryPage(req, res, status, { kind, values: echoValues(kind, req.body), errors: {}, formError: error })
  }

  router.post(
    '/api/enquiries/:kind',
    (req: Request, res: Response, next: NextFunction) => {
      if (kindOf(req)) return next()
      res.status(404).json({ error: 'Not found' })
    },
    ...intake.guards(apiError, API_TYPES),
    async (req: Request, res: Response) => {
      const kind = kindOf(req)!
      let outcome: Outcome
      try {
        outcome = await accept(kind, req, 'api')
      } catch (err) {
        log.error({ err, kind }, 'lead could not be stored')
        res.status(500).json({ error: INTAKE_MESSAGES.storeFailed(await callablePhone(options.services)) })
        return
      }
      if (outcome.kind === 'invalid') {
        res.status(400).json({ error: VALIDATION_ERROR, fields: outcome.fields })
        return
      }
      res.status(201).json({ id: outcome.id })
    },
    intake.bodyErrors(apiError),
  )
  router.all('/api/enquiries/:kind', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' })
  })

  router.post(
    '/enquiries/:kind',
    (req: Request, _res: Response, next: NextFunction) => {
      // An unknown kind falls through to the pages (404 for a POST there).
      if (kindOf(req)) return next()
      next('router')
    },
    ...intake.guards(formError, FORM_TYPES),
    async (req: Request, res: Response) => {
      const kind = kindOf(req)!
      let outcome: Outcome
      try {
        outcome = await accept(kind, req, 'form')
      } catch (err) {
        log.error({ err, kind }, 'lead could not be stored')
        await options.renderEnquiryPage(req, res, 500, { kind, values: echoValues(kind, req.body), errors: {}, formError: INTAKE_MESSAGES.storeFailed(await callablePhone(options.services)) })
        return
      }
      if (outcome.kind === 'invalid') {
        await options.renderEnquiryPage(req, res, 400, { kind, values: echoValues(kind, req.body), errors: outcome.fields, formError: VALIDATION_ERROR })
        return
      }
      res.redirect(303, thankYouPath(kind))
    },
    intake.bodyErrors(formError),
  )

  return router
}
