/**
 * Site activity: what visitors do on the site, kept as anonymous daily totals and nothing
 * else. The browser reports a page view, a click on a phone link or the first keystroke in
 * a lead form (renderer/site-activity.ts); the server (server/api/site-activity.ts) checks
 * the report here and adds one to that day's count. Form sends, leads per source page and
 * per campaign are read from the leads themselves, so forms sent without JavaScript count
 * too. Days are the dealer's (business.timeZone).
 */
import { z } from 'zod'
import type { Database } from '../db/database'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiry-fields'
import { ENQUIRY_KINDS } from '#app/domain/leads/enquiry-kinds'
import { dayStart } from '#app/domain/leads/policy'
import { LEAD_KINDS, type LeadKind } from '#app/domain/leads/lead'
import { MUNICIPALITY_PATHS, RENTAL_PATHS, STATIC_PATHS, TOWN_PATHS, UNLISTED_PATHS, vehiclePath } from '#app/content/site-map'

/** What the browser reports. Form sends are not among them: every stored lead is one. */
export const ACTIVITY_KINDS = ['page-view', 'phone-click', 'form-start'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** Longest path or form name a report may carry; anything longer is refused unread. */
export const ACTIVITY_SUBJECT_MAX = 300

/** A report as the browser sends it: `{ "kind": "page-view", "path": "/inventory" }`; a form start adds the form's `action`. */
export const activityReportSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS),
    path: z.string().min(1).max(ACTIVITY_SUBJECT_MAX),
    form: z.string().min(1).max(ACTIVITY_SUBJECT_MAX).optional(),
  })
  .strict()
export type ActivityReport = z.infer<typeof activityReportSchema>

/** Pages that answer at one fixed path: the sitemap's, the unlisted ones, and each enquiry form's page and thank-you page. */
const FIXED_PATHS: ReadonlySet<string> = new Set([
  ...STATIC_PATHS,
  ...TOWN_PATHS,
  ...MUNICIPALITY_PATHS,
  ...RENTAL_PATHS,
  ...UNLISTED_PATHS,
  ...ENQUIRY_KINDS.flatMap((kind) => [`/enquiries/${kind}`, `/thank-you/${kind}`]),
])

const VEHICLE_PATH = /^\/vehicles?\/([^/]+)$/

/**
 * A reported path as one of the site's pages: a fixed page as it is (one trailing slash
 * dropped), or a vehicle page to check against the inventory. Anything else (another
 * site, a query, a path no page answers) is null, so nobody can fill the table with junk.
 */
export function activityPage(raw: string): { path: string } | { vehicleId: string } | null {
  const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw
  if (FIXED_PATHS.has(path)) return { path }
  const match = VEHICLE_PATH.exec(path)
  if (!match) return null
  let id: string
  try {
    id = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  return id && !/[\s/\\]/.test(id) ? { vehicleId: id } : null
}

/** The page a report is about, checked against the site's pages and the visible inventory; null when no page answers there. */
export async function activityPath(raw: string, isVisibleVehicle: (id: string) => Promise<boolean>): Promise<string | null> {
  const page = activityPage(raw)
  if (!page) return null
  if ('path' in page) return page.path
  return (await isVisibleVehicle(page.vehicleId)) ? vehiclePath(page.vehicleId) : null
}

/** The lead form a form's `action` posts to: "/contact" is the contact form, "/enquiries/{kind}" an enquiry form; anything else is null. */
export function activityForm(action: string): LeadKind | null {
  let path = action
  try {
    // The browser's form.action is absolute; only its path matters (the origin was checked with the request).
    if (/^https?:/i.test(action)) path = new URL(action).pathname
  } catch {
    return null
  }
  if (path === '/contact') return 'contact'
  const match = /^\/enquiries\/([a-z-]+)$/.exec(path)
  const kind = match?.[1]
  return kind && (LEAD_KINDS as readonly string[]).includes(kind) && kind !== 'contact' ? (kind as LeadKind) : null
}

/** The ranges the console offers: the last 14 or 30 days by day, the last 12 or 26 weeks by week (weeks start on Monday). */
export const ACTIVITY_RANGES = {
  '14d': { label: 'Last 14 days, by day', unit: 'day', count: 14 },
  '30d': { label: 'Last 30 days, by day', unit: 'day', count: 30 },
  '12w': { label: 'Last 12 weeks, by week', unit: 'week', count: 12 },
  '26w': { label: 'Last 26 weeks, by week', unit: 'week', count: 26 },
} as const
export type ActivityRange = keyof typeof ACTIVITY_RANGES
export const DEFAULT_ACTIVITY_RANGE: ActivityRange = '14d'

export function isActivityRange(value: unknown): value is ActivityRange {
  return typeof value === 'string' && Object.hasOwn(ACTIVITY_RANGES, value)
}

/** One column of a chart: the days from `start` to `end` (both YYYY-MM-DD, inclusive). */
export interface ActivityPeriod {
  start: string
  end: string
}

/** The periods of a range that ends today (the dealer's), oldest first; the current week is the last, up to today. */
export function activityPeriods(range: ActivityRange, today: string): ActivityPeriod[] {
  const { unit, count } = ACTIVITY_RANGES[range]
  if (unit === 'day') return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1)).map((day) => ({ start: day, end: day }))
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7))
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(monday, (i - count + 1) * 7)
    return { start, end: i === count - 1 ? today : addDays(start, 6) }
  })
}

