/**
 * How the leads desk shows times and names: on the dealer's clock, formatted on the server (in
 * +data), so the page and its hydration read the same text. The words themselves are in
 * domain/leads/inbox.ts, which the inbox's live updates share.
 */
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUSES, type LeadKind } from '#app/domain/leads/lead'
import { STATUS_LABELS } from '#app/domain/leads/inbox'

export { durationText, STATUS_LABELS, timeText } from '#app/domain/leads/inbox'

export interface Option {
  value: string
  label: string
}

export const statusOptions = (): Option[] => LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
export const kindOptions = (): Option[] => LEAD_KINDS.map((value) => ({ value, label: LEAD_KIND_LABELS[value] }))
export const kindLabel = (kind: LeadKind) => LEAD_KIND_LABELS[kind]
