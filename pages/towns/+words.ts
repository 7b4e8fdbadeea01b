import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { LOCAL_PRICE_TEXTS } from '#app/content/towns/local-services'
import { LOCAL_PRICE_TEXTS_ES } from '#app/content/towns/local-services-es'

/** The town pages' words ({town} is the town's name, a proper name in every language). */
const en = {
  head: {
    title: 'Golf Carts in {town}, PA: Sales & Rentals',
    description:
      'Golf carts in {town}, PA: new Denago and Evolution electric carts from {salesFrom}, rentals from {rentalsFrom}/day, repairs and free local delivery.',
    keywords: [
      'golf carts {town} PA',
      'golf cart dealer {town}',
      'electric golf carts {town}',
      'golf cart rental {town}',
      'golf cart repair {town}',
    ],
    home: 'Home',
    crumb: 'Golf Carts in {town}',
  },
  /** The county as the sentences below name it. */
  county: business.county as string,
  /** "Borough in Lehigh County, Pennsylvania" */
  typeLine: '{type} in Lehigh County, Pennsylvania',
  /** "Community in Upper Saucon Township, Lehigh County, Pennsylvania" */
  typeLineInTownship: '{type} in {township}, Lehigh County, Pennsylvania',
  typeLabels: { City: 'City', Borough: 'Borough', Township: 'Township', Community: 'Community' },
  hero: {
    title: 'Golf Carts in {town}, PA',
    text: 'Buy, rent or service an electric golf cart or low-speed vehicle without leaving {town}: we deliver, we repair, and we are a phone call away.',
    inventory: 'View Inventory',
  },
  benefits: {
    title: 'Why {town} Drivers Choose Us',
    delivery: { title: 'Free Local Delivery', text: 'New carts are delivered free in {county}, straight to your driveway in {town}.' },
    financing: { title: '0% Financing', text: '0% financing on select models, with a quick application online.' },
    warranty: { title: 'Full Warranty', text: 'Every new cart comes with the full manufacturer warranty, serviced here in {county}.' },
    technicians: { title: 'Certified Technicians', text: '{years} years of keeping local carts running, from batteries to brakes.' },
  },
  services: {
    title: 'Golf Cart Services in {town}',
    /** After each service's link, for screen readers. */
    linkFor: ' for {town}',
    sales: {
      title: 'Golf Cart Sales',
      text: 'New Denago and Evolution electric golf carts and street-legal LSVs, with 0% financing on select models for {town} buyers.',
      link: 'Browse inventory',
    },
    rentals: {
      title: 'Golf Cart Rentals',
      text: '4-seat, 6-seat and utility carts by the day, week or month for parties, events and projects in {town}.',
      /** When the town's area has no rental page of its own. */
      linkOverview: 'See rental plans and prices',
      /** {area}: the town, or the township it lies in. */
      linkArea: 'Rentals in {area}',
    },
    repair: {
      title: 'Service & Repair',
      text: 'Maintenance, repairs, battery service and warranty work by certified technicians; most repairs take 24-48 hours.',
      link: 'Our service department',
    },
    delivery: {
      title: 'Delivery',
      text: 'Free local delivery of new carts to {town} on qualifying purchases, and rental drop-off at your door.',
      link: 'Delivery policy',
    },
    parts: {
      title: 'Parts & Accessories',
      text: 'Batteries, tires, lights, seat belts, enclosures and upgrades, ordered and installed by our team.',
      link: 'Ask about parts',
    },
    storage: {
      title: 'Storage',
      text: 'Indoor and covered outdoor storage by the month or the season, so your cart is ready when spring comes.',
      link: 'Storage plans',
    },
    map: 'Map of {town}, PA',
  },
  prices: LOCAL_PRICE_TEXTS,
  moreTowns: { title: 'More Lehigh County Towns We Serve', link: 'Golf carts in {town}' },
  cta: {
    title: 'Ready to Ride in {town}?',
    text: 'Browse carts in stock, or call {phone} and we will help you pick, finance and deliver the right one.',
    inventory: 'View Inventory',
  },
}

export type TownWords = typeof en

