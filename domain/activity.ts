/**
 * Site activity's vocabulary, shared by the browser's reports, the server that counts them
 * and the console that shows them: the kinds of report, which pages and forms may be
 * counted, and the console's date ranges. No database here.
 */
import { z } from 'zod'
import { addDays, dayOfWeek } from './leads/enquiry-fields'
import { ENQUIRY_KINDS } from './leads/enquiry-kinds'
import { LEAD_KINDS, type LeadKind } from './leads/lead'
import { MUNICIPALITY_PATHS, RENTAL_PATHS, STATIC_PATHS, TOWN_PATHS, UNLISTED_PATHS, vehiclePath } from '#app/content/site-map'
import { LANGUAGES, type Language } from '#app/content/languages'
import { pathInLanguage, splitLanguagePath } from './language'

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

/** Pages that answer at one fixed path: the sitemap's, the unlisted ones, each enquiry form's page and thank-you page, and the service booking's pages. */
const FIXED_PATHS: ReadonlySet<string> = new Set([
  ...STATIC_PATHS,
  ...TOWN_PATHS,
  ...MUNICIPALITY_PATHS,
  ...RENTAL_PATHS,
  ...UNLISTED_PATHS,
  ...ENQUIRY_KINDS.flatMap((kind) => [`/enquiries/${kind}`, `/thank-you/${kind}`]),
  '/enquiries/service',
  '/services/booked',
  '/services/booking',
])

const VEHICLE_PATH = /^\/vehicles?\/([^/]+)$/

/**
 * A reported path as one of the site's pages: a fixed page as it is (one trailing slash
 * dropped), or a vehicle page to check against the inventory. Anything else (another
 * site, a query, a path no page answers) is null, so nobody can fill the table with junk.
 */
export function activityPage(raw: string): { path: string } | { vehicleId: string; language: Language } | null {
  const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw
  // A page in any language is counted as its own path ("/es/inventory": Spanish readers' visits).
  const { language, path: page } = splitLanguagePath(path, LANGUAGES)
  if (FIXED_PATHS.has(page)) return { path }
  const match = VEHICLE_PATH.exec(page)
  if (!match) return null
  let id: string
  try {
    id = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  return id && !/[\s/\\]/.test(id) ? { vehicleId: id, language } : null
}

/** The page a report is about, checked against the site's pages and the visible inventory; null when no page answers there. */
export async function activityPath(raw: string, isVisibleVehicle: (id: string) => Promise<boolean>): Promise<string | null> {
  const page = activityPage(raw)
  if (!page) return null
  if ('path' in page) return page.path
  return (await isVisibleVehicle(page.vehicleId)) ? pathInLanguage(vehiclePath(page.vehicleId), page.language) : null
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
  path = splitLanguagePath(path, LANGUAGES).path
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
