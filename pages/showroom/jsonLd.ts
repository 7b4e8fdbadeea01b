/** Structured data of the showroom page: each physical location, tied to the business. */
import { formatAddress } from '#app/content/business'
import type { ShowroomLocation } from '#app/content/showrooms'
import type { ClosureFact } from '#app/domain/settings/facts'
import { absoluteUrl, businessId, openingHoursSpecification, specialOpeningHoursSpecification, type JsonLd } from '#app/renderer/head'

/** `pagePath` is the page the location is shown on, in its language ("/es/showroom"); the location's @id is the same in every language. */
export function locationJsonLd(origin: string, location: ShowroomLocation, closures: readonly ClosureFact[] = [], pagePath = '/showroom'): JsonLd {
  const sameAs = [location.facebookUrl, location.youtubeUrl].filter((url): url is string => !!url)
  return {
    '@type': ['AutoDealer', 'LocalBusiness'],
    '@id': `${absoluteUrl(origin, '/showroom')}#${location.id}`,
    name: location.name,
    url: `${absoluteUrl(origin, pagePath)}#${location.id}`,
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
    ...(closures.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(closures) } : {}),
    description: `${location.summary} ${formatAddress(location.address)}.`,
    ...(sameAs.length > 0 ? { sameAs } : {}),
    parentOrganization: { '@id': businessId(origin) },
  }
}

/** The physical showrooms, each with the showroom's hours and its closures and special hours ahead. */
export function showroomJsonLd(origin: string, locations: readonly ShowroomLocation[], closures: readonly ClosureFact[] = [], pagePath = '/showroom'): JsonLd[] {
  return locations.filter((l) => l.type === 'physical').map((l) => locationJsonLd(origin, l, closures, pagePath))
}
