/**
 * POST /api/events: the browser's reports of page views, phone-link clicks and form
 * starts (renderer/site-activity.ts sends them with navigator.sendBeacon). Each accepted
 * report adds one to a daily count (server/activity/repository.ts); nothing about the visitor is
 * stored or logged: no address, identifier, cookie or browser. Only this site's own pages
 * may report (403 otherwise); automated clients and prefetched or prerendered pages are
 * answered and not counted; the body is small and checked; unknown kinds and paths no page answers
 * are refused (400); each client has a per-minute limit (429), counted in the database under
 * a keyed hash of its address (server/rate-limits/store.ts), never the address itself.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Logger } from 'pino'
import { dealerToday } from '#app/domain/leads/enquiry-fields'
import { activityForm, activityPath, activityReportSchema } from '#app/domain/activity'
import { DatabaseRateLimitStore } from '../rate-limits'
import type { Services } from '../services'

/** Reports per client per minute: a busy visitor clicking through pages stays far below it. */
export const DEFAULT_ACTIVITY_RATE_LIMIT = 60
/** A report is a few dozen bytes. */
const BODY_LIMIT = 1024
/** What navigator.sendBeacon sends a string as, and JSON. */
const TYPES = ['text/plain', 'application/json']

/** Crawlers, link previews, monitors, headless and scripted clients: their visits are not the dealer's visitors. */
const AUTOMATED = /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|phantom|selenium|puppeteer|playwright|curl|wget|python|httpclient|okhttp|go-http|java\/|node-fetch|axios/i

export function isAutomatedClient(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED.test(userAgent)
}

/** A prefetched or prerendered page reports with Sec-Purpose (or the older Purpose) naming it. */
export function isPrefetch(req: Request): boolean {
  return /prefetch|prerender/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''} ${req.get('x-moz') ?? ''}`)
}

/**
 * Stricter than the lead forms' check: a report must say where it comes from (the
 * browser's Sec-Fetch-Site or Origin) and that must be this site.
 */
function ownPagesOnly(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site')
    const origin = req.get('origin')
    const own = [publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`]
    const sameSite = fetchSite === undefined || fetchSite === 'same-origin'
    const sameOrigin = origin === undefined || own.includes(origin)
    if ((fetchSite === undefined && origin === undefined) || !sameSite || !sameOrigin) {
      res.status(403).json({ error: 'Only this site’s pages may report activity.' })
      return
    }
    next()
  }
}

export interface SiteActivityRouteOptions {
  services: Services
  publicOrigin: string
  logger: Logger
  /** Reports per client per minute (DEFAULT_ACTIVITY_RATE_LIMIT). */
  rateLimitPerMinute?: number
}

export function siteActivityRoutes({ services, publicOrigin, logger, rateLimitPerMinute = DEFAULT_ACTIVITY_RATE_LIMIT }: SiteActivityRouteOptions): Router {
  const router = Router()
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: rateLimitPerMinute,
    store: new DatabaseRateLimitStore({ repository: services.rateLimits, name: 'activity', logger }),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.setHeader('Retry-After', '60')
      res.status(429).json({ error: 'Too many reports; try again in a minute.' })
    },
  })
  const isVisibleVehicle = async (id: string) => (await services.vehicles.get(id)) !== undefined

  router.post(
    '/api/events',
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store')
      next()
    },
    ownPagesOnly(publicOrigin),
    (req, res, next) => {
      // Answered, not counted: a crawler or a test browser is not a visitor, and a prefetched
      // page has not been seen (yet). A 204 keeps an error out of their consoles (and out of
      // Lighthouse's best-practices score).
      if (isAutomatedClient(req.get('user-agent')) || isPrefetch(req)) {
        res.status(204).end()
        return
      }
      if (!req.is(TYPES)) {
        res.status(415).json({ error: 'Send the report as JSON (text/plain or application/json).' })
        return
      }
      next()
    },
    limiter,
    express.text({ type: TYPES, limit: BODY_LIMIT }),
    async (req, res) => {
      let body: unknown
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '')
      } catch {
        res.status(400).json({ error: 'The report is not JSON.' })
        return
      }
      const parsed = activityReportSchema.safeParse(body)
      if (!parsed.success) {
        res.status(400).json({ error: 'Unknown kind of report, or fields missing or extra.' })
        return
      }
      const report = parsed.data
      const path = await activityPath(report.path, isVisibleVehicle)
      if (!path) {
        res.status(400).json({ error: 'No page of this site answers at that path.' })
        return
      }
      let subject = path
      if (report.kind === 'form-start') {
        const form = report.form === undefined ? null : activityForm(report.form)
        if (!form) {
          res.status(400).json({ error: 'That is not one of the site’s lead forms.' })
          return
        }
        subject = form
      } else if (report.form !== undefined) {
        res.status(400).json({ error: 'Only a form start names a form.' })
        return
      }
      try {
        await services.siteActivity.record(dealerToday(), report.kind, subject)
      } catch (err) {
        logger.error({ err, kind: report.kind }, 'site activity not recorded')
        res.status(503).json({ error: 'Not recorded; the count is lost, nothing else.' })
        return
      }
      res.status(204).end()
    },
  )

  const bodyErrors: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
    if (err.type === 'entity.too.large') return void res.status(413).json({ error: 'The report is too large.' })
    if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') return void res.status(415).json({ error: 'Send the report as UTF-8.' })
    if (err.status === 400 || err.type === 'request.aborted') return void res.status(400).json({ error: 'The report could not be read.' })
    next(err)
  }
  router.use('/api/events', bodyErrors)
  return router
}
