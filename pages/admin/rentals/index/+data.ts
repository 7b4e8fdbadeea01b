import type { PageContextServer } from 'vike/types'
import { planTitle } from '#app/content/rental-booking'
import { shortDayText } from '#app/content/dates'
import { addDays, daysBetween, daysFrom, dealerToday, isDay } from '#app/domain/bookings/days'
import { returnDay } from '#app/domain/bookings/rental-reservation'
import { STATUS_LABELS } from '../format'

export interface AgendaRow {
  reference: string
  unit: string
  renter: string
  town: string
  status: string
  href: string
}

export interface AgendaDay {
  day: string
  label: string
  deliveries: AgendaRow[]
  returns: AgendaRow[]
}

export interface GridCell {
  kind: 'free' | 'reservation' | 'block'
  /** The reservation's status class, or 'block'. */
  tone?: string
  /** First day of a stay: the reference or the block's reason is written there. */
  label?: string
  href?: string
  title?: string
}

export interface RentalCalendarData {
  from: string
  to: string
  today: string
  days: Array<{ day: string; label: string; isToday: boolean }>
  agenda: AgendaDay[]
  units: Array<{ id: number; name: string; plan: string; inService: boolean; cells: GridCell[] }>
  previousHref: string
  nextHref: string
  csvHref: string
  requested: number
}

const SPAN_DAYS = 14

/** The rental calendar: today's deliveries and returns first, then each day's; then units by days. */
export async function data(pageContext: PageContextServer): Promise<RentalCalendarData> {
  const today = dealerToday()
  const asked = pageContext.urlParsed.search.from
  const from = isDay(asked) ? asked : today
  const to = addDays(from, SPAN_DAYS)
  const { reservations, fleet } = pageContext.services
  const [list, units, blocks] = await Promise.all([reservations.between(from, to), fleet.units.list(), fleet.blocks.list({ from })])
  const unitName = new Map(units.map((u) => [u.id, u.name]))
  const row = (r: (typeof list)[number]): AgendaRow => ({
    reference: r.id,
    unit: unitName.get(r.unitId) ?? `Unit ${r.unitId}`,
    renter: `${r.firstName} ${r.lastName}`,
    town: r.town,
    status: STATUS_LABELS[r.status],
    href: `/admin/rentals/reservations/${r.id}`,
  })
  const days = daysFrom(from, SPAN_DAYS)
  const agenda = days
    .map((day) => ({
      day,
      label: day === today ? `Today, ${shortDayText(day)}` : shortDayText(day),
      deliveries: list.filter((r) => r.startDay === day).map(row),
      returns: list.filter((r) => returnDay(r.startDay, r.days) === day).map(row),
    }))
    .filter((d) => d.deliveries.length > 0 || d.returns.length > 0 || d.day === today)
  const grid = units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    plan: planTitle(unit.plan),
    inService: unit.inService,
    cells: days.map((day): GridCell => {
      const r = list.find((x) => x.unitId === unit.id && x.startDay <= day && day < returnDay(x.startDay, x.days))
      if (r) return { kind: 'reservation', tone: r.status, href: `/admin/rentals/reservations/${r.id}`, title: `${r.id}: ${r.firstName} ${r.lastName}, ${STATUS_LABELS[r.status]}`, ...(r.startDay === day || day === from ? { label: r.id.slice(0, 4) } : {}) }
      const b = blocks.find((x) => x.unitId === unit.id && x.firstDay <= day && day <= x.lastDay)
      if (b) return { kind: 'block', tone: 'block', title: `Out: ${b.reason}`, ...(b.firstDay === day || day === from ? { label: 'Out' } : {}) }
      return { kind: 'free' }
    }),
  }))
  return {
    from,
    to,
    today,
    days: days.map((day) => ({ day, label: `${shortDayText(day).slice(0, 3)} ${Number(day.slice(8))}`, isToday: day === today })),
    agenda,
    units: grid,
    previousHref: `/admin/rentals?from=${addDays(from, -SPAN_DAYS)}`,
    nextHref: `/admin/rentals?from=${addDays(from, SPAN_DAYS)}`,
    csvHref: `/api/admin/rentals/reservations.csv?from=${from}&days=${daysBetween(from, to)}`,
    requested: list.filter((r) => r.status === 'requested').length,
  }
}
