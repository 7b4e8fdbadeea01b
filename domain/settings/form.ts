/**
 * The console's settings forms, which work without JavaScript: flat fields named by the
 * settings' own paths ("phones.main.e164", "hours.service.1.opens"; each week row a first and
 * a last day) to the settings the schema checks, and back. Closures have their own small form
 * (one date at a time), so the main form leaves them as they are.
 */
import { WEEKDAYS, type Weekday } from '../dealer-clock'
import { rowField, SETTINGS_LIMITS, DEPARTMENTS, validateSettings, type DateHours, type Department, type SettingsErrors, type SettingsValidation, type SiteSettings, type WeeklyHours } from './settings'
import { SETTINGS_MESSAGES } from './messages'

import { field, type FormBody } from '../form-body'

export type { FormBody }

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()
const many = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? value.split(',') : []).map((v) => v.trim()).filter(Boolean)
const orUndefined = (text: string) => (text === '' ? undefined : text)

/** How many rows each department's week has on the form (the schema's most). */
export const FORM_ROWS = SETTINGS_LIMITS.rows

export { rowField }

/** A week's rows as runs of consecutive days, so each fits a first-day/last-day pair. */
function runs(rows: readonly WeeklyHours[]): WeeklyHours[] {
  const out: WeeklyHours[] = []
  for (const row of rows) {
    const indexes = [...new Set(row.days.map((d) => WEEKDAYS.indexOf(d)))].sort((a, b) => a - b)
    let run: Weekday[] = []
    indexes.forEach((index, i) => {
      run.push(WEEKDAYS[index]!)
      if (indexes[i + 1] !== index + 1) {
        out.push({ ...row, days: run })
        run = []
      }
    })
  }
  return out
}

/** The settings as the main form's values (closures left out: they have their own form). */
export function settingsToForm(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {}
  for (const department of DEPARTMENTS) {
    runs(settings.hours[department]).forEach((row, i) => {
      values[rowField(department, i, 'from')] = row.days[0] ?? ''
      values[rowField(department, i, 'to')] = row.days[row.days.length - 1] ?? ''
      values[rowField(department, i, 'opens')] = row.opens ?? ''
      values[rowField(department, i, 'closes')] = row.closes ?? ''
      values[rowField(department, i, 'note')] = row.note ?? ''
      values[rowField(department, i, 'noteEs')] = row.noteEs ?? ''
    })
  }
  for (const line of ['main', 'local'] as const) {
    values[`phones.${line}.e164`] = settings.phones[line].e164
    values[`phones.${line}.display`] = settings.phones[line].display
  }
  values['emails.info'] = settings.emails.info
  values['emails.sales'] = settings.emails.sales
  for (const key of ['street', 'city', 'region', 'postalCode'] as const) values[`address.${key}`] = settings.address[key]
  values['geo.latitude'] = String(settings.geo.latitude)
  values['geo.longitude'] = String(settings.geo.longitude)
  values.mapUrl = settings.mapUrl
  values['banner.text'] = settings.banner?.text ?? ''
  values['banner.textEs'] = settings.banner?.textEs ?? ''
  values['banner.link'] = settings.banner?.link ?? ''
  values['banner.from'] = settings.banner?.from ?? ''
  values['banner.to'] = settings.banner?.to ?? ''
  return values
}

/** Where the schema's field names show on the main form. */
function formField(path: string): string {
  const days = /^hours\.(\w+)\.(\d+)\.days(\.\d+)?$/.exec(path)
  if (days) return `hours.${days[1]}.${days[2]}.from`
  return path
}

/** The settings the main form describes (with the stored closures), checked by the one schema, errors named by form field. */
export function settingsFromForm(body: FormBody, current: SiteSettings): SettingsValidation {
  const errors: SettingsErrors = {}
  const hours = {} as Record<Department, Array<Partial<WeeklyHours>>>
  for (const department of DEPARTMENTS) {
    hours[department] = []
    for (let i = 0; i < FORM_ROWS; i++) {
      const from = one(body[rowField(department, i, 'from')])
      const to = one(body[rowField(department, i, 'to')]) || from
      if (!from) continue
      const first = WEEKDAYS.indexOf(from as Weekday)
      const last = WEEKDAYS.indexOf(to as Weekday)
      if (first < 0) errors[rowField(department, i, 'from')] = SETTINGS_MESSAGES.weekday
      else if (last < 0) errors[rowField(department, i, 'to')] = SETTINGS_MESSAGES.weekday
      else if (last < first) errors[rowField(department, i, 'to')] = SETTINGS_MESSAGES.dayOrder
      hours[department].push({
        days: first >= 0 && last >= first ? [...WEEKDAYS.slice(first, last + 1)] : [],
        opens: orUndefined(one(body[rowField(department, i, 'opens')])),
        closes: orUndefined(one(body[rowField(department, i, 'closes')])),
        note: orUndefined(one(body[rowField(department, i, 'note')])),
        noteEs: orUndefined(one(body[rowField(department, i, 'noteEs')])),
      })
    }
  }
  const bannerText = one(body['banner.text'])
  const bannerGiven = [bannerText, one(body['banner.textEs']), one(body['banner.link']), one(body['banner.from']), one(body['banner.to'])].some(Boolean)
  const result = validateSettings({
    hours,
    closures: current.closures,
    phones: {
      main: { e164: one(body['phones.main.e164']), display: one(body['phones.main.display']) },
      local: { e164: one(body['phones.local.e164']), display: one(body['phones.local.display']) },
    },
    emails: { info: one(body['emails.info']), sales: one(body['emails.sales']) },
    address: {
      street: one(body['address.street']),
      city: one(body['address.city']),
      region: one(body['address.region']),
      postalCode: one(body['address.postalCode']),
      country: 'US',
    },
    geo: { latitude: one(body['geo.latitude']), longitude: one(body['geo.longitude']) },
    mapUrl: one(body.mapUrl),
    banner: bannerGiven ? { text: bannerText, textEs: orUndefined(one(body['banner.textEs'])), link: orUndefined(one(body['banner.link'])), from: one(body['banner.from']), to: one(body['banner.to']) } : null,
  })
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.fields)) {
      // A row the form already blamed (days out of order) is not blamed twice.
      const field = formField(path)
      if (!Object.keys(errors).some((key) => key.startsWith(field.replace(/\.from$/, '.')))) errors[field] ??= message
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, fields: errors }
  return result
}

/** One closure or special day from its form: a date, the departments, a reason and, for special hours, the times. */
export function closureFromForm(body: FormBody): Omit<Partial<DateHours>, 'departments'> & { departments: string[] } {
  return {
    date: one(body.date),
    departments: many(field(body, 'departments')),
    reason: one(body.reason),
    reasonEs: orUndefined(one(body.reasonEs)),
    opens: orUndefined(one(body.opens)),
    closes: orUndefined(one(body.closes)),
  }
}

/** The settings with one more closure, checked; errors named by the closure form's fields. */
export function withClosure(current: SiteSettings, body: FormBody): SettingsValidation {
  const closure = closureFromForm(body)
  const index = current.closures.length
  const result = validateSettings({ ...current, closures: [...current.closures, closure] })
  if (result.ok) return result
  const fields: SettingsErrors = {}
  for (const [path, message] of Object.entries(result.fields)) {
    const match = /^closures\.(\d+)\.(\w+)/.exec(path)
    if (match && Number(match[1]) === index) fields[match[2]!] ??= message
    else if (path === 'closures') fields.date ??= message
    else fields.form ??= message
  }
  return { ok: false, fields }
}
