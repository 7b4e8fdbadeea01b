import type { Database } from '../data/db'
import { leadDesk, type LeadDesk } from '../data/lead-desk'
import { leadRepository, type LeadRepository } from '../data/leads'
import { operatorRepository, type OperatorRepository } from '../data/operators'
import { outboxRepository, type OutboxRepository } from '../data/outbox'
import { photosByVehicle } from '../data/photos'
import { rateLimitRepository, type RateLimitRepository } from '../data/rate-limits'
import { siteActivity, type SiteActivity } from '../data/site-activity'
import { vehicleRepository, type VehicleRepository } from '../data/vehicles'
import { vehicleRecordRepository, type VehicleRecordRepository } from '../data/vehicle-records'

/** What pages and routers get: repositories over the one open database. */
export interface Services {
  db: Database
  /** What the public sees of the inventory. */
  vehicles: VehicleRepository
  /** The inventory as the dealer keeps it: every record, drafts included, and every change audited. */
  vehicleRecords: VehicleRecordRepository
  leads: LeadRepository
  /** The mail queue: messages claimed with a lease by whichever process sends, and their outcomes. */
  outbox: OutboxRepository
  /** The console's view of leads: inbox, pipeline, export, erasure and the retention purge. */
  leadDesk: LeadDesk
  /** Operator accounts, passkeys, sessions, verifications and API tokens. */
  operators: OperatorRepository
  /** Where scheduled backups are written (BACKUP_DIR); null when backups are off. */
  backupDir: string | null
  /** Anonymous daily counts of page views, phone-link clicks and form starts, and the console's summary of them. */
  siteActivity: SiteActivity
  /** Every rate limiter's counts, shared by all processes and servers on this database. */
  rateLimits: RateLimitRepository
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
}

export function createServices(db: Database, { inventoryMaxAgeMs = 0, soldVisibleDays, leadOverdueMinutes, leadRetentionDays, backupDir = null }: ServicesOptions = {}): Services {
  return {
    db,
    vehicles: vehicleRepository(db, { versionMaxAgeMs: inventoryMaxAgeMs, soldVisibleDays, loadPhotos: photosByVehicle }),
    vehicleRecords: vehicleRecordRepository(db),
    leads: leadRepository(db),
    outbox: outboxRepository(db),
    leadDesk: leadDesk(db, { overdueMinutes: leadOverdueMinutes, retentionDays: leadRetentionDays }),
    operators: operatorRepository(db),
    backupDir,
    siteActivity: siteActivity(db),
    rateLimits: rateLimitRepository(db),
  }
}
