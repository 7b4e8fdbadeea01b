/**
 * What a lead is, in the words the whole site uses: its kinds, the sales pipeline's statuses,
 * the e-mails it causes, and where the visit came from. Shared by the forms, the console and
 * the server; the leads repository stores it.
 */
import { LEAD_KIND_COPY } from '#app/content/leads'
import type { Language } from '#app/content/languages'
import type { ContactMessage } from './contact'

/** A rental reservation's e-mails to the renter: request received, confirmed (with an .ics), declined, cancelled, released, the day-before reminder. */
export const RENTAL_MESSAGE_KINDS = ['rental-requested', 'rental-confirmed', 'rental-declined', 'rental-cancelled', 'rental-released', 'rental-reminder'] as const
export type RentalMessageKind = (typeof RENTAL_MESSAGE_KINDS)[number]

/** A service booking's e-mails to the customer: booked (with an .ics), moved, cancelled, the day-before reminder, "your cart is ready". */
export const SERVICE_MESSAGE_KINDS = ['service-booked', 'service-moved', 'service-cancelled', 'service-reminder', 'service-ready'] as const
export type ServiceMessageKind = (typeof SERVICE_MESSAGE_KINDS)[number]

export type LeadSource = 'api' | 'form'

/** What the visitor asked for: the contact form, or one of the enquiry forms. */
export const LEAD_KINDS = ['contact', 'test-drive', 'rental', 'service', 'trade-in'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, LEAD_KIND_COPY[kind].label])) as Record<LeadKind, string>

/** The sales pipeline: new → contacted → qualified → won or lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/**
 * The e-mails a lead causes, one outbox row each: the sales team's notification, the
 * same lead as ADF/XML for the dealer's CRM, the visitor's confirmation, and the
 * reminder when a lead is still new after LEAD_OVERDUE_MINUTES; a rental reservation's
 * lead also carries the renter's e-mails (server/rentals/emails.ts), a service booking's the
 * customer's (server/service/emails.ts).
 */
export const MESSAGE_KINDS = ['sales', 'adf', 'confirmation', 'overdue', ...RENTAL_MESSAGE_KINDS, ...SERVICE_MESSAGE_KINDS] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** Where the visit that sent the lead came from. */
export interface LeadVisit {
  /** The path of the page the form was on. */
  sourcePage?: string
  /** The page before it, from another site (the visit's referrer). */
  referrer?: string
  /** utm_source, utm_medium, utm_campaign, utm_term, utm_content. */
  campaign?: Partial<Record<CampaignTag, string>>
  /** The language of the page the form was on, when it was not English. */
  language?: Language
}

export const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type CampaignTag = (typeof CAMPAIGN_TAGS)[number]

/** A kind's own answers (preferred day, rental plan, cart make …), by field name. */
export type LeadDetails = Record<string, string | number | boolean>

export interface Lead extends ContactMessage {
  id: string
  createdAt: string
  source: LeadSource
  kind: LeadKind
  details: LeadDetails
  vehicleId?: string
  visit: LeadVisit
  status: LeadStatus
  assignee?: string
  firstResponseAt?: string
  updatedAt: string
}

/** What an enquiry adds to the contact form's fields. */
export interface LeadExtra {
  kind?: LeadKind
  details?: LeadDetails
  vehicleId?: string
  visit?: LeadVisit
  /** The proxy's id of the request (X-Request-Id): the same request again is the lead it stored. */
  submissionKey?: string
}

/** Which e-mails to queue with a new lead (the sales notification always). */
export interface MessagePlan {
  /** Queue the ADF/XML copy for the CRM. */
  adf?: boolean
  /** Queue the visitor's confirmation, unless this address already had `perDay` in the last 24 hours. */
  confirmation?: { perDay: number }
}
