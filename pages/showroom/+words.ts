import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { SHOWROOM_WORDS, type ShowroomWords as LocationWords } from '#app/content/showrooms'
import { SHOWROOM_WORDS_ES } from '#app/content/showrooms-es'

/** The showroom page's words; each location's own (its name, badge, sentence and hours' label) by its id. */
const en = {
  head: {
    title: 'Golf Cart Showrooms: {cities}, PA',
    description: 'Visit our golf cart showrooms in {cities} for test drives, expert advice and financing, or shop online with delivery across {state}.',
    keywords: ['golf cart showroom {city}', 'golf cart test drive {county}', 'Denago showroom PA', 'Evolution golf cart showroom'],
    /** Between the cities' names in the title and the description: "Allentown and Schnecksville". */
    and: ' and ',
  },
  breadcrumbs: { home: 'Home', showroom: 'Showroom' },
  state: business.state as string,
  hero: {
    eyebrow: 'See them in person',
    title: 'Visit Our Showrooms',
    text: 'Sit in a Denago or an Evolution, take one for a test drive and talk it through with our team in {cities}, or shop online with delivery anywhere in {state}.',
    /** Between the cities' names in the hero: "Allentown or Schnecksville". */
    or: ' or ',
    call: 'Call {phone}',
    find: 'Find a Location',
  },
  locations: {
    eyebrow: 'Locations',
    title: 'Our Showrooms',
    places: SHOWROOM_WORDS as Record<string, LocationWords>,
    shopOnline: 'Shop Online',
    website: 'Website',
    review: 'Leave a Review',
    preparedAt: 'Orders prepared at',
    address: 'Address',
    phone: 'Phone',
    directions: 'Directions',
    callNow: 'Call Now',
  },
  services: {
    eyebrow: 'At every location',
    title: 'Showroom Services',
    testDrives: {
      title: 'Test Drives',
      before: 'Drive any cart on the floor before you decide. Walk in, or call',
      after: "and we'll have your model charged and waiting.",
    },
    consultation: {
      title: 'Expert Consultation',
      text: "Street-legal or off-road, four seats or six, lead-acid or lithium: we'll help you compare models, options and running costs.",
    },
    financing: {
      title: 'Financing Options',
      text: '0% financing on select models for qualified buyers. Apply online in a few minutes and get an answer fast.',
      apply: 'Apply for Financing',
    },
  },
  areas: {
    title: 'Areas We Serve',
    intro: 'Our showrooms and delivery trucks cover {count} towns across {county} and the communities between them.',
  },
  visit: {
    title: 'Plan Your Visit',
    text: "Tell us which models you'd like to see and we'll have them charged and ready when you arrive, or call for directions and today's hours.",
  },
}

export type ShowroomPageWords = typeof en

const es: ShowroomPageWords = {
  head: {
    title: 'Salas de exhibición: {cities}, PA',
    description:
      'Visite nuestras salas de carritos de golf en {cities}: pruebas de manejo, asesoría y financiamiento, o compre en línea con envío a {state}.',
    keywords: ['sala de exhibición de carritos de golf {city}', 'prueba de manejo de carritos de golf {county}', 'sala de exhibición Denago PA', 'sala de exhibición de carritos de golf Evolution'],
    and: ' y ',
  },
  breadcrumbs: { home: 'Inicio', showroom: 'Salas de exhibición' },
  state: 'Pensilvania',
  hero: {
    eyebrow: 'Véalos en persona',
    title: 'Visite nuestras salas de exhibición',
    text: 'Siéntese en un Denago o un Evolution, haga una prueba de manejo y hable con nuestro equipo en {cities}, o compre en línea con entrega a cualquier lugar de {state}.',
    or: ' o ',
    call: 'Llame al {phone}',
    find: 'Buscar una ubicación',
  },
  locations: {
    eyebrow: 'Ubicaciones',
    title: 'Nuestras salas de exhibición',
    places: SHOWROOM_WORDS_ES,
    shopOnline: 'Comprar en línea',
    website: 'Sitio web',
    review: 'Escriba una reseña',
    preparedAt: 'Pedidos preparados en',
    address: 'Dirección',
    phone: 'Teléfono',
    directions: 'Cómo llegar',
    callNow: 'Llame ahora',
  },
  services: {
    eyebrow: 'En cada ubicación',
    title: 'Servicios en la sala de exhibición',
    testDrives: {
      title: 'Pruebas de manejo',
      before: 'Maneje cualquier carrito de la sala antes de decidir. Venga sin cita, o llame al',
      after: 'y tendremos su modelo cargado y listo para usted.',
    },
    consultation: {
      title: 'Asesoría experta',
      text: 'Apto para la calle o todoterreno, de cuatro o seis asientos, con batería de plomo-ácido o de litio: le ayudamos a comparar modelos, opciones y costos de uso.',
    },
    financing: {
      title: 'Opciones de financiamiento',
      text: 'Financiamiento al 0% en modelos seleccionados para compradores que califiquen. Solicítelo en línea en pocos minutos y reciba una respuesta rápida.',
      apply: 'Solicitar financiamiento',
    },
  },
  areas: {
    title: 'Áreas que atendemos',
    intro: 'Nuestras salas de exhibición y camiones de entrega cubren {count} pueblos y ciudades de {county} y las comunidades que hay entre ellos.',
  },
  visit: {
    title: 'Planifique su visita',
    text: 'Díganos qué modelos quiere ver y los tendremos cargados y listos cuando llegue, o llámenos para pedir indicaciones y el horario de hoy.',
  },
}

export default { en, es } satisfies PageWords<ShowroomPageWords>
