/**
 * A special as the dealer writes it: title, text, fine print, when it starts and ends, the
 * carts it applies to (chosen one by one, a brand or a category), and the price it gives
 * them (a sale price per cart, or an amount or a percentage off). One zod schema serves the
 * console's form, the admin API and the repository; a draft is never shown, a scheduled
 * special shows from its start to its end by itself.
 */
import { z } from 'zod'
import { LIMITS as VEHICLE_LIMITS, VEHICLE_ID_PATTERN } from '../vehicles/fields'
import { withoutNul } from '../text'
import { SPECIAL_LIMITS, SPECIAL_STATUSES, type SpecialInput } from './fields'
import { SPECIAL_MESSAGES as M } from './messages'

export * from './fields'


const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\$?[\d,]+\s*%?\s*$/.test(v) ? Number(v.replace(/[\s$,%]/g, '')) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )

const text = (message: string, max: number, min = 1) => z.string({ error: message }).trim().min(min, message).max(max, message)

const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message)
    .refine((v) => Number.isFinite(Date.parse(v)), message)
    .transform((v) => new Date(Date.parse(v)).toISOString())

const vehicleId = z.string({ error: M.vehicleId }).trim().toLowerCase().regex(VEHICLE_ID_PATTERN, M.vehicleId)

const scope = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('vehicles'), ids: z.array(vehicleId, { error: M.vehicles }).min(1, M.vehicles).max(SPECIAL_LIMITS.vehicles, M.vehicles) }).strip(),
    z.object({ kind: z.literal('brand'), brand: text(M.brand, VEHICLE_LIMITS.brand) }).strip(),
    z.object({ kind: z.literal('category'), category: text(M.category, VEHICLE_LIMITS.category) }).strip(),
  ],
  { error: M.scope },
)

const discount = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sale-price'), prices: z.record(vehicleId, wholeNumber(M.salePrice, 0, VEHICLE_LIMITS.price), { error: M.salePrices }) }).strip(),
    z.object({ kind: z.literal('amount-off'), amount: wholeNumber(M.amount, 1, SPECIAL_LIMITS.amount) }).strip(),
    z.object({ kind: z.literal('percent-off'), percent: wholeNumber(M.percent, 1, SPECIAL_LIMITS.percent) }).strip(),
  ],
  { error: M.discount },
)

export const specialSchema = z
  .object({
    title: text(M.title, SPECIAL_LIMITS.title),
    text: text(M.text, SPECIAL_LIMITS.text),
    finePrint: z.preprocess((v) => (v === undefined || v === null ? '' : v), text(M.finePrint, SPECIAL_LIMITS.finePrint, 0)),
    titleEs: z.preprocess((v) => (v === undefined || v === null ? '' : v), text(M.title, SPECIAL_LIMITS.title, 0)),
    textEs: z.preprocess((v) => (v === undefined || v === null ? '' : v), text(M.text, SPECIAL_LIMITS.text, 0)),
    finePrintEs: z.preprocess((v) => (v === undefined || v === null ? '' : v), text(M.finePrint, SPECIAL_LIMITS.finePrint, 0)),
    startsAt: instant(M.startsAt),
    endsAt: instant(M.endsAt),
    status: z.enum(SPECIAL_STATUSES, { error: M.status }).default('draft'),
    scope,
    discount,
  })
  .strip()
  .superRefine((value, ctx) => {
    const starts = Date.parse(value.startsAt)
    const ends = Date.parse(value.endsAt)
    if (ends <= starts) ctx.addIssue({ code: 'custom', message: M.endsAfterStarts, path: ['endsAt'] })
    else if (ends - starts > SPECIAL_LIMITS.days * 86_400_000) ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['endsAt'] })
    if (value.discount.kind === 'sale-price') {
      if (value.scope.kind !== 'vehicles') {
        ctx.addIssue({ code: 'custom', message: M.salePriceNeedsCarts, path: ['discount', 'kind'] })
        return
      }
      const ids = new Set(value.scope.ids)
      for (const id of value.scope.ids) {
        if (value.discount.prices[id] === undefined) ctx.addIssue({ code: 'custom', message: M.salePriceFor(id), path: ['discount', 'prices', id] })
      }
      for (const id of Object.keys(value.discount.prices)) {
        if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: M.priceWithoutCart(id), path: ['discount', 'prices', id] })
      }
    }
  })
  .transform((value): SpecialInput => {
    if (value.scope.kind === 'vehicles') value.scope.ids = [...new Set(value.scope.ids)]
    return value as SpecialInput
  })

export type SpecialErrors = Record<string, string>
export type SpecialValidation = { ok: true; value: SpecialInput } | { ok: false; fields: SpecialErrors }

/** Validates a special from any source; on failure names each invalid field by its dotted path ("discount.percent"). */
export function validateSpecial(input: unknown): SpecialValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { form: M.object } }
  const result = specialSchema.safeParse(withoutNul(input, 5))
  if (result.success) return { ok: true, value: result.data }
  const fields: SpecialErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form'
    fields[key] ??= issue.message
  }
  return { ok: false, fields }
}

/** The carts a special names by id (none for a brand or a category). */
export function namedVehicles(special: Pick<SpecialInput, 'scope'>): string[] {
  return special.scope.kind === 'vehicles' ? special.scope.ids : []
}
