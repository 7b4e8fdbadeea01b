/**
 * The console's special form, which works without JavaScript: its flat fields (dates and times
 * on the dealer's clock, the chosen carts as repeated `vehicles` values, a sale price per cart
 * as `price-<id>`) to a special the schema checks, and the schema's field names back to the
 * form's, so each error shows beside its field.
 */
import { DATE_PATTERN, instantAt, isDate, minutesOf, TIME_PATTERN, timeOf, wallTime } from '../dealer-clock'
import { SPECIAL_MESSAGES as M } from './messages'
import { DISCOUNT_KINDS, SALE_PRICE_FIELD, SCOPE_KINDS, validateSpecial, type SpecialErrors, type SpecialInput, type SpecialValidation } from './special'

import { field, type FormBody } from '../form-body'

export type { FormBody }

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()
const many = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []).map((v) => v.trim()).filter(Boolean)

export { SALE_PRICE_FIELD }

/** A moment from a date and a time on the dealer's clock; the field to blame when either is not one. */
function moment(date: string, time: string, prefix: 'start' | 'end'): { iso?: string; errors: SpecialErrors } {
  const errors: SpecialErrors = {}
  if (!DATE_PATTERN.test(date) || !isDate(date)) errors[`${prefix}Date`] = M.date
  if (!TIME_PATTERN.test(time)) errors[`${prefix}Time`] = M.time
  if (Object.keys(errors).length > 0) return { errors }
  return { iso: new Date(instantAt(date, minutesOf(time))).toISOString(), errors }
}

/** Where the schema's field names show on the form. */
function formField(path: string): string {
  if (path === 'startsAt') return 'startDate'
  if (path === 'endsAt') return 'endDate'
  if (path === 'scope.kind') return 'scopeKind'
  if (path.startsWith('scope.ids')) return 'vehicles'
  if (path === 'scope.brand') return 'brand'
  if (path === 'scope.category') return 'category'
  if (path === 'discount.kind') return 'discountKind'
  if (path === 'discount.amount') return 'amount'
  if (path === 'discount.percent') return 'percent'
  if (path.startsWith('discount.prices.')) return SALE_PRICE_FIELD(path.slice('discount.prices.'.length))
  if (path === 'discount.prices') return 'vehicles'
  return path
}

/** The special a form describes, checked by the one schema, with errors named by form field. */
export function specialFromForm(body: FormBody): SpecialValidation {
  const start = moment(one(body.startDate), one(body.startTime), 'start')
  const end = moment(one(body.endDate), one(body.endTime), 'end')
  const scopeKind = one(body.scopeKind)
  const discountKind = one(body.discountKind)
  const ids = [...new Set(many(field(body, 'vehicles')).map((id) => id.toLowerCase()))]
  const scope =
    scopeKind === 'vehicles' ? { kind: scopeKind, ids } : scopeKind === 'brand' ? { kind: scopeKind, brand: one(body.brand) } : scopeKind === 'category' ? { kind: scopeKind, category: one(body.category) } : { kind: scopeKind }
  const discount =
    discountKind === 'sale-price'
      ? { kind: discountKind, prices: Object.fromEntries(ids.map((id) => [id, one(body[SALE_PRICE_FIELD(id)])]).filter(([, price]) => price !== '')) }
      : discountKind === 'amount-off'
        ? { kind: discountKind, amount: one(body.amount) }
        : discountKind === 'percent-off'
          ? { kind: discountKind, percent: one(body.percent) }
          : { kind: discountKind }
  const result = validateSpecial({
    title: one(body.title),
    text: one(body.text),
    finePrint: one(body.finePrint),
    titleEs: one(body.titleEs),
    textEs: one(body.textEs),
    finePrintEs: one(body.finePrintEs),
    startsAt: start.iso ?? '',
    endsAt: end.iso ?? '',
    status: one(body.status) || 'draft',
    scope,
    discount,
  })
  const errors: SpecialErrors = { ...start.errors, ...end.errors }
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.fields)) {
      // A date the form already blamed on its own field is not blamed twice.
      if ((path === 'startsAt' && !start.iso) || (path === 'endsAt' && !end.iso)) continue
      errors[formField(path)] ??= message
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, fields: errors }
  return result
}

/** A stored special as the form's values (the chosen carts' ids joined by commas). */
export function specialToForm(special: SpecialInput): Record<string, string> {
  const start = wallTime(Date.parse(special.startsAt))
  const end = wallTime(Date.parse(special.endsAt))
  const values: Record<string, string> = {
    title: special.title,
    text: special.text,
    finePrint: special.finePrint,
    titleEs: special.titleEs ?? '',
    textEs: special.textEs ?? '',
    finePrintEs: special.finePrintEs ?? '',
    status: special.status,
    startDate: start.date,
    startTime: timeOf(start.minutes),
    endDate: end.date,
    endTime: timeOf(end.minutes),
    scopeKind: special.scope.kind,
    vehicles: special.scope.kind === 'vehicles' ? special.scope.ids.join(',') : '',
    brand: special.scope.kind === 'brand' ? special.scope.brand : '',
    category: special.scope.kind === 'category' ? special.scope.category : '',
    discountKind: special.discount.kind,
    amount: special.discount.kind === 'amount-off' ? String(special.discount.amount) : '',
    percent: special.discount.kind === 'percent-off' ? String(special.discount.percent) : '',
  }
  if (special.discount.kind === 'sale-price') {
    for (const [id, price] of Object.entries(special.discount.prices)) values[SALE_PRICE_FIELD(id)] = String(price)
  }
  return values
}

export { DISCOUNT_KINDS, SCOPE_KINDS }
