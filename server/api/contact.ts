import { randomUUID } from 'node:crypto'
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import type { Logger } from 'pino'
import { business } from '../../data/business'
import { CONTACT_FIELDS, HONEYPOT_FIELD, LIMITS, VALIDATION_ERROR, validateContact, type ContactErrors } from '../../data/contact'
import type { LeadSource } from '../../data/leads'
import type { ContactFormState } from '../../renderer/types'
import { BODY_LIMIT, requireContentType, sameOriginOnly } from '../security'
import type { Services } from '../services'

export const MESSAGES = {
  crossSite: 'Cross-site form submissions are not allowed.',
  contentType: 'Send the message as JSON (application/json) or as a form (application/x-www-form-urlencoded).',
  tooLarge: 'The message is too large.',
  malformed: 'The request body could not be read.',
  rateLimited: `You have sent several messages already. Please wait a while before sending another, or call us at ${business.phones.main.display}.`,
  storeFailed: `Your message could not be saved right now. Please try again, or call us at ${business.phones.main.display}.`,
} as const

export interface ContactRoutesOptions {
  services: Services
  publicOrigin: string
  /** Accepted messages per IP per hour. */
  rateLimitPerHour: number
  /** Where the counts live; absent: this process's memory. Cluster workers share the primary's. */
  rateLimitStore?: Store
  logger: Logger
  /** Wakes the mail outbox after a lead is stored. */
  onLeadStored?: () => void
  /** Renders the contact page again (no-JavaScript post) with the visitor's input and the errors. */
  renderContactPage: (req: Request, res: Response, status: number, form: ContactFormState) => Promise<void>
}

type Outcome = { kind: 'honeypot'; id: string } | { kind: 'invalid'; fields: ContactErrors } | { kind: 'stored'; id: string }

const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded']

/** What the form sent, as strings, cut to the field limits: safe to show again. */
function echoValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (!body || typeof body !== 'object') return values
  for (const field of CONTACT_FIELDS) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, field === 'message' ? LIMITS.message : LIMITS.name * 3)
  }
  return values
}

export function contactRoutes(options: ContactRoutesOptions): Router {
  const { services, logger } = options
  const log = logger.child({ component: 'contact' })
  const router = Router()

  async function accept(body: unknown, source: LeadSource): Promise<Outcome> {
    const trap = body && typeof body === 'object' ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
    if (typeof trap === 'string' && trap.trim() !== '') {
      log.info({ source }, 'honeypot filled; message dropped')
      return { kind: 'honeypot', id: randomUUID() }
    }
    const result = validateContact(body)
    if (!result.ok) return { kind: 'invalid', fields: result.fields }
    const id = await services.leads.create(result.value, source)
    log.info({ leadId: id, source, interest: result.value.interest }, 'lead stored')
    options.onLeadStored?.()
    return { kind: 'stored', id }
  }

  // API: JSON in, JSON out.
  const apiError = (status: number, error: string) => (_req: Request, res: Response) => {
    res.status(status).json({ error })
  }
  // Form: the contact page again, with a message for the whole form.
  const formError =
    (status: number, error: string) =>
    (req: Request, res: Response): void => {
      void options.renderContactPage(req, res, status, { values: echoValues(req.body), errors: {}, formError: error })
    }

  // One limiter, so a visitor has one count across the API and the form.
  const limiter = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: options.rateLimitPerHour,
    store: options.rateLimitStore,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Count accepted messages only: a visitor fixing a typo is not penalised.
    skipFailedRequests: true,
    handler: (req, res) => {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 3600
      res.setHeader('Retry-After', String(seconds))
      const respond = req.path.startsWith('/api/') ? apiError : formError
      respond(429, MESSAGES.rateLimited)(req, res)
    },
  })

  const bodyErrors =
    (respond: (status: number, error: string) => (req: Request, res: Response) => void): ErrorRequestHandler =>
    (err: { type?: string; status?: number }, req, res, next) => {
      if (err.type === 'entity.too.large') return respond(413, MESSAGES.tooLarge)(req, res)
      if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') return respond(415, MESSAGES.contentType)(req, res)
      if (err.status === 400 || err.type === 'entity.parse.failed' || err.type === 'request.aborted') {
        return respond(400, MESSAGES.malformed)(req, res)
      }
      next(err)
    }

  const parsers = [express.json({ limit: BODY_LIMIT, strict: false }), express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 50 })]

  router.post(
    '/api/contact',
    sameOriginOnly(options.publicOrigin, apiError(403, MESSAGES.crossSite)),
    requireContentType(ACCEPTED_TYPES, apiError(415, MESSAGES.contentType)),
    ...parsers,
    limiter,
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req.body, 'api')
      } catch (err) {
        log.error({ err }, 'lead could not be stored')
        res.status(500).json({ error: MESSAGES.storeFailed })
        return
      }
      if (outcome.kind === 'invalid') {
        res.status(400).json({ error: VALIDATION_ERROR, fields: outcome.fields })
        return
      }
      res.status(201).json({ id: outcome.id })
    },
    bodyErrors((status, error) => (_req, res) => {
      res.status(status).json(status === 400 ? { error, fields: {} } : { error })
    }),
  )
  router.all('/api/contact', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' })
  })

  router.post(
    '/contact',
    sameOriginOnly(options.publicOrigin, formError(403, MESSAGES.crossSite)),
    requireContentType(['application/x-www-form-urlencoded'], formError(415, MESSAGES.contentType)),
    ...parsers,
    limiter,
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req.body, 'form')
      } catch (err) {
        log.error({ err }, 'lead could not be stored')
        await options.renderContactPage(req, res, 500, { values: echoValues(req.body), errors: {}, formError: MESSAGES.storeFailed })
        return
      }
      if (outcome.kind === 'invalid') {
        await options.renderContactPage(req, res, 400, { values: echoValues(req.body), errors: outcome.fields, formError: VALIDATION_ERROR })
        return
      }
      res.redirect(303, '/thank-you')
    },
    bodyErrors(formError),
  )

  return router
}
