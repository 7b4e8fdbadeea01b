export { isBookingReference, newBookingReference, serviceBookingRepository, type BookOutcome, type ServiceBookingRepository } from './bookings'
export { BOOKING_PAGE, bookingLinks, type BookingLinks } from './links'
export { type ServiceBooking, ServiceError } from './model'
export { readSettings, serviceSettingsStore, type ServiceSettingsStore } from './settings'
