/**
 * Service bookings: made by the public (one place of the chosen window claimed, the booking,
 * its lead of kind service and the "booked" e-mail, all in one write transaction, so 50 sent
 * at once for a window's last place make exactly one), then worked by the desk (confirm, move
 * to another window with room, cancel; received, in progress, ready, collected; notes), or
 * cancelled or asked to move by the customer through their signed link until the window
 * starts. Each change writes the booking, its claim, its e-mail and its audit entry together
 * or not at all; the e-mails are outbox rows of the booking's lead, one per kind.
 */
import { randomBytes } from 'node:crypto'
import { recordAudit, type Actor } from '../audit'
import { claimFirstFree, ClaimConflict, claimsLike, releaseClaim } from '../bookings'
import type { Database, Queries } from '../db/database'
import { queueMessage, storeLead } from '../leads'
import { addDays, dealerMidnight, type Day } from '#app/domain/bookings/days'
import { allowedServiceActions, customerMayChange, isMovable, reminderDay, SERVICE_ACTION_RESULT, SERVICE_MESSAGES, type BookingRequest, type CustomerChangeVerdict, type ServiceAction } from '#app/domain/bookings/service-booking'
import { serviceDepartmentCalendar, type DepartmentCalendar } from '#app/domain/bookings/service-hours'
import { findWindow, nearestOpenWindows, placesToClaim, serviceWindows, windowPlacePrefix, windowRoom, type ServiceWindow, type WindowRoom } from '#app/domain/bookings/service-windows'
import type { LeadSource, LeadVisit, MessagePlan, ServiceMessageKind } from '#app/domain/leads/lead'
import { bookingHolder, ServiceError, toBooking, windowIdOf, type ServiceBooking } from './model'
import { readSettings } from './settings'

/** S and seven of Crockford's base 32 (no I, L, O, U). */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const newBookingReference = () => `S${[...randomBytes(7)].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`
export const isBookingReference = (value: unknown): value is string => typeof value === 'string' && /^S[0-9A-HJKMNP-TV-Z]{7}$/.test(value)

export interface BookingsOptions {
  /** The clock (tests move it). */
  now?: () => number
  /** The department's hours, closures and special hours (the site settings'; the seed's by default; tests give their own). */
  calendar?: () => DepartmentCalendar | Promise<DepartmentCalendar>
}

export interface BookContext {
  source: LeadSource
  visit?: LeadVisit
  /** The form's one-time key, or the proxy's request id: the same request again is the same booking. */
  submissionKey?: string
  messages?: MessagePlan
}

export type BookOutcome =
  | { kind: 'booked'; booking: ServiceBooking; repeated: boolean }
  /** The window filled meanwhile: the nearest open ones. */
  | { kind: 'full'; nearest: WindowRoom[] }
  /** Not a window one may book (closed, too soon, too far, not one of the rules). */
  | { kind: 'gone'; nearest: WindowRoom[] }

const isoNow = () => new Date().toISOString()

/** What the audit log keeps of a booking: never the customer's contact details. */
const auditView = (b: ServiceBooking) => ({ status: b.status, window: `${b.day}T${b.from}-${b.to}`, make: b.make, model: b.model, reason: b.reason ?? undefined })

/** Days the desk looks at when it answers "nearest open windows". */
const NEAREST_DAYS = 21

