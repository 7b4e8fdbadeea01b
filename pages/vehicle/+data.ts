import { redirect, render } from 'vike/abort'
import { pathInLanguage } from '#app/domain/language'
import { modelLinkTargets } from '#app/domain/vehicles/brand-lineup'
import type { PageContextServer } from 'vike/types'
import { paymentEstimate, type PaymentEstimate } from '#app/domain/payment'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { toSummary, vehicleText, type Vehicle, type VehicleSummary } from '#app/domain/vehicles/vehicle'
import paymentWords, { type PaymentWords } from './payment-words'

/** How many carts a sold unit's page suggests instead. */
const SIMILAR_COUNT = 3

export interface VehicleData {
  /** Without the dealer's words in other languages: `text` has the page's. */
  vehicle: Omit<Vehicle, 'spanish'>
  /** The description and features in the page's language where the dealer wrote them, else the English, with their language. */
  text: ReturnType<typeof vehicleText>
  /** Only on a sold unit's page: carts on the grid like it. */
  similar?: VehicleSummary[]
  /** Not on a sold unit's page: the payment estimate for the form's query (`?price=&down=&apr=&term=`), or for its defaults. */
  estimate?: PaymentEstimate
  /** With the estimate: its words, in the page's language. */
  paymentWords?: PaymentWords
}

/**
 * A unit a visitor may see (on the grid, or sold within SOLD_VISIBLE_DAYS). A unit that is
 * gone (deleted, or sold longer ago) answers 410 and one that never was public 404, both
 * with the spec's 'Vehicle Not Found' screen; a unit's former address answers 301 to its page.
 */
export async function data(pageContext: PageContextServer): Promise<VehicleData> {
  const id = pageContext.routeParams.id
  const { vehicles } = pageContext.services
  // A redirect stays in the page's language.
  const local = (path: string) => pathInLanguage(path, pageContext.language ?? 'en')
  const found = id ? await vehicles.lookup(id) : undefined
  if (found?.movedTo) {
    // An owner changed the unit's id: its old address (either spelling) leads to the new one, query kept.
    throw redirect(local(`/vehicles/${encodeURIComponent(found.movedTo)}${pageContext.urlParsed.searchOriginal ?? ''}`), 301)
  }
  if (!found && id) {
    // A brand page's model link without the brand's word (/vehicles/d5-ranger-4-plus) moves to the vehicle's own address.
    for (const target of modelLinkTargets(id)) {
      if ((await vehicles.lookup(target))?.vehicle) throw redirect(local(`/vehicles/${target}${pageContext.urlParsed.searchOriginal ?? ''}`), 301)
    }
  }
  if (!found) throw render(404, { notFound: 'vehicle' })
  if (!found.vehicle) throw render(410, { notFound: 'vehicle' })
  const { spanish: _spanish, ...vehicle } = found.vehicle
  const text = vehicleText(found.vehicle, pageContext.language ?? 'en')
  // The estimate starts from the price a shopper pays (the sale price while a special is on).
  if (vehicle.status !== 'sold') {
    return { vehicle, text, estimate: paymentEstimate(shopperPrice(vehicle), pageContext.urlParsed.search), paymentWords: paymentWords[pageContext.language ?? 'en'] }
  }
  return { vehicle, text, similar: (await vehicles.similar(found.vehicle, SIMILAR_COUNT)).map(toSummary) }
}
