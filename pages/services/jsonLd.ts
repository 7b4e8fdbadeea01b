/** Structured data of the services page: the service department and its four services. */
import { business } from '#app/content/business'
import { SERVICES, pricingText } from '#app/content/service-department'
import { closuresOf } from '#app/domain/settings/closures'
import type { SiteFacts } from '#app/domain/settings/facts'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { pathInLanguage } from '#app/domain/language'
import { absoluteUrl, breadcrumbJsonLd, businessId, openingHoursSpecification, postalAddressJsonLd, specialOpeningHoursSpecification, type JsonLd } from '#app/renderer/head'

/** The names the structured data gives, in the page's language (its +words.ts). */
export interface ServicesJsonLdWords {
  department: string
  home: string
  services: string
  offerings: Record<string, { title: string; serviceType: string; description: string; price: string }>
}

const ENGLISH: ServicesJsonLdWords = {
  department: `${business.name} Service Department`,
  home: 'Home',
  services: 'Services',
  offerings: Object.fromEntries(SERVICES.map((s) => [s.id, { title: s.title, serviceType: s.serviceType, description: s.description, price: pricingText(s.pricing) }])),
}

export function servicesJsonLd(origin: string, facts: SiteFacts, words: ServicesJsonLdWords = ENGLISH, language: Language = DEFAULT_LANGUAGE): JsonLd[] {
  const closures = closuresOf(facts, 'service')
  const path = (p: string) => pathInLanguage(p, language)
  const page = absoluteUrl(origin, path('/services'))
  const department = `${page}#service-department`
  return [
    {
      '@type': 'AutoRepair',
      '@id': department,
      name: words.department,
      url: page,
      telephone: facts.phones.main.e164,
      address: postalAddressJsonLd(facts.address),
      openingHoursSpecification: openingHoursSpecification(facts.hours.service),
      ...(closures.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(closures) } : {}),
      parentOrganization: { '@id': businessId(origin) },
    },
    ...SERVICES.map((service) => ({ ...service, ...words.offerings[service.id]! })).map(
      (service): JsonLd => ({
        '@type': 'Service',
        '@id': `${page}#${service.id}`,
        name: service.title,
        serviceType: service.serviceType,
        description: `${service.description} ${service.price}.`,
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
      [words.home, path('/')],
      [words.services, path('/services')],
    ]),
  ]
}
