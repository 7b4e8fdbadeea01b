/**
 * What every public page reads of the dealer's settings at one moment: the contact details,
 * the hours as rows of text, the closures still ahead, the banner if it is showing, each
 * department's open-now line, and the moment any of it next changes with the clock. The
 * server makes it (texts included, so the browser hydrates the same words) and passes it to
 * the page; components, the footer, the structured data and the e-mails read it from there.
 */
import type { OpeningHours, Phone, PostalAddress } from '#app/content/business'
import type { Language } from '#app/content/languages'
import { DATE_WORDS } from '#app/content/words-by-language'
import { dateText } from '#app/content/dates'
import { addDays, instantAt, wallTime, type DateText } from '../dealer-clock'
import { displayHours, hoursText } from './hours'
import { departmentStatus, type DepartmentStatus } from './open-state'
import { dealerWords, DEPARTMENTS, type Department, type SiteSettings } from './fields'

/** How far ahead pages list closures and special hours. */
export const CLOSURES_AHEAD_DAYS = 60
/** At most this many of them. */
export const CLOSURES_SHOWN = 8

export interface ClosureFact {
  date: DateText
  /** "Thursday, November 26" */
  dateText: string
  departments: Department[]
  reason: string
  /** The language `reason` is in when it is not the page's (the dealer has not written it in the page's language). */
  reasonLanguage?: Language
  /** "Closed", or the special hours "9:00 AM - 1:00 PM". */
  hoursText: string
  opens?: string
  closes?: string
}

export interface SiteFacts {
  phones: { main: Phone; local: Phone }
  emails: { info: string; sales: string }
  address: PostalAddress
  geo: { latitude: number; longitude: number }
  mapUrl: string
  hours: Record<Department, OpeningHours[]>
  /** From today on, soonest first. */
  closures: ClosureFact[]
  /** Only while it is showing. */
  banner: { text: string; link?: string; language?: Language } | null
  status: Record<Department, DepartmentStatus>
  /** When any of the above next changes with the clock (milliseconds since the epoch). */
  validUntil: number
}

/** The dealer's text under `key`, and its language under `languageKey` when it is not the page's. */
function marked<Key extends string, LanguageKey extends string>(words: { text: string; language: Language }, page: Language, key: Key, languageKey: LanguageKey) {
  return { [key]: words.text, ...(words.language !== page ? { [languageKey]: words.language } : {}) } as Record<Key, string> & Partial<Record<LanguageKey, Language>>
}

/** The facts at `now`, worded in `language` (the hours, the closures' days, the open-now lines). */
export function siteFacts(settings: SiteSettings, now: number, language: Language = 'en'): SiteFacts {
  const today = wallTime(now).date
  const tomorrow = instantAt(addDays(today, 1), 0)
  const until = addDays(today, CLOSURES_AHEAD_DAYS)
  const closures = settings.closures
    .filter((c) => c.date >= today && c.date <= until)
    .slice(0, CLOSURES_SHOWN)
    .map((c): ClosureFact => ({
      date: c.date,
      dateText: dateText(c.date, {}, DATE_WORDS[language]),
      departments: c.departments,
      ...marked(dealerWords(c.reason, c.reasonEs, language), language, 'reason', 'reasonLanguage'),
      hoursText: hoursText(c, language),
      ...(c.opens && c.closes ? { opens: c.opens, closes: c.closes } : {}),
    }))

  // Midnight at the latest: the closures listed and a banner's days turn over then.
  let validUntil = tomorrow
  const status = {} as Record<Department, DepartmentStatus>
  for (const department of DEPARTMENTS) {
    const { changesAt, ...shown } = departmentStatus(settings, department, now, language)
    status[department] = shown
    validUntil = Math.min(validUntil, changesAt)
  }

  const banner = settings.banner
  const showing = banner && banner.from <= today && today <= banner.to
  return {
    phones: settings.phones,
    emails: settings.emails,
    address: settings.address,
    geo: settings.geo,
    mapUrl: settings.mapUrl,
    hours: { showroom: displayHours(settings.hours.showroom, language), service: displayHours(settings.hours.service, language), storage: displayHours(settings.hours.storage, language) },
    closures,
    banner: showing ? { ...marked(dealerWords(banner.text, banner.textEs, language), language, 'text', 'language'), ...(banner.link ? { link: banner.link } : {}) } : null,
    status,
    validUntil,
  }
}

export { closuresOf } from './closures'
