/**
 * Reservations: made by the public (one specific unit held at once, with its lead and the
 * renter's first e-mail, all in one transaction), then confirmed (perhaps on another free
 * unit), declined or cancelled by staff, checked out and returned with the hour meter, or
 * cancelled by the renter through their signed link; a request not confirmed in time is
 * released. Each step changes the reservation, its claim, its e-mail and its audit entry
 * together or not at all. The e-mails are outbox rows of the reservation's lead, one per
 * kind, so none is ever sent twice.
 */
import { randomBytes } from 'node:crypto'
import { recordAudit, type Actor } from '../audit'
import { claimFirstFree, ClaimConflict, moveClaim, releaseClaim } from '../bookings'
import type { Database, Queries } from '../db/database'
import { queueMessage, storeLead } from '../leads'
import { addDays, dealerToday, type Day } from '#app/domain/bookings/days'
import { deliveryEstimate } from '#app/domain/bookings/rental-delivery'
import { rentalPrice } from '#app/domain/bookings/rental-price'
import type { ReservationRequest } from '#app/domain/bookings/rental-request'
import type { StepInput } from '#app/domain/bookings/rental-fleet'
import { ACTION_RESULT, allowedActions, DEFAULT_RENTAL_HOLD_HOURS, holdUntil, HOLDING_STATUSES, renterMayCancel, type RenterCancelVerdict, type ReservationAction, type ReservationStatus } from '#app/domain/bookings/rental-reservation'
import { daySpan } from '#app/domain/bookings/spans'
import type { LeadSource, LeadVisit, MessagePlan, RentalMessageKind } from '#app/domain/leads/lead'
import { planOf } from './availability'
import { RentalError, reservationHolder, toReservation, unitIdOf, unitResource, type Reservation } from './model'

/** R and seven of Crockford's base 32 (no I, L, O, U): 34 billion references, none easy to misread. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export function newReference(): string {
  return `R${[...randomBytes(7)].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`
}
export const isReference = (value: unknown): value is string => typeof value === 'string' && /^R[0-9A-HJKMNP-TV-Z]{7}$/.test(value)

export interface ReservationsOptions {
  /** RENTAL_HOLD_HOURS: a request not confirmed within this many hours is released. */
  holdHours?: number
  /** The clock (tests move it). */
  now?: () => number
}

export interface ReserveContext {
  source: LeadSource
  visit?: LeadVisit
  /** The form's one-time key, or the proxy's request id: the same request again is the same reservation. */
  submissionKey?: string
  /** Which e-mails the lead queues besides the sales notification (the CRM's ADF copy). */
  messages?: MessagePlan
}

export type ReserveOutcome = { kind: 'reserved'; reservation: Reservation; repeated: boolean } | { kind: 'full' }

const isoNow = () => new Date().toISOString()

/** What the audit log keeps of a reservation: never the renter's contact details. */
const auditView = (r: Reservation) => ({ status: r.status, unitId: r.unitId, plan: r.plan, startDay: r.startDay, days: r.days, price: r.price, town: r.town, reason: r.reason ?? undefined })

