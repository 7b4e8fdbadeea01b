/** Structured data of the showroom page: each physical location, tied to the business. */
import { formatAddress } from '#app/content/business'
import type { ShowroomLocation } from '#app/content/showrooms'
import { absoluteUrl, businessId, openingHoursSpecification, type JsonLd } from '#app/renderer/head'

export function locationJsonLd(origin: string, location: ShowroomLocation): JsonLd {
  const sameAs = [location.facebookUrl, location.youtubeUrl].filter((url): url is string => !!url)
  return {
    '@type': ['AutoDealer', 'LocalBusiness'],
    '@id': `${absoluteUrl(origin, '/showroom')}#${location.id}`,
    name: location.name,
    url: `${absoluteUrl(origin, '/showroom')}#${location.id}`,
    telephone: location.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.region,
      postalCode: location.address.postalCode,
      addressCountry: location.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude },
    hasMap: location.mapsUrl,
    openingHoursSpecification: openingHoursSpecification(location.hours),
    description: `${location.summary} ${formatAddress(location.address)}.`,
    ...(sameAs.length > 0 ? { sameAs } : {}),
    parentOrganization: { '@id': businessId(origin) },
  }
}

export function showroomJsonLd(origin: string, locations: readonly ShowroomLocation[]): JsonLd[] {
  return locations.filter((l) => l.type === 'physical').map((l) => locationJsonLd(origin, l))
}
