/** The service desk's bookings as CSV, one booking a row, every cell safe for a spreadsheet. */
import { stringify } from 'csv-stringify/sync'
import { safeCell } from '#app/domain/csv-safe'
import type { ServiceBooking } from './model'

export const BOOKING_CSV_COLUMNS = ['reference', 'status', 'day', 'from', 'to', 'make', 'model', 'problem', 'first_name', 'last_name', 'email', 'phone', 'note', 'staff_notes', 'reason', 'created_at', 'ready_at', 'collected_at'] as const

export function bookingsCsv(bookings: readonly ServiceBooking[]): string {
  const rows = bookings.map((b) =>
    [b.id, b.status, b.day, b.from, b.to, b.make, b.model, b.problem, b.firstName, b.lastName, b.email, b.phone, b.note, b.staffNotes, b.reason ?? '', b.createdAt, b.readyAt ?? '', b.collectedAt ?? ''].map(safeCell),
  )
  return stringify([[...BOOKING_CSV_COLUMNS], ...rows])
}
