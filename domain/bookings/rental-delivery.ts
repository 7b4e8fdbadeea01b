/**
 * The rental delivery fee as the rental policy states it (the first 10 miles free, then $6 a
 * mile), estimated from the straight-line distance between the showroom and the delivery
 * town's centre, lengthened by a road factor and rounded up to whole miles. An estimate, and
 * always called one: the policy measures the road route, and staff confirm the fee.
 */
import { business } from '#app/content/business'
import { RENTAL_DELIVERY_FEE_PER_MILE, RENTAL_FREE_DELIVERY_MILES } from '#app/content/rentals'
import { MUNICIPALITY_CENTRES, type Point } from '#app/content/towns/centres'

/** Roads are longer than the straight line; about a third longer in the county's lanes and ridges. */
export const ROAD_FACTOR = 1.3
const EARTH_RADIUS_MILES = 3958.8

export interface DeliveryEstimate {
  town: string
  /** Road miles, estimated and rounded up. */
  miles: number
  /** Whole dollars: 0 within the free miles. */
  fee: number
}

/** Straight-line miles between two points (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** The fee for a number of road miles, as the policy states it. */
export function deliveryFee(miles: number): number {
  return Math.max(0, Math.ceil(miles) - RENTAL_FREE_DELIVERY_MILES) * RENTAL_DELIVERY_FEE_PER_MILE
}

/** The estimate for a municipality the dealer serves; undefined for a town it has no point for ("Other"). */
export function deliveryEstimate(town: string): DeliveryEstimate | undefined {
  const centre = MUNICIPALITY_CENTRES[town]
  if (!centre) return undefined
  const miles = Math.ceil(milesBetween(business.geo, centre) * ROAD_FACTOR)
  return { town, miles, fee: deliveryFee(miles) }
}
