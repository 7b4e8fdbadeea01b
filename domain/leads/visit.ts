/**
 * The visit a lead came from, as the forms' hidden fields carry it: the page the form was on
 * (and so the language the customer wrote in), the visit's first external referrer and its
 * campaign tags (utm_*). No cookies and no third parties: the server renders the page path
 * and the URL's utm_* into the fields, and in the browser the first-touch script
 * (renderer/first-touch.ts) fills in what the landing page saw.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '#app/content/languages'
import { splitLanguagePath } from '../language'
import { CAMPAIGN_TAGS, type CampaignTag, type LeadVisit } from './lead'

export { CAMPAIGN_TAGS }

/** The hidden fields every lead form carries. */
export const VISIT_FIELDS = ['sourcePage', 'referrer', ...CAMPAIGN_TAGS] as const
export type VisitField = (typeof VISIT_FIELDS)[number]

export const VISIT_LIMITS = { sourcePage: 500, referrer: 1000, tag: 200 } as const

/** Printable text only, trimmed; null when empty or longer than `max`. */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!text || text.length > max || /[\u0000-\u001f\u007f]/.test(text)) return null
  return text
}

/**
 * A path on this site ("/vehicles/denago-ev-city"), without query or fragment; anything else is
 * null. A vehicle page is one path whichever alias the visitor used: /vehicle/{id} (the home
 * page's featured carts link there) is /vehicles/{id}, so the inbox's "/vehicles/*" finds it.
 */
export function cleanSourcePage(value: unknown): string | null {
  const text = cleanText(value, VISIT_LIMITS.sourcePage)
  if (!text) return null
  const path = text.split(/[?#]/)[0]
  // One leading slash (not "//host"), no backslashes or spaces: a path, never another site.
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) return null
  return path.replace(/^\/vehicle\//, '/vehicles/')
}

/** Another site's address (origin and path only: its query may hold someone's search); this site's own pages are null. */
export function cleanReferrer(value: unknown, ownOrigins: readonly string[]): string | null {
  const text = cleanText(value, VISIT_LIMITS.referrer)
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (ownOrigins.includes(url.origin)) return null
  return `${url.origin}${url.pathname}`.slice(0, VISIT_LIMITS.referrer)
}

/** The utm_* tags of any record (a form body, URL search parameters); unknown keys are ignored. */
export function cleanCampaign(source: unknown): LeadVisit['campaign'] {
  const campaign: Partial<Record<CampaignTag, string>> = {}
  if (!source || typeof source !== 'object') return campaign
  for (const tag of CAMPAIGN_TAGS) {
    const value = cleanText((source as Record<string, unknown>)[tag], VISIT_LIMITS.tag)
    if (value) campaign[tag] = value
  }
  return campaign
}

/**
 * The visit from a form's hidden fields. They are never shown to the visitor, so a bad
 * value is dropped rather than refused: the lead matters more than its campaign tags.
 */
export function readVisit(body: unknown, ownOrigins: readonly string[]): LeadVisit {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const visit: LeadVisit = {}
  const sourcePage = cleanSourcePage(fields.sourcePage)
  if (sourcePage) {
    visit.sourcePage = sourcePage
    // The customer wrote in the page's language (its path's).
    const { language } = splitLanguagePath(sourcePage, LANGUAGES)
    if (language !== DEFAULT_LANGUAGE) visit.language = language
  }
  const referrer = cleanReferrer(fields.referrer, ownOrigins)
  if (referrer) visit.referrer = referrer
  const campaign = cleanCampaign(fields)
  if (campaign && Object.keys(campaign).length > 0) visit.campaign = campaign
  return visit
}

/** The hidden fields' values for a page: its path and the utm_* of its URL (what the server can know). */
export function visitFieldsFor(pathname: string, search: Record<string, string> | undefined): Record<VisitField, string> {
  const campaign = cleanCampaign(search ?? {}) ?? {}
  const values = { sourcePage: cleanSourcePage(pathname) ?? '', referrer: '' } as Record<VisitField, string>
  for (const tag of CAMPAIGN_TAGS) values[tag] = campaign[tag] ?? ''
  return values
}
