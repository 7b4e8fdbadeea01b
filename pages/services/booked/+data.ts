import type { PageContextServer } from 'vike/types'

export interface BookedData {
  /** Absent for an unknown reference: the page says so. No name or contact detail is shown. */
  booking?: { reference: string; day: string; from: string; to: string; make: string; model: string; status: string }
}

export async function data(pageContext: PageContextServer): Promise<BookedData> {
  const found = await pageContext.services.serviceBookings.get(pageContext.urlParsed.search.ref ?? '')
  return found ? { booking: { reference: found.id, day: found.day, from: found.from, to: found.to, make: found.make, model: found.model, status: found.status } } : {}
}
