import type { PageContextServer } from 'vike/types'
import { placesText, SERVICE_BOOKING_COPY, windowText } from '#app/content/service-booking'
import { dayText, shortDayText } from '#app/content/dates'
import { addDays, dealerToday, isDay } from '#app/domain/bookings/days'
import { allowedServiceActions, isMovable, type ServiceAction } from '#app/domain/bookings/service-booking'
import { windowId } from '#app/domain/bookings/service-windows'

export interface DeskBooking {
  reference: string
  window: string
  /** The window's id, left out of the booking's own "Move to" list. */
  windowId: string
  status: string
  customer: string
  phone: string
  email: string
  cart: string
  problem: string
  note: string
  staffNotes: string
  actions: ServiceAction[]
  movable: boolean
}

export interface ServiceDeskData {
  day: string
  dayLabel: string
  dropOffs: DeskBooking[]
  pickUps: DeskBooking[]
  /** Windows with room to move a booking to (the next 21 days). */
  moveTo: Array<{ id: string; label: string }>
  previousHref: string
  nextHref: string
  csvHref: string
  /** Upcoming days with drop-offs booked (the next 14), and how many. */
  upcoming: Array<{ day: string; label: string; count: number; href: string }>
}

const row = (b: Awaited<ReturnType<PageContextServer['services']['serviceBookings']['between']>>[number]): DeskBooking => ({
  reference: b.id,
  window: `${shortDayText(b.day)}, ${windowText(b.from, b.to)}`,
  status: SERVICE_BOOKING_COPY.statuses[b.status] ?? b.status,
  customer: `${b.firstName} ${b.lastName}`,
  windowId: windowId(b.day, b.from),
  phone: b.phone,
  email: b.email,
  cart: `${b.make} ${b.model}`,
  problem: b.problem,
  note: b.note,
  staffNotes: b.staffNotes,
  actions: [...allowedServiceActions(b.status)],
  movable: isMovable(b.status),
})

/** The service desk: one day's drop-offs (phone first) and the carts ready for pick-up, with each step as a form. */
export async function data(pageContext: PageContextServer): Promise<ServiceDeskData> {
  const today = dealerToday()
  const asked = pageContext.urlParsed.search.day
  const day = isDay(asked) ? asked : today
  const { serviceBookings } = pageContext.services
  const [dropOffs, pickUps, rooms, upcoming] = await Promise.all([serviceBookings.between(day, addDays(day, 1)), serviceBookings.pickUps(day), serviceBookings.slots(undefined, 21), serviceBookings.between(today, addDays(today, 14))])
  const counts = new Map<string, number>()
  for (const b of upcoming) counts.set(b.day, (counts.get(b.day) ?? 0) + 1)
  return {
    day,
    dayLabel: dayText(day),
    dropOffs: dropOffs.map(row),
    pickUps: pickUps.map(row),
    moveTo: rooms.filter((w) => w.free > 0).map((w) => ({ id: w.id, label: `${shortDayText(w.day)}, ${windowText(w.from, w.to)} (${placesText(w.free)})` })),
    previousHref: `/admin/service?day=${addDays(day, -1)}`,
    nextHref: `/admin/service?day=${addDays(day, 1)}`,
    csvHref: `/admin/service/bookings.csv?from=${day}&days=14`,
    upcoming: [...counts].map(([d, count]) => ({ day: d, label: shortDayText(d), count, href: `/admin/service?day=${d}` })),
  }
}
