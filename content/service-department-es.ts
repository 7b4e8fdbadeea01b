/**
 * The service department in Spanish (content/service-department.ts): the four services, their
 * pricing and the turnaround promise. Server only: the services page's +words.ts and head read it.
 */
import { business } from './business'
import { formatPrice } from './format'
import { SERVICES, type ServiceOffering, type ServicePricing } from './service-department'

/** "La mayoría de las reparaciones toman de 24 a 48 horas." */
export const REPAIR_TURNAROUND_ES = '24 a 48 horas'

/** "$155/hora" */
export const HOURLY_RATE_TEXT_ES = `${formatPrice(business.servicePerHour)}/hora`

export function pricingTextEs(pricing: ServicePricing): string {
  switch (pricing.kind) {
    case 'hourly':
      return `Desde ${formatPrice(pricing.perHour)}/hora`
    case 'quote':
      return 'Según cotización'
    case 'warranty':
      return 'Cubierto por la garantía'
  }
}

type ServiceText = Pick<ServiceOffering, 'title' | 'serviceType' | 'description' | 'items'>

const TEXT: Record<string, ServiceText> = {
  'maintenance-repair': {
    title: 'Mantenimiento y reparación',
    serviceType: 'Mantenimiento y reparación de carritos de golf',
    description: 'Mantenimiento de temporada, diagnósticos y reparaciones para carritos eléctricos y LSV de todas las marcas, no solo los que vendemos.',
    items: ['Servicio de frenos, dirección y suspensión', 'Cambio de gomas y alineación', 'Diagnóstico del controlador y del motor', 'Reparación de luces, cableado y accesorios'],
  },
  'battery-service': {
    title: 'Servicio de baterías',
    serviceType: 'Servicio de baterías para carritos de golf',
    description: 'Pruebas, revisión del sistema de carga y reemplazo de baterías de plomo-ácido y de litio, incluidas las conversiones a litio.',
    items: ['Pruebas de estado y de carga de las baterías', 'Reparación del cargador y del puerto de carga', 'Conversión de plomo-ácido a litio', 'Reciclaje de las baterías viejas'],
  },
  'custom-modifications': {
    title: 'Modificaciones a la medida',
    serviceType: 'Personalización de carritos de golf',
    description: 'Kits de elevación, aros, asientos, luces y sonido: planificamos el proyecto con usted y le damos la cotización por escrito antes de empezar.',
    items: ['Kits de elevación y gomas todoterreno', 'Asientos y tapicería a la medida', 'Barras de luces LED y luces para circular en la calle', 'Cubiertas, sistemas de sonido y compartimientos'],
  },
  'warranty-work': {
    title: 'Trabajos de garantía',
    serviceType: 'Reparaciones bajo la garantía del fabricante',
    description: 'Servicio de garantía autorizado para los vehículos Denago y Evolution que vendemos; nosotros tramitamos el reclamo con el fabricante.',
    items: ['Garantía de fábrica de Denago y Evolution', 'Nosotros nos encargamos del papeleo del reclamo', 'Piezas originales del fabricante', 'Inspección gratis de los problemas cubiertos'],
  },
}

/** The four services in Spanish, in the English list's order, with the same ids, icons and pricing. */
export const SERVICES_ES: typeof SERVICES = SERVICES.map((service) => ({ ...service, ...TEXT[service.id]! }))
