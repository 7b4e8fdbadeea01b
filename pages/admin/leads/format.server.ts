/**
 * How the leads desk shows times: on the dealer's clock, formatted on the server (in
 * +data), so the page and its hydration read the same text.
 */
import { DESK_TIME_ZONE } from '#app/domain/leads/policy'
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '#app/domain/leads/lead'

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: DESK_TIME_ZONE })

export function timeText(iso: string): string {
  return `${when.format(new Date(iso))} ET`
}

/** "45 minutes", "2 hours 5 minutes", "3 days 4 hours". */
export function durationText(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (minutes < 60) return unit(minutes, 'minute')
  if (minutes < 24 * 60) {
    const m = minutes % 60
    return `${unit(Math.floor(minutes / 60), 'hour')}${m ? ` ${unit(m, 'minute')}` : ''}`
  }
  const h = Math.floor(minutes / 60) % 24
  return `${unit(Math.floor(minutes / 1440), 'day')}${h ? ` ${unit(h, 'hour')}` : ''}`
}

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' }

export interface Option {
  value: string
  label: string
}

export const statusOptions = (): Option[] => LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
export const kindOptions = (): Option[] => LEAD_KINDS.map((value) => ({ value, label: LEAD_KIND_LABELS[value] }))
export const kindLabel = (kind: LeadKind) => LEAD_KIND_LABELS[kind]
