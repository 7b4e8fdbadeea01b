import type { PageContext } from 'vike/types'
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { msrpSaving, offerAvailability, primaryImage } from '#app/domain/vehicles/vehicle'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { priceValidUntil } from '#app/domain/specials/wording'
import { fill, pathInLanguage } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { absoluteUrl, breadcrumbJsonLd, businessId, fullTitle, type HeadSpec } from '#app/renderer/head'
import type { VehicleData } from './+data'
import type { VehicleWords } from './+words'

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** "{name} for Sale, {price}", dropping "for Sale" when the full title would run past 80 characters. */
function vehicleTitle(words: VehicleWords['head'], name: string, price: string): string {
  const long = fill(words.title, { name, price })
  return fullTitle(long).length <= 80 ? long : fill(words.shortTitle, { name, price })
}

export function head(pageContext: PageContext): HeadSpec {
  const { vehicle } = pageContext.data as VehicleData
  const origin = pageContext.site.origin
  const path = `/vehicles/${vehicle.id}`
  const allWords = headWords<VehicleWords>(pageContext)
  const words = allWords.head
  const local = (to: string) => pathInLanguage(to, pageContext.language ?? 'en')
  const condition = vehicle.isNew ? words.new : words.preOwned
  const sold = vehicle.status === 'sold'
  const msrp = !sold && msrpSaving(vehicle) !== undefined ? vehicle.msrp : undefined
  // What a shopper pays (the sale price while a special is on), and until when.
  const price = shopperPrice(vehicle)
  const sale = sold ? undefined : vehicle.sale
  return {
    title: sold ? fill(words.soldTitle, { name: vehicle.name }) : vehicleTitle(words, vehicle.name, formatPrice(price)),
    description: sold
      ? clip(fill(words.soldDescription, { condition: condition.toLowerCase(), name: vehicle.name, business: business.name, phone: pageContext.facts.phones.main.display }), 160)
      : clip(fill(words.description, { condition, name: vehicle.name, price: formatPrice(price), business: business.name, description: vehicle.description }), 160),
    keywords: [
      vehicle.name,
      fill(words.keywordBrand, { brand: vehicle.brand }),
      vehicle.category,
      fill(words.keywordSeats, { seats: vehicle.specifications.seatingCapacity }),
      words.keywordLocal,
    ],
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
          { '@type': 'PropertyValue', name: words.seatingCapacity, value: vehicle.specifications.seatingCapacity },
          { '@type': 'PropertyValue', name: words.topSpeed, value: vehicle.specifications.topSpeed },
          { '@type': 'PropertyValue', name: words.range, value: vehicle.specifications.range },
          { '@type': 'PropertyValue', name: words.battery, value: vehicle.specifications.batteryType },
          { '@type': 'PropertyValue', name: words.roadUse, value: allWords.roadUse[vehicle.roadUse].label },
        ],
        offers: {
          '@type': 'Offer',
          url: absoluteUrl(origin, local(path)),
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
        [words.home, local('/')],
        [words.inventory, local('/inventory')],
        [vehicle.name, local(path)],
      ]),
    ],
  }
}
