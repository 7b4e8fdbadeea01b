/**
 * The names and limits of a vehicle record's fields, without the schema: what the
 * console's pages need in the browser (the schema itself stays on the server).
 */

/** The specification keys every vehicle has, in the order forms and the detail page list them. */
export const SPEC_KEYS = ['topSpeed', 'range', 'batteryType', 'chargingTime', 'payload', 'seatingCapacity'] as const

export { VEHICLE_ID_PATTERN } from './vehicle'

export const LIMITS = {
  id: 80,
  name: 120,
  brand: 60,
  category: 80,
  description: 5000,
  feature: 200,
  features: 30,
  spec: 60,
  stockNumber: 40,
  vin: 40,
  color: 60,
  price: 1_000_000,
  odometer: 1_000_000,
  sortOrder: 100_000,
} as const

/** The form and CSV field names, in order: the nested specifications flattened. */
export const RECORD_FIELDS = [
  'id',
  'status',
  'name',
  'brand',
  'category',
  'roadUse',
  'price',
  'msrp',
  'description',
  'externalUrl',
  ...SPEC_KEYS,
  'features',
  'inStock',
  'isNew',
  'stockNumber',
  'year',
  'vin',
  'color',
  'odometer',
  'odometerUnit',
  'featured',
  'sortOrder',
  // The dealer's Spanish words, optional (the English is shown where they are empty): last, so
  // a CSV made before them reads the same.
  'descriptionEs',
  'featuresEs',
] as const

export type RecordField = (typeof RECORD_FIELDS)[number]
