/**
 * What the local landing pages (towns and municipalities) offer. The structured data that
 * says the same to search engines (renderer/local-services.ts) is built from these texts,
 * so the prices on the page and in the JSON-LD cannot drift apart.
 */
import { business } from '../business'
import { formatPrice } from '../format'
import { municipalities } from './municipalities'
import type { Town } from './towns'

/** "From $4,995" */
export const SALES_FROM_TEXT = `From ${formatPrice(business.salesFromPrice)}`
/** "From $245/day" */
export const RENTALS_FROM_TEXT = `From ${formatPrice(business.rentalsFromPerDay)}/day`
/** Repairs have no single price. */
export const REPAIRS_PRICE_TEXT = `Price varies by repair; labor ${formatPrice(business.servicePerHour)}/hour`

/** The three price lines together, as a page's words carry them (Spanish: ./local-services-es.ts). */
export const LOCAL_PRICE_TEXTS = { salesFrom: SALES_FROM_TEXT, rentalsFrom: RENTALS_FROM_TEXT, repairs: REPAIRS_PRICE_TEXT }

/**
 * The rental page for a town: its own municipality's page, or for a community the page of
 * the township it lies in, or the rentals overview when neither has one.
 */
export function townRentalsPath(town: Town): string {
  if (town.municipality) return town.municipality.rentalsUrl
  const township = municipalities.find((m) => `${m.name} ${m.type}` === town.township)
  return township ? township.rentalsUrl : '/rentals'
}
