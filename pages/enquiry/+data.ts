import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { DELIVERY_TOWNS, isEnquiryKind, RENTAL_PLAN_OPTIONS, type EnquiryField, type EnquiryKind } from '#app/domain/leads/enquiry-fields'
import { cleanSourcePage } from '#app/domain/leads/visit'
import { findMunicipalityByRentalSlug } from '#app/content/towns/municipalities'
import type { VehicleChoice } from '#app/components/EnquiryForm'

export interface EnquiryPageData {
  kind: EnquiryKind
  /** The cart the enquiry is about, when the link (or the post) named one on the lot. */
  vehicle?: VehicleChoice
  /** A test drive without a cart asks which one. */
  vehicles?: VehicleChoice[]
  defaults: Partial<Record<EnquiryField, string>>
  /** The page whose link led here (`?from=`), recorded as the page the lead came from. */
  sourcePage?: string
}

/**
 * One enquiry form on its own page: where the no-JavaScript post comes back with its
 * messages, and the page the rental pages and /inventory link to. `?vehicle={id}` names
 * the cart, `?town={rental slug}` and `?plan={id}` start a rental request, `?from={path}`
 * names the page the link was on.
 */
export async function data(pageContext: PageContextServer): Promise<EnquiryPageData> {
  const kind = pageContext.routeParams.kind
  if (!isEnquiryKind(kind)) throw render(404, { notFound: 'page' })
  const search = pageContext.urlParsed.search
  const posted = pageContext.enquiryForm?.kind === kind ? pageContext.enquiryForm.values : undefined
  const defaults: Partial<Record<EnquiryField, string>> = {}
  const result: EnquiryPageData = { kind, defaults }
  const from = cleanSourcePage(search.from)
  if (from) result.sourcePage = from

  if (kind === 'test-drive' || kind === 'trade-in') {
    const id = posted?.vehicleId ?? search.vehicle
    const found = id ? await pageContext.services.vehicles.get(id) : undefined
    if (found && found.status !== 'sold') result.vehicle = { id: found.id, name: found.name }
    if (kind === 'test-drive' && !result.vehicle) result.vehicles = (await pageContext.services.vehicles.list()).map((v) => ({ id: v.id, name: v.name }))
  }
  if (kind === 'rental') {
    const town = search.town ? findMunicipalityByRentalSlug(search.town) : undefined
    if (town && DELIVERY_TOWNS.some((t) => t.value === town.name)) defaults.town = town.name
    if (search.plan && RENTAL_PLAN_OPTIONS.some((p) => p.value === search.plan)) defaults.plan = search.plan
  }
  return result
}
