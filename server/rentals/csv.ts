/** The rental calendar as CSV, one reservation a row, every cell safe for a spreadsheet. */
import { stringify } from 'csv-stringify/sync'
import { safeCell } from '#app/domain/csv-safe'
import { returnDay } from '#app/domain/bookings/rental-reservation'
import type { RentalUnit, Reservation } from './model'

export const RESERVATION_CSV_COLUMNS = ['reference', 'status', 'unit', 'plan', 'start', 'collected', 'days', 'price', 'delivery_fee_estimate', 'town', 'address', 'first_name', 'last_name', 'email', 'phone', 'note', 'reason', 'checkout_hours', 'return_hours', 'created_at'] as const

export function reservationsCsv(reservations: readonly Reservation[], units: readonly RentalUnit[]): string {
  const unitName = new Map(units.map((u) => [u.id, u.name]))
  const rows = reservations.map((r) =>
    [
      r.id,
      r.status,
      unitName.get(r.unitId) ?? String(r.unitId),
      r.plan,
      r.startDay,
      returnDay(r.startDay, r.days),
      String(r.days),
      String(r.price),
      r.delivery ? String(r.delivery.fee) : '',
      r.town,
      r.address,
      r.firstName,
      r.lastName,
      r.email,
      r.phone,
      r.note,
      r.reason ?? '',
      r.checkout?.hours === null || r.checkout === null ? '' : String(r.checkout.hours),
      r.return?.hours === null || r.return === null ? '' : String(r.return.hours),
      r.createdAt,
    ].map(safeCell),
  )
  return stringify([[...RESERVATION_CSV_COLUMNS], ...rows])
}
