/**
 * The site settings' shape without their schema: the departments, the types, the limits and
 * the names of the console form's fields. What the browser's code may import; the zod schema
 * stays in settings.ts, on the server.
 */
import type { Phone, PostalAddress } from '#app/content/business'
import type { Language } from '#app/content/languages'
import type { DateText, Weekday } from '../dealer-clock'

/** The departments with hours of their own, as the site has them. */
export const DEPARTMENTS = ['showroom', 'service', 'storage'] as const
export type Department = (typeof DEPARTMENTS)[number]

/** One row of a department's week: the days it covers, and its hours or, closed, a note ("By appointment"). */
export interface WeeklyHours {
  days: Weekday[]
  /** "09:00"; absent when closed all day. */
  opens?: string
  closes?: string
  /** Shown in place of the hours on a closed day ("Closed", "Emergency service only"). */
  note?: string
  /** The note in Spanish, for the Spanish site (absent: the English is shown, marked as English). */
  noteEs?: string
}

/** A date when departments close, or keep other hours. */
export interface DateHours {
  date: DateText
  departments: Department[]
  /** Why: "Thanksgiving". Shown as "Closed for Thanksgiving". */
  reason: string
  /** The reason in Spanish ("Día de Acción de Gracias"), for the Spanish site. */
  reasonEs?: string
  /** Special hours that day; absent: closed all day. */
  opens?: string
  closes?: string
}

export interface Banner {
  text: string
  /** The text in Spanish, for the Spanish site. */
  textEs?: string
  /** A page of this site ("/specials") or a full https:// address. */
  link?: string
  /** First and last day shown, on the dealer's clock. */
  from: DateText
  to: DateText
}

export interface SiteSettings {
  hours: Record<Department, WeeklyHours[]>
  closures: DateHours[]
  phones: { main: Phone; local: Phone }
  emails: { info: string; sales: string }
  address: PostalAddress
  /** Where the address sits on the map (structured data). */
  geo: { latitude: number; longitude: number }
  /** The link the address opens (directions on a map service). */
  mapUrl: string
  banner: Banner | null
}

export const SETTINGS_LIMITS = {
  rows: 7,
  note: 60,
  closures: 100,
  reason: 80,
  phoneDisplay: 30,
  email: 254,
  street: 100,
  city: 60,
  url: 500,
  bannerText: 200,
} as const

/** A week row's field on the console's form: "hours.service.1.opens". */
export const rowField = (department: Department, row: number, name: 'from' | 'to' | 'opens' | 'closes' | 'note' | 'noteEs') => `hours.${department}.${row}.${name}`

/**
 * The dealer's text as a page in `language` shows it: the Spanish where the dealer wrote it,
 * else the English (never translated without the dealer's word), and the language it is in.
 */
export function dealerWords(english: string, spanish: string | undefined, language: Language): { text: string; language: Language } {
  return language === 'es' && spanish ? { text: spanish, language: 'es' } : { text: english, language: 'en' }
}

export { closuresOf } from './closures'
