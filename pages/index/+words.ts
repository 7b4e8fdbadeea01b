import type { PageWords } from '#app/renderer/types'
import { BRAND_GRID } from '#app/content/brand-grid'
import { BRAND_GRID_ES } from '#app/content/brand-grid-es'
import { SPECIALS_HOME_COPY } from '#app/content/specials-home'
import { business } from '#app/content/business'

/** The home page's words. Placeholders: {county}, {city}, {year}, {years}, {name}, {address}, prices. */
const en = {
  head: {
    title: 'Electric Golf Carts & LSVs in {county}, PA',
    description:
      'New Denago and Evolution electric golf carts and low-speed vehicles in {county}, PA. Sales from {salesFrom}, rentals from {rentalsFrom}/day, certified service and free local delivery.',
    keywords: ['golf carts Lehigh County', 'electric golf carts Allentown', 'Denago golf carts', 'Evolution golf carts', 'LSV dealer Pennsylvania', 'golf cart rentals'],
  },
  hero: {
    eyebrow: '{county}, {state}',
    title: 'Electric Golf Carts & Low-Speed Vehicles',
    text: 'New Denago and Evolution carts from {salesFrom}, rentals from {rentalsFrom}/day, certified service and free delivery across {county}.',
    inventory: 'View Inventory',
  },
  state: business.state as string,
  why: {
    eyebrow: 'Why choose us',
    title: "{county}'s Electric Cart Specialists",
    quality: { title: 'Premium Quality', text: 'Denago and Evolution carts with lithium batteries, hydraulic brakes and full LED lighting, inspected before delivery.' },
    service: { title: 'Expert Service', text: 'Certified technicians for maintenance, battery care and custom upgrades on every brand we sell and service.' },
    financing: { title: '0% Financing', text: '0% financing on select models through our lending partner, with quick online approval.' },
    eco: { title: 'Eco-Friendly', text: 'Zero tailpipe emissions and a fraction of the running cost of gas.', link: 'Calculate your savings' },
  },
  brands: {
    eyebrow: 'Brands',
    title: 'Brands We Sell and Service',
    /** The grid's tiles (content/brand-grid.ts): the names stay, the notes are words. */
    tiles: BRAND_GRID,
  },
  featured: {
    eyebrow: 'Featured',
    title: 'Featured Golf Carts',
    intro: 'Popular models on the lot now, ready for test drives.',
    seeAll: 'See all {count} models',
  },
  specials: { ...SPECIALS_HOME_COPY },
  about: {
    eyebrow: 'About us',
    title: 'Family-Run in {city} Since {year}',
    lead: 'For {years} years we have sold, rented and serviced electric carts for families, campgrounds, farms and businesses across {county}.',
    years: 'Years in business',
    customers: 'Happy customers',
    municipalities: 'Municipalities served',
    more: 'More About Us',
    map: 'Map of {name}, {address}',
  },
  areas: {
    eyebrow: 'Service area',
    title: 'Serving All of {county}',
    intro: 'Local sales, rentals, service and delivery in every city, township and borough.',
  },
  contact: {
    title: 'Visit, Call or Send Us a Message',
    tollFree: '(toll-free)',
    message: 'Send a Message',
    showrooms: 'Showroom Locations',
  },
}

export type HomeWords = typeof en

const es: HomeWords = {
  head: {
    title: 'Carritos eléctricos y LSV en {county}, PA',
    description:
      'Carritos de golf eléctricos y vehículos de baja velocidad Denago y Evolution nuevos en {county}, PA. Venta desde {salesFrom}, alquiler desde {rentalsFrom} al día y entrega gratis.',
    keywords: [
      'carritos de golf Lehigh County',
      'carritos de golf eléctricos Allentown',
      'carritos de golf Denago',
      'carritos de golf Evolution',
      'concesionario de LSV en Pensilvania',
      'alquiler de carritos de golf',
    ],
  },
  hero: {
    eyebrow: '{county}, {state}',
    title: 'Carritos de golf eléctricos y vehículos de baja velocidad',
    text: 'Carritos Denago y Evolution nuevos desde {salesFrom}, alquiler desde {rentalsFrom} al día, servicio certificado y entrega gratis en todo {county}.',
    inventory: 'Ver el inventario',
  },
  state: 'Pensilvania',
  why: {
    eyebrow: 'Por qué elegirnos',
    title: 'Especialistas en carritos eléctricos de {county}',
    quality: {
      title: 'Calidad superior',
      text: 'Carritos Denago y Evolution con baterías de litio, frenos hidráulicos y luces LED completas, revisados antes de la entrega.',
    },
    service: {
      title: 'Servicio experto',
      text: 'Técnicos certificados para mantenimiento, cuidado de baterías y mejoras a la medida en todas las marcas que vendemos y reparamos.',
    },
    financing: { title: 'Financiamiento al 0%', text: 'Financiamiento al 0% en modelos seleccionados con nuestro socio financiero, con aprobación rápida en línea.' },
    eco: {
      title: 'Amigables con el ambiente',
      text: 'Cero emisiones por el escape y una fracción de lo que cuesta un vehículo de gasolina.',
      link: 'Calcule cuánto ahorra',
    },
  },
  brands: {
    eyebrow: 'Marcas',
    title: 'Marcas que vendemos y reparamos',
    tiles: BRAND_GRID_ES,
  },
  featured: {
    eyebrow: 'Destacados',
    title: 'Carritos de golf destacados',
    intro: 'Modelos populares que ya tenemos en el lote, listos para una prueba de manejo.',
    seeAll: 'Ver los {count} modelos',
  },
  specials: {
    eyebrow: 'Ofertas',
    title: 'En oferta ahora',
    intro: 'Precios por tiempo limitado en carritos de nuestro lote.',
    seeAll: 'Ver todas las ofertas',
  },
  about: {
    eyebrow: 'Quiénes somos',
    title: 'Negocio familiar en {city} desde {year}',
    lead: 'Desde hace {years} años vendemos, alquilamos y damos servicio a carritos eléctricos para familias, campamentos, fincas y negocios en todo {county}.',
    years: 'Años en el negocio',
    customers: 'Clientes satisfechos',
    municipalities: 'Municipios que atendemos',
    more: 'Más sobre nosotros',
    map: 'Mapa de {name}, {address}',
  },
  areas: {
    eyebrow: 'Área de servicio',
    title: 'Al servicio de todo {county}',
    intro: 'Venta, alquiler, servicio y entrega en cada ciudad, municipio y distrito (borough) del condado.',
  },
  contact: {
    title: 'Visítenos, llámenos o envíenos un mensaje',
    tollFree: '(línea gratuita)',
    message: 'Enviar un mensaje',
    showrooms: 'Salas de exhibición',
  },
}

export default { en, es } satisfies PageWords<HomeWords>
