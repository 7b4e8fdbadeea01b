/**
 * The leads desk as the console shows it, from what the desk read: each lead as a row a dealer
 * works from a phone (who, about which cart, what kind, how long ago, overdue in words, and a
 * tap to call, text or reply by e-mail) and the counts at the top of the inbox. Built the same
 * for the first render (pages/admin/leads/index/+data.ts) and for the live updates
 * (GET /api/admin/leads/inbox), so both show the same words. No database here.
 */
import { REPLY_TEMPLATES, textOpening } from '#app/content/lead-replies'
import { DESK_TIME_ZONE } from './policy'
import { LEAD_KIND_LABELS, type LeadKind, type LeadStatus } from './lead'

export const STATUS_LABELS: Readonly<Record<LeadStatus, string>> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' }

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: DESK_TIME_ZONE })

/** A moment on the dealer's clock: "Mar 4, 2026, 9:05 AM ET". */
export function timeText(iso: string): string {
  return `${when.format(new Date(iso))} ET`
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "45 minutes", "2 hours 5 minutes", "3 days 4 hours". */
export function durationText(minutes: number): string {
  if (minutes < 60) return unit(minutes, 'minute')
  if (minutes < 24 * 60) {
    const m = minutes % 60
    return `${unit(Math.floor(minutes / 60), 'hour')}${m ? ` ${unit(m, 'minute')}` : ''}`
  }
  const h = Math.floor(minutes / 60) % 24
  return `${unit(Math.floor(minutes / 1440), 'day')}${h ? ` ${unit(h, 'hour')}` : ''}`
}

/** "just now", "12 minutes ago", "3 hours ago", "2 days ago": one unit, for a row read at a glance. */
export function agoText(minutes: number): string {
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${unit(minutes, 'minute')} ago`
  if (minutes < 24 * 60) return `${unit(Math.floor(minutes / 60), 'hour')} ago`
  return `${unit(Math.floor(minutes / 1440), 'day')} ago`
}

/** A phone number as a `tel:` or `sms:` link takes it: +1 and the digits of a US number. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return phone.trim().startsWith('+') ? `+${digits}` : digits
}

export interface ContactLinks {
  call: string
  text: string
  /** The visitor's address with the reply for this kind of lead filled in, for the dealer's own mail app. */
  email: string
}

/** `dealerPhone`: the main phone the reply signs with, as the site settings have it. */
export function contactLinks(lead: { firstName: string; email: string; phone: string; kind: LeadKind }, vehicleName?: string, dealerPhone?: string): ContactLinks {
  const facts = { firstName: lead.firstName, ...(vehicleName ? { vehicleName } : {}), ...(dealerPhone ? { dealerPhone } : {}) }
  const reply = REPLY_TEMPLATES[lead.kind](facts)
  return {
    call: `tel:${dialable(lead.phone)}`,
    text: `sms:${dialable(lead.phone)}?body=${encodeURIComponent(textOpening(facts))}`,
    email: `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(reply.subject)}&body=${encodeURIComponent(reply.body)}`,
  }
}

/** A lead as the desk lists it (server/leads/desk.ts lists these). */
export interface DeskListItem {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  email: string
  phone: string
  kind: LeadKind
  status: LeadStatus
  assignee?: string
  sourcePage?: string
  vehicleId?: string
  firstResponseAt?: string
  overdue: boolean
}

export interface InboxRow {
  id: string
  name: string
  email: string
  phone: string
  kind: string
  status: LeadStatus
  statusLabel: string
  /** The cart's name, or what kind of enquiry it is. */
  about: string
  receivedAt: string
  /** "12 minutes ago". */
  ago: string
  /** The moment, on the dealer's clock (the row's tooltip and the lead's page). */
  received: string
  overdue: boolean
  /** "Overdue: waiting 2 hours" or "Answered in 5 minutes". */
  waited?: string
  assignee?: string
  sourcePage?: string
  links: ContactLinks
}

const minutesBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 60_000))

export function inboxRow(lead: DeskListItem, now: number, vehicleName?: string, dealerPhone?: string): InboxRow {
  const created = Date.parse(lead.createdAt)
  return {
    id: lead.id,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone,
    kind: LEAD_KIND_LABELS[lead.kind],
    status: lead.status,
    statusLabel: STATUS_LABELS[lead.status],
    about: vehicleName ?? (lead.vehicleId ? lead.vehicleId : LEAD_KIND_LABELS[lead.kind]),
    receivedAt: lead.createdAt,
    ago: agoText(minutesBetween(created, now)),
    received: timeText(lead.createdAt),
    overdue: lead.overdue,
    ...(lead.overdue
      ? { waited: `Overdue: waiting ${durationText(minutesBetween(created, now))}` }
      : lead.firstResponseAt
        ? { waited: `Answered in ${durationText(minutesBetween(created, Date.parse(lead.firstResponseAt)))}` }
        : {}),
    ...(lead.assignee ? { assignee: lead.assignee } : {}),
    ...(lead.sourcePage ? { sourcePage: lead.sourcePage } : {}),
    links: contactLinks(lead, vehicleName, dealerPhone),
  }
}

/** What the top of the inbox and the console's menu count. */
export interface LeadPulse {
  /** Leads still new (not yet contacted). */
  newCount: number
  /** Leads that arrived today, on the dealer's clock. */
  newToday: number
  overdue: number
  /** The newest lead's id: a change means a lead arrived. */
  latestId: string | null
}

/** One page of the inbox as the desk read it, with each lead's cart named. */
export interface InboxView {
  rows: InboxRow[]
  /** Leads matching the filters (all pages). */
  total: number
  page: number
  pages: number
  pulse: LeadPulse
}

export function inboxView(
  list: { leads: readonly DeskListItem[]; total: number; page: number; pages: number },
  pulse: LeadPulse,
  vehicleNames: ReadonlyMap<string, string>,
  now: number,
  dealerPhone?: string,
): InboxView {
  return {
    rows: list.leads.map((lead) => inboxRow(lead, now, lead.vehicleId ? vehicleNames.get(lead.vehicleId) : undefined, dealerPhone)),
    total: list.total,
    page: list.page,
    pages: list.pages,
    pulse,
  }
}
