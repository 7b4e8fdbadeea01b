/**
 * The inventory filters (text search, brand, category and price band), the order of the
 * list, and how many carts each filter option would leave. Pure functions, shared by the
 * server (first render of a filtered or sorted URL) and the browser. Their labels are words,
 * in the inventory page's +words.ts by these values.
 */
import { shopperPrice } from '../specials/shopper-price'
import type { Vehicle } from './vehicle'

export const BRAND_OPTIONS = [
  { value: 'all' },
  { value: 'denago' },
  { value: 'evolution' },
] as const

/** Category values match as case-insensitive substrings of a vehicle's category. */
export const CATEGORY_OPTIONS = [
  { value: 'all' },
  { value: 'ranger' },
  { value: 'maverick' },
  { value: 'forester' },
  { value: 'turfman' },
  { value: 'rover' },
] as const

export const PRICE_OPTIONS = [
  { value: 'all' },
  { value: 'under-15000' },
  { value: '15000-25000' },
  { value: 'over-25000' },
] as const

/** What a cart is under Pennsylvania law (domain/vehicles/road-use.ts). */
export const ROAD_OPTIONS = [
  { value: 'all' },
  { value: 'lsv' },
  { value: 'golf-cart' },
  { value: 'off-road' },
] as const

/**
 * The orders of the list. 'recommended' is the dealer's own order (the list as it comes);
 * 'newest' puts the most recently listed carts first (when the dealer added the unit, not
 * its model year, which pre-owned units have and new ones mostly lack). Ties keep the
 * dealer's order.
 */
export const SORT_OPTIONS = [
  { value: 'recommended' },
  { value: 'price-asc' },
  { value: 'price-desc' },
  { value: 'newest' },
  { value: 'name' },
] as const

export type BrandFilter = (typeof BRAND_OPTIONS)[number]['value']
export type CategoryFilter = (typeof CATEGORY_OPTIONS)[number]['value']
export type PriceFilter = (typeof PRICE_OPTIONS)[number]['value']
export type RoadFilter = (typeof ROAD_OPTIONS)[number]['value']
export type InventorySort = (typeof SORT_OPTIONS)[number]['value']

export interface InventoryFilters {
  q: string
  brand: BrandFilter
  category: CategoryFilter
  price: PriceFilter
  road: RoadFilter
  /** Not a filter, but read from and kept in the URL with them. */
  sort: InventorySort
}

export const DEFAULT_FILTERS: InventoryFilters = { q: '', brand: 'all', category: 'all', price: 'all', road: 'all', sort: 'recommended' }

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
    road: pick(ROAD_OPTIONS, get('road')),
    sort: pick(SORT_OPTIONS, get('sort')),
  }
}

/** The query string for a set of filters, without defaults ("" when nothing is filtered). */
export function filtersToQuery(filters: InventoryFilters): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.brand !== 'all') params.set('brand', filters.brand)
  if (filters.category !== 'all') params.set('category', filters.category)
  if (filters.price !== 'all') params.set('price', filters.price)
  if (filters.road !== 'all') params.set('road', filters.road)
  if (filters.sort !== 'recommended') params.set('sort', filters.sort)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** How many filters narrow the list (the order does not count). */
export function activeFilterCount(filters: InventoryFilters): number {
  return [filters.q.trim() !== '', filters.brand !== 'all', filters.category !== 'all', filters.price !== 'all', filters.road !== 'all'].filter(Boolean).length
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

/** Prices filter and sort as the shopper pays them (the sale price while a special is on). */
type Filterable = Pick<Vehicle, 'name' | 'description' | 'brand' | 'category' | 'price' | 'roadUse'> & { sale?: { price: number } }

/** Each vehicle's name and description in lower case, worked out once (a search checks them on every key). */
const searchTexts = new WeakMap<Filterable, readonly [string, string]>()

function searchText(vehicle: Filterable): readonly [string, string] {
  let text = searchTexts.get(vehicle)
  if (!text) searchTexts.set(vehicle, (text = [vehicle.name.toLowerCase(), vehicle.description.toLowerCase()]))
  return text
}

export function matchesFilters(vehicle: Filterable, filters: InventoryFilters): boolean {
  const text = filters.q.trim().toLowerCase()
  if (text && !searchText(vehicle).some((field) => field.includes(text))) return false
  if (filters.brand !== 'all' && vehicle.brand.toLowerCase() !== filters.brand) return false
  if (filters.category !== 'all' && !vehicle.category.toLowerCase().includes(filters.category)) return false
  if (filters.road !== 'all' && vehicle.roadUse !== filters.road) return false
  return matchesPrice(shopperPrice(vehicle), filters.price)
}

export function filterVehicles<T extends Filterable>(vehicles: readonly T[], filters: InventoryFilters): T[] {
  return vehicles.filter((vehicle) => matchesFilters(vehicle, filters))
}

/** The options of each filter select, by filter. */
export const FILTER_OPTIONS = { brand: BRAND_OPTIONS, category: CATEGORY_OPTIONS, price: PRICE_OPTIONS, road: ROAD_OPTIONS } as const
export type OptionFilter = keyof typeof FILTER_OPTIONS

/** For each option of one filter, how many carts the list would show with that option and the other filters as they are. */
export function optionCounts(vehicles: readonly Filterable[], filters: InventoryFilters, filter: OptionFilter): number[] {
  return FILTER_OPTIONS[filter].map((option) => filterVehicles(vehicles, { ...filters, [filter]: option.value }).length)
}

type Sortable = Pick<Vehicle, 'name' | 'price' | 'listedAt'> & { sale?: { price: number } }

const COMPARE: Record<Exclude<InventorySort, 'recommended'>, (a: Sortable, b: Sortable) => number> = {
  'price-asc': (a, b) => shopperPrice(a) - shopperPrice(b),
  'price-desc': (a, b) => shopperPrice(b) - shopperPrice(a),
  // ISO times order as plain text; a unit without one goes last.
  newest: ({ listedAt: a = '' }, { listedAt: b = '' }) => (a < b ? 1 : a > b ? -1 : 0),
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
}

/** The list in the chosen order (a new array); a stable sort, so ties keep the dealer's order. */
export function sortVehicles<T extends Sortable>(vehicles: readonly T[], sort: InventorySort): T[] {
  const compare = sort === 'recommended' ? undefined : COMPARE[sort]
  return compare ? [...vehicles].sort(compare) : [...vehicles]
}
