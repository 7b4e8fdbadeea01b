import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatPrice } from '#app/content/format'
import { daysText, planTitle } from '#app/content/rental-booking'
import { dayText } from '#app/content/dates'
import { allowedActions, returnDay, type ReservationAction } from '#app/domain/bookings/rental-reservation'
import { timeText } from '#app/pages/admin/leads/format.server'
import { ACTION_LABELS, STATUS_LABELS } from '#app/pages/admin/rentals/format'

export interface ReservationPageData {
  reference: string
  status: string
  statusLabel: string
  facts: Array<[string, string]>
  leadHref?: string
  unitId: number
  /** Units of the same plan in service, for confirming on another one. */
  units: Array<{ id: number; name: string }>
  actions: Array<{ action: ReservationAction; label: string }>
  history: Array<{ at: string; actor: string; action: string; detail: string }>
  deliveries: Array<{ label: string; status: string; attempts: number; sent?: string }>
}

const ACTION_TEXT: Record<string, string> = {
  'rental-reservation.create': 'Reserved online',
  'rental-reservation.confirm': 'Confirmed',
  'rental-reservation.decline': 'Declined',
  'rental-reservation.cancel': 'Cancelled',
  'rental-reservation.release': 'Released: not confirmed in time',
  'rental-reservation.check-out': 'Checked out',
  'rental-reservation.return': 'Returned',
}

const MAIL_LABELS: Record<string, string> = {
  sales: 'Sales team notification',
  adf: 'CRM copy (ADF/XML)',
  'rental-requested': 'Renter: request received',
  'rental-confirmed': 'Renter: confirmed, with .ics',
  'rental-declined': 'Renter: declined',
  'rental-cancelled': 'Renter: cancelled',
  'rental-released': 'Renter: released',
  'rental-reminder': 'Renter: reminder the day before',
}

export async function data(pageContext: PageContextServer): Promise<ReservationPageData> {
  const { reservations, fleet, audit, leads } = pageContext.services
  const r = await reservations.get(pageContext.routeParams.id ?? '')
  if (!r) throw render(404)
  const [unit, units, history, deliveries] = await Promise.all([
    fleet.units.get(r.unitId),
    fleet.units.list({ plan: r.plan, inServiceOnly: true }),
    audit.list({ entity: 'rental_reservation', entityId: r.id }),
    r.leadId ? leads.deliveries(r.leadId) : Promise.resolve([]),
  ])
  const facts: Array<[string, string]> = [
    ['Renter', `${r.firstName} ${r.lastName}`],
    ['E-mail', r.email],
    ['Phone', r.phone],
    ['Cart', `${planTitle(r.plan)}: ${unit?.name ?? `unit ${r.unitId}`}`],
    ['Delivery', `${dayText(r.startDay)} (${daysText(r.days)})`],
    ['Collection', dayText(returnDay(r.startDay, r.days))],
    ['Price', formatPrice(r.price)],
    ['Delivery fee (estimate)', r.delivery ? `${formatPrice(r.delivery.fee)} for about ${r.delivery.miles} miles` : 'To quote'],
    ['Address', `${r.address}, ${r.town}`],
    ['Note', r.note || 'None'],
    ['Reserved', timeText(r.createdAt)],
  ]
  if (r.status === 'requested') facts.push(['Held until', timeText(new Date(r.holdUntil).toISOString())])
  if (r.reason) facts.push(['Reason', r.reason])
  if (r.checkout) facts.push(['Checked out', `${timeText(r.checkout.at)}${r.checkout.hours !== null ? `, hour meter ${r.checkout.hours}` : ''}${r.checkout.note ? `: ${r.checkout.note}` : ''}`])
  if (r.return) facts.push(['Returned', `${timeText(r.return.at)}${r.return.hours !== null ? `, hour meter ${r.return.hours}` : ''}${r.return.note ? `: ${r.return.note}` : ''}`])
  return {
    reference: r.id,
    status: r.status,
    statusLabel: STATUS_LABELS[r.status],
    facts,
    ...(r.leadId ? { leadHref: `/admin/leads/${r.leadId}` } : {}),
    unitId: r.unitId,
    units: units.map((u) => ({ id: u.id, name: u.name })),
    actions: allowedActions(r.status).map((action) => ({ action, label: ACTION_LABELS[action] })),
    history: history.reverse().map((e) => ({ at: timeText(e.at), actor: e.actor, action: ACTION_TEXT[e.action] ?? e.action, detail: e.after && typeof e.after === 'object' && 'reason' in e.after && e.after.reason ? String(e.after.reason) : '' })),
    deliveries: deliveries.map((m) => ({ label: MAIL_LABELS[m.kind] ?? m.kind, status: m.status, attempts: m.attempts, ...(m.sentAt ? { sent: timeText(m.sentAt) } : {}) })),
  }
}
