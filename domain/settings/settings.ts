/**
 * The facts the dealer edits in the console: opening hours per department, closures and
 * special hours by date, phones, e-mail addresses, the street address and its map link, and
 * the announcement banner. One zod schema serves the console's form, the admin API and the
 * versions kept of every change, so each path accepts and refuses the same things with the
 * same messages. The seed (content/business.ts) is what a fresh install shows.
 */
import { z } from 'zod'
import { business, directionsHref, type OpeningHours } from '#app/content/business'
import { openingHours } from '#app/content/opening-hours'
import { SEED_NOTES_ES } from '#app/content/hours-es'
import { DATE_PATTERN, isDate, minutesOf, TIME_PATTERN, WEEKDAYS, type Weekday } from '../dealer-clock'
import { withoutNul } from '../text'
import { DEPARTMENTS, SETTINGS_LIMITS, type SiteSettings, type WeeklyHours } from './fields'
import { SETTINGS_MESSAGES as M } from './messages'

export * from './fields'


const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional())

const time = z.string({ error: M.time }).trim().regex(TIME_PATTERN, M.time)
const date = z
  .string({ error: M.date })
  .trim()
  .regex(DATE_PATTERN, M.date)
  .refine((v) => isDate(v), M.date)

/** Opening and closing time: both or neither, and opening first. */
function checkHours(value: { opens?: string; closes?: string }, ctx: z.RefinementCtx) {
  if ((value.opens === undefined) !== (value.closes === undefined)) {
    ctx.addIssue({ code: 'custom', message: M.bothTimes, path: [value.opens === undefined ? 'opens' : 'closes'] })
  } else if (value.opens && value.closes && TIME_PATTERN.test(value.opens) && TIME_PATTERN.test(value.closes) && minutesOf(value.opens) >= minutesOf(value.closes)) {
    ctx.addIssue({ code: 'custom', message: M.closesAfterOpens, path: ['closes'] })
  }
}

const weeklyHours = z
  .object({
    days: z.array(z.enum(WEEKDAYS, { error: M.weekday }), { error: M.days }).min(1, M.days).max(7, M.days),
    opens: optional(time),
    closes: optional(time),
    note: optional(z.string({ error: M.note }).trim().max(SETTINGS_LIMITS.note, M.note)),
    noteEs: optional(z.string({ error: M.note }).trim().max(SETTINGS_LIMITS.note, M.note)),
  })
  .strip()
  .superRefine(checkHours)

/** A department's week: rows that cover each day exactly once. */
const week = z
  .array(weeklyHours, { error: M.week })
  .min(1, M.week)
  .max(SETTINGS_LIMITS.rows, M.week)
  .superRefine((rows, ctx) => {
    const seen = new Map<Weekday, number>()
    rows.forEach((row, index) => {
      for (const day of row.days) {
        if (seen.has(day)) ctx.addIssue({ code: 'custom', message: M.dayTwice(day), path: [index, 'days'] })
        seen.set(day, index)
      }
    })
    const missing = WEEKDAYS.filter((day) => !seen.has(day))
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: M.daysMissing(missing), path: [] })
  })

const dateHours = z
  .object({
    date,
    departments: z.array(z.enum(DEPARTMENTS, { error: M.department }), { error: M.departments }).min(1, M.departments).max(DEPARTMENTS.length, M.departments),
    reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(SETTINGS_LIMITS.reason, M.reason),
    reasonEs: optional(z.string({ error: M.reason }).trim().max(SETTINGS_LIMITS.reason, M.reason)),
    opens: optional(time),
    closes: optional(time),
  })
  .strip()
  .superRefine(checkHours)
  .transform((value) => ({ ...value, departments: DEPARTMENTS.filter((d) => value.departments.includes(d)) }))

/** "(888) 555-0142" as shown, "+18885550142" for links: the number shown must be the number dialled. */
const phone = z
  .object({
    e164: z.string({ error: M.e164 }).trim().regex(/^\+[1-9]\d{7,14}$/, M.e164),
    display: z
      .string({ error: M.display })
      .trim()
      .min(1, M.display)
      .max(SETTINGS_LIMITS.phoneDisplay, M.display)
      .regex(/^[\d\s().+-]+$/, M.display),
  })
  .strip()
  .superRefine((value, ctx) => {
    // Only two numbers that are each well formed can be compared.
    if (!/^\+[1-9]\d{7,14}$/.test(value.e164) || !/^[\d\s().+-]+$/.test(value.display)) return
    const shown = value.display.replace(/\D/g, '')
    if (shown.length < 7 || !value.e164.slice(1).endsWith(shown)) ctx.addIssue({ code: 'custom', message: M.displayMatches, path: ['display'] })
  })

