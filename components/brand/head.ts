/** Head and structured data of a brand page, built from what the page shows. */
import type { PageContext } from 'vike/types'
import type { BrandModelCard, BrandPageData } from '#app/domain/vehicles/brand-lineup'
import { offerAvailability } from '#app/domain/vehicles/vehicle'
import { priceValidUntil } from '#app/domain/specials/wording'
import { fill, pathInLanguage } from '#app/domain/language'
import type { Language } from '#app/content/languages'
import { absoluteUrl, breadcrumbJsonLd, businessId, type HeadSpec, type JsonLd } from '#app/renderer/head'
import brandWords from './words'

/**
 * The unit's offer, as its own page states it (same price and availability), with the
 * manufacturer's price the card shows as the list price.
 */
export function offerJsonLd(origin: string, card: Pick<BrandModelCard, 'id' | 'price' | 'msrp' | 'inStock' | 'isNew' | 'status' | 'saleEndsAt'>): JsonLd {
  return {
    '@type': 'Offer',
    url: absoluteUrl(origin, `/vehicles/${card.id}`),
    price: card.price,
    priceCurrency: 'USD',
    ...(card.saleEndsAt ? { priceValidUntil: priceValidUntil(card.saleEndsAt) } : {}),
    ...(card.msrp !== undefined
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: card.msrp, priceCurrency: 'USD' } }
      : {}),
    availability: offerAvailability(card),
    itemCondition: card.isNew ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    seller: { '@id': businessId(origin) },
  }
}

/** The brand, its line-up and the breadcrumbs, named in the page's language (its pages' addresses in it too). */
export function brandJsonLd(origin: string, data: BrandPageData, language: Language = 'en'): JsonLd[] {
  const words = brandWords[language]
  const local = (path: string) => pathInLanguage(path, language)
  const brandId = `${absoluteUrl(origin, data.path)}#brand`
  return [
    {
      '@type': 'Brand',
      '@id': brandId,
      name: data.brand,
      url: absoluteUrl(origin, local(data.path)),
      description: data.about,
    },
    {
      '@type': 'ItemList',
      name: fill(words.lineupName, { brand: data.brand }),
      numberOfItems: data.lineup.length,
      itemListElement: data.lineup.map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          // The same entity as the vehicle page's Product.
          '@id': `${absoluteUrl(origin, `/vehicles/${card.id}`)}#product`,
          name: card.name,
          sku: card.id,
          url: absoluteUrl(origin, local(`/vehicles/${card.id}`)),
          image: absoluteUrl(origin, card.image),
          category: card.series,
          brand: { '@type': 'Brand', '@id': brandId, name: data.brand },
          offers: offerJsonLd(origin, card),
        },
      })),
    },
    breadcrumbJsonLd(origin, [
      [words.home, local('/')],
      [data.brand, local(data.path)],
    ]),
  ]
}

export function brandHead(pageContext: PageContext): HeadSpec {
  const data = pageContext.data as BrandPageData
  return {
    title: data.head.title,
    description: data.head.description,
    keywords: data.head.keywords,
    path: data.path,
    jsonLd: brandJsonLd(pageContext.site.origin, data, pageContext.language),
  }
}
