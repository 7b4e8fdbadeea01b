/** What the rental console pages share: status and step labels, and the notices after a redirect. */
import type { ReservationAction, ReservationStatus } from '#app/domain/bookings/rental-reservation'
import type { RentalNotice } from '#app/server/rentals'

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  'checked-out': 'Checked out',
  returned: 'Returned',
  declined: 'Declined',
  cancelled: 'Cancelled',
  released: 'Released (not confirmed in time)',
}

export const ACTION_LABELS: Record<ReservationAction, string> = {
  confirm: 'Confirm',
  decline: 'Decline',
  cancel: 'Cancel reservation',
  'check-out': 'Record check-out',
  return: 'Record return',
}

/** Fixed texts chosen by key, so a link can never make the console show words of its own. */
export const RENTAL_NOTICES: Readonly<Record<RentalNotice, string>> = {
  'unit-created': 'Unit added to the fleet.',
  'unit-saved': 'Unit saved.',
  'unit-unchanged': 'Nothing to save: no field changed.',
  'block-added': 'Block added: the unit is out on those days.',
  'block-removed': 'Block removed: the unit is back in service on those days.',
  confirmed: 'Confirmed. The renter gets the confirmation with its calendar file.',
  declined: 'Declined. The renter is told why.',
  cancelled: 'Cancelled. The renter is told.',
  'checked-out': 'Check-out recorded.',
  returned: 'Return recorded. The unit is free again.',
  'feed-revoked': 'Your calendar feed is stopped: its address no longer works.',
}

export const noticeOf = (key: string | undefined) => (key && key in RENTAL_NOTICES ? RENTAL_NOTICES[key as RentalNotice] : undefined)

/** The rental console's navigation between its pages. */
export const RENTAL_TABS: ReadonlyArray<[string, string]> = [
  ['/admin/rentals', 'Calendar'],
  ['/admin/rentals/units', 'Fleet'],
  ['/admin/rentals/feed', 'Calendar feed'],
]
