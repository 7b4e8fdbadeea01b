/**
 * The structured data of the local landing pages (towns, municipalities, rentals): a
 * Service with an OfferCatalog, built from the same texts the pages show (content/towns/local-services.ts).
 */
import { business } from '../content/business'
import { formatPrice } from '../content/format'
import { REPAIRS_PRICE_TEXT } from '../content/towns/local-services'
import { RENTAL_PLANS } from '../content/rentals'
import { absoluteUrl, businessId, type JsonLd } from './head'

export interface ServedArea {
  /** As shown on the page: "Emmaus Borough", "Center Valley". */
  name: string
  /** The page's canonical path. */
  path: string
  /** The rental page linked from the page. */
  rentalsPath: string
}

/** The town or municipality a local Service covers, inside the dealer's county. */
function placeServed(name: string): JsonLd {
  return {
    '@type': 'Place',
    name: `${name}, ${business.state}`,
    containedInPlace: { '@type': 'AdministrativeArea', name: `${business.county}, ${business.state}` },
  }
}

/** A Service with an OfferCatalog (sales, rentals, repairs) for one town or municipality. */
export function localServiceJsonLd(origin: string, area: ServedArea): JsonLd {
  const url = absoluteUrl(origin, area.path)
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: `Golf cart sales, rentals and service in ${area.name}, PA`,
    serviceType: 'Golf cart sales, rentals, service and repair',
    url,
    provider: { '@id': businessId(origin) },
    areaServed: placeServed(area.name),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `Golf cart services in ${area.name}`,
      itemListElement: [
        {
          '@type': 'Offer',
          name: 'Golf cart sales',
          description: `New electric golf carts and low-speed vehicles, starting at ${formatPrice(business.salesFromPrice)}.`,
          url: absoluteUrl(origin, '/inventory'),
          itemOffered: { '@type': 'Service', name: 'Golf cart sales' },
          priceSpecification: { '@type': 'PriceSpecification', minPrice: business.salesFromPrice, priceCurrency: 'USD' },
        },
        {
          '@type': 'Offer',
          name: 'Golf cart rentals',
          description: `Daily, weekly and monthly golf cart rentals, starting at ${formatPrice(business.rentalsFromPerDay)}/day.`,
          url: absoluteUrl(origin, area.rentalsPath),
          itemOffered: { '@type': 'Service', name: 'Golf cart rentals' },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            minPrice: business.rentalsFromPerDay,
            priceCurrency: 'USD',
            unitCode: 'DAY',
            unitText: 'day',
          },
        },
        {
          '@type': 'Offer',
          name: 'Golf cart service and repair',
          description: `${REPAIRS_PRICE_TEXT}.`,
          url: absoluteUrl(origin, '/services'),
          itemOffered: { '@type': 'Service', name: 'Golf cart service and repair' },
        },
      ],
    },
  }
}

/** A rental Service whose offers are every rate of every plan, priced as on the page. */
export function rentalServiceJsonLd(origin: string, area: { name: string; path: string }): JsonLd {
  const url = absoluteUrl(origin, area.path)
  return {
    '@type': 'Service',
    '@id': `${url}#rental`,
    name: `Golf cart rentals in ${area.name}`,
    serviceType: 'Golf cart rental',
    url,
    provider: { '@id': businessId(origin) },
    areaServed: placeServed(area.name),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Golf cart rental plans',
      itemListElement: RENTAL_PLANS.map((plan) => ({
        '@type': 'OfferCatalog',
        name: `${plan.title} golf cart rental`,
        itemListElement: plan.rates.map((rate) => ({
          '@type': 'Offer',
          name: `${plan.title} golf cart rental, ${rate.label}`,
          price: rate.price,
          priceCurrency: 'USD',
          url,
          eligibleDuration: { '@type': 'QuantitativeValue', value: rate.days, unitCode: 'DAY' },
        })),
      })),
    },
  }
}
