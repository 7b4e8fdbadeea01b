/**
 * The shopper-price rule, the one place that decides what a shopper pays for a cart: the
 * lowest price any live special gives it, when that is below its own price; else its price.
 * Cards, the vehicle page, the compare table, the payment estimate, the structured data, the
 * public API and the CSV export all read a cart's price through `shopperPrice` (or, on the
 * server, `saleFor`); none works one out for itself.
 *
 * - Only scheduled specials between their start (included) and their end (excluded) count.
 * - A special applies to the carts it names, or to every cart of its brand or its category
 *   (the same words, in any case).
 * - A sale price per cart is that price; an amount off comes off the cart's price; a
 *   percentage off is rounded to whole dollars. Never below $0.
 * - A sold cart has no sale. A special that would not lower the price is no sale.
 * - Two specials giving the same price: the one that lasts longer, so the end date shown is
 *   when the price really changes.
 */
import type { VehicleStatus } from '../vehicles/vehicle'
import type { Special, SpecialInput } from './fields'
import { isLive } from './phase'

/** What a cart's card, page and offer show of the special it is on. */
export interface Sale {
  /** Whole dollars: what the shopper pays while it lasts. */
  price: number
  /** When the price ends (ISO time). */
  endsAt: string
  /** "Sale ends Sunday, November 30 at 11:59 PM", worded on the server. */
  endsText: string
  specialId: number
  title: string
}

export interface PricedVehicle {
  id: string
  brand: string
  category: string
  price: number
  status?: VehicleStatus
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function appliesTo(special: Pick<SpecialInput, 'scope'>, vehicle: Pick<PricedVehicle, 'id' | 'brand' | 'category'>): boolean {
  const { scope } = special
  if (scope.kind === 'vehicles') return scope.ids.includes(vehicle.id)
  if (scope.kind === 'brand') return same(scope.brand, vehicle.brand)
  return same(scope.category, vehicle.category)
}

/** The price this special gives the cart, whether or not it is live; undefined when it does not apply. */
export function specialPrice(special: Pick<SpecialInput, 'scope' | 'discount'>, vehicle: PricedVehicle): number | undefined {
  if (!appliesTo(special, vehicle)) return undefined
  const { discount } = special
  const price =
    discount.kind === 'sale-price'
      ? discount.prices[vehicle.id]
      : discount.kind === 'amount-off'
        ? vehicle.price - discount.amount
        : Math.round((vehicle.price * (100 - discount.percent)) / 100)
  return price === undefined ? undefined : Math.max(0, price)
}

/** The cart's sale at `at`, from the specials given (any phase; only live ones count), without its worded end. */
export function saleFor(vehicle: PricedVehicle, specials: readonly Special[], at: number): Omit<Sale, 'endsText'> | undefined {
  if (vehicle.status === 'sold') return undefined
  let best: Omit<Sale, 'endsText'> | undefined
  for (const special of specials) {
    if (!isLive(special, at)) continue
    const price = specialPrice(special, vehicle)
    if (price === undefined || price >= vehicle.price) continue
    if (!best || price < best.price || (price === best.price && special.endsAt > best.endsAt)) {
      best = { price, endsAt: special.endsAt, specialId: special.id, title: special.title }
    }
  }
  return best
}

/** What the shopper pays for the cart now: its sale price while a special is on, else its price. */
export function shopperPrice(vehicle: { price: number; sale?: { price: number } }): number {
  return vehicle.sale ? vehicle.sale.price : vehicle.price
}

/** The next moment a special starts or ends after `at`: when prices next change by themselves. */
export function nextPriceChange(specials: readonly Pick<SpecialInput, 'status' | 'startsAt' | 'endsAt'>[], at: number): number | undefined {
  let next: number | undefined
  for (const special of specials) {
    if (special.status !== 'scheduled') continue
    for (const edge of [Date.parse(special.startsAt), Date.parse(special.endsAt)]) {
      if (edge > at && (next === undefined || edge < next)) next = edge
    }
  }
  return next
}
