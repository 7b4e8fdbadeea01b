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
