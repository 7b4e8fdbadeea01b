/**
 * Which e-mail each outbox message is: the one place that maps a message kind to its
 * template and its recipient.
 *
 * | kind         | to                   | CustomID            |
 * |--------------|----------------------|---------------------|
 * | sales        | LEAD_EMAIL_TO        | `<leadId>`          |
 * | adf          | CRM_ADF_EMAIL        | `<leadId>:adf`      |
 * | confirmation | the visitor          | `<leadId>:confirmation` |
 * | overdue      | LEAD_EMAIL_TO        | `<leadId>:overdue`  |
 * | rental-*     | the renter           | `<leadId>:<kind>`   |
 *
 * A feature's own e-mails (a rental reservation's) come through `byKind`.
 */
import { DEFAULT_LEAD_OVERDUE_MINUTES, isOverdue } from '#app/domain/leads/policy'
import type { MessageKind } from '#app/domain/leads/lead'
import { adfEmail } from './adf'
import { confirmationEmail } from './confirmation-email'
import { leadEmail } from './lead-email'
import type { DealerContacts, VehicleLookup } from './lead-fields'
import type { ComposeMessage } from './outbox-worker'
import { overdueEmail } from './overdue-email'

export interface MessageConfig {
  /** The sales team (LEAD_EMAIL_TO). */
  salesTo: string
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
  /** The CRM's ADF/XML address (CRM_ADF_EMAIL); null: ADF messages are skipped. */
  crmTo?: string | null
  /** PUBLIC_ORIGIN: the console link in reminders, the vendor's URL in ADF. */
  publicOrigin?: string
  /** LEAD_OVERDUE_MINUTES: a reminder for a lead answered meanwhile is not sent. */
  overdueMinutes?: number
  /** The lead's vehicle from the inventory (services.vehicleRecords.get). */
  vehicle?: VehicleLookup
  /** The dealer's phones, e-mail and address as the site settings have them now (services.settings); the seed's when absent. */
  contacts?: () => Promise<DealerContacts>
  /** The clock (tests). */
  now?: () => number
  /** Other features' e-mails by kind (a rental reservation's to the renter: server/rentals/emails.ts). */
  byKind?: Partial<Record<MessageKind, ComposeMessage>>
}

export function messageComposer(config: MessageConfig): ComposeMessage {
  const publicOrigin = config.publicOrigin ?? 'http://localhost:3000'
  const now = config.now ?? Date.now
  const vehicleOf = async (vehicleId: string | undefined) => (vehicleId && config.vehicle ? config.vehicle(vehicleId) : undefined)
  const contacts = async () => (config.contacts ? config.contacts() : undefined)
  return async (kind, lead) => {
    const feature = config.byKind?.[kind]
    if (feature) return feature(kind, lead)
    switch (kind) {
      case 'sales':
        return leadEmail(lead, config.salesTo, config.from)
      case 'adf':
        if (!config.crmTo) return { skip: 'CRM_ADF_EMAIL is not set' }
        return adfEmail(lead, await vehicleOf(lead.vehicleId), config.crmTo, { publicOrigin, from: config.from, contacts: await contacts() })
      case 'confirmation':
        return confirmationEmail(lead, await vehicleOf(lead.vehicleId), { from: config.from, replyTo: config.salesTo, contacts: await contacts() })
      case 'overdue':
        // Queued when the deadline passed; the desk may have answered before it went out.
        if (!isOverdue(lead, now(), config.overdueMinutes ?? DEFAULT_LEAD_OVERDUE_MINUTES)) return { skip: 'the lead was answered before the reminder went out' }
        return overdueEmail(lead, now(), { to: config.salesTo, from: config.from, publicOrigin })
      default:
        return { skip: `no ${String(kind)} e-mail is configured` }
    }
  }
}
