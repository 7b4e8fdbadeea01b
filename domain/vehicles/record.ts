/**
 * The vehicle as the dealer keeps it: the public entity plus status, stock number, year,
 * serial/VIN, colour, odometer, MSRP, featured flag and sort order. One zod schema serves
 * the console's forms (strings from a urlencoded body), the admin API (JSON) and the CSV
 * import (strings per column), so every path accepts and refuses the same things with the
 * same messages. Server-side only (the console's forms post without JavaScript).
 */
import { z } from 'zod'

import { ODOMETER_UNITS, VEHICLE_STATUSES } from './vehicle'
import { CAUTIOUS_ROAD_USE, ROAD_USES } from './road-use'
import { LIMITS, RECORD_FIELDS, SPEC_KEYS, VEHICLE_ID_PATTERN, type RecordField } from './fields'
import { withoutNul } from '../text'

export { LIMITS, RECORD_FIELDS, SPEC_KEYS, VEHICLE_ID_PATTERN, type RecordField } from './fields'

export { ODOMETER_UNITS, STATUS_LABELS, VEHICLE_STATUSES, type OdometerUnit, type VehicleStatus } from './vehicle'

/** Everything a form or a CSV cell can send for "nothing": an empty or blank string. */
const blank = (value: unknown) => typeof value === 'string' && value.trim() === ''

