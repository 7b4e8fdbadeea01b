/**
 * The local landing pages' price lines in Spanish (./local-services.ts). Server only: a
 * page's +words.ts reads it, never a page's script.
 */
import { business } from '../business'
import { formatPrice } from '../format'
import type { LOCAL_PRICE_TEXTS } from './local-services'

export const LOCAL_PRICE_TEXTS_ES: typeof LOCAL_PRICE_TEXTS = {
  /** "Desde $4,995" */
  salesFrom: `Desde ${formatPrice(business.salesFromPrice)}`,
  /** "Desde $245/día" */
  rentalsFrom: `Desde ${formatPrice(business.rentalsFromPerDay)}/día`,
  repairs: `El precio varía según la reparación; mano de obra ${formatPrice(business.servicePerHour)}/hora`,
}
