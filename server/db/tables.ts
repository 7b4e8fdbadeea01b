import type { Generated } from 'kysely'

/**
 * The site's tables as queries see them, the same on SQLite and PostgreSQL (the migrations in
 * `server/db/migrations/<dialect>/` keep them so): timestamps are ISO-8601 UTC text or epoch
 * milliseconds, flags are 0/1 integers, JSON is text. `Generated` marks a column the database
 * fills when an insert leaves it out.
 */
export interface Tables {
  app_meta: { key: string; value: string }
  schema_migrations: { version: number; name: string; applied_at: Generated<string> }
  vehicles: VehicleTable
  vehicle_tombstones: { id: string; deleted_at: Generated<string> }
  audit_log: AuditLogTable
  photos: PhotoTable
  photo_variants: PhotoVariantTable
  leads: LeadTable
  lead_notes: { id: Generated<number>; lead_id: string; at: Generated<string>; author: string; text: string }
  outbox: OutboxTable
  outbox_attempts: { id: Generated<number>; outbox_id: number; at: Generated<string>; ok: number; error: string | null; provider_message_id: string | null }
  operators: OperatorTable
  passkeys: PasskeyTable
  sessions: SessionTable
  verifications: VerificationTable
  api_tokens: ApiTokenTable
  auth_throttle: { scope: string; key: string; failures: number; window_start: number }
  auth_keys: { name: string; value: string }
  site_activity: { day: string; kind: string; subject: string; count: Generated<number> }
  rate_limits: { key: string; hits: number; reset_at: number }
  site_settings_versions: SiteSettingsVersionTable
  specials: SpecialTable
  booking_claims: BookingClaimTable
  rental_units: RentalUnitTable
  rental_blocks: RentalBlockTable
  rental_reservations: RentalReservationTable
  rental_feed_tokens: RentalFeedTokenTable
  service_settings: ServiceSettingsTable
  service_bookings: ServiceBookingTable
  submissions: SubmissionTable
  vehicle_redirects: { old_id: string; new_id: string; at: Generated<string> }
}

export interface SiteSettingsVersionTable {
  id: Generated<number>
  created_at: Generated<string>
  actor: string
  /** The whole SiteSettings document (domain/settings/settings.ts) as JSON. */
  document: string
  restored_from: number | null
}

export interface SpecialTable {
  id: Generated<number>
  title: string
  text: string
  fine_print: Generated<string>
  title_es: Generated<string>
  text_es: Generated<string>
  fine_print_es: Generated<string>
  starts_at: string
  ends_at: string
  status: Generated<string>
  /** JSON: SpecialScope. */
  scope: string
  /** JSON: SpecialDiscount. */
  discount: string
  created_at: Generated<string>
  updated_at: Generated<string>
}

export interface ServiceSettingsTable {
  id: number
  windows: string
  notice_days: number
  horizon_days: number
  closed_days: Generated<string>
  updated_by: string
  updated_at: Generated<string>
}

export interface ServiceBookingTable {
  id: string
  lead_id: string | null
  window_day: string
  window_from: string
  window_to: string
  starts_at: number
  ends_at: number
  status: Generated<string>
  make: string
  model: string
  problem: string
  first_name: string
  last_name: string
  email: string
  phone: string
  note: Generated<string>
  staff_notes: Generated<string>
  submission_key: string | null
  reason: string | null
  created_at: Generated<string>
  updated_at: Generated<string>
  confirmed_at: string | null
  received_at: string | null
  ready_at: string | null
  collected_at: string | null
  cancelled_at: string | null
}

/** A resource claimed over a span (epoch ms, half-open): the availability engine's one table. */
export interface BookingClaimTable {
  id: Generated<number>
  resource: string
  starts_at: number
  ends_at: number
  holder: string
  created_at: Generated<string>
}

export interface RentalUnitTable {
  id: Generated<number>
  name: string
  plan: string
  vehicle_id: string | null
  in_service: Generated<number>
  note: Generated<string>
  created_at: Generated<string>
  updated_at: Generated<string>
}

