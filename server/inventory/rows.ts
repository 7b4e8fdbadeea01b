/**
 * The vehicles table as the inventory reads it: one row type, one column list and one
 * mapper, shared by the public inventory (vehicles.ts) and the dealer's records (records.ts),
 * which each shape what they show from the stored vehicle.
 */
import type { Tables } from '../db/tables'
import type { OdometerUnit, VehicleSpecifications, VehicleStatus } from '#app/domain/vehicles/vehicle'
import type { RoadUse } from '#app/domain/vehicles/road-use'

export interface VehicleRow {
  id: string
  name: string
  brand: string
  category: string
  price: number
  msrp: number | null
  description: string
  images: string
  external_url: string | null
  specifications: string
  features: string
  description_es: string
  features_es: string
  in_stock: number
  is_new: number
  status: VehicleStatus
  stock_number: string | null
  year: number | null
  vin: string | null
  color: string | null
  odometer: number | null
  odometer_unit: OdometerUnit
  featured: number
  sort_order: number
  sold_at: string | null
  created_at: string | null
  updated_at: string
  road_use: RoadUse
}

export const VEHICLE_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'msrp',
  'description',
  'images',
  'external_url',
  'specifications',
  'features',
  'description_es',
  'features_es',
  'in_stock',
  'is_new',
  'status',
  'stock_number',
  'year',
  'vin',
  'color',
  'odometer',
  'odometer_unit',
  'featured',
  'sort_order',
  'sold_at',
  'created_at',
  'updated_at',
  'road_use',
] as const satisfies readonly (keyof Tables['vehicles'])[]

/** A vehicle as stored: its columns read (JSON parsed, flags as booleans), nothing left out or added. */
export interface StoredVehicle {
  id: string
  name: string
  brand: string
  category: string
  price: number
  msrp: number | null
  description: string
  /** Site paths of the drawn artwork shown when the vehicle has no photos. */
  images: string[]
  externalUrl: string | null
  /** Every specification stored, the six the forms edit and any other (a pre-owned unit's condition, say). */
  specifications: VehicleSpecifications
  features: string[]
  /** The dealer's Spanish description and features; empty where not written. */
  descriptionEs: string
  featuresEs: string[]
  inStock: boolean
  isNew: boolean
  status: VehicleStatus
  stockNumber: string | null
  year: number | null
  vin: string | null
  color: string | null
  odometer: number | null
  odometerUnit: OdometerUnit
  featured: boolean
  sortOrder: number
  soldAt: string | null
  roadUse: RoadUse
  /** When the dealer first listed it; rows from before that was recorded have their last change instead. */
  listedAt: string
  updatedAt: string
}

export function toStoredVehicle(row: VehicleRow): StoredVehicle {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    msrp: row.msrp,
    description: row.description,
    images: JSON.parse(row.images) as string[],
    externalUrl: row.external_url,
    specifications: JSON.parse(row.specifications) as VehicleSpecifications,
    features: JSON.parse(row.features) as string[],
    descriptionEs: row.description_es,
    featuresEs: JSON.parse(row.features_es) as string[],
    inStock: row.in_stock === 1,
    isNew: row.is_new === 1,
    status: row.status,
    stockNumber: row.stock_number,
    year: row.year,
    vin: row.vin,
    color: row.color,
    odometer: row.odometer,
    odometerUnit: row.odometer_unit,
    featured: row.featured === 1,
    sortOrder: row.sort_order,
    soldAt: row.sold_at,
    roadUse: row.road_use,
    listedAt: row.created_at ?? row.updated_at,
    updatedAt: row.updated_at,
  }
}
