/**
 * Facts about the business, typed once. Every page, the footer, the e-mails and the
 * structured data read them from here.
 */
import type { Language } from './languages'

export interface Phone {
  /** As shown to visitors. */
  display: string
  /** E.164, for tel: links and structured data. */
  e164: string
}

export interface OpeningHours {
  /** Label shown to visitors, e.g. "Monday - Friday". */
  days: string
  /** Shown to visitors, e.g. "9:00 AM - 5:00 PM" or "Closed". */
  hours: string
  /** The language `hours` is in when it is not the page's: the dealer's note, not yet written in the page's language. */
  hoursLanguage?: Language
  /** schema.org day names covered by this row. */
  dayOfWeek: readonly Weekday[]
  /** 24-hour opening and closing times; absent when closed or by appointment. */
  opens?: string
  closes?: string
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

export interface PostalAddress {
  street: string
  city: string
  region: string
  postalCode: string
  country: string
}

function phone(display: string): Phone {
  return { display, e164: `+1${display.replace(/\D/g, '')}` }
}

export const DOMAIN = 'lehighcountygolfcarts.com'

export const business = {
  name: 'Lehigh County Golf Carts',
  shortName: 'LC Golf Carts',
  tagline: 'Electric golf carts and low-speed vehicles for Lehigh County',
  county: 'Lehigh County',
  /** The dealer's clock, for times the console shows. */
  timeZone: 'America/New_York',
  state: 'Pennsylvania',
  stateCode: 'PA',
  /** The year the dealership opened; copy says "15+ years". */
  foundedYear: 2010,
  yearsInBusiness: '15+',
  customers: '500+',
  municipalitiesServed: 24,
  modelsAvailable: '37+',
  salesFromPrice: 4995,
  rentalsFromPerDay: 245,
  servicePerHour: 155,
  phones: {
    /** Toll-free main line: Call Now, test drives, every call to action. */
    main: phone('(888) 555-0142'),
    /** Local second line. */
    local: phone('(610) 555-0186'),
  },
  emails: {
    info: `info@${DOMAIN}`,
    sales: `sales@${DOMAIN}`,
  },
  address: {
    street: '4120 Fairway Drive',
    city: 'Allentown',
    region: 'PA',
    postalCode: '18104',
    country: 'US',
  } satisfies PostalAddress,
  geo: { latitude: 40.5964, longitude: -75.5246 },
  /** External financing application; the operator may override it with FINANCING_URL. */
  defaultFinancingUrl: 'https://apply.financing.example.com/dealer/lehigh-county-golf-carts',
  /** Replies to contact messages. */
  responseTime: { within: '24 hours', typical: '2-6 hours during business hours' },
} as const

export function formatAddress(address: PostalAddress = business.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
}

export function telHref(p: Phone): string {
  return `tel:${p.e164}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

/** A maps-service link that opens directions to an address. */
export function directionsHref(address: PostalAddress = business.address): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`
}

/** The embeddable map of a place (the only third-party frame the site loads). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com'

export function mapEmbedSrc(query: string): string {
  return `${MAP_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`
}