function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`)
}

function optionalText(label: string, max: number, pattern?: { regex: RegExp; message: string }) {
  let text = z.string({ error: `The ${label} must be text` }).trim().max(max, `The ${label} must be at most ${max} characters`)
  if (pattern) text = text.regex(pattern.regex, pattern.message)
  return z.preprocess((v) => (v === null || blank(v) ? undefined : v), text.optional())
}

/** 1,000,000 but 1950: thousands are grouped only where a number is large enough to need it (not years). */
const numberText = (n: number) => n.toLocaleString('en-US', { useGrouping: Math.abs(n) >= 10_000 })

/** A whole number from JSON or from a form field ("12,995", "$12,995" and " 12995 " all read as 12995). */
function wholeNumber(label: string, min: number, max: number) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v
      const cleaned = v.replace(/[$,\s]/g, '')
      return cleaned === '' ? undefined : /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : v
    },
    z
      .number({ error: `Enter the ${label} as a whole number` })
      .int(`Enter the ${label} as a whole number`)
      .min(min, `The ${label} must be at least ${numberText(min)}`)
      .max(max, `The ${label} must be at most ${numberText(max)}`),
  )
}

function optionalWholeNumber(label: string, min: number, max: number) {
  return z.preprocess((v) => (v === null || blank(v) ? undefined : v), wholeNumber(label, min, max).optional())
}

/** A checkbox (present or absent), a JSON boolean, or a CSV cell (true/false, yes/no, 1/0). */
function flag(label: string) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v
      const s = v.trim().toLowerCase()
      if (['true', 'yes', '1', 'on'].includes(s)) return true
      if (['false', 'no', '0', 'off', ''].includes(s)) return false
      return v
    },
    z.boolean({ error: `${label}: choose yes or no` }),
  )
}

/** Features: a JSON array, or one per line from a textarea, or separated by "|" in a CSV cell. */
const features = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n|\|/)
          .map((line) => line.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string().trim().min(1).max(LIMITS.feature, `Each feature must be at most ${LIMITS.feature} characters`), {
      error: 'List the features, one per line',
    })
    .max(LIMITS.features, `List at most ${LIMITS.features} features`),
)

const currentYear = () => new Date().getUTCFullYear()

export const specificationsSchema = z.object({
  topSpeed: requiredText('top speed', LIMITS.spec),
  range: requiredText('range', LIMITS.spec),
  batteryType: requiredText('battery type', LIMITS.spec),
  chargingTime: requiredText('charging time', LIMITS.spec),
  payload: requiredText('payload', LIMITS.spec),
  seatingCapacity: wholeNumber('seating capacity', 1, 12),
})

export const vehicleRecordSchema = z
  .object({
    id: z
      .string({ error: 'Enter an id' })
      .trim()
      .toLowerCase()
      .min(1, 'Enter an id')
      .max(LIMITS.id, `The id must be at most ${LIMITS.id} characters`)
      .regex(VEHICLE_ID_PATTERN, 'Use lowercase letters, digits and single hyphens, e.g. denago-ev-city-blue'),
    name: requiredText('name', LIMITS.name),
    brand: requiredText('brand', LIMITS.brand),
    category: requiredText('category', LIMITS.category),
    roadUse: z.preprocess(
      (v) => (v === null || blank(v) ? undefined : v),
      z.enum(ROAD_USES, { error: 'Choose lsv (street legal), golf-cart (not street legal) or off-road (private land)' }).default(CAUTIOUS_ROAD_USE),
    ),
    price: wholeNumber('price', 0, LIMITS.price),
    msrp: optionalWholeNumber('MSRP', 0, LIMITS.price),
    description: requiredText('description', LIMITS.description),
    externalUrl: z.preprocess(
      (v) => (v === null || blank(v) ? undefined : v),
      z
        .url({ protocol: /^https?$/, error: 'Enter a full web address starting with https://' })
        .max(500, 'The web address must be at most 500 characters')
        .optional(),
    ),
    specifications: specificationsSchema,
    features: features.default([]),
    inStock: flag('In stock').default(true),
    isNew: flag('New').default(true),
    status: z.enum(VEHICLE_STATUSES, { error: 'Choose draft, available, pending or sold' }).default('draft'),
    stockNumber: optionalText('stock number', LIMITS.stockNumber, {
      regex: /^[A-Za-z0-9][A-Za-z0-9-]*$/,
      message: 'Use letters, digits and hyphens for the stock number',
    }),
    year: z.preprocess(
      (v) => (v === null || blank(v) ? undefined : v),
      wholeNumber('year', 1950, 2100)
        .refine((year) => year <= currentYear() + 1, { message: 'The year cannot be more than a year ahead' })
        .optional(),
    ),
    vin: optionalText('serial/VIN', LIMITS.vin, {
      regex: /^[A-Za-z0-9-]+$/,
      message: 'Use letters, digits and hyphens for the serial/VIN',
    }),
    color: optionalText('colour', LIMITS.color),
    odometer: optionalWholeNumber('odometer', 0, LIMITS.odometer),
    odometerUnit: z.enum(ODOMETER_UNITS, { error: 'Choose miles or hours' }).default('miles'),
    featured: flag('Featured').default(false),
    sortOrder: optionalWholeNumber('sort order', -LIMITS.sortOrder, LIMITS.sortOrder).transform((v) => v ?? 0),
    descriptionEs: optionalText('Spanish description', LIMITS.description).transform((v) => v ?? ''),
    featuresEs: features.default([]),
  })
  .strip()

/** A vehicle record as validated: what the repository writes. */
export type VehicleRecordInput = z.output<typeof vehicleRecordSchema>

/** The record as stored, with what the database keeps about it. */
export interface VehicleRecord extends VehicleRecordInput {
  /** Site paths of the drawn artwork shown when the vehicle has no photos. */
  images: string[]
  soldAt: string | null
  createdAt: string
  updatedAt: string
}

export type RecordErrors = Partial<Record<RecordField | 'form', string>>

export type RecordValidation = { ok: true; value: VehicleRecordInput } | { ok: false; fields: RecordErrors }

const SPEC_KEY_SET = new Set<string>(SPEC_KEYS)

/**
 * Reads flat fields (a form body or a CSV row: `topSpeed`, `seatingCapacity` … beside the
 * rest) or the API's nested `specifications` object into the schema's shape.
 */
export function nestSpecifications(input: Record<string, unknown>): Record<string, unknown> {
  if (input.specifications !== undefined) return input
  const specifications: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (SPEC_KEY_SET.has(key)) specifications[key] = value
    else rest[key] = value
  }
  return { ...rest, specifications }
}

/** Validates a record from any source; on failure names each invalid field (flattened names) with its first message. */
export function validateVehicleRecord(input: unknown): RecordValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { form: 'Send the vehicle as an object of fields' } }
  }
  const result = vehicleRecordSchema.safeParse(nestSpecifications(withoutNul(input) as Record<string, unknown>))
  if (result.success) return { ok: true, value: result.data }
  const fields: RecordErrors = {}
  for (const issue of result.error.issues) {
    const [first, second] = issue.path
    const field = (first === 'specifications' && typeof second === 'string' ? second : first) as RecordField | undefined
    if (typeof field === 'string') fields[field] ??= issue.message
    else fields.form ??= issue.message
  }
  return { ok: false, fields }
}

/** The record as flat string fields: a form's values or a CSV row. */
export function flattenRecord(record: VehicleRecordInput): Record<RecordField, string> {
  const out = {} as Record<RecordField, string>
  for (const field of RECORD_FIELDS) {
    const value = SPEC_KEY_SET.has(field)
      ? record.specifications[field as (typeof SPEC_KEYS)[number]]
      : (record as unknown as Record<string, unknown>)[field]
    out[field] =
      value === undefined || value === null
        ? ''
        : Array.isArray(value)
          ? value.join('\n')
          : typeof value === 'boolean'
            ? value
              ? 'true'
              : 'false'
            : String(value)
  }
  return out
}

/** The stored record without what the database keeps (for editing, duplicating and diffs). */
export function recordInput(record: VehicleRecord): VehicleRecordInput {
  const { images: _images, soldAt: _soldAt, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = record
  return input
}
