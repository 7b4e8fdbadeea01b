/**
 * The service department: the four services and their pricing (spec §9 "Service pricing"),
 * the turnaround promise and the page's supporting texts. Hours live in the site settings (seeded from openingHours.service in content/business.ts).
 */
import { business } from './business'
import { formatPrice } from './format'
import type { IconName } from './icons'

/** "Most repairs take 24-48 hours." */
export const REPAIR_TURNAROUND = '24-48 hours'

/** "$155/hour" */
export const HOURLY_RATE_TEXT = `${formatPrice(business.servicePerHour)}/hour`

export type ServicePricing = { kind: 'hourly'; perHour: number } | { kind: 'quote' } | { kind: 'warranty' }

export interface ServiceOffering {
  /** Anchor and structured-data id. */
  id: string
  icon: IconName
  title: string
  /** schema.org serviceType. */
  serviceType: string
  description: string
  items: readonly string[]
  pricing: ServicePricing
}

export function pricingText(pricing: ServicePricing): string {
  switch (pricing.kind) {
    case 'hourly':
      return `From ${formatPrice(pricing.perHour)}/hour`
    case 'quote':
      return 'By quote'
    case 'warranty':
      return 'Covered by warranty'
  }
}

const HOURLY: ServicePricing = { kind: 'hourly', perHour: business.servicePerHour }

export const SERVICES: readonly ServiceOffering[] = [
  {
    id: 'maintenance-repair',
    icon: 'wrench',
    title: 'Maintenance & Repair',
    serviceType: 'Golf cart maintenance and repair',
    description: 'Seasonal tune-ups, diagnostics and repairs for electric carts and LSVs of every make, not only the ones we sell.',
    items: ['Brake, steering and suspension service', 'Tire replacement and alignment', 'Controller and motor diagnostics', 'Lights, wiring and accessory repair'],
    pricing: HOURLY,
  },
  {
    id: 'battery-service',
    icon: 'battery',
    title: 'Battery Service',
    serviceType: 'Golf cart battery service',
    description: 'Testing, charging-system checks and replacements for lead-acid and lithium packs, including lithium conversions.',
    items: ['Battery health and load testing', 'Charger and charge-port repair', 'Lead-acid to lithium conversions', 'Recycling of old batteries'],
    pricing: HOURLY,
  },
  {
    id: 'custom-modifications',
    icon: 'settings',
    title: 'Custom Modifications',
    serviceType: 'Golf cart customization',
    description: 'Lift kits, wheels, seats, lighting and sound: we plan the build with you and quote it in writing before we start.',
    items: ['Lift kits and off-road tires', 'Custom seats and upholstery', 'LED light bars and street-legal lighting', 'Enclosures, sound systems and storage'],
    pricing: { kind: 'quote' },
  },
  {
    id: 'warranty-work',
    icon: 'shield',
    title: 'Warranty Work',
    serviceType: 'Manufacturer warranty repair',
    description: 'Authorized warranty service for the Denago and Evolution vehicles we sell; we file the claim with the manufacturer for you.',
    items: ['Denago and Evolution factory warranty', 'Claim paperwork handled for you', 'Genuine manufacturer parts', 'Free inspection of covered issues'],
    pricing: { kind: 'warranty' },
  },
]