const es: TownWords = {
  head: {
    title: 'Carritos de golf en {town}: venta y alquiler',
    description:
      'Carritos de golf en {town}, PA: eléctricos Denago y Evolution nuevos desde {salesFrom}, alquiler desde {rentalsFrom}/día, reparaciones y entrega local gratis.',
    keywords: [
      'carritos de golf {town} PA',
      'concesionario de carritos de golf {town}',
      'carritos de golf eléctricos {town}',
      'alquiler de carritos de golf {town}',
      'reparación de carritos de golf {town}',
    ],
    home: 'Inicio',
    crumb: 'Carritos de golf en {town}',
  },
  county: 'el condado de Lehigh',
  typeLine: '{type} en el condado de Lehigh, Pensilvania',
  typeLineInTownship: '{type} en {township}, condado de Lehigh, Pensilvania',
  typeLabels: { City: 'Ciudad', Borough: 'Municipio (borough)', Township: 'Municipio (township)', Community: 'Comunidad' },
  hero: {
    title: 'Carritos de golf en {town}, PA',
    text: 'Compre, alquile o dele servicio a su carrito de golf eléctrico o vehículo de baja velocidad (LSV) sin salir de {town}: se lo entregamos, se lo reparamos y estamos a una llamada de distancia.',
    inventory: 'Ver inventario',
  },
  benefits: {
    title: 'Por qué nos eligen los conductores de {town}',
    delivery: {
      title: 'Entrega local gratis',
      text: 'Los carritos nuevos se entregan gratis en {county}, directo a la entrada de su casa en {town}.',
    },
    financing: {
      title: 'Financiamiento al 0%',
      text: 'Financiamiento al 0% en modelos seleccionados, con una solicitud rápida en línea.',
    },
    warranty: {
      title: 'Garantía completa',
      text: 'Todo carrito nuevo trae la garantía completa del fabricante, con el servicio aquí mismo, en {county}.',
    },
    technicians: {
      title: 'Técnicos certificados',
      text: '{years} años manteniendo en marcha los carritos de la zona, desde las baterías hasta los frenos.',
    },
  },
  services: {
    title: 'Servicios de carritos de golf en {town}',
    linkFor: ' para {town}',
    sales: {
      title: 'Venta de carritos de golf',
      text: 'Carritos de golf eléctricos Denago y Evolution nuevos y LSV aptos para la calle, con financiamiento al 0% en modelos seleccionados para compradores de {town}.',
      link: 'Ver el inventario',
    },
    rentals: {
      title: 'Alquiler de carritos de golf',
      text: 'Carritos de 4 y 6 asientos y utilitarios por día, semana o mes, para fiestas, eventos y proyectos en {town}.',
      linkOverview: 'Vea los planes y precios de alquiler',
      linkArea: 'Alquiler en {area}',
    },
    repair: {
      title: 'Servicio y reparación',
      text: 'Mantenimiento, reparaciones, servicio de baterías y trabajos de garantía a cargo de técnicos certificados; la mayoría de las reparaciones toma de 24 a 48 horas.',
      link: 'Nuestro departamento de servicio',
    },
    delivery: {
      title: 'Entrega',
      text: 'Entrega local gratis de carritos nuevos en {town} en compras que califican, y le llevamos el carrito alquilado hasta su puerta.',
      link: 'Política de entrega',
    },
    parts: {
      title: 'Piezas y accesorios',
      text: 'Baterías, gomas, luces, cinturones de seguridad, cerramientos y mejoras: nuestro equipo los pide y los instala.',
      link: 'Pregunte por piezas',
    },
    storage: {
      title: 'Almacenamiento',
      text: 'Almacenamiento bajo techo o al aire libre cubierto, por mes o por temporada, para que su carrito esté listo cuando llegue la primavera.',
      link: 'Planes de almacenamiento',
    },
    map: 'Mapa de {town}, PA',
  },
  prices: LOCAL_PRICE_TEXTS_ES,
  moreTowns: { title: 'Otros pueblos del condado de Lehigh que atendemos', link: 'Carritos de golf en {town}' },
  cta: {
    title: '¿Listo para pasear en {town}?',
    text: 'Vea los carritos disponibles, o llame al {phone} y le ayudamos a escoger, financiar y recibir el carrito ideal.',
    inventory: 'Ver inventario',
  },
}

export default { en, es } satisfies PageWords<TownWords>
