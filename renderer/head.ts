/**
 * Pure helpers for a page's head: title, description, canonical, Open Graph and JSON-LD.
 * Shared by the server (first render) and the browser (client navigation).
 */
import { business, type OpeningHours, type PostalAddress } from '../content/business'
import type { ClosureFact, SiteFacts } from '../domain/settings/facts'
import type { Language } from '../content/languages'
import { languageAlternates, pathInLanguage } from '../domain/language'

export type JsonLd = { '@context'?: string; '@type': string | string[]; [key: string]: unknown }

export interface HeadSpec {
  /** The page's own title; the business name is appended unless already there. */
  title: string
  description: string
  keywords?: readonly string[]
  /** Canonical path; defaults to the requested path. */
  path?: string
  type?: 'website' | 'product' | 'article'
  /** Share image, a path under the site. */
  image?: { src: string; alt: string; width: number; height: number }
  /** Page-specific structured data; the business itself is always added. */
  jsonLd?: readonly JsonLd[]
  /** Keep the page out of search results (error pages, thank-you). */
  noindex?: boolean
}

export interface ResolvedHead {
  title: string
  description: string
  keywords: string
  canonical: string
  /** The same page in each language it is served in, for `hreflang` links (none when it is served in one). */
  alternates: Array<{ hreflang: string; href: string }>
  ogType: string
  image: { url: string; alt: string; width: number; height: number }
  robots: string
  jsonLd: JsonLd[]
}

export const TITLE_SUFFIX = ` | ${business.name}`

export const DEFAULT_SHARE_IMAGE = {
  src: '/images/share/lehigh-county-golf-carts.png',
  alt: `${business.name}: electric golf carts and low-speed vehicles in ${business.county}, PA`,
  width: 1200,
  height: 630,
}

export function fullTitle(title: string): string {
  return title.endsWith(TITLE_SUFFIX) || title === business.name ? title : `${title}${TITLE_SUFFIX}`
}

/** Paths of plain segments (no empty or dot segments, nothing to escape): URL keeps them as they are. */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/
/** The origin every page of a server uses, parsed once. */
let base: { origin: string; prefix: string; bare: boolean } | undefined

/** Absolute URL of a path on the public origin; query and hash are dropped. */
export function absoluteUrl(origin: string, path: string): string {
  if (base?.origin !== origin) {
    const url = new URL(origin)
    base = { origin, prefix: url.origin, bare: url.href === `${url.origin}/` }
  }
  const end = path.search(/[?#]/)
  const pathname = (end === -1 ? path : path.slice(0, end)) || '/'
  // The common case (a page's own path) without building a URL: a page lists up to a
  // few dozen of them, and the result is the same.
  if (base.bare && PLAIN_PATH.test(pathname)) return base.prefix + pathname
  const url = new URL(origin)
  // The pathname setter escapes what a path may not hold (it never makes the path a host).
  url.pathname = pathname
  return url.href
}

const ENGLISH_ALONE: HeadLanguages = { language: 'en', languages: ['en'] }

/** The page's language and the languages it is served in: English alone unless told. */
export interface HeadLanguages {
  language: Language
  languages: readonly Language[]
}

/**
 * A page's head. Paths are the page's own, without a language's prefix: the canonical is the
 * page in its own language ("/es/inventory" for the Spanish inventory), and the alternates name
 * it in every language it is served in, with `x-default` the English page.
 */
export function resolveHead(spec: HeadSpec, origin: string, requestPath: string, facts: SiteFacts, { language, languages }: HeadLanguages = ENGLISH_ALONE): ResolvedHead {
  const image = spec.image ?? DEFAULT_SHARE_IMAGE
  const path = spec.path ?? requestPath
  const canonical = absoluteUrl(origin, pathInLanguage(path, language))
  const alternates =
    languages.length > 1 && !spec.noindex
      ? languageAlternates(path)
          .filter(([hreflang]) => hreflang === 'x-default' || languages.includes(hreflang as Language))
          .map(([hreflang, alternate]) => ({ hreflang, href: absoluteUrl(origin, alternate) }))
      : []
  return {
    title: fullTitle(spec.title),
    description: spec.description,
    keywords: (spec.keywords ?? []).join(', '),
    canonical,
    alternates,
    ogType: spec.type ?? 'website',
    image: { url: absoluteUrl(origin, image.src), alt: image.alt, width: image.width, height: image.height },
    robots: spec.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large',
    jsonLd: [businessJsonLd(origin, facts), ...(spec.jsonLd ?? []).map(withContext)],
  }
}

function withContext(data: JsonLd): JsonLd {
  return data['@context'] ? data : { '@context': 'https://schema.org', ...data }
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g
const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(SCRIPT_UNSAFE, (char) => JSON_ESCAPES[char])
}

export function businessId(origin: string): string {
  return `${absoluteUrl(origin, '/')}#business`
}

export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}`),
      opens: row.opens,
      closes: row.closes,
    }))
}

/**
 * A department's closures and special hours from today on: closed all day is opens and closes
 * at 00:00, as schema.org asks; special hours are their times. Each for its one date.
 */
export function specialOpeningHoursSpecification(closures: readonly ClosureFact[]) {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    opens: closure.opens ?? '00:00',
    closes: closure.closes ?? '00:00',
    validFrom: closure.date,
    validThrough: closure.date,
  }))
}

export function postalAddressJsonLd(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  }
}

/** The dealership, with the same phones, address, hours and closures the pages show (the dealer's settings). */
export function businessJsonLd(origin: string, facts: SiteFacts): JsonLd {
  const showroomClosures = facts.closures.filter((c) => c.departments.includes('showroom'))
  return {
    '@context': 'https://schema.org',
    '@type': ['AutoDealer', 'LocalBusiness'],
    '@id': businessId(origin),
    name: business.name,
    description: `${business.tagline}: sales, rentals, service and delivery.`,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/images/logo.svg'),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE.src),
    telephone: facts.phones.main.e164,
    email: facts.emails.info,
    address: postalAddressJsonLd(facts.address),
    geo: { '@type': 'GeoCoordinates', latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(facts.hours.showroom),
    ...(showroomClosures.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(showroomClosures) } : {}),
    contactPoint: [
      { '@type': 'ContactPoint', telephone: facts.phones.main.e164, contactType: 'sales', areaServed: 'US-PA', availableLanguage: 'English' },
      { '@type': 'ContactPoint', telephone: facts.phones.local.e164, contactType: 'customer service', areaServed: 'US-PA', availableLanguage: 'English' },
    ],
    areaServed: { '@type': 'AdministrativeArea', name: `${business.county}, ${business.state}` },
    foundingDate: String(business.foundedYear),
    hasMap: facts.mapUrl,
  }
}

/** A BreadcrumbList from [name, path] pairs. */
export function breadcrumbJsonLd(origin: string, trail: ReadonlyArray<readonly [string, string]>): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(origin, path),
    })),
  }
}
