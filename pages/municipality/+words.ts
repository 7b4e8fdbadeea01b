import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { LOCAL_PRICE_TEXTS } from '#app/content/towns/local-services'
import { LOCAL_PRICE_TEXTS_ES } from '#app/content/towns/local-services-es'

/**
 * The municipality pages' words. {place} is the municipality's full name ("Lower Macungie
 * Township"), {name} its short one ("Lower Macungie"): proper names in every language.
 */
const en = {
  head: {
    title: 'Golf Carts in {place}, PA',
    description:
      'Golf cart sales, rentals and service for {place}, PA. Electric carts from {salesFrom}, rentals from {rentalsFrom}/day, local repairs and delivery.',
    keywords: [
      'golf carts {place}',
      '{name} PA golf cart dealer',
      'electric golf carts {name}',
      'golf cart rental {name}',
      'golf cart service {place}',
    ],
    home: 'Home',
    crumb: '{place} Golf Carts',
  },
  /** The county as the sentences below name it. */
  county: business.county as string,
  hero: {
    eyebrow: 'Serving {place}',
    title: 'Golf Carts in {place}, PA',
    text: 'Electric golf carts and street-legal low-speed vehicles for sale, for rent and for service, delivered to homes, farms and businesses across {place}.',
    inventory: 'View Inventory',
  },
  services: {
    title: 'Golf Cart Services in {place}',
    sales: {
      title: 'Sales',
      text: 'New Denago and Evolution electric carts and LSVs, plus select pre-owned carts, ready for the road in {name}.',
      link: 'Browse inventory',
    },
    rentals: {
      title: 'Rentals',
      text: '4-seat, 6-seat and utility carts by the day, week or month, delivered charged and insured.',
      link: '{name} rental plans',
    },
    service: {
      title: 'Service',
      text: 'Maintenance, repairs, battery service and warranty work by certified technicians, usually within 24-48 hours.',
      link: 'Our service department',
    },
  },
  prices: LOCAL_PRICE_TEXTS,
  why: {
    title: 'Why {name} Chooses {business}',
    reasons: [
      'Free delivery of new carts to {place} and the rest of {county}',
      '0% financing on select models',
      'Full warranty on every new cart',
      'Certified technicians for maintenance and repairs',
      '{models} Denago and Evolution models to choose from',
      '{years} years in business and {customers} local customers',
    ],
  },
  map: 'Map of {place}, PA',
  cta: {
    title: 'Get Your Golf Cart in {place}',
    text: 'Shop carts in stock, book a rental, or call {phone} to talk with our team.',
    rentals: '{name} Rentals',
  },
}

export type MunicipalityWords = typeof en

const es: MunicipalityWords = {
  head: {
    title: 'Carritos de golf en {place}, PA',
    description:
      'Venta, alquiler y servicio de carritos de golf en {place}, PA. Eléctricos desde {salesFrom}, alquiler desde {rentalsFrom}/día, reparaciones y entrega local.',
    keywords: [
      'carritos de golf {place}',
      'concesionario de carritos de golf {name} PA',
      'carritos de golf eléctricos {name}',
      'alquiler de carritos de golf {name}',
      'servicio de carritos de golf {place}',
    ],
    home: 'Inicio',
    crumb: 'Carritos de golf en {place}',
  },
  county: 'el condado de Lehigh',
  hero: {
    eyebrow: 'Al servicio de {place}',
    title: 'Carritos de golf en {place}, PA',
    text: 'Carritos de golf eléctricos y vehículos de baja velocidad (LSV) aptos para la calle, en venta, en alquiler y con servicio, entregados a hogares, fincas y negocios en todo {place}.',
    inventory: 'Ver inventario',
  },
  services: {
    title: 'Servicios de carritos de golf en {place}',
    sales: {
      title: 'Venta',
      text: 'Carritos eléctricos y LSV Denago y Evolution nuevos, además de carritos usados seleccionados, listos para salir a la calle en {name}.',
      link: 'Ver el inventario',
    },
    rentals: {
      title: 'Alquiler',
      text: 'Carritos de 4 y 6 asientos y utilitarios por día, semana o mes, entregados cargados y asegurados.',
      link: 'Planes de alquiler en {name}',
    },
    service: {
      title: 'Servicio',
      text: 'Mantenimiento, reparaciones, servicio de baterías y trabajos de garantía a cargo de técnicos certificados, por lo general en 24 a 48 horas.',
      link: 'Nuestro departamento de servicio',
    },
  },
  prices: LOCAL_PRICE_TEXTS_ES,
  why: {
    title: 'Por qué {name} elige a {business}',
    reasons: [
      'Entrega gratis de carritos nuevos en {place} y en todo {county}',
      'Financiamiento al 0% en modelos seleccionados',
      'Garantía completa en todo carrito nuevo',
      'Técnicos certificados para mantenimiento y reparaciones',
      '{models} modelos Denago y Evolution para escoger',
      '{years} años en el negocio y {customers} clientes de la zona',
    ],
  },
  map: 'Mapa de {place}, PA',
  cta: {
    title: 'Consiga su carrito de golf en {place}',
    text: 'Vea los carritos disponibles, reserve un alquiler o llame al {phone} para hablar con nuestro equipo.',
    rentals: 'Alquiler en {name}',
  },
}

export default { en, es } satisfies PageWords<MunicipalityWords>
