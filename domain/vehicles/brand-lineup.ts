/**
 * A brand page's series cards and model line-up: the brand's own texts (content/brands.ts)
 * joined with the inventory, so every price and link on the page is the inventory's.
 */
import { BRANDS, type BrandContent, type BrandSlug, type SeriesContent } from '#app/content/brands'
import { formatPrice } from '#app/content/format'
import { slugify } from '#app/content/towns/municipalities'
import { shopperPrice } from '../specials/shopper-price'
import { primaryImage, type Vehicle, type VehicleStatus } from './vehicle'

/** What a brand page reads of the inventory. */
export interface BrandInventory {
  list(): Promise<readonly Vehicle[]>
  getMany(ids: readonly string[]): Promise<Vehicle[]>
}

/** Spec §3 "Series card". */
export interface SeriesCard {
  title: string
  description: string
  image: string
  imageAlt: string
  features: readonly string[]
  /** `label` is the name without the brand word ("D5 Ranger 4 Plus"); `href` the model link the spec asks for. */
  vehicles: Array<{ id: string; name: string; label: string; href: string }>
  /** "Starting at $8,495". */
  startingPriceText: string
}

/** Spec §3 "Brand model card", plus what the link and the structured data need. */
export interface BrandModelCard {
  id: string
  /** The model link the spec asks for (modelHref). */
  href: string
  name: string
  series: string
  image: string
  imageAlt: string
  /** Whole US dollars: what a shopper pays for the unit now (its offer in the structured data, as on its own page). */
  price: number
  /** While on sale: when the sale price ends (the offer's priceValidUntil). */
  saleEndsAt?: string
  /** The manufacturer's suggested retail price, from the inventory's MSRP, when known. */
  msrp?: number
  /** What the card shows: the model's list price labelled "MSRP $15,000" (a model's list price is not a unit's price); the unit's price without one. */
  priceText: string
  specs: { seats: number; range: string; topSpeed: string; driveType: string }
  features: string[]
  inStock: boolean
  isNew: boolean
  status: VehicleStatus
}

/** What a brand page shows; nothing else is sent to the browser. */
export interface BrandPageData {
  slug: BrandSlug
  brand: string
  path: string
  head: BrandContent['head']
  hero: BrandContent['hero']
  about: string
  series: SeriesCard[]
  lineup: BrandModelCard[]
  whyChoose: BrandContent['whyChoose']
  cta: BrandContent['cta']
}

/** "72V Lithium" -> "Electric (72V)". */
export function driveType(batteryType: string): string {
  const volts = /(\d+)\s*V\b/i.exec(batteryType)?.[1]
  return volts ? `Electric (${volts}V)` : 'Electric'
}

/** "Starting at $8,495" from the cheapest vehicle as a shopper pays for it; a call prompt when the series has none in stock or on order. */
export function startingPriceText(vehicles: ReadonlyArray<Pick<Vehicle, 'price' | 'sale'>>): string {
  if (vehicles.length === 0) return 'Call for pricing'
  return `Starting at ${formatPrice(Math.min(...vehicles.map(shopperPrice)))}`
}

/**
 * A model link as the spec words it for the brand: the vehicle's id (the model name lower-cased,
 * words joined with dashes), or for Evolution the same without the brand's word
 * ("/vehicles/d5-ranger-4-plus"), which the vehicle page answers with a 301 to the id.
 */
export function modelHref(brand: Pick<BrandContent, 'brand' | 'modelLinks'>, vehicle: Pick<Vehicle, 'id' | 'name'>): string {
  if (brand.modelLinks === 'id') return `/vehicles/${vehicle.id}`
  return `/vehicles/${slugify(withoutBrand(vehicle.name, brand.brand))}`
}

/** The ids a model link may stand for: a vehicle's own id, else the brands' ids that drop the brand's word ("d5-ranger-4" -> "evolution-d5-ranger-4"). */
export function modelLinkTargets(path: string): string[] {
  return Object.values(BRANDS)
    .filter((brand) => brand.modelLinks === 'without-brand')
    .map((brand) => `${slugify(brand.brand)}-${path}`)
}

/** "EVolution D5 Ranger 4 Plus" -> "D5 Ranger 4 Plus". */
export function withoutBrand(name: string, brand: string): string {
  const [first, ...rest] = name.split(' ')
  return first.toLowerCase() === brand.toLowerCase() && rest.length > 0 ? rest.join(' ') : name
}

/** New vehicles of this brand and series; pre-owned trade-ins are not part of a series' price. */
function inSeries(brand: BrandContent, series: SeriesContent, vehicle: Vehicle): boolean {
  return vehicle.isNew && vehicle.brand === brand.brand && vehicle.category === series.category
}

export function buildSeriesCards(brand: BrandContent, inventory: readonly Vehicle[]): SeriesCard[] {
  return brand.series.map((series) => {
    const models = inventory.filter((v) => inSeries(brand, series, v)).sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    return {
      title: series.title,
      description: series.description,
      image: series.image,
      imageAlt: series.imageAlt,
      features: series.features,
      vehicles: models.map((v) => ({ id: v.id, name: v.name, label: withoutBrand(v.name, brand.brand), href: modelHref(brand, v) })),
      startingPriceText: startingPriceText(models),
    }
  })
}

export function buildModelCard(brand: BrandContent, vehicle: Vehicle): BrandModelCard {
  const series = brand.series.find((s) => s.category === vehicle.category)?.title ?? vehicle.category
  const seats = vehicle.specifications.seatingCapacity
  return {
    id: vehicle.id,
    href: modelHref(brand, vehicle),
    name: vehicle.name,
    series,
    image: primaryImage(vehicle),
    imageAlt: `${vehicle.name}, ${seats}-seat ${vehicle.brand} ${series} model`,
    price: shopperPrice(vehicle),
    ...(vehicle.sale ? { saleEndsAt: vehicle.sale.endsAt } : {}),
    ...(vehicle.msrp !== undefined ? { msrp: vehicle.msrp } : {}),
    priceText: modelPriceText(vehicle),
    specs: {
      seats,
      range: vehicle.specifications.range,
      topSpeed: vehicle.specifications.topSpeed,
      driveType: driveType(vehicle.specifications.batteryType),
    },
    features: vehicle.features.slice(0, 4),
    inStock: vehicle.inStock,
    isNew: vehicle.isNew,
    status: vehicle.status,
  }
}

/** "MSRP $15,000": the manufacturer's price of the model; the unit's own price when the inventory has no MSRP for it. */
export function modelPriceText(vehicle: Pick<Vehicle, 'price' | 'msrp'>): string {
  return vehicle.msrp !== undefined ? `MSRP ${formatPrice(vehicle.msrp)}` : formatPrice(vehicle.price)
}

/** Everything a brand page shows, read from the inventory through its repository. */
export async function loadBrandPage(slug: BrandSlug, vehicles: BrandInventory): Promise<BrandPageData> {
  const brand = BRANDS[slug]
  const [inventory, lineup] = await Promise.all([vehicles.list(), vehicles.getMany(brand.lineupIds)])
  return {
    slug,
    brand: brand.brand,
    path: brand.path,
    head: brand.head,
    hero: brand.hero,
    about: brand.about,
    series: buildSeriesCards(brand, inventory),
    lineup: lineup.map((v) => buildModelCard(brand, v)),
    whyChoose: brand.whyChoose,
    cta: brand.cta,
  }
}
