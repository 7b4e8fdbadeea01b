import type { PageContextServer } from 'vike/types'
import { bookingFormData, type BookingFormData } from './booking-data'

export interface ServicesData {
  booking: BookingFormData
}

/** The booking form's open windows, live (the page is rendered for each request: server/http/cache-key.ts). */
export async function data(pageContext: PageContextServer): Promise<ServicesData> {
  return { booking: await bookingFormData(pageContext) }
}
