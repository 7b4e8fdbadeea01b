/**
 * The rental fleet and its reservations as the rest of the server sees them: a unit, a block,
 * a reservation, one mapper per table, and how each is named in the availability engine's
 * claims (a unit is the resource `unit:<id>`; a reservation or a block is its holder).
 */
import type { Selectable } from 'kysely'
import type { RentalBlockTable, RentalReservationTable, RentalUnitTable } from '../db/tables'
import type { Day } from '#app/domain/bookings/days'
import type { PlanId } from '#app/domain/bookings/rental-request'
import type { ReservationStatus } from '#app/domain/bookings/rental-reservation'

export interface RentalUnit {
  id: number
  name: string
  plan: PlanId
  vehicleId: string | null
  inService: boolean
  note: string
  createdAt: string
  updatedAt: string
}

export interface RentalBlock {
  id: number
  unitId: number
  /** Both included. */
  firstDay: Day
  lastDay: Day
  reason: string
  createdBy: string
  createdAt: string
}

export interface Reservation {
  /** The reference the renter is given, e.g. R7K3M9QX. */
  id: string
  leadId: string | null
  unitId: number
  plan: PlanId
  startDay: Day
  days: number
  status: ReservationStatus
  price: number
  town: string
  address: string
  delivery: { miles: number; fee: number } | null
  firstName: string
  lastName: string
  email: string
  phone: string
  note: string
  holdUntil: number
  reason: string | null
  createdAt: string
  updatedAt: string
  confirmedAt: string | null
  closedAt: string | null
  checkout: { at: string; hours: number | null; note: string } | null
  return: { at: string; hours: number | null; note: string } | null
}

export const unitResource = (unitId: number) => `unit:${unitId}`
export const unitIdOf = (resource: string) => Number(resource.slice('unit:'.length))
export const reservationHolder = (id: string) => `reservation:${id}`
export const blockHolder = (id: number) => `block:${id}`

export function toUnit(row: Selectable<RentalUnitTable>): RentalUnit {
  return {
    id: Number(row.id),
    name: row.name,
    plan: row.plan as PlanId,
    vehicleId: row.vehicle_id,
    inService: row.in_service === 1,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toBlock(row: Selectable<RentalBlockTable>): RentalBlock {
  return { id: Number(row.id), unitId: Number(row.unit_id), firstDay: row.first_day, lastDay: row.last_day, reason: row.reason, createdBy: row.created_by, createdAt: row.created_at }
}

export function toReservation(row: Selectable<RentalReservationTable>): Reservation {
  return {
    id: row.id,
    leadId: row.lead_id,
    unitId: Number(row.unit_id),
    plan: row.plan as PlanId,
    startDay: row.start_day,
    days: row.days,
    status: row.status as ReservationStatus,
    price: row.price,
    town: row.town,
    address: row.address,
    delivery: row.delivery_miles === null || row.delivery_fee === null ? null : { miles: row.delivery_miles, fee: row.delivery_fee },
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    holdUntil: Number(row.hold_until),
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    confirmedAt: row.confirmed_at,
    closedAt: row.closed_at,
    checkout: row.checkout_at ? { at: row.checkout_at, hours: row.checkout_hours, note: row.checkout_note ?? '' } : null,
    return: row.return_at ? { at: row.return_at, hours: row.return_hours, note: row.return_note ?? '' } : null,
  }
}

/** A change the fleet or the reservations refuse, with the status it answers. */
export class RentalError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RentalError'
  }
}
