import { business } from '#app/content/business'
import { ENQUIRY_COPY } from '#app/domain/leads/enquiry-kinds'
import type { HeadSpec } from '#app/renderer/head'

export const head: HeadSpec = {
  title: ENQUIRY_COPY.service.title,
  description: `Book a drop-off window for golf cart service or repair. ${business.name} replies within ${business.responseTime.within}.`,
  // Reached from /services and the pages that offer it; the windows change with every booking.
  noindex: true,
}