const email = z.string({ error: M.email }).trim().max(SETTINGS_LIMITS.email, M.email).pipe(z.email(M.email))

const https = z.url({ protocol: /^https$/, error: M.url }).max(SETTINGS_LIMITS.url, M.url)

const banner = z
  .object({
    text: z.string({ error: M.bannerText }).trim().min(1, M.bannerText).max(SETTINGS_LIMITS.bannerText, M.bannerText),
    textEs: optional(z.string({ error: M.bannerText }).trim().max(SETTINGS_LIMITS.bannerText, M.bannerText)),
    link: optional(
      z
        .string({ error: M.bannerLink })
        .trim()
        .max(SETTINGS_LIMITS.url, M.bannerLink)
        .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || https.safeParse(v).success, M.bannerLink),
    ),
    from: date,
    to: date,
  })
  .strip()
  .refine((value) => value.from <= value.to, { message: M.bannerDates, path: ['to'] })

export const siteSettingsSchema = z
  .object({
    hours: z.object({ showroom: week, service: week, storage: week }, { error: M.hours }).strip(),
    closures: z
      .array(dateHours, { error: M.closures })
      .max(SETTINGS_LIMITS.closures, M.tooManyClosures)
      .superRefine((closures, ctx) => {
        const seen = new Set<string>()
        closures.forEach((closure, index) => {
          for (const department of closure.departments) {
            const key = `${closure.date} ${department}`
            if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.closureTwice(department), path: [index, 'date'] })
            seen.add(key)
          }
        })
      })
      .transform((closures) => [...closures].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
      .default([]),
    phones: z.object({ main: phone, local: phone }, { error: M.phones }).strip(),
    emails: z.object({ info: email, sales: email }, { error: M.emails }).strip(),
    address: z
      .object({
        street: z.string({ error: M.street }).trim().min(1, M.street).max(SETTINGS_LIMITS.street, M.street),
        city: z.string({ error: M.city }).trim().min(1, M.city).max(SETTINGS_LIMITS.city, M.city),
        region: z.string({ error: M.region }).trim().toUpperCase().regex(/^[A-Z]{2}$/, M.region),
        postalCode: z.string({ error: M.postalCode }).trim().regex(/^\d{5}(-\d{4})?$/, M.postalCode),
        country: z.literal('US', { error: M.country }).default('US'),
      }, { error: M.address })
      .strip(),
    geo: z
      .object({
        latitude: z.coerce.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude),
        longitude: z.coerce.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude),
      }, { error: M.geo })
      .strip(),
    mapUrl: https,
    banner: z.preprocess((v) => (v === undefined ? null : v), banner.nullable()),
  })
  .strip()

/** Field names as forms and the API's `fields` give them: "phones.main.e164", "hours.service.1.closes". */
export type SettingsErrors = Record<string, string>

export type SettingsValidation = { ok: true; value: SiteSettings } | { ok: false; fields: SettingsErrors }

/** Validates settings from any source; on failure names each invalid field by its dotted path, with its first message. */
export function validateSettings(input: unknown): SettingsValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: M.object } }
  const result = siteSettingsSchema.safeParse(withoutNul(input, 6))
  if (result.success) return { ok: true, value: result.data as SiteSettings }
  const fields: SettingsErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form'
    fields[key] ??= issue.message
  }
  return { ok: false, fields }
}

/** content/business.ts's hours rows as the settings keep them. */
function weekFromSeed(rows: readonly OpeningHours[]): WeeklyHours[] {
  return rows.map((row) => {
    const days = [...row.dayOfWeek]
    const noteEs = SEED_NOTES_ES[row.hours]
    return row.opens && row.closes ? { days, opens: row.opens, closes: row.closes } : { days, note: row.hours, ...(noteEs ? { noteEs } : {}) }
  })
}

/** What a fresh install shows: the facts typed in content/business.ts, no closures, no banner. */
export const SEED_SETTINGS: SiteSettings = {
  hours: {
    showroom: weekFromSeed(openingHours.showroom),
    service: weekFromSeed(openingHours.service),
    storage: weekFromSeed(openingHours.storage),
  },
  closures: [],
  phones: { main: { ...business.phones.main }, local: { ...business.phones.local } },
  emails: { ...business.emails },
  address: { ...business.address },
  geo: { ...business.geo },
  mapUrl: directionsHref(business.address),
  banner: null,
}
