/**
 * What the response cache keys a request on: its path as sent, and only the part of its query
 * that the page reads, normalised (parameters in name order, the last of a repeated one, as
 * the pages read them, and empty ones dropped where the page treats empty as absent). A query
 * nobody reads (`?fbclid=…`, a crawler's or an attacker's `?zzz=<unique>`) is answered from the
 * page's own entry, and one page reached by several spellings of its query is one entry.
 *
 * null: not cached, rendered for each request (a vehicle page with the payment estimate's
 * query, a comparison). Keep READS in step with what pages read of `urlParsed.search`:
 * tests/api/cache-keys.test.ts checks each page's parameters against a fresh render.
 */
import type { InventoryFilters } from '#app/domain/vehicles/inventory-filter'
import { CAMPAIGN_TAGS } from '#app/domain/leads/visit'
import { PAYMENT_FIELDS } from '#app/domain/payment'
import { AVAILABILITY_FIELDS, isLiveRentalUrl } from '#app/domain/bookings/rental-request'
import { LANGUAGES } from '#app/content/languages'
import { splitLanguagePath } from '#app/domain/language'

/** A page's path without a language's prefix ("/es/inventory" reads what "/inventory" reads). */
const pagePath = (pathname: string) => splitLanguagePath(pathname, LANGUAGES).path

/** Every inventory filter, and the order (a new filter must be listed here to compile). */
const INVENTORY_FILTERS: Record<keyof InventoryFilters, true> = { q: true, brand: true, category: true, price: true, road: true, sort: true }

interface Reads {
  params: readonly string[]
  /** The page tells an empty value from none (the calculator shows an error for empty miles). */
  keepEmpty?: boolean
}

/** By page path (a page's client-navigation context, `…/index.pageContext.json`, reads the same). Pages not listed read no query. */
const READS: ReadonlyArray<readonly [RegExp, Reads]> = [
  // Filters and order; its cards have no form.
  [/^\/inventory$/, { params: Object.keys(INVENTORY_FILTERS) }],
  // The enquiry forms' prefills, where the link came from, and the campaign for the hidden fields.
  [/^\/enquiries\/[^/]+$/, { params: ['from', 'vehicle', 'town', 'plan', ...CAMPAIGN_TAGS] }],
  [/^\/eco-impact$/, { params: ['miles', 'usage', 'years'], keepEmpty: true }],
  // Pages with a lead form render the URL's campaign tags into its hidden fields.
  [/^\/(?:contact|services)$/, { params: CAMPAIGN_TAGS }],
  [/^\/vehicles?\/[^/]+$/, { params: CAMPAIGN_TAGS }],
]

const PAGE_CONTEXT = '/index.pageContext.json'

/**
 * Pages that are a function of what a visitor typed or picked, rendered for the request and
 * never kept, so endless variants cannot push the plain pages out of the cache: a vehicle
 * page with the payment estimate's query (its form submitted without JavaScript), a
 * comparison of carts (any order and mix of ids), the rental pages that answer from the
 * live fleet (the reservation, thank-you and cancel pages; /rentals and a town's rental page
 * asked what is free: domain/bookings/rental-request.ts), and the service pages that list the
 * drop-off windows with room or a booking (whatever their query).
 */
const LIVE_SERVICE_PAGE = /^\/(?:services(?:\/booked|\/booking)?|enquiries\/service)(?:\/index\.pageContext\.json)?$/
const VEHICLE_PAGE = /^\/vehicles?\/[^/]+(\/index\.pageContext\.json)?$/
const COMPARE_PAGE = /^\/compare(\/index\.pageContext\.json)?$/

export function rendersPerRequest(url: string): boolean {
  // Parsed, so an absolute-form request line (GET http://host/path?…) is read the same way.
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost')
  } catch {
    return false
  }
  const pathname = pagePath(parsed.pathname)
  if (COMPARE_PAGE.test(pathname)) return parsed.search !== ''
  if (LIVE_SERVICE_PAGE.test(pathname)) return true
  if (isLiveRentalUrl(pathname, parsed.searchParams)) return true
  return VEHICLE_PAGE.test(pathname) && PAYMENT_FIELDS.some((field) => parsed.searchParams.has(field))
}

const NO_QUERY = new URLSearchParams()

/**
 * Every parameter some page reads: the cached pages' (READS), the payment estimate's, the rental
 * questions' and reservation's, a comparison's, and the references of a booking or reservation
 * and their links' tokens.
 */
const READ_BY_A_PAGE = new Set<string>([...READS.flatMap(([, reads]) => reads.params), ...PAYMENT_FIELDS, ...AVAILABILITY_FIELDS, 'town', 'ids', 'ref', 'token', 'outcome'])

/**
 * The query a page is rendered for, as a link to it in another language keeps it ("?brand=denago",
 * or ""): what the cache keys it on, and for a page rendered per request the parameters some page
 * reads. Nothing a page does not read is echoed into it (a crawler's `?zzz=<unique>`, `fbclid`).
 */
export function pageQuery(url: string): string {
  const key = cacheKey(url)
  const query = key ?? url.split('#')[0]!
  const question = query.indexOf('?')
  if (question === -1) return ''
  if (key !== null) return query.slice(question)
  const kept = [...new URLSearchParams(query.slice(question + 1))].filter(([name]) => READ_BY_A_PAGE.has(name))
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept)}`
}

/** An absolute-form request line's scheme and host (`http://host`), which pages never read. */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i

/** The key for a request's URL (`req.originalUrl`), or null when its page is rendered per request. */
export function cacheKey(url: string): string | null {
  // The hot path: a plain path, its own key (unless its page is live whatever the query).
  if (url.charCodeAt(0) === 47 && !url.includes('?') && !url.includes('#')) {
    const page = pagePath(url)
    return LIVE_SERVICE_PAGE.test(page) || isLiveRentalUrl(page, NO_QUERY) ? null : url
  }
  const relative = url.replace(ABSOLUTE, '') || '/'
  const hash = relative.indexOf('#')
  const target = hash === -1 ? relative : relative.slice(0, hash)
  const question = target.indexOf('?')
  // The path exactly as sent: the page router, not this key, decides what it names.
  const path = question === -1 ? target : target.slice(0, question)
  if (!path.startsWith('/')) return null
  if (question === -1) return path
  if (rendersPerRequest(target)) return null
  const page = pagePath(path.endsWith(PAGE_CONTEXT) ? path.slice(0, -PAGE_CONTEXT.length) || '/' : path)
  const reads = READS.find(([pattern]) => pattern.test(page))?.[1]
  if (!reads) return path
  const kept = new Map<string, string>()
  for (const [name, value] of new URLSearchParams(target.slice(question + 1))) {
    if (reads.params.includes(name)) {
      // The last of a repeated parameter counts, as in the page's urlParsed.search.
      kept.delete(name)
      kept.set(name, value)
    }
  }
  const pairs = [...kept].filter(([, value]) => reads.keepEmpty || value !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs)}`
}
