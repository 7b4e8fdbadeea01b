/**
 * What every lead form's endpoints share (the contact form's and the enquiry forms'):
 * the cross-site check (403), the content type (415), the body limit (413), the body
 * parsers, one per-IP limiter (429 with Retry-After) counting accepted leads across all
 * of them, the honeypot, the visit's hidden fields, and storing the lead with its e-mails
 * before answering.
 */
import { randomUUID } from 'node:crypto'
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Logger } from 'pino'
import { business } from '#app/content/business'
import { HONEYPOT_FIELD, type ContactMessage } from '#app/domain/leads/contact'
import { readVisit } from '#app/domain/leads/visit'
import type { LeadExtra, LeadSource, MessagePlan } from '#app/domain/leads/lead'
import { DatabaseRateLimitStore } from '../rate-limits'
import { BODY_LIMIT, requireContentType, sameOriginOnly } from '../http/security'
import type { Services } from '../services'

export const INTAKE_MESSAGES = {
  crossSite: 'Cross-site form submissions are not allowed.',
  contentType: 'Send the message as JSON (application/json) or as a form (application/x-www-form-urlencoded).',
  tooLarge: 'The message is too large.',
  malformed: 'The request body could not be read.',
  /** With the main phone as the dealer's settings have it (`callablePhone`). */
  rateLimited: (phone: string) => `You have sent several messages already. Please wait a while before sending another, or call us at ${phone}.`,
  storeFailed: (phone: string) => `Your message could not be saved right now. Please try again, or call us at ${phone}.`,
} as const

/** The main phone as the settings have it now; the seed's when even they cannot be read (the database is what failed). */
export async function callablePhone(services: Pick<Services, 'settings'>): Promise<string> {
  try {
    return (await services.settings.current()).settings.phones.main.display
  } catch {
    return business.phones.main.display
  }
}

/** Answers a request with a status and a message (JSON for the API, the form's page again for a form post). */
export type Respond = (status: number, error: string) => (req: Request, res: Response) => void

export interface LeadIntakeOptions {
  services: Services
  publicOrigin: string
  /** Accepted leads per IP per hour, across the contact form and every enquiry form. */
  rateLimitPerHour: number
  logger: Logger
  /** Wakes the mail outbox after a lead is stored. */
  onLeadStored?: () => void
  /** Which e-mails each lead queues besides the sales notification (ADF for the CRM, the visitor's confirmation). */
  messages?: MessagePlan
}

export interface LeadIntake {
  /** Cross-site check, content type, body parsers and the shared limiter, in that order. */
  guards(respond: Respond, types: readonly string[]): RequestHandler[]
  /** Turns body-parser failures into 413, 415 or 400 answers. */
  bodyErrors(respond: Respond): ErrorRequestHandler
  /** True when the honeypot field is filled: answer as if stored, store nothing. */
  isTrap(body: unknown, source: LeadSource): boolean
  /** A made-up id for a honeypot hit, indistinguishable from a real one. */
  fakeId(): string
  /** The visit from a form's hidden fields and the proxy's request id, for a lead another feature stores itself. */
  visitOf(body: unknown, req: Request): Pick<LeadExtra, 'visit' | 'submissionKey'>
  /** Which e-mails each lead queues besides the sales notification. */
  readonly messages: MessagePlan
  /** Wakes the outbox after another feature stored a lead with its e-mails. */
  stored(): void
  /** Stores the lead with the visit from its hidden fields and the planned e-mails, then wakes the outbox. */
  store(message: ContactMessage, source: LeadSource, body: unknown, req: Request, extra?: Omit<LeadExtra, 'visit'>): Promise<string>
}

export const FORM_TYPES = ['application/x-www-form-urlencoded'] as const
export const API_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const

export function leadIntake(options: LeadIntakeOptions): LeadIntake {
  const { services } = options
  const log = options.logger.child({ component: 'leads' })
  const responders = new WeakMap<Request, Respond>()

  // One limiter for every lead endpoint, so a visitor has one count across the API and the
  // forms; counted in the database, so across every process and server too.
  const limiter = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: options.rateLimitPerHour,
    store: new DatabaseRateLimitStore({ repository: services.rateLimits, name: 'leads', logger: options.logger }),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Count accepted messages only: a visitor fixing a typo is not penalised.
    skipFailedRequests: true,
    handler: (req, res) => {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 3600
      res.setHeader('Retry-After', String(seconds))
      const respond = responders.get(req)
      void callablePhone(services).then((phone) => {
        if (respond) respond(429, INTAKE_MESSAGES.rateLimited(phone))(req, res)
        else res.status(429).json({ error: INTAKE_MESSAGES.rateLimited(phone) })
      })
    },
  })

  const parsers = [express.json({ limit: BODY_LIMIT, strict: false }), express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 50 })]

  return {
    guards(respond, types) {
      const remember: RequestHandler = (req, _res, next) => {
        responders.set(req, respond)
        next()
      }
      return [
        remember,
        sameOriginOnly(options.publicOrigin, respond(403, INTAKE_MESSAGES.crossSite)),
        requireContentType(types, respond(415, INTAKE_MESSAGES.contentType)),
        ...parsers,
        limiter,
      ]
    },
    bodyErrors: (respond) => (err: { type?: string; status?: number }, req, res, next) => {
      if (err.type === 'entity.too.large') return respond(413, INTAKE_MESSAGES.tooLarge)(req, res)
      if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') return respond(415, INTAKE_MESSAGES.contentType)(req, res)
      if (err.status === 400 || err.type === 'entity.parse.failed' || err.type === 'request.aborted') {
        return respond(400, INTAKE_MESSAGES.malformed)(req, res)
      }
      next(err)
    },
    isTrap(body, source) {
      const trap = body && typeof body === 'object' ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
      if (typeof trap === 'string' && trap.trim() !== '') {
        log.info({ source }, 'honeypot filled; message dropped')
        return true
      }
      return false
    },
    fakeId: () => randomUUID(),
    visitOf(body, req) {
      const own = [options.publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`]
      return { visit: readVisit(body, own), ...submissionKey(req) }
    },
    messages: options.messages ?? {},
    stored: () => options.onLeadStored?.(),
    async store(message, source, body, req, extra = {}) {
      const own = [options.publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`]
      const visit = readVisit(body, own)
      const id = await services.leads.create(message, source, { ...extra, visit, ...submissionKey(req) }, options.messages ?? {})
      log.info({ leadId: id, source, kind: extra.kind ?? 'contact', interest: message.interest }, 'lead stored')
      options.onLeadStored?.()
      return id
    },
  }
}

/**
 * Behind a trusted proxy (TRUST_PROXY), its id of the request: nginx sets X-Request-Id (its
 * $request_id, deploy/nginx.conf) and keeps it when it tries another replica, so a retried
 * form is stored once. Without a trusted proxy the header is the client's own and is ignored.
 */
function submissionKey(req: Request): { submissionKey?: string } {
  if (!req.app.get('trust proxy')) return {}
  const id = req.get('x-request-id')
  return id && /^[A-Za-z0-9._:-]{16,128}$/.test(id) ? { submissionKey: id } : {}
}
