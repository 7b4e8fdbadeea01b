import type { VehiclePhoto } from '../photos'
import type { Sale } from '../specials/shopper-price'
import { roadUseLabel, type RoadUse } from './road-use'
import type { Language } from '#app/content/languages'

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

/** A vehicle's id (its address): lowercase letters, digits and single hyphens, at most 80 characters. */
export const VEHICLE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/

/** Where a unit is in its life: drafts are the dealer's alone; sold units leave the grid. */
export const VEHICLE_STATUSES = ['draft', 'available', 'pending', 'sold'] as const
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]

export const STATUS_LABELS: Record<VehicleStatus, string> = {
  draft: 'Draft',
  available: 'Available',
  pending: 'Sale pending',
  sold: 'Sold',
}

export const ODOMETER_UNITS = ['miles', 'hours'] as const
export type OdometerUnit = (typeof ODOMETER_UNITS)[number]

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
  /** Never 'draft' on a public page: drafts are not shown. */
  status: VehicleStatus
  /** The manufacturer's suggested retail price, whole dollars, when known. */
  msrp?: number
  stockNumber?: string
  year?: number
  vin?: string
  color?: string
  odometer?: { value: number; unit: OdometerUnit }
  /** Shown among the home page's featured carts. */
  featured: boolean
  /** When it was marked sold (ISO time). */
  soldAt?: string
  /** When the dealer first listed it (ISO time); read from the database, never written from here. */
  listedAt?: string
  /** The dealer's photos, cover first; empty: the drawn artwork in `images` is shown. */
  photos: VehiclePhoto[]
  /** What it is under Pennsylvania law (golf cart, LSV, off-road). */
  roadUse: RoadUse
  /** While a special is on for it: the price a shopper pays and until when (domain/specials/shopper-price.ts). */
  sale?: Sale
  /** The dealer's own words in Spanish, where written (empty: the Spanish site shows the English, marked as English). */
  spanish?: { description: string; features: string[] }
}

/** A piece of the dealer's text as a page in a language shows it, and the language it is in. */
export interface DealerText<Text> {
  text: Text
  language: Language
}

/**
 * A vehicle's description and features as a page in `language` shows them: the dealer's Spanish
 * where written, else the English (never translated without the dealer's word), each saying
 * which language it is in so the page can mark it.
 */
export function vehicleText(vehicle: Pick<Vehicle, 'description' | 'features' | 'spanish'>, language: Language): { description: DealerText<string>; features: DealerText<string[]> } {
  const spanish = language === 'es' ? vehicle.spanish : undefined
  return {
    description: spanish?.description ? { text: spanish.description, language: 'es' } : { text: vehicle.description, language: 'en' },
    features: spanish && spanish.features.length > 0 ? { text: spanish.features, language: 'es' } : { text: vehicle.features, language: 'en' },
  }
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

export type VehicleBadge = 'NEW' | 'In Stock' | 'Out of Stock' | 'Sale pending' | 'Sold'

/** A pending or sold unit says so; otherwise isNew wins, then stock decides (the spec's badges). */
export function vehicleBadge(vehicle: Pick<Vehicle, 'isNew' | 'inStock'> & { status?: VehicleStatus }): VehicleBadge {
  if (vehicle.status === 'sold') return 'Sold'
  if (vehicle.status === 'pending') return 'Sale pending'
  if (vehicle.isNew) return 'NEW'
  return vehicle.inStock ? 'In Stock' : 'Out of Stock'
}

/** schema.org availability of a unit's offer: sold out, reserved by a buyer (pending), or by stock. */
export function offerAvailability(vehicle: Pick<Vehicle, 'inStock'> & { status?: VehicleStatus }): string {
  if (vehicle.status === 'sold') return 'https://schema.org/SoldOut'
  if (vehicle.status === 'pending') return 'https://schema.org/Reserved'
  return vehicle.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
}

/** What a buyer saves against the manufacturer's price, when the unit is priced below it. */
export function msrpSaving(vehicle: Pick<Vehicle, 'price' | 'msrp'>): number | undefined {
  return vehicle.msrp !== undefined && vehicle.msrp > vehicle.price ? vehicle.msrp - vehicle.price : undefined
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
  /** 'available' or 'pending' on the grid ('sold' only on a sold unit's own page). */
  status: VehicleStatus
  /** The cover photo, when the dealer uploaded any (else `image`, the drawn artwork, is shown). */
  photo?: VehiclePhoto
  roadUse: RoadUse
  /** Its badge's words (content/road-use.ts), worded on the server. */
  roadUseLabel: string
  /** While a special is on: the sale price and when it ends, in words. */
  sale?: Pick<Sale, 'price' | 'endsText'>
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
    status: vehicle.status,
    ...(vehicle.photos[0] ? { photo: vehicle.photos[0] } : {}),
    roadUse: vehicle.roadUse,
    roadUseLabel: roadUseLabel(vehicle.roadUse),
    ...(vehicle.sale ? { sale: { price: vehicle.sale.price, endsText: vehicle.sale.endsText } } : {}),
  }
}