/** Counts per period, oldest first, as the console charts them. */
export interface ActivitySeries {
  pageViews: number[]
  phoneClicks: number[]
  formStarts: number[]
  formSends: number[]
}

export interface ActivitySummary {
  range: ActivityRange
  periods: ActivityPeriod[]
  series: ActivitySeries
  /** Page views and phone-link clicks per page, most viewed first. */
  pages: Array<{ path: string; pageViews: number; phoneClicks: number }>
  /** Starts and sends per lead form, in the forms' order. */
  forms: Array<{ form: LeadKind; starts: number; sends: number }>
  /** Leads per page they were sent from, most first ("" when the lead does not say). */
  leadsBySourcePage: Array<{ sourcePage: string; leads: number }>
  /** Leads per utm_campaign, most first ("" for none). */
  leadsByCampaign: Array<{ campaign: string; leads: number }>
}

const SERIES_OF: Record<ActivityKind, keyof ActivitySeries> = { 'page-view': 'pageViews', 'phone-click': 'phoneClicks', 'form-start': 'formStarts' }

function byCountThenName<T>(count: (item: T) => number, name: (item: T) => string) {
  return (a: T, b: T) => count(b) - count(a) || name(a).localeCompare(name(b))
}

export interface SiteActivity {
  /** Adds one to the day's count for that kind and page (or form). */
  record(day: string, kind: ActivityKind, subject: string): Promise<void>
  /** Every count of a range ending today, with the leads of the same days. */
  summary(range: ActivityRange, now?: Date): Promise<ActivitySummary>
}

export function siteActivity(db: Database): SiteActivity {
  return {
    async record(day, kind, subject) {
      // One statement on both databases: the row is made, or its count goes up by the one added here.
      await db.kysely
        .insertInto('site_activity')
        .values({ day, kind, subject, count: 1 })
        .onConflict((oc) => oc.columns(['day', 'kind', 'subject']).doUpdateSet((eb) => ({ count: eb('site_activity.count', '+', eb.ref('excluded.count')) })))
        .execute()
    },
    async summary(range, now = new Date()) {
      const periods = activityPeriods(range, dealerToday(now))
      const first = periods[0]!.start
      const last = periods[periods.length - 1]!.end
      const periodOf = (day: string) => periods.findIndex((p) => p.start <= day && day <= p.end)
      const zeros = () => periods.map(() => 0)
      const series: ActivitySeries = { pageViews: zeros(), phoneClicks: zeros(), formStarts: zeros(), formSends: zeros() }
      const pages = new Map<string, { path: string; pageViews: number; phoneClicks: number }>()
      const forms = new Map<LeadKind, { form: LeadKind; starts: number; sends: number }>(LEAD_KINDS.map((form) => [form, { form, starts: 0, sends: 0 }]))

      const counts = await db.kysely
        .selectFrom('site_activity')
        .select(['day', 'kind', 'subject', 'count'])
        .where((eb) => eb.between('day', first, last))
        .$narrowType<{ kind: ActivityKind }>()
        .execute()
      for (const row of counts) {
        const period = periodOf(row.day)
        if (period < 0) continue
        series[SERIES_OF[row.kind]][period]! += row.count
        if (row.kind === 'form-start') {
          const form = forms.get(row.subject as LeadKind)
          if (form) form.starts += row.count
          continue
        }
        const page = pages.get(row.subject) ?? { path: row.subject, pageViews: 0, phoneClicks: 0 }
        if (row.kind === 'page-view') page.pageViews += row.count
        else page.phoneClicks += row.count
        pages.set(row.subject, page)
      }

      const leads = await db.kysely
        .selectFrom('leads')
        .select(['created_at', 'kind', 'source_page', 'campaign'])
        .where('created_at', '>=', dayStart(first))
        .where('created_at', '<', dayStart(addDays(last, 1)))
        .$narrowType<{ kind: LeadKind }>()
        .execute()
      const bySource = new Map<string, number>()
      const byCampaign = new Map<string, number>()
      for (const lead of leads) {
        const period = periodOf(dealerToday(new Date(lead.created_at)))
        if (period < 0) continue
        series.formSends[period]! += 1
        const form = forms.get(lead.kind)
        if (form) form.sends += 1
        const source = lead.source_page ?? ''
        bySource.set(source, (bySource.get(source) ?? 0) + 1)
        let campaign = ''
        try {
          const tags = JSON.parse(lead.campaign) as Record<string, unknown>
          if (typeof tags.utm_campaign === 'string') campaign = tags.utm_campaign
        } catch {
          // A campaign column the database accepted is valid JSON; nothing to count otherwise.
        }
        byCampaign.set(campaign, (byCampaign.get(campaign) ?? 0) + 1)
      }

      return {
        range,
        periods,
        series,
        pages: [...pages.values()].sort(byCountThenName((p) => p.pageViews + p.phoneClicks, (p) => p.path)),
        forms: [...forms.values()],
        leadsBySourcePage: [...bySource].map(([sourcePage, n]) => ({ sourcePage, leads: n })).sort(byCountThenName((s) => s.leads, (s) => s.sourcePage)),
        leadsByCampaign: [...byCampaign].map(([campaign, n]) => ({ campaign, leads: n })).sort(byCountThenName((c) => c.leads, (c) => c.campaign)),
      }
    },
  }
}
