/** Structured data of the services page: the service department and its four services. */
import { business } from '#app/content/business'
import { SERVICES, pricingText } from '#app/content/service-department'
import { closuresOf } from '#app/domain/settings/closures'
import type { SiteFacts } from '#app/domain/settings/facts'
import { absoluteUrl, breadcrumbJsonLd, businessId, openingHoursSpecification, postalAddressJsonLd, specialOpeningHoursSpecification, type JsonLd } from '#app/renderer/head'

export function servicesJsonLd(origin: string, facts: SiteFacts): JsonLd[] {
  const closures = closuresOf(facts, 'service')
  const page = absoluteUrl(origin, '/services')
  const department = `${page}#service-department`
  return [
    {
      '@type': 'AutoRepair',
      '@id': department,
      name: `${business.name} Service Department`,
      url: page,
      telephone: facts.phones.main.e164,
      address: postalAddressJsonLd(facts.address),
      openingHoursSpecification: openingHoursSpecification(facts.hours.service),
      ...(closures.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(closures) } : {}),
      parentOrganization: { '@id': businessId(origin) },
    },
    ...SERVICES.map(
      (service): JsonLd => ({
        '@type': 'Service',
        '@id': `${page}#${service.id}`,
        name: service.title,
        serviceType: service.serviceType,
        description: `${service.description} ${pricingText(service.pricing)}.`,
        url: `${page}#${service.id}`,
        provider: { '@id': businessId(origin) },
        areaServed: { '@type': 'AdministrativeArea', name: `${business.county}, ${business.state}` },
        ...(service.pricing.kind === 'hourly'
          ? {
              offers: {
                '@type': 'Offer',
                price: service.pricing.perHour,
                priceCurrency: 'USD',
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price: service.pricing.perHour,
                  priceCurrency: 'USD',
                  unitCode: 'HUR',
                  unitText: 'hour',
                },
              },
            }
          : {}),
      }),
    ),
    breadcrumbJsonLd(origin, [
      ['Home', '/'],
      ['Services', '/services'],
    ]),
  ]
}
