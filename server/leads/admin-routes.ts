/**
 * The leads desk for the console's forms (no JavaScript needed) and for integrations
 * (/api/admin/leads, JSON and CSV). Reading and working leads (status, assignee, notes,
 * export) is for every signed-in operator and API token; erasing a person's leads is for
 * owners only: it cannot be undone, it reaches every lead of that person whoever handles
 * it, and it answers a privacy request the business itself is accountable for, so neither
 * staff nor an integration's token may do it.
 *
 * URLs never carry a visitor's e-mail or phone: the erase form posts them, and its answer
 * shows only a count.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { parseLeadFilters, validateErasure, validateLeadUpdate, type ErasureSubject, type LeadFilters } from '#app/domain/leads/desk'
import { inboxView, type InboxView } from '#app/domain/leads/inbox'
import { callablePhone } from './intake'
import { requireContentType } from '../http/security'
import type { Services } from '../services'
import { requireActor } from '../operators'
import type { ConsolePageRenderer } from '../http/console-pages'
import { ADMIN_JSON_LIMIT } from '../inventory'

/** The notice keys the lead pages know (pages/admin/leads/notices.ts has their texts). */
export type LeadNotice = 'lead-saved' | 'note-added' | 'lead-unchanged' | 'lead-emailed' | 'lead-called' | 'lead-texted'

const ANSWERED: Record<string, LeadNotice> = { email: 'lead-emailed', call: 'lead-called', text: 'lead-texted' }

/**
 * One page of the inbox with each lead's cart named, as the inbox page first shows it and as its
 * live updates fetch it again (the same words both ways).
 */
export async function leadInbox(services: Pick<Services, 'leadDesk' | 'vehicleRecords' | 'settings'>, filters: LeadFilters, now = Date.now()): Promise<InboxView> {
  const [list, pulse, records, phone] = await Promise.all([services.leadDesk.list(filters), services.leadDesk.pulse(), services.vehicleRecords.list(), callablePhone(services)])
  return inboxView(list, pulse, new Map(records.map((record) => [record.id, record.name])), now, phone)
}

interface LeadRoutesOptions {
  services: Services
  /** Runs before every route: sign-in and CSRF (after body parsing). */
  guard: RequestHandler[]
  render: ConsolePageRenderer
}

/** Signed in before any body is read. */
const signedIn = requireActor()
const owner = requireActor({ role: 'owner' })
const actorOf = (res: Response) => res.locals.actor!

const unsupported = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send JSON (Content-Type: application/json)' })
}

const today = () => new Date().toISOString().slice(0, 10)

/** The admin API under /api/admin/leads. */
export function leadsApi({ services, guard }: Omit<LeadRoutesOptions, 'render'>): Router {
  const router = Router()
  const desk = services.leadDesk
  const json = [requireContentType(['application/json'], unsupported), express.json({ limit: ADMIN_JSON_LIMIT, strict: false })]
  const filtersOf = (req: Request, res: Response) => {
    const { filters, errors } = parseLeadFilters(req.query as Record<string, unknown>)
    if (Object.keys(errors).length === 0) return filters
    res.status(400).json({ error: 'Invalid filters', fields: errors })
    return undefined
  }

  router.get('/api/admin/leads.csv', ...guard, async (req, res) => {
    const filters = filtersOf(req, res)
    if (!filters) return
    const csv = await desk.csv(filters)
    res.set('Content-Disposition', `attachment; filename="leads-${today()}.csv"`).type('text/csv; charset=utf-8').send(csv)
  })

  // What the console's menu and the inbox poll for: counts and the newest lead's id. Passive:
  // it does not keep an idle session alive (server/operators/auth.ts, x-console-poll).
  router.get('/api/admin/leads/pulse', ...guard, async (_req, res) => {
    res.json(await desk.pulse())
  })

  // The inbox's rows for its filters, as the page shows them: the page's live update.
  router.get('/api/admin/leads/inbox', ...guard, async (req, res) => {
    const filters = filtersOf(req, res)
    if (!filters) return
    res.json(await leadInbox(services, filters))
  })

  router.get('/api/admin/leads', ...guard, async (req, res) => {
    const filters = filtersOf(req, res)
    if (!filters) return
    res.json({ ...(await desk.list(filters)), overdueMinutes: desk.overdueMinutes })
  })

  router.post('/api/admin/leads/erase', owner, ...json, ...guard, async (req, res) => {
    const validation = validateErasure(req.body)
    if (!validation.ok) return res.status(400).json({ error: 'Give exactly one of email or phone', fields: validation.fields })
    const counts = await desk.erase(actorOf(res), validation.value)
    res.json({ erased: counts.leads })
  })

  router.get('/api/admin/leads/:id', ...guard, async (req, res) => {
    const lead = await desk.get(String(req.params.id))
    if (!lead) return res.status(404).json({ error: 'Lead not found' })
    res.json(lead)
  })

  router.patch('/api/admin/leads/:id', signedIn, ...json, ...guard, async (req, res) => {
    const validation = validateLeadUpdate(req.body)
    if (!validation.ok) return res.status(400).json({ error: 'Invalid lead change', fields: validation.fields })
    const result = await desk.update(actorOf(res), String(req.params.id), validation.value)
    if (!result.ok) return res.status(404).json({ error: 'Lead not found' })
    res.json(result.lead)
  })

  return router
}

