import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '#app/content/languages'
import { CAMPAIGN_TAGS, type MessageKind } from '#app/domain/leads/lead'
import { contactLinks, type ContactLinks } from '#app/domain/leads/inbox'
import { durationText, kindLabel, STATUS_LABELS, statusOptions, timeText, type Option } from '../format.server'

const MESSAGE_LABELS: Record<MessageKind, string> = {
  sales: 'Sales team notification',
  adf: 'CRM copy (ADF/XML)',
  confirmation: 'Visitor’s confirmation',
  overdue: 'Overdue reminder',
  'rental-requested': 'Renter: request received',
  'rental-confirmed': 'Renter: reservation confirmed (with .ics)',
  'rental-declined': 'Renter: request declined',
  'rental-cancelled': 'Renter: reservation cancelled',
  'rental-released': 'Renter: request released (not confirmed in time)',
  'rental-reminder': 'Renter: reminder the day before',
  'service-booked': 'Customer: drop-off booked (with .ics)',
  'service-moved': 'Customer: drop-off moved',
  'service-cancelled': 'Customer: drop-off cancelled',
  'service-reminder': 'Customer: reminder the day before',
  'service-ready': 'Customer: cart ready for pick-up',
}
/** Where an e-mail stands, said plainly, mail switched off included. */
function deliveryState(status: 'pending' | 'sent' | 'skipped', attempts: number, mailOff: boolean): string {
  if (status === 'sent') return 'Sent'
  if (status === 'skipped') return 'Not sent (not needed)'
  if (mailOff) return 'Waiting: mail is switched off on this server, so nothing is sent'
  return attempts > 0 ? 'Waiting to try again' : 'Waiting to be sent'
}

const INTEREST_LABELS: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts', general: 'General question' }

/** "preferredDay" → "Preferred day". */
const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface ConsoleLeadData {
  id: string
  name: string
  email: string
  phone: string
  message: string
  interest: string
  kind: string
  status: string
  statusLabel: string
  statuses: Option[]
  assignee: string
  /** Everyone who may be assigned (operators' e-mails), for the assignee field's suggestions. */
  operators: string[]
  received: string
  receivedAt: string
  overdue: boolean
  overdueMinutes: number
  /** "Answered in 12 minutes" or "No response yet (waiting 2 hours)". */
  firstResponse: string
  /** A rental reservation's lead links to the reservation. */
  details: Array<{ label: string; value: string; href?: string }>
  vehicle?: { id: string; name: string }
  sourcePage?: string
  referrer?: string
  campaign: Array<{ tag: string; value: string }>
  /** The language the customer wrote in (the site's page they wrote from): "English", "Spanish". */
  language: string
  /** Call, text and reply by e-mail (the reply for this kind already written). */
  links: ContactLinks
  /** Mail is switched off on this server: the e-mails wait. */
  mailOff: boolean
  deliveries: Array<{
    id: number
    label: string
    /** Where the e-mail stands, in words ("Sent", "Waiting: mail is switched off on this server"). */
    state: string
    attempts: number
    lastError: string | null
    sent?: string
    log: Array<{ at: string; ok: boolean; error: string | null }>
  }>
  notes: Array<{ id: number; at: string; author: string; text: string }>
}

export async function data(pageContext: PageContextServer): Promise<ConsoleLeadData> {
  const id = pageContext.routeParams.id ?? ''
  const { leadDesk, vehicleRecords, operators } = pageContext.services
  const lead = await leadDesk.get(id)
  if (!lead) throw render(404)
  const [found, team] = await Promise.all([lead.vehicleId ? vehicleRecords.get(lead.vehicleId) : undefined, operators.list()])
  // The cart may have a new web address since (an owner changed its id).
  const movedTo = !found && lead.vehicleId ? await vehicleRecords.movedTo(lead.vehicleId) : undefined
  const vehicle = found ?? (movedTo ? await vehicleRecords.get(movedTo) : undefined)
  const mailOff = Boolean(pageContext.console?.mailOff)
  const waited = Math.round((Date.now() - Date.parse(lead.createdAt)) / 60_000)
  return {
    id: lead.id,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    interest: INTEREST_LABELS[lead.interest] ?? lead.interest,
    kind: kindLabel(lead.kind),
    status: lead.status,
    statusLabel: STATUS_LABELS[lead.status],
    statuses: statusOptions(),
    assignee: lead.assignee ?? '',
    operators: team.filter((op) => op.disabledAt === null).map((op) => op.email),
    received: timeText(lead.createdAt),
    receivedAt: lead.createdAt,
    overdue: lead.overdue,
    overdueMinutes: leadDesk.overdueMinutes,
    firstResponse:
      lead.firstResponseMinutes !== undefined
        ? `Answered in ${durationText(lead.firstResponseMinutes)} (${timeText(lead.firstResponseAt!)})`
        : `No response yet (waiting ${durationText(waited)})`,
    details: Object.entries(lead.details).map(([key, value]) => ({
      label: humanize(key),
      value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
      ...(lead.kind === 'rental' && key === 'reservation' && typeof value === 'string' ? { href: `/admin/rentals/reservations/${encodeURIComponent(value)}` } : {}),
    })),
    ...(lead.vehicleId ? { vehicle: { id: vehicle?.id ?? lead.vehicleId, name: vehicle?.name ?? `${lead.vehicleId} (no longer in the inventory)` } } : {}),
    links: contactLinks(lead, vehicle?.name, pageContext.facts.phones.main.display),
    mailOff,
    ...(lead.visit.sourcePage ? { sourcePage: lead.visit.sourcePage } : {}),
    ...(lead.visit.referrer ? { referrer: lead.visit.referrer } : {}),
    language: LANGUAGE_NAMES[lead.visit.language ?? DEFAULT_LANGUAGE],
    campaign: CAMPAIGN_TAGS.flatMap((tag) => (lead.visit.campaign?.[tag] ? [{ tag, value: lead.visit.campaign[tag]! }] : [])),
    deliveries: lead.deliveries.map((d) => ({
      id: d.id,
      label: MESSAGE_LABELS[d.kind] ?? d.kind,
      state: deliveryState(d.status, d.attempts, mailOff),
      attempts: d.attempts,
      lastError: d.lastError,
      ...(d.sentAt ? { sent: timeText(d.sentAt) } : {}),
      log: d.log.map((a) => ({ at: timeText(a.at), ok: a.ok, error: a.error })),
    })),
    notes: lead.notes.map((n) => ({ id: n.id, at: timeText(n.at), author: n.author, text: n.text })),
  }
}
