import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { msrpSaving, offerAvailability, primaryImage } from '#app/domain/vehicles/vehicle'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { priceValidUntil } from '#app/domain/specials/wording'
import { ROAD_USE_COPY, ROAD_USE_TEXT } from '#app/content/road-use'
import { absoluteUrl, breadcrumbJsonLd, businessId, fullTitle, type HeadSpec } from '#app/renderer/head'
import type { VehicleData } from './+data'

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** "{name} for Sale, {price}", dropping "for Sale" when the full title would run past 80 characters. */
function vehicleTitle(name: string, price: string): string {
  const long = `${name} for Sale, ${price}`
  return fullTitle(long).length <= 80 ? long : `${name}, ${price}`
}

export function head(pageContext: PageContext): HeadSpec {
  const { vehicle } = pageContext.data as VehicleData
  const origin = pageContext.site.origin
  const path = `/vehicles/${vehicle.id}`
  const condition = vehicle.isNew ? 'New' : 'Pre-owned'
  const sold = vehicle.status === 'sold'
  const msrp = !sold && msrpSaving(vehicle) !== undefined ? vehicle.msrp : undefined
  // What a shopper pays (the sale price while a special is on), and until when.
  const price = shopperPrice(vehicle)
  const sale = sold ? undefined : vehicle.sale
  return {
    title: sold ? `${vehicle.name}, Sold` : vehicleTitle(vehicle.name, formatPrice(price)),
    description: sold
      ? clip(`Sold: this ${condition.toLowerCase()} ${vehicle.name} has found a new owner. See similar carts for sale at ${business.name}, or call ${pageContext.facts.phones.main.display}.`, 160)
      : clip(`${condition} ${vehicle.name}, ${formatPrice(price)} at ${business.name}. ${vehicle.description}`, 160),
    keywords: [vehicle.name, `${vehicle.brand} golf cart`, vehicle.category, `${vehicle.specifications.seatingCapacity} seat golf cart`, 'golf cart for sale Lehigh County'],
    path,
    type: 'product',
    // A sold unit's page lives only a few days and then answers 410: not for search results.
    noindex: sold,
    jsonLd: [
      {
        '@type': 'Product',
        '@id': `${absoluteUrl(origin, path)}#product`,
        name: vehicle.name,
        description: vehicle.description,
        sku: vehicle.id,
        category: vehicle.category,
        image: absoluteUrl(origin, primaryImage(vehicle)),
        brand: { '@type': 'Brand', name: vehicle.brand },
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'Seating capacity', value: vehicle.specifications.seatingCapacity },
          { '@type': 'PropertyValue', name: 'Top speed', value: vehicle.specifications.topSpeed },
          { '@type': 'PropertyValue', name: 'Range', value: vehicle.specifications.range },
          { '@type': 'PropertyValue', name: 'Battery', value: vehicle.specifications.batteryType },
          { '@type': 'PropertyValue', name: ROAD_USE_TEXT.property, value: ROAD_USE_COPY[vehicle.roadUse].label },
        ],
        offers: {
          '@type': 'Offer',
          url: absoluteUrl(origin, path),
          price,
          priceCurrency: 'USD',
          // On sale: the price holds until the special ends, and the regular price is the one struck through.
          ...(sale
            ? {
                priceValidUntil: priceValidUntil(sale.endsAt),
                priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: vehicle.price, priceCurrency: 'USD' },
              }
            : {}),
          // The manufacturer's price the page shows struck through, when the unit sells below it.
          ...(!sale && msrp ? { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: msrp, priceCurrency: 'USD' } } : {}),
          availability: offerAvailability(vehicle),
          itemCondition: vehicle.isNew ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
          seller: { '@id': businessId(origin) },
        },
      },
      breadcrumbJsonLd(origin, [
        ['Home', '/'],
        ['Inventory', '/inventory'],
        [vehicle.name, path],
      ]),
    ],
  }
}
