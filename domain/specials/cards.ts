/** What the public pages show of the specials live now: each with its offer, its end in words, and the carts on it. */
import { formatPrice } from '#app/content/format'
import type { Language } from '#app/content/languages'
import { SPECIALS_COPY } from '#app/content/specials'
import { toSummary, type Vehicle, type VehicleSummary } from '../vehicles/vehicle'
import { appliesTo, specialPrice } from './shopper-price'
import type { Special } from './special'
import { saleEndsText } from './wording'

export interface SpecialCard {
  id: number
  /** The page anchor: /specials#special-12. */
  anchor: string
  title: string
  text: string
  finePrint: string
  /** The language of each of the dealer's words above, where it is not the page's (English on a Spanish page the dealer has not written it for). */
  languages?: Partial<Record<'title' | 'text' | 'finePrint', Language>>
  /** "$1,000 off", "10% off", "Special prices". */
  offerText: string
  endsAt: string
  /** "Sale ends Sunday, November 30 at 11:59 PM" */
  endsText: string
  /** The carts on the lot it lowers the price of, each with the price a shopper pays. */
  vehicles: VehicleSummary[]
}

export function offerText(special: Pick<Special, 'discount'>): string {
  const { discount } = special
  if (discount.kind === 'amount-off') return SPECIALS_COPY.amountOff(formatPrice(discount.amount))
  if (discount.kind === 'percent-off') return SPECIALS_COPY.percentOff(discount.percent)
  return SPECIALS_COPY.salePrices
}

/** The live specials (server/specials) over the grid's carts (with their sales): those that lower some cart's price, ending soonest first. */
export function specialCards(live: readonly Special[], grid: readonly Vehicle[]): SpecialCard[] {
  return live
    .map((special) => {
      const vehicles = grid.filter((v) => appliesTo(special, v) && v.sale && (specialPrice(special, v) ?? Infinity) < v.price).map(toSummary)
      return {
        id: special.id,
        anchor: `special-${special.id}`,
        title: special.title,
        text: special.text,
        finePrint: special.finePrint,
        offerText: offerText(special),
        endsAt: special.endsAt,
        endsText: saleEndsText(special.endsAt, 'special'),
        vehicles,
      }
    })
    .filter((card) => card.vehicles.length > 0)
    .sort((a, b) => (a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : a.id - b.id))
}
