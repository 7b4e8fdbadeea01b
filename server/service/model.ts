/**
 * A service booking as the rest of the server sees it, its row mapper, and how it is named
 * in the availability engine's claims: a booking is the holder `service:<reference>` of one
 * place of its window (`window:2026-06-04T08:00#2`, domain/bookings/service-windows.ts).
 */
import type { Selectable } from 'kysely'
import type { ServiceBookingTable } from '../db/tables'
import type { Day } from '#app/domain/bookings/days'
import type { ServiceStatus } from '#app/domain/bookings/service-booking'
import { windowId } from '#app/domain/bookings/service-windows'

export interface ServiceBooking {
  /** The reference the customer is given, e.g. S7K3M9QX. */
  id: string
  leadId: string | null
  day: Day
  from: string
  to: string
  startsAt: number
  endsAt: number
  status: ServiceStatus
  make: string
  model: string
  problem: string
  firstName: string
  lastName: string
  email: string
  phone: string
  note: string
  staffNotes: string
  reason: string | null
  createdAt: string
  updatedAt: string
  confirmedAt: string | null
  receivedAt: string | null
  readyAt: string | null
  collectedAt: string | null
  cancelledAt: string | null
}

export const bookingHolder = (id: string) => `service:${id}`
/** The id of the window a booking is in (domain/bookings/service-windows.ts names windows). */
export const windowIdOf = (b: Pick<ServiceBooking, 'day' | 'from'>) => windowId(b.day, b.from)

export function toBooking(row: Selectable<ServiceBookingTable>): ServiceBooking {
  return {
    id: row.id,
    leadId: row.lead_id,
    day: row.window_day,
    from: row.window_from,
    to: row.window_to,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: row.status as ServiceStatus,
    make: row.make,
    model: row.model,
    problem: row.problem,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    staffNotes: row.staff_notes,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    confirmedAt: row.confirmed_at,
    receivedAt: row.received_at,
    readyAt: row.ready_at,
    collectedAt: row.collected_at,
    cancelledAt: row.cancelled_at,
  }
}

/** A change the desk or the customer asked for that is refused, with the status it answers. */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}