export function serviceBookingRepository(db: Database, options: BookingsOptions = {}) {
  const now = options.now ?? Date.now
  // Read before a transaction opens, never inside one: the settings are read on the database's
  // own connection, which on SQLite waits for the open transaction (it would wait for itself).
  const calendar = async () => (options.calendar ?? serviceDepartmentCalendar)()

  async function read(q: Queries, id: string): Promise<ServiceBooking | undefined> {
    if (!isBookingReference(id)) return undefined
    const row = await q.kysely.selectFrom('service_bookings').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toBooking(row) : undefined
  }

  /** The windows of the days asked about with the room each has left, read in `q` (a transaction's, for a decision). */
  async function rooms(q: Queries, cal: DepartmentCalendar, from: Day | undefined, days: number): Promise<WindowRoom[]> {
    const windows = serviceWindows(await readSettings(q), cal, { from, days, now: now() })
    if (windows.length === 0) return []
    const span = { start: windows[0]!.span.start, end: windows.at(-1)!.span.end }
    return windowRoom(windows, await claimsLike(q, span, 'window:'))
  }

  async function nearest(q: Queries, cal: DepartmentCalendar, wanted: number, day: Day | undefined): Promise<WindowRoom[]> {
    const from = day ? addDays(day, -7) : undefined
    return nearestOpenWindows(await rooms(q, cal, from, NEAREST_DAYS), wanted)
  }

  /** Takes a place of the window for the holder, in the write transaction; null when the window is full. */
  async function takePlace(tx: Queries, window: ServiceWindow, holder: string): Promise<string | null> {
    const places = placesToClaim(window, await claimsLike(tx, window.span, windowPlacePrefix(window.id)))
    return places.length === 0 ? null : claimFirstFree(tx, places, window.span, holder)
  }

  /** The window with that id if one may book it now, read in `q`. */
  async function bookable(q: Queries, cal: DepartmentCalendar, windowId: string): Promise<ServiceWindow | undefined> {
    return findWindow(await readSettings(q), cal, windowId, now())
  }

  /** Puts an e-mail in the outbox again when one of that kind already went (a second move). */
  async function requeue(tx: Queries, leadId: string, kind: ServiceMessageKind): Promise<void> {
    if (await queueMessage(tx, leadId, kind)) return
    await tx.kysely
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now(), last_error: null, provider_message_id: null, sent_at: null, lease_owner: null, lease_until: null, sending_since: null, lookup_failures: 0 })
      .where('lead_id', '=', leadId)
      .where('kind', '=', kind)
      .where('status', '<>', 'pending')
      .execute()
  }

  async function change(tx: Queries, before: ServiceBooking, set: Record<string, unknown>, actor: Actor, action: string, message?: ServiceMessageKind): Promise<ServiceBooking> {
    await tx.kysely.updateTable('service_bookings').set({ ...set, updated_at: isoNow() }).where('id', '=', before.id).execute()
    const after = (await read(tx, before.id))!
    if (after.status === 'cancelled') await releaseClaim(tx, bookingHolder(after.id))
    if (message && after.leadId) await (message === 'service-moved' ? requeue(tx, after.leadId, message) : queueMessage(tx, after.leadId, message))
    await recordAudit(tx, { actor, action, entity: 'service_booking', entityId: after.id, before: auditView(before), after: auditView(after) })
    return after
  }

  /** Moves a booking's claim to a place of another window (room checked in this transaction). */
  async function moveInto(tx: Queries, cal: DepartmentCalendar, before: ServiceBooking, windowId: string, actor: Actor): Promise<ServiceBooking> {
    if (!isMovable(before.status)) throw new ServiceError(409, `A ${before.status} booking cannot be moved`)
    if (!windowId) throw new ServiceError(400, SERVICE_MESSAGES.window, { window: SERVICE_MESSAGES.window })
    const target = await bookable(tx, cal, windowId)
    if (!target) throw new ServiceError(409, SERVICE_MESSAGES.gone, { window: SERVICE_MESSAGES.gone })
    if (target.id === windowIdOf(before)) throw new ServiceError(400, SERVICE_MESSAGES.sameWindow, { window: SERVICE_MESSAGES.sameWindow })
    await releaseClaim(tx, bookingHolder(before.id))
    const place = await takePlace(tx, target, bookingHolder(before.id))
    if (place === null) throw new ServiceError(409, SERVICE_MESSAGES.full, { window: SERVICE_MESSAGES.full })
    if (before.leadId) {
      // A reminder already queued or sent was for the old day: the job queues one for the new day.
      await tx.kysely.deleteFrom('outbox').where('lead_id', '=', before.leadId).where('kind', '=', 'service-reminder').execute()
      // The lead (the desk's view of it, the CSV) names the drop-off it is for now.
      const lead = await tx.kysely.selectFrom('leads').select('details').where('id', '=', before.leadId).executeTakeFirst()
      if (lead) {
        const details = { ...(JSON.parse(lead.details) as Record<string, unknown>), dropOffDay: target.day, dropOffWindow: `${target.from}-${target.to}` }
        await tx.kysely.updateTable('leads').set({ details: JSON.stringify(details) }).where('id', '=', before.leadId).execute()
      }
    }
    return change(tx, before, { window_day: target.day, window_from: target.from, window_to: target.to, starts_at: target.span.start, ends_at: target.span.end }, actor, 'service-booking.move', 'service-moved')
  }

  const asFull = (err: unknown) => err instanceof ClaimConflict

  return {
    get: (id: string) => read(db, id),

    async byLead(leadId: string): Promise<ServiceBooking | undefined> {
      const row = await db.kysely.selectFrom('service_bookings').selectAll().where('lead_id', '=', leadId).executeTakeFirst()
      return row ? toBooking(row) : undefined
    },

    /** The open windows of the days asked about, with the room each has left (full ones included, free 0). */
    slots: async (from: Day | undefined, days: number) => rooms(db, await calendar(), from, days),

    /** Bookings whose window is on one of the days [from, to), by window; cancelled ones only with `all`. */
    async between(from: Day, to: Day, { all = false } = {}): Promise<ServiceBooking[]> {
      let q = db.kysely.selectFrom('service_bookings').selectAll().where('window_day', '>=', from).where('window_day', '<', to)
      if (!all) q = q.where('status', '<>', 'cancelled')
      return (await q.orderBy('starts_at').orderBy('id').execute()).map(toBooking)
    },

    /** Carts ready for pick-up, and collected on `day`: the desk's pick-ups. */
    async pickUps(day: Day): Promise<ServiceBooking[]> {
      const rows = await db.kysely.selectFrom('service_bookings').selectAll().where((eb) => eb.or([eb('status', '=', 'ready'), eb.and([eb('status', '=', 'collected'), eb('collected_at', '>=', new Date(addDaysMs(day, 0)).toISOString()), eb('collected_at', '<', new Date(addDaysMs(day, 1)).toISOString())])])).orderBy('ready_at').execute()
      return rows.map(toBooking)
    },

    /** Takes a place of the chosen window and stores the booking, its lead (kind service) and the "booked" e-mail. */
    async book(request: BookingRequest, context: BookContext): Promise<BookOutcome> {
      const id = newBookingReference()
      const cal = await calendar()
      try {
        return await db.transaction(async (tx): Promise<BookOutcome> => {
          if (context.submissionKey) {
            const row = await tx.kysely.selectFrom('service_bookings').selectAll().where('submission_key', '=', context.submissionKey).executeTakeFirst()
            if (row && row.email.toLowerCase() === request.email.toLowerCase()) return { kind: 'booked', booking: toBooking(row), repeated: true }
            if (row) throw new ServiceError(400, 'This form was already sent by someone else: reload the page and try again')
          }
          const window = await bookable(tx, cal, request.window)
          if (!window) return { kind: 'gone', nearest: await nearest(tx, cal, now(), undefined) }
          const place = await takePlace(tx, window, bookingHolder(id))
          if (place === null) return { kind: 'full', nearest: await nearest(tx, cal, window.span.start, window.day) }
          const leadId = await storeLead(
            tx,
            { firstName: request.firstName, lastName: request.lastName, email: request.email, phone: request.phone, interest: 'service', message: request.note },
            context.source,
            {
              kind: 'service',
              details: { booking: id, make: request.make, model: request.model, problem: request.problem, dropOffDay: window.day, dropOffWindow: `${window.from}-${window.to}` },
              visit: context.visit,
              ...(context.submissionKey ? { submissionKey: `service:${context.submissionKey}` } : {}),
            },
            context.messages ?? {},
          )
          const at = new Date(now()).toISOString()
          await tx.kysely
            .insertInto('service_bookings')
            .values({
              id,
              lead_id: leadId,
              window_day: window.day,
              window_from: window.from,
              window_to: window.to,
              starts_at: window.span.start,
              ends_at: window.span.end,
              make: request.make,
              model: request.model,
              problem: request.problem,
              first_name: request.firstName,
              last_name: request.lastName,
              email: request.email,
              phone: request.phone,
              note: request.note,
              submission_key: context.submissionKey ?? null,
              created_at: at,
              updated_at: at,
            })
            .execute()
          await queueMessage(tx, leadId, 'service-booked')
          const booking = (await read(tx, id))!
          await recordAudit(tx, { actor: { kind: 'customer' }, action: 'service-booking.create', entity: 'service_booking', entityId: id, after: auditView(booking) })
          return { kind: 'booked', booking, repeated: false }
        })
      } catch (err) {
        // The database refused the claim (a write that bypassed the check): the window is full.
        if (asFull(err)) return { kind: 'full', nearest: await nearest(db, cal, now(), undefined) }
        throw err
      }
    },

    /** A desk step: confirm, receive, start, ready, collect, cancel (with a reason the customer reads). */
    async act(id: string, action: ServiceAction, input: { reason?: string }, actor: Actor): Promise<ServiceBooking> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id)
        if (!before) throw new ServiceError(404, 'No such booking')
        if (!allowedServiceActions(before.status).includes(action)) throw new ServiceError(409, `A ${before.status} booking cannot be ${SERVICE_ACTION_RESULT[action]}`)
        const at = isoNow()
        const status = SERVICE_ACTION_RESULT[action]
        switch (action) {
          case 'confirm':
            return change(tx, before, { status, confirmed_at: at }, actor, 'service-booking.confirm')
          case 'receive':
            return change(tx, before, { status, received_at: at }, actor, 'service-booking.receive')
          case 'start':
            return change(tx, before, { status }, actor, 'service-booking.start')
          case 'ready':
            return change(tx, before, { status, ready_at: at }, actor, 'service-booking.ready', 'service-ready')
          case 'collect':
            return change(tx, before, { status, collected_at: at }, actor, 'service-booking.collect')
          case 'cancel': {
            const reason = input.reason?.trim()
            if (!reason) throw new ServiceError(400, 'Say why: the customer reads it', { reason: 'Say why: the customer reads it' })
            return change(tx, before, { status, reason: reason.slice(0, 500), cancelled_at: at }, actor, 'service-booking.cancel', 'service-cancelled')
          }
        }
      })
    },

    /** The desk moves a booking to another window (room checked); 409 when that window is full or not bookable. */
    async move(id: string, windowId: string, actor: Actor): Promise<ServiceBooking> {
      const cal = await calendar()
      try {
        return await db.transaction(async (tx) => {
          const before = await read(tx, id)
          if (!before) throw new ServiceError(404, 'No such booking')
          return moveInto(tx, cal, before, windowId, actor)
        })
      } catch (err) {
        if (asFull(err)) throw new ServiceError(409, SERVICE_MESSAGES.full, { window: SERVICE_MESSAGES.full })
        throw err
      }
    },

    /** The desk's notes on a booking (never sent to the customer). */
    async note(id: string, notes: string, actor: Actor): Promise<ServiceBooking> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id)
        if (!before) throw new ServiceError(404, 'No such booking')
        return change(tx, before, { staff_notes: notes.slice(0, 5000) }, actor, 'service-booking.note')
      })
    },

    /** The customer cancels through their link, until the window starts. */
    async cancelByCustomer(id: string): Promise<{ verdict: CustomerChangeVerdict | 'not-found'; booking?: ServiceBooking }> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id)
        if (!before) return { verdict: 'not-found' }
        const verdict = customerMayChange(before, now())
        if (verdict !== 'ok') return { verdict, booking: before }
        const booking = await change(tx, before, { status: 'cancelled', reason: 'Cancelled by the customer', cancelled_at: isoNow() }, { kind: 'customer' }, 'service-booking.cancel', 'service-cancelled')
        return { verdict, booking }
      })
    },

    /** The customer moves their booking through their link to another window with room, until the window starts. */
    async moveByCustomer(id: string, windowId: string): Promise<{ verdict: CustomerChangeVerdict | 'not-found'; booking?: ServiceBooking }> {
      const cal = await calendar()
      try {
        return await db.transaction(async (tx) => {
          const before = await read(tx, id)
          if (!before) return { verdict: 'not-found' as const }
          const verdict = customerMayChange(before, now())
          if (verdict !== 'ok') return { verdict, booking: before }
          return { verdict, booking: await moveInto(tx, cal, before, windowId, { kind: 'customer' }) }
        })
      } catch (err) {
        if (asFull(err)) throw new ServiceError(409, SERVICE_MESSAGES.full, { window: SERVICE_MESSAGES.full })
        throw err
      }
    },

    /** The nearest open windows to a moment (the API's 409). */
    nearest: async (wanted: number, day?: Day) => nearest(db, await calendar(), wanted, day),

    /** Queues the day-before reminder of every booked or confirmed drop-off tomorrow at the dealer; how many were new. */
    async queueReminders(): Promise<number> {
      const due = await db.kysely.selectFrom('service_bookings').select(['id', 'lead_id']).where('status', 'in', ['booked', 'confirmed']).where('window_day', '=', reminderDay(now())).execute()
      let queued = 0
      for (const row of due) {
        if (!row.lead_id) continue
        if (await db.transaction((tx) => queueMessage(tx, row.lead_id!, 'service-reminder'))) queued++
      }
      return queued
    },
  }
}

/** The instant a day `n` days after `day` begins at the dealer. */
function addDaysMs(day: Day, n: number): number {
  return dealerMidnight(addDays(day, n))
}

export type ServiceBookingRepository = ReturnType<typeof serviceBookingRepository>