export function reservationRepository(db: Database, options: ReservationsOptions = {}) {
  const holdHours = options.holdHours ?? DEFAULT_RENTAL_HOLD_HOURS
  const now = options.now ?? Date.now

  async function read(q: Queries, id: string): Promise<Reservation | undefined> {
    if (!isReference(id)) return undefined
    const row = await q.kysely.selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toReservation(row) : undefined
  }

  /** One step's writes: the row, the claim, the renter's e-mail and the audit entry, in the caller's transaction. */
  async function change(tx: Queries, before: Reservation, set: Partial<Record<string, unknown>>, actor: Actor, action: string, message?: RentalMessageKind): Promise<Reservation> {
    const at = isoNow()
    await tx.kysely.updateTable('rental_reservations').set({ ...set, updated_at: at }).where('id', '=', before.id).execute()
    const after = (await read(tx, before.id))!
    if (!HOLDING_STATUSES.includes(after.status)) await releaseClaim(tx, reservationHolder(after.id))
    if (message && after.leadId) await queueMessage(tx, after.leadId, message)
    await recordAudit(tx, { actor, action, entity: 'rental_reservation', entityId: after.id, before: auditView(before), after: auditView(after) })
    return after
  }

  return {
    /** RENTAL_HOLD_HOURS as this server runs with it. */
    holdHours,

    get: (id: string) => read(db, id),

    async byLead(leadId: string): Promise<Reservation | undefined> {
      const row = await db.kysely.selectFrom('rental_reservations').selectAll().where('lead_id', '=', leadId).executeTakeFirst()
      return row ? toReservation(row) : undefined
    },

    /** Reservations on the road or held over any of the days [from, to), and, with `all`, the closed ones too; by start day. */
    async between(from: Day, to: Day, { all = false } = {}): Promise<Reservation[]> {
      let q = db.kysely.selectFrom('rental_reservations').selectAll().where('start_day', '<', to).where('start_day', '>=', addDays(from, -31))
      if (!all) q = q.where('status', 'in', [...HOLDING_STATUSES])
      const rows = await q.orderBy('start_day').orderBy('id').execute()
      return rows.map(toReservation).filter((r) => addDays(r.startDay, r.days) > from)
    },

    /**
     * Holds the first free unit of the plan for the days and stores the reservation, its lead
     * (kind rental) and the renter's "request received" e-mail; `full` when no unit is free.
     */
    async reserve(request: ReservationRequest, context: ReserveContext): Promise<ReserveOutcome> {
      const id = newReference()
      const made = now()
      const span = daySpan(request.start, request.days)
      const quote = rentalPrice(planOf(request.plan), request.days)
      const delivery = deliveryEstimate(request.town)
      try {
        return await db.transaction(async (tx): Promise<ReserveOutcome> => {
          if (context.submissionKey) {
            const row = await tx.kysely.selectFrom('rental_reservations').selectAll().where('submission_key', '=', context.submissionKey).executeTakeFirst()
            if (row && row.email.toLowerCase() === request.email.toLowerCase()) return { kind: 'reserved', reservation: toReservation(row), repeated: true }
            if (row) throw new RentalError(400, 'This form was already sent by someone else: reload the page and try again')
          }
          const units = await tx.kysely.selectFrom('rental_units').select('id').where('plan', '=', request.plan).where('in_service', '=', 1).orderBy('id').execute()
          const resource = await claimFirstFree(tx, units.map((u) => unitResource(Number(u.id))), span, reservationHolder(id))
          if (resource === null) return { kind: 'full' }
          const leadId = await storeLead(
            tx,
            { firstName: request.firstName, lastName: request.lastName, email: request.email, phone: request.phone, interest: 'sales', message: request.note },
            context.source,
            {
              kind: 'rental',
              details: { reservation: id, plan: request.plan, startDate: request.start, days: request.days, town: request.town, address: request.address, price: quote.total },
              visit: context.visit,
              ...(context.submissionKey ? { submissionKey: `rental:${context.submissionKey}` } : {}),
            },
            context.messages ?? {},
          )
          await tx.kysely
            .insertInto('rental_reservations')
            .values({
              id,
              lead_id: leadId,
              unit_id: unitIdOf(resource),
              plan: request.plan,
              start_day: request.start,
              days: request.days,
              price: quote.total,
              town: request.town,
              address: request.address,
              delivery_miles: delivery?.miles ?? null,
              delivery_fee: delivery?.fee ?? null,
              first_name: request.firstName,
              last_name: request.lastName,
              email: request.email,
              phone: request.phone,
              note: request.note,
              hold_until: holdUntil(made, holdHours),
              submission_key: context.submissionKey ?? null,
              created_at: new Date(made).toISOString(),
              updated_at: new Date(made).toISOString(),
            })
            .execute()
          await queueMessage(tx, leadId, 'rental-requested')
          const reservation = (await read(tx, id))!
          await recordAudit(tx, { actor: { kind: 'renter' }, action: 'rental-reservation.create', entity: 'rental_reservation', entityId: id, after: auditView(reservation) })
          return { kind: 'reserved', reservation, repeated: false }
        })
      } catch (err) {
        // The database refused the claim (a write that bypassed the check): the unit is taken.
        if (err instanceof ClaimConflict) return { kind: 'full' }
        throw err
      }
    },

    /** A staff step: confirm (optionally on another free unit of the plan), decline, cancel, check out, return. */
    async act(id: string, action: ReservationAction, input: StepInput, actor: Actor): Promise<Reservation> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id)
        if (!before) throw new RentalError(404, 'No such reservation')
        if (!allowedActions(before.status).includes(action)) throw new RentalError(409, `A ${before.status} reservation cannot be ${ACTION_RESULT[action]}`)
        const at = isoNow()
        const status: ReservationStatus = ACTION_RESULT[action]
        switch (action) {
          case 'confirm': {
            let unitId = before.unitId
            if (input.unitId !== undefined && input.unitId !== before.unitId) {
              const unit = await tx.kysely.selectFrom('rental_units').select(['id', 'plan', 'in_service']).where('id', '=', input.unitId).executeTakeFirst()
              if (!unit || unit.plan !== before.plan || unit.in_service !== 1) throw new RentalError(400, 'Choose a unit of the same plan that is in service', { unitId: 'Choose a unit of the same plan that is in service' })
              try {
                await moveClaim(tx, reservationHolder(id), unitResource(input.unitId))
              } catch (err) {
                if (err instanceof ClaimConflict) throw new RentalError(409, 'That unit is not free for all of these days', { unitId: 'That unit is not free for all of these days' })
                throw err
              }
              unitId = input.unitId
            }
            return change(tx, before, { status, unit_id: unitId, confirmed_at: at }, actor, 'rental-reservation.confirm', 'rental-confirmed')
          }
          case 'decline':
          case 'cancel':
            if (!input.reason) throw new RentalError(400, 'Say why: the renter reads it', { reason: 'Say why: the renter reads it' })
            return change(tx, before, { status, reason: input.reason, closed_at: at }, actor, `rental-reservation.${action}`, action === 'decline' ? 'rental-declined' : 'rental-cancelled')
          case 'check-out':
            return change(tx, before, { status, checkout_at: at, checkout_hours: input.hours ?? null, checkout_note: input.note ?? '' }, actor, 'rental-reservation.check-out')
          case 'return':
            return change(tx, before, { status, return_at: at, return_hours: input.hours ?? null, return_note: input.note ?? '', closed_at: at }, actor, 'rental-reservation.return')
        }
      })
    },

    /** The renter cancels through the signed link: until RENTER_CANCEL_HOURS before the start. */
    async cancelByRenter(id: string): Promise<{ verdict: RenterCancelVerdict | 'not-found'; reservation?: Reservation }> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id)
        if (!before) return { verdict: 'not-found' }
        const verdict = renterMayCancel(before, now())
        if (verdict !== 'ok') return { verdict, reservation: before }
        const reservation = await change(tx, before, { status: 'cancelled', reason: 'Cancelled by the renter', closed_at: isoNow() }, { kind: 'renter' }, 'rental-reservation.cancel', 'rental-cancelled')
        return { verdict, reservation }
      })
    },

    /** Releases every request whose hold has run out, telling each renter; how many. */
    async expireHolds(): Promise<number> {
      const at = now()
      const due = await db.kysely.selectFrom('rental_reservations').select('id').where('status', '=', 'requested').where('hold_until', '<=', at).orderBy('hold_until').limit(100).execute()
      let released = 0
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          const before = await read(tx, id)
          // Confirmed (or released by another process) meanwhile: nothing to do.
          if (!before || before.status !== 'requested' || before.holdUntil > at) return false
          await change(tx, before, { status: 'released', reason: `Not confirmed within ${holdHours} hours`, closed_at: isoNow() }, { kind: 'job', name: 'rental-hold-expiry' }, 'rental-reservation.release', 'rental-released')
          return true
        })
        if (done) released++
      }
      return released
    },

    /** Queues the day-before reminder of every confirmed reservation starting tomorrow at the dealer; how many were new. */
    async queueReminders(): Promise<number> {
      const tomorrow = addDays(dealerToday(now()), 1)
      const due = await db.kysely.selectFrom('rental_reservations').select(['id', 'lead_id']).where('status', '=', 'confirmed').where('start_day', '=', tomorrow).execute()
      let queued = 0
      for (const row of due) {
        if (!row.lead_id) continue
        if (await db.transaction((tx) => queueMessage(tx, row.lead_id!, 'rental-reminder'))) queued++
      }
      return queued
    },
  }
}

export type ReservationRepository = ReturnType<typeof reservationRepository>
