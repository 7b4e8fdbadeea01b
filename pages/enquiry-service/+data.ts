import type { PageContextServer } from 'vike/types'
import { bookingFormData, type BookingFormData } from '#app/pages/services/booking-data'

export interface ServiceEnquiryData {
  booking: BookingFormData
}

/** The booking form on its own page: the windows with room now, or a post sent back with its messages. */
export async function data(pageContext: PageContextServer): Promise<ServiceEnquiryData> {
  return { booking: await bookingFormData(pageContext) }
}
