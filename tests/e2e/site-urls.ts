/**
 * Every public URL the quality checks visit: the sitemap's, plus one URL per template
 * that the sitemap does not list (a filtered and sorted inventory, the /vehicle/{id} alias, a comparison). A new
 * page is checked as soon as the sitemap lists it.
 */
import { addDays, dealerToday } from '#app/domain/bookings/days'

export interface SiteUrl {
  /** Path and query, e.g. "/inventory?brand=denago". */
  path: string
  /** The canonical path the page must declare. */
  canonicalPath: string
  /** A page of its query, kept out of search results (its links still followed). */
  noindex?: true
}

/** A start day well ahead, on the dealer's calendar, for the rental pages' questions. */
const RENTAL_START = addDays(dealerToday(), 21)

export const TEMPLATE_EXTRAS: readonly SiteUrl[] = [
  { path: `/rentals?plan=4-seater&start=${RENTAL_START}&days=3`, canonicalPath: '/rentals' },
  { path: `/rentals/emmaus?plan=6-seater&month=${RENTAL_START.slice(0, 7)}`, canonicalPath: '/rentals/emmaus' },
  { path: `/rentals/reserve?plan=4-seater&start=${RENTAL_START}&days=3&town=Emmaus`, canonicalPath: '/rentals/reserve', noindex: true },
  // The service booking form's own page (on /services too) and the booked page of an unknown reference.
  { path: '/enquiries/service', canonicalPath: '/enquiries/service', noindex: true },
  { path: '/services/booked?ref=S0000000', canonicalPath: '/services/booked', noindex: true },
  { path: '/inventory?brand=evolution&category=ranger&price=under-15000&sort=price-desc', canonicalPath: '/inventory' },
  { path: '/inventory?road=lsv', canonicalPath: '/inventory' },
  { path: '/vehicle/evolution-d6-max-xt4', canonicalPath: '/vehicles/evolution-d6-max-xt4' },
  { path: '/compare?ids=denago-ev-city,evolution-d6-max-xt4,no-such-cart', canonicalPath: '/compare', noindex: true },
]

export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/sitemap.xml`)
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`)
  const xml = await res.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
}

export async function siteUrls(baseUrl: string): Promise<SiteUrl[]> {
  const paths = await sitemapPaths(baseUrl)
  return [...paths.map((path) => ({ path, canonicalPath: path })), ...TEMPLATE_EXTRAS]
}
