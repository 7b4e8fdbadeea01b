import { EN_DATES, type DateWords } from './dates'
import { ES_DATES } from './dates-es'
import { HOURS_EN, type HoursWords } from './hours'
import { HOURS_ES } from './hours-es'
import type { Language } from './languages'

/*
 * Each language's words for code that words things in any language: the server's (the facts a
 * page reads, the e-mails). A page's script imports one language's words only, or gets them with
 * the page.
 */

export const DATE_WORDS: Record<Language, DateWords> = { en: EN_DATES, es: ES_DATES }

export const HOURS_WORDS: Record<Language, HoursWords> = { en: HOURS_EN, es: HOURS_ES }
