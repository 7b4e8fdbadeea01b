/**
 * The Vehicle entity and the pure logic around it (badge, price, filters).
 * No database access here: this module is shared by the server and the browser.
 */

export interface VehicleSpecifications {
  topSpeed: string
  range: string
  batteryType: string
  chargingTime: string
  payload: string
  seatingCapacity: number
  [key: string]: string | number
}

export interface Vehicle {
  id: string
  name: string
  brand: string
  category: string
  /** Whole US dollars. */
  price: number
  description: string
  /** Image paths; only the first is shown. */
  images: string[]
  externalUrl?: string
  specifications: VehicleSpecifications
  features: string[]
  inStock: boolean
  isNew: boolean
}

/** Labels for the specification keys, in the order the detail page lists them. */
export const SPEC_LABELS: Record<string, string> = {
  topSpeed: 'Top Speed',
  range: 'Range',
  batteryType: 'Battery Type',
  chargingTime: 'Charging Time',
  payload: 'Payload',
  seatingCapacity: 'Seating Capacity',
}

export function specLabel(key: string): string {
  return SPEC_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

export type VehicleBadge = 'NEW' | 'In Stock' | 'Out of Stock'

/** isNew wins; otherwise stock decides. */
export function vehicleBadge(vehicle: Pick<Vehicle, 'isNew' | 'inStock'>): VehicleBadge {
  if (vehicle.isNew) return 'NEW'
  return vehicle.inStock ? 'In Stock' : 'Out of Stock'
}

export const PLACEHOLDER_IMAGE = '/images/carts/placeholder.svg'

export function primaryImage(vehicle: Pick<Vehicle, 'images'>): string {
  return vehicle.images[0] ?? PLACEHOLDER_IMAGE
}

/** What a vehicle card shows (and the inventory filters read): less than the whole record. */
export interface VehicleSummary {
  id: string
  name: string
  brand: string
  category: string
  price: number
  description: string
  image: string
  seats: number
  topSpeed: string
  range: string
  inStock: boolean
  isNew: boolean
}

export function toSummary(vehicle: Vehicle): VehicleSummary {
  return {
    id: vehicle.id,
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    description: vehicle.description,
    image: primaryImage(vehicle),
    seats: vehicle.specifications.seatingCapacity,
    topSpeed: vehicle.specifications.topSpeed,
    range: vehicle.specifications.range,
    inStock: vehicle.inStock,
    isNew: vehicle.isNew,
  }
}