export interface RentalBlockTable {
  id: Generated<number>
  unit_id: number
  first_day: string
  last_day: string
  reason: string
  created_by: string
  created_at: Generated<string>
}

export interface RentalReservationTable {
  id: string
  lead_id: string | null
  unit_id: number
  plan: string
  start_day: string
  days: number
  status: Generated<string>
  price: number
  town: string
  address: string
  delivery_miles: number | null
  delivery_fee: number | null
  first_name: string
  last_name: string
  email: string
  phone: string
  note: Generated<string>
  hold_until: number
  submission_key: string | null
  reason: string | null
  created_at: Generated<string>
  updated_at: Generated<string>
  confirmed_at: string | null
  closed_at: string | null
  checkout_at: string | null
  checkout_hours: number | null
  checkout_note: string | null
  return_at: string | null
  return_hours: number | null
  return_note: string | null
}

export interface RentalFeedTokenTable {
  id: Generated<number>
  operator_id: number
  token_hash: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

/** A console form post or admin API write and its first answer (server/submissions/). */
export interface SubmissionTable {
  key: string
  actor: string
  path: string
  fingerprint: string
  state: Generated<'pending' | 'done'>
  status: number | null
  location: string | null
  content_type: string | null
  body: string | null
  created_at: number
  finished_at: number | null
}

export interface VehicleTable {
  id: string
  name: string
  brand: string
  category: string
  price: number
  description: string
  images: Generated<string>
  external_url: string | null
  specifications: Generated<string>
  features: Generated<string>
  description_es: Generated<string>
  features_es: Generated<string>
  in_stock: Generated<number>
  is_new: Generated<number>
  sort_order: Generated<number>
  updated_at: Generated<string>
  status: Generated<string>
  stock_number: string | null
  year: number | null
  vin: string | null
  color: string | null
  odometer: number | null
  odometer_unit: Generated<string>
  msrp: number | null
  featured: Generated<number>
  sold_at: string | null
  created_at: string | null
  road_use: Generated<string>
}

export interface AuditLogTable {
  id: Generated<number>
  at: Generated<string>
  actor: string
  action: string
  entity: string
  entity_id: string | null
  before: string | null
  after: string | null
}

export interface PhotoTable {
  id: string
  vehicle_id: string
  position: number
  width: number
  height: number
  hash: string
  created_at: Generated<string>
}

export interface PhotoVariantTable {
  photo_id: string
  format: string
  width: number
  height: number
  bytes: Buffer
  byte_size: number
}

export interface LeadTable {
  id: string
  created_at: Generated<string>
  first_name: string
  last_name: string
  email: string
  phone: string
  interest: string
  message: string
  source: string
  kind: Generated<string>
  details: Generated<string>
  vehicle_id: string | null
  source_page: string | null
  referrer: string | null
  campaign: Generated<string>
  status: Generated<string>
  assignee: string | null
  first_response_at: string | null
  updated_at: string | null
  submission_key: string | null
  language: Generated<string>
}

export interface OutboxTable {
  id: Generated<number>
  lead_id: string
  kind: string
  status: Generated<string>
  attempts: Generated<number>
  next_attempt_at: number
  last_error: string | null
  provider_message_id: string | null
  sent_at: string | null
  created_at: Generated<string>
  lease_owner: string | null
  lease_until: number | null
  sending_since: number | null
  lookup_failures: Generated<number>
}

export interface OperatorTable {
  id: Generated<number>
  email: string
  role: string
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: number | null
  disabled_at: number | null
  created_at: number
}

export interface PasskeyTable {
  id: Generated<number>
  operator_id: number
  credential_id: string
  public_key: Buffer
  counter: Generated<number>
  transports: string | null
  name: string
  created_at: number
  last_used_at: number | null
}

export interface SessionTable {
  id: Generated<number>
  token_hash: string
  operator_id: number
  csrf_token: string
  created_at: number
  last_seen_at: number
  reauth_at: number | null
}

export interface VerificationTable {
  id: Generated<number>
  purpose: string
  token_hash: string
  operator_id: number | null
  data: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface ApiTokenTable {
  id: Generated<number>
  name: string
  token_hash: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
  scope: Generated<string>
}
