/**
 * Every public, indexable URL of the site, each in its canonical form. /sitemap.xml lists
 * exactly these; tests and quality checks reuse them.
 *
 * Left out on purpose: paths that redirect or whose canonical is another path (/privacy,
 * /terms, /towns/{slug}, /vehicle/{id}, the short policy aliases) and pages kept out of
 * search results (/thank-you, /compare: a page of its query).
 */
import { municipalities, municipalityPages } from './towns/municipalities'
import { POLICIES, POLICY_ALIASES, PRIVACY_POLICY, TERMS_OF_SERVICE } from './policies/index'
import { TOWNS } from './towns/towns'

/** Pages that exist once, in the order the site presents them. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/inventory',
  '/specials',
  '/rentals',
  '/services',
  '/about',
  '/eco-impact',
  '/denago',
  '/evolution',
  '/contact',
  '/showroom',
  '/street-legal',
  PRIVACY_POLICY.path,
  TERMS_OF_SERVICE.path,
  '/policies',
  ...POLICIES.map((policy) => policy.path),
]

/** The 24 town pages at their canonical alias paths. */
export const TOWN_PATHS: readonly string[] = TOWNS.map((t) => t.aliasPath)

/** The 14 municipality pages. */
export const MUNICIPALITY_PATHS: readonly string[] = municipalityPages.map((m) => m.url)

/** The 23 town rental pages. */
export const RENTAL_PATHS: readonly string[] = municipalities.map((m) => m.rentalsUrl)

/** Paths that answer but must never be listed: redirects, non-canonical aliases, noindex pages. */
export const UNLISTED_PATHS: readonly string[] = [
  '/privacy',
  '/terms',
  '/thank-you',
  '/compare',
  ...TOWNS.map((t) => t.townPath),
  ...Object.keys(POLICY_ALIASES).map((alias) => `/policies/${alias}`),
]

export function vehiclePath(id: string): string {
  return `/vehicles/${encodeURIComponent(id)}`
}

/** The specials page: listed only while a special is on (it says "no specials right now" otherwise). */
export const SPECIALS_PATH = '/specials'

/**
 * Every public path in canonical form: static pages, towns, municipalities, rentals, then
 * vehicles. /specials only while `specialsOn` (a live special lowers some cart's price): a page
 * with nothing on is not one to send a search engine to, and no link on the site leads to it.
 */
export function publicPaths(vehicleIds: readonly string[], { specialsOn = false }: { specialsOn?: boolean } = {}): string[] {
  const paths = [...STATIC_PATHS.filter((path) => specialsOn || path !== SPECIALS_PATH), ...TOWN_PATHS, ...MUNICIPALITY_PATHS, ...RENTAL_PATHS, ...vehicleIds.map(vehiclePath)]
  return [...new Set(paths)]
}
