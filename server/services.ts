import type { Database } from './db/database'
import { leadDesk, type LeadDesk, leadRepository, type LeadRepository, overdueRepository, type OverdueRepository } from './leads'
import { operatorRepository, type OperatorRepository, signInThrottle, type SignInThrottle } from './operators'
import { outboxRepository, type OutboxRepository } from './mail'
import { photoRepository, type PhotoRepository } from './photos'
import { auditLog, type AuditLog } from './audit'
import { backupShelf, type BackupShelf } from './backup'
import { rateLimitRepository, type RateLimitRepository } from './rate-limits'
import { siteActivity, type SiteActivity } from './activity'
import { submissionLog, type SubmissionLog } from './submissions'
import { vehicleRecordRepository, type VehicleRecordRepository, vehicleRepository, type VehicleRepository } from './inventory'
import { serviceDepartmentCalendar } from '#app/domain/bookings/service-hours'
import { settingsRepository, type SettingsRepository } from './settings'
import { specialRepository, type SpecialRepository } from './specials'
import { availabilityService, type AvailabilityService, feedTokenStore, type FeedTokenStore, fleetRepository, type FleetRepository, reservationLinks, type ReservationLinks, reservationRepository, type ReservationRepository } from './rentals'
import { bookingLinks, type BookingLinks, serviceBookingRepository, type ServiceBookingRepository, serviceSettingsStore, type ServiceSettingsStore } from './service'

/**
 * What pages, routes, jobs and the CLI get: every repository over the one open database, built
 * once. A page's +data hook or a route takes what it needs from here; nothing else opens or
 * queries the database.
 */
export interface Services {
  db: Database
  /** What the public sees of the inventory. */
  vehicles: VehicleRepository
  /** The inventory as the dealer keeps it: every record, drafts included, and every change audited. */
  vehicleRecords: VehicleRecordRepository
  leads: LeadRepository
  /** The mail queue: messages claimed with a lease by whichever process sends, and their outcomes. */
  outbox: OutboxRepository
  /** Leads still new past LEAD_OVERDUE_MINUTES, and the reminders queued for them. */
  overdue: OverdueRepository
  /** The console's view of leads: inbox, pipeline, export, erasure and the retention purge. */
  leadDesk: LeadDesk
  /** Operator accounts, passkeys, sessions, verifications and API tokens. */
  operators: OperatorRepository
  /** Failed sign-ins counted per account and per address, shared by every process. */
  signInThrottle: SignInThrottle
  /** Vehicles' photos and their stored variants. */
  photos: PhotoRepository
  /** Who changed what, when: read here; written inside each change's own transaction. */
  audit: AuditLog
  /** The backups in BACKUP_DIR (none, and `dir` null, when backups are off). */
  backups: BackupShelf
  /** Anonymous daily counts of page views, phone-link clicks and form starts, and the console's summary of them. */
  siteActivity: SiteActivity
  /** Every rate limiter's counts, shared by all processes and servers on this database. */
  rateLimits: RateLimitRepository
  /** The facts the dealer edits (hours, closures, contacts, banner), their versions, and what pages read of them now. */
  settings: SettingsRepository
  /** Specials: the dealer's drafts and schedule, and the live ones that set carts' sale prices. */
  specials: SpecialRepository
  /** The rental fleet: units and blocks. */
  fleet: FleetRepository
  /** What is free, at what price, and a month's free units per day. */
  rentalAvailability: AvailabilityService
  /** Rental reservations: made, confirmed, cancelled, released. */
  reservations: ReservationRepository
  /** The renter's signed cancel links. */
  reservationLinks: ReservationLinks
  /** Each operator's iCalendar feed token. */
  rentalFeeds: FeedTokenStore
  /** The owner's service settings: drop-off windows, notice, horizon, closed days. */
  serviceSettings: ServiceSettingsStore
  /** Service drop-off bookings: the windows with room, booking, the desk's steps, the customer's link. */
  serviceBookings: ServiceBookingRepository
  /** The service customer's signed links. */
  serviceLinks: BookingLinks
  /** Console form posts and admin API writes with their first answers, so a replay is answered, not done again. */
  submissions: SubmissionLog
}

/**
 * How often each process reads the inventory version (one indexed row), so a change made in
 * another process or replica (or the sqlite3 shell) reaches its visitors within a second,
 * the render included. A change this process makes reaches them at once (Database.inventoryChanged).
 */
export const INVENTORY_POLL_MS = 250

export interface ServicesOptions {
  /** How long a read of the inventory version is trusted; 0 (default): read on every request. */
  inventoryMaxAgeMs?: number
  /** How long a sold cart's page stays up before it answers 410 (SOLD_VISIBLE_DAYS). */
  soldVisibleDays?: number
  /** LEAD_OVERDUE_MINUTES and LEAD_RETENTION_DAYS (their defaults when absent). */
  leadOverdueMinutes?: number
  leadRetentionDays?: number
  /** BACKUP_DIR; absent: backups are off. */
  backupDir?: string | null
  /** RENTAL_HOLD_HOURS (its default when absent). */
  rentalHoldHours?: number
}

export function createServices(db: Database, { inventoryMaxAgeMs = 0, soldVisibleDays, leadOverdueMinutes, leadRetentionDays, backupDir = null, rentalHoldHours }: ServicesOptions = {}): Services {
  const photos = photoRepository(db)
  const leads = leadRepository(db)
  // The settings and the specials are read again when the inventory version moves (their triggers
  // bump it), as the vehicles' snapshot is: one version, checked once, for everything a page shows.
  const specials = specialRepository(db, { version: () => vehicles.recentVersion() })
  const vehicles = vehicleRepository(db, { versionMaxAgeMs: inventoryMaxAgeMs, soldVisibleDays, loadPhotos: photos.byVehicle, loadSpecials: specials.published })
  const settings = settingsRepository(db, { version: () => vehicles.recentVersion() })
  return {
    db,
    vehicles,
    vehicleRecords: vehicleRecordRepository(db),
    leads,
    overdue: overdueRepository(db),
    outbox: outboxRepository(db),
    leadDesk: leadDesk(db, leads, { overdueMinutes: leadOverdueMinutes, retentionDays: leadRetentionDays }),
    operators: operatorRepository(db),
    signInThrottle: signInThrottle(db),
    photos,
    audit: auditLog(db),
    backups: backupShelf(backupDir),
    siteActivity: siteActivity(db),
    rateLimits: rateLimitRepository(db),
    settings,
    specials,
    fleet: fleetRepository(db),
    rentalAvailability: availabilityService(db),
    reservations: reservationRepository(db, { holdHours: rentalHoldHours }),
    reservationLinks: reservationLinks(db),
    rentalFeeds: feedTokenStore(db),
    serviceSettings: serviceSettingsStore(db),
    // Drop-off windows lie within the service department's hours and closures as the settings have them now.
    serviceBookings: serviceBookingRepository(db, { calendar: async () => serviceDepartmentCalendar((await settings.current()).settings) }),
    serviceLinks: bookingLinks(db),
    submissions: submissionLog(db),
  }
}
