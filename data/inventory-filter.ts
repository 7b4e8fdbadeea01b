/**
 * The inventory filters: text search, brand, category and price band. Pure functions,
 * shared by the server (first render of a filtered URL) and the browser.
 */
import type { Vehicle } from './vehicle'

export const BRAND_OPTIONS = [
  { value: 'all', label: 'All Brands' },
  { value: 'denago', label: 'Denago' },
  { value: 'evolution', label: 'Evolution' },
] as const

/** Category values match as case-insensitive substrings of a vehicle's category. */
export const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  { value: 'ranger', label: 'Ranger' },
  { value: 'maverick', label: 'Maverick' },
  { value: 'forester', label: 'Forester' },
  { value: 'turfman', label: 'Turfman' },
  { value: 'rover', label: 'Rover' },
] as const

export const PRICE_OPTIONS = [
  { value: 'all', label: 'All Prices' },
  { value: 'under-15000', label: 'Under $15,000' },
  { value: '15000-25000', label: '$15,000 - $25,000' },
  { value: 'over-25000', label: 'Over $25,000' },
] as const

export type BrandFilter = (typeof BRAND_OPTIONS)[number]['value']
export type CategoryFilter = (typeof CATEGORY_OPTIONS)[number]['value']
export type PriceFilter = (typeof PRICE_OPTIONS)[number]['value']

export interface InventoryFilters {
  q: string
  brand: BrandFilter
  category: CategoryFilter
  price: PriceFilter
}

export const DEFAULT_FILTERS: InventoryFilters = { q: '', brand: 'all', category: 'all', price: 'all' }

/** The longest search text kept from a URL. */
const MAX_QUERY = 100

function pick<T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null | undefined): T {
  return options.find((o) => o.value === value)?.value ?? options[0].value
}

/** Reads filters from a query string; anything unknown falls back to "all". */
export function parseFilters(search: URLSearchParams | Record<string, string | undefined>): InventoryFilters {
  const get = (key: string) => (search instanceof URLSearchParams ? search.get(key) : search[key])
  return {
    q: (get('q') ?? '').slice(0, MAX_QUERY),
    brand: pick(BRAND_OPTIONS, get('brand')),
    category: pick(CATEGORY_OPTIONS, get('category')),
    price: pick(PRICE_OPTIONS, get('price')),
  }
}

/** The query string for a set of filters, without defaults ("" when nothing is filtered). */
export function filtersToQuery(filters: InventoryFilters): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.brand !== 'all') params.set('brand', filters.brand)
  if (filters.category !== 'all') params.set('category', filters.category)
  if (filters.price !== 'all') params.set('price', filters.price)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function isFiltered(filters: InventoryFilters): boolean {
  return filtersToQuery(filters) !== ''
}

export function matchesPrice(price: number, band: PriceFilter): boolean {
  switch (band) {
    case 'under-15000':
      return price < 15000
    case '15000-25000':
      return price >= 15000 && price <= 25000
    case 'over-25000':
      return price > 25000
    default:
      return true
  }
}

type Filterable = Pick<Vehicle, 'name' | 'description' | 'brand' | 'category' | 'price'>

export function matchesFilters(vehicle: Filterable, filters: InventoryFilters): boolean {
  const text = filters.q.trim().toLowerCase()
  if (text && !vehicle.name.toLowerCase().includes(text) && !vehicle.description.toLowerCase().includes(text)) return false
  if (filters.brand !== 'all' && vehicle.brand.toLowerCase() !== filters.brand) return false
  if (filters.category !== 'all' && !vehicle.category.toLowerCase().includes(filters.category)) return false
  return matchesPrice(vehicle.price, filters.price)
}

export function filterVehicles<T extends Filterable>(vehicles: readonly T[], filters: InventoryFilters): T[] {
  return vehicles.filter((vehicle) => matchesFilters(vehicle, filters))
}
