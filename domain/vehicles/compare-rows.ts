/**
 * The rows of the comparison table (/compare) and where the carts differ. Pure; kept apart
 * from domain/vehicles/compare.ts, which the compare toggle on every card loads.
 */
import { formatPrice } from '#app/content/format'
import { ROAD_USE_COPY, ROAD_USE_TEXT } from '#app/content/road-use'
import { SPECIALS_COPY } from '#app/content/specials'
import type { VehiclePhoto } from '../photos'
import { shopperPrice } from '../specials/shopper-price'
import { specLabel, vehicleBadge, type Vehicle, type VehicleSpecifications } from './vehicle'

/** What the comparison table shows of a cart. */
export interface CompareVehicle extends Pick<Vehicle, 'id' | 'name' | 'brand' | 'category' | 'price' | 'msrp' | 'status' | 'isNew' | 'inStock' | 'roadUse'> {
  specifications: Partial<VehicleSpecifications>
  image: string
  photo?: VehiclePhoto
  /** While a special is on. */
  sale?: { price: number; endsText: string }
}

/** The price a shopper pays, and the regular one beside it while on sale. */
function priceCell(vehicle: CompareVehicle): string {
  const paid = formatPrice(shopperPrice(vehicle))
  return vehicle.sale ? SPECIALS_COPY.compareCell(paid, formatPrice(vehicle.price)) : paid
}

export interface CompareRow {
  label: string
  /** One per cart, in column order; undefined where the cart's record has no value. */
  values: (string | undefined)[]
  /** At least two carts have a value and they are not all the same. */
  differs: boolean
}

const SPEC_ROWS = ['seatingCapacity', 'topSpeed', 'range', 'batteryType', 'chargingTime', 'payload'] as const

function text(value: string | number | undefined): string | undefined {
  const shown = value === undefined ? '' : String(value).trim()
  return shown ? shown : undefined
}

function row(label: string, values: (string | undefined)[]): CompareRow {
  const known = values.filter((value): value is string => value !== undefined)
  return { label, values, differs: known.length > 1 && new Set(known.map((value) => value.toLowerCase())).size > 1 }
}

/** The table's rows below the photos: price (as a shopper pays it), MSRP, the specifications, road use, then status. */
export function compareRows(vehicles: readonly CompareVehicle[]): CompareRow[] {
  return [
    row('Price', vehicles.map(priceCell)),
    row('MSRP', vehicles.map((v) => (v.msrp ? formatPrice(v.msrp) : undefined))),
    ...SPEC_ROWS.map((key) =>
      row(
        specLabel(key),
        vehicles.map((v) => text(v.specifications[key])),
      ),
    ),
    row(ROAD_USE_TEXT.property, vehicles.map((v) => ROAD_USE_COPY[v.roadUse].label)),
    row('Status', vehicles.map((v) => vehicleBadge(v))),
  ]
}
