/**
 * The console's and the admin API's one schema for the rental fleet: a unit (its name, the
 * plan it serves, the vehicle record it is, in or out of service, a note) and a block (a unit
 * out from one day to another, with a reason). Forms send text; the API sends JSON.
 */
import * as z from 'zod/mini'
import { withoutNul } from '../text'
import { isDay, type Day } from './days'
import { PLAN_IDS, type PlanId } from './rental-request'

export const FLEET_MESSAGES = {
  name: 'Give the unit a name or number (1 to 60 characters)',
  plan: 'Choose the plan it serves: 4 seater, 6 seater or utility',
  vehicleId: 'A vehicle id is lower-case letters, digits and dashes (or leave it empty)',
  inService: 'Say whether it is in service',
  note: 'Keep the note to 1,000 characters',
  unitId: 'Choose the unit',
  firstDay: 'Enter the first day (YYYY-MM-DD)',
  lastDay: 'Enter the last day (YYYY-MM-DD), on or after the first',
  reason: 'Say why it is out (1 to 500 characters)',
  hours: 'Enter the hour meter reading, a number of hours (or leave it empty)',
  closingNote: 'Keep the note to 1,000 characters',
  declineReason: 'Say why (1 to 500 characters): the renter reads it',
} as const

export interface UnitInput {
  name: string
  plan: PlanId
  vehicleId: string | null
  inService: boolean
  note: string
}

export interface BlockInput {
  unitId: number
  firstDay: Day
  lastDay: Day
  reason: string
}

const flag = z.pipe(
  z.union([z.boolean(), z.string()], { error: FLEET_MESSAGES.inService }),
  z.transform((value: boolean | string) => (typeof value === 'boolean' ? value : ['yes', 'true', 'on', '1'].includes(value) ? true : ['no', 'false', 'off', '0'].includes(value) ? false : null)),
).check(z.refine((value) => value !== null, FLEET_MESSAGES.inService))

const unitShape = {
  name: z.string({ error: FLEET_MESSAGES.name }).check(z.trim(), z.minLength(1, FLEET_MESSAGES.name), z.maxLength(60, FLEET_MESSAGES.name)),
  plan: z.enum(PLAN_IDS, { error: FLEET_MESSAGES.plan }),
  vehicleId: z.pipe(
    z.optional(z.nullable(z.string({ error: FLEET_MESSAGES.vehicleId }))),
    z.transform((value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim())),
  ).check(z.refine((value) => value === null || /^[a-z0-9][a-z0-9-]{0,99}$/.test(value), FLEET_MESSAGES.vehicleId)),
  inService: z._default(flag, true),
  note: z._default(z.string({ error: FLEET_MESSAGES.note }).check(z.trim(), z.maxLength(1000, FLEET_MESSAGES.note)), ''),
}

const day = (message: string) => z.string({ error: message }).check(z.trim(), z.refine((value) => isDay(value), message))

const blockSchema = z
  .object({
    unitId: z.pipe(z.union([z.number(), z.string()], { error: FLEET_MESSAGES.unitId }), z.transform((v: number | string) => Number(v))).check(z.refine((v) => Number.isInteger(v) && v > 0, FLEET_MESSAGES.unitId)),
    firstDay: day(FLEET_MESSAGES.firstDay),
    lastDay: day(FLEET_MESSAGES.lastDay),
    reason: z.string({ error: FLEET_MESSAGES.reason }).check(z.trim(), z.minLength(1, FLEET_MESSAGES.reason), z.maxLength(500, FLEET_MESSAGES.reason)),
  })
  .check(
    z.superRefine((block, ctx) => {
      if (block.lastDay < block.firstDay) ctx.addIssue({ code: 'custom', message: FLEET_MESSAGES.lastDay, path: ['lastDay'], input: block.lastDay })
    }),
  )

export type FleetValidation<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> }

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, fallback: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === 'string') fields[field] ??= issue.message
  }
  return Object.keys(fields).length > 0 ? fields : fallback
}

/** A whole unit (`partial`: only the fields sent, for a change). */
export function validateUnit(input: unknown, { partial = false } = {}): FleetValidation<Partial<UnitInput>> {
  const schema = partial ? z.partial(z.object(unitShape)) : z.object(unitShape)
  const result = schema.safeParse(withoutNul(input))
  if (result.success) return { ok: true, value: result.data as Partial<UnitInput> }
  return { ok: false, fields: errorsOf(result.error.issues, { name: FLEET_MESSAGES.name, plan: FLEET_MESSAGES.plan }) }
}

export function validateBlock(input: unknown): FleetValidation<BlockInput> {
  const result = blockSchema.safeParse(withoutNul(input))
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fields: errorsOf(result.error.issues, { unitId: FLEET_MESSAGES.unitId, firstDay: FLEET_MESSAGES.firstDay, lastDay: FLEET_MESSAGES.lastDay, reason: FLEET_MESSAGES.reason }) }
}

/** What staff send with a step: a unit to confirm with, a reason, the hour meter and a note. */
export interface StepInput {
  unitId?: number
  reason?: string
  hours?: number | null
  note?: string
}

/** The extra fields of a staff step on a reservation; `needsReason` for a decline or a cancellation. */
export function validateStep(input: unknown, { needsReason = false } = {}): FleetValidation<StepInput> {
  const body = (withoutNul(input) ?? {}) as Record<string, unknown>
  if (typeof body !== 'object') return { ok: false, fields: { form: 'Send the step as an object' } }
  const fields: Record<string, string> = {}
  const value: StepInput = {}
  if (body.unitId !== undefined && body.unitId !== '') {
    const id = Number(body.unitId)
    if (!Number.isInteger(id) || id <= 0) fields.unitId = FLEET_MESSAGES.unitId
    else value.unitId = id
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (needsReason && (reason.length < 1 || reason.length > 500)) fields.reason = FLEET_MESSAGES.declineReason
  else if (reason.length > 500) fields.reason = FLEET_MESSAGES.declineReason
  else if (reason) value.reason = reason
  if (body.hours !== undefined && body.hours !== '' && body.hours !== null) {
    const hours = typeof body.hours === 'number' ? body.hours : typeof body.hours === 'string' && /^\s*\d{1,6}(\.\d{1,2})?\s*$/.test(body.hours) ? Number(body.hours) : Number.NaN
    if (!Number.isFinite(hours) || hours < 0 || hours > 999_999) fields.hours = FLEET_MESSAGES.hours
    else value.hours = hours
  }
  if (body.note !== undefined) {
    const note = typeof body.note === 'string' ? body.note.trim() : null
    if (note === null || note.length > 1000) fields.note = FLEET_MESSAGES.closingNote
    else value.note = note
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value }
}
