import type { PageContextServer } from 'vike/types'
import type { IconName } from '#app/content/icons'
import { SERVICES } from '#app/content/service-department'
import { bookingFormData, type BookingFormData } from './booking-data'

export interface ServicesData {
  booking: BookingFormData
  /** The services in order, each with its icon: their words are the page's (+words.ts). */
  services: Array<{ id: string; icon: IconName }>
}

/** The booking form's open windows, live (the page is rendered for each request: server/http/cache-key.ts). */
export async function data(pageContext: PageContextServer): Promise<ServicesData> {
  return { booking: await bookingFormData(pageContext), services: SERVICES.map(({ id, icon }) => ({ id, icon })) }
}