/** The console's form posts: a lead's pipeline and notes, and the owner's erase page. */
export function leadConsoleRoutes({ services, guard, render }: LeadRoutesOptions): Router {
  const router = Router()
  const desk = services.leadDesk
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 })
  const formValues = (body: unknown): Record<string, string> => {
    const values: Record<string, string> = {}
    if (typeof body === 'object' && body !== null) {
      for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && key !== '_csrf') values[key] = value
    }
    return values
  }

  // The erase page, and its page context for client-side navigation, is for owners only.
  router.get(['/admin/leads/erase', '/admin/leads/erase{*rest}'], owner, (_req, _res, next) => next())

  router.post('/admin/leads/erase', owner, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const by = values.by === 'phone' ? 'phone' : 'email'
    const input = by === 'phone' ? { phone: values.phone ?? '' } : { email: values.email ?? '' }
    const shown = { by, email: by === 'email' ? (values.email ?? '') : '', phone: by === 'phone' ? (values.phone ?? '') : '' }
    const validation = validateErasure(input)
    if (!validation.ok) {
      const errors: Record<string, string> = {}
      const message = validation.fields.email ?? validation.fields.phone ?? validation.fields.form ?? 'Check the field.'
      errors[by] = by === 'email' && !shown.email.trim() ? 'Enter the e-mail address to erase.' : by === 'phone' && !shown.phone.trim() ? 'Enter the phone number to erase.' : message
      return render(req, res, 400, { form: { values: shown, errors, formError: 'Check the field marked below.' } })
    }
    const subject: ErasureSubject = validation.value
    if (values.confirm !== 'yes') {
      // The confirmation step: how many leads this would erase, with the same value carried in a hidden field.
      const matches = await desk.matching(subject)
      return render(req, res, 200, { form: { values: { ...shown, step: 'confirm', matches: String(matches) }, errors: {} } })
    }
    const counts = await desk.erase(actorOf(res), subject)
    res.redirect(303, `/admin/leads/erase?erased=${counts.leads}`)
  })

  router.post('/admin/leads/:id', signedIn, form, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const values = formValues(req.body)
    const lead = await desk.get(id)
    if (!lead) return render(req, res, 404)
    const validation = validateLeadUpdate(values, { allowEmpty: true })
    if (!validation.ok) {
      const { form: formError, ...errors } = validation.fields
      return render(req, res, 400, { form: { values, errors, formError: formError ?? 'Check the fields marked below.' } })
    }
    // One form, one save: status, assignee and note together, or a one-tap answer (with whatever else was changed).
    const change = validation.value
    // The form always sends the status: left as it was, a one-tap answer may move a new lead on.
    if (change.status === lead.status) delete change.status
    const result = await desk.update(actorOf(res), id, change)
    if (!result.ok) return render(req, res, 404)
    const onlyNote = change.note !== undefined && (change.status === undefined || change.status === lead.status) && (change.assignee === undefined || change.assignee === (lead.assignee ?? ''))
    const notice: LeadNotice = change.contact ? ANSWERED[change.contact]! : !result.changed ? 'lead-unchanged' : onlyNote ? 'note-added' : 'lead-saved'
    res.redirect(303, `/admin/leads/${encodeURIComponent(id)}?notice=${notice}`)
  })

  return router
}
