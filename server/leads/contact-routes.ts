import { Router, type Request, type Response } from 'express'
import { CONTACT_FIELDS, LIMITS, VALIDATION_ERROR, validateContact, type ContactErrors } from '#app/domain/leads/contact'
import { VISIT_FIELDS } from '#app/domain/leads/visit'
import type { LeadSource } from '#app/domain/leads/lead'
import type { ContactFormState } from '#app/renderer/types'
import { API_TYPES, callablePhone, FORM_TYPES, INTAKE_MESSAGES, leadIntake, type LeadIntake, type LeadIntakeOptions, type Respond } from './intake'

export const MESSAGES = INTAKE_MESSAGES

export interface ContactRoutesOptions extends LeadIntakeOptions {
  /** The protections and limiter shared with the enquiry forms; absent: the contact form's own. */
  intake?: LeadIntake
  /** Renders the contact page again (no-JavaScript post) with the visitor's input and the errors. */
  renderContactPage: (req: Request, res: Response, status: number, form: ContactFormState) => Promise<void>
}

type Outcome = { kind: 'honeypot'; id: string } | { kind: 'invalid'; fields: ContactErrors } | { kind: 'stored'; id: string }

/** What the form sent, as strings, cut to the field limits: safe to show again (the visit's hidden fields too). */
function echoValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {}
  if (!body || typeof body !== 'object') return values
  for (const field of CONTACT_FIELDS) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, field === 'message' ? LIMITS.message : LIMITS.name * 3)
  }
  for (const field of VISIT_FIELDS) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value.slice(0, 1000)
  }
  return values
}

export function contactRoutes(options: ContactRoutesOptions): Router {
  const intake = options.intake ?? leadIntake(options)
  const log = options.logger.child({ component: 'contact' })
  const router = Router()

  async function accept(req: Request, source: LeadSource): Promise<Outcome> {
    const body: unknown = req.body
    if (intake.isTrap(body, source)) return { kind: 'honeypot', id: intake.fakeId() }
    const result = validateContact(body)
    if (!result.ok) return { kind: 'invalid', fields: result.fields }
    const id = await intake.store(result.value, source, body, req)
    return { kind: 'stored', id }
  }

  // API: JSON in, JSON out.
  const apiError: Respond = (status, error) => (_req, res) => {
    res.status(status).json({ error })
  }
  // Form: the contact page again, with a message for the whole form.
  const formError: Respond = (status, error) => (req, res) => {
    void options.renderContactPage(req, res, status, { values: echoValues(req.body), errors: {}, formError: error })
  }

  router.post(
    '/api/contact',
    ...intake.guards(apiError, API_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'api')
      } catch (err) {
        log.error({ err }, 'lead could not be stored')
        res.status(500).json({ error: MESSAGES.storeFailed(await callablePhone(options.services)) })
        return
      }
      if (outcome.kind === 'invalid') {
        res.status(400).json({ error: VALIDATION_ERROR, fields: outcome.fields })
        return
      }
      res.status(201).json({ id: outcome.id })
    },
    intake.bodyErrors((status, error) => (_req, res) => {
      res.status(status).json(status === 400 ? { error, fields: {} } : { error })
    }),
  )
  router.all('/api/contact', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' })
  })

  router.post(
    '/contact',
    ...intake.guards(formError, FORM_TYPES),
    async (req: Request, res: Response) => {
      let outcome: Outcome
      try {
        outcome = await accept(req, 'form')
      } catch (err) {
        log.error({ err }, 'lead could not be stored')
        await options.renderContactPage(req, res, 500, { values: echoValues(req.body), errors: {}, formError: MESSAGES.storeFailed(await callablePhone(options.services)) })
        return
      }
      if (outcome.kind === 'invalid') {
        await options.renderContactPage(req, res, 400, { values: echoValues(req.body), errors: outcome.fields, formError: VALIDATION_ERROR })
        return
      }
      res.redirect(303, '/thank-you')
    },
    intake.bodyErrors(formError),
  )

  return router
}
