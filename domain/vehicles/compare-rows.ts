/**
 * The rows of the comparison table (/compare) and where the carts differ. Pure; kept apart
 * from domain/vehicles/compare.ts, which the compare toggle on every card loads.
 */
import { formatPrice } from '#app/content/format'
import type { VehiclePhoto } from '../photos'
import { specLabel, vehicleBadge, type Vehicle, type VehicleSpecifications } from './vehicle'

/** What the comparison table shows of a cart. */
export interface CompareVehicle extends Pick<Vehicle, 'id' | 'name' | 'brand' | 'category' | 'price' | 'msrp' | 'status' | 'isNew' | 'inStock'> {
  specifications: Partial<VehicleSpecifications>
  image: string
  photo?: VehiclePhoto
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

/** The table's rows below the photos: price, MSRP, the specifications, then status. */
export function compareRows(vehicles: readonly CompareVehicle[]): CompareRow[] {
  return [
    row('Price', vehicles.map((v) => formatPrice(v.price))),
    row('MSRP', vehicles.map((v) => (v.msrp ? formatPrice(v.msrp) : undefined))),
    ...SPEC_ROWS.map((key) =>
      row(
        specLabel(key),
        vehicles.map((v) => text(v.specifications[key])),
      ),
    ),
    row('Status', vehicles.map((v) => vehicleBadge(v))),
  ]
}
