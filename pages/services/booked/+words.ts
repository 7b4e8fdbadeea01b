import type { PageWords } from '#app/renderer/types'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { DATE_PATTERNS } from '../booking-words'

const COPY = SERVICE_BOOKING_COPY.booked

/** The page a booking lands on: its reference, window and cart. */
const en = {
  dates: DATE_PATTERNS.en,
  eyebrow: 'Service',
  title: COPY.title as string,
  lead: COPY.lead as string,
  missing: COPY.missing as string,
  reference: COPY.reference as string,
  window: COPY.window as string,
  cart: COPY.cart as string,
  email: COPY.email as string,
  change: COPY.change as string,
  head: {
    title: 'Service Drop-Off Booked',
    description: `${COPY.title}: your reference and drop-off window for golf cart service.`,
    home: 'Home',
    services: 'Services',
    page: 'Drop-Off Booked',
  },
}

export type BookedWords = typeof en

const es: BookedWords = {
  dates: DATE_PATTERNS.es,
  eyebrow: 'Servicio',
  title: 'Su entrega está reservada',
  lead: 'Gracias. Su carrito tiene un espacio en este horario:',
  missing: 'No encontramos esa reserva. Si acaba de reservar, busque la referencia en su correo electrónico, o llámenos.',
  reference: 'Su referencia',
  window: 'Entrega',
  cart: 'Carrito',
  email: 'Le enviamos los detalles a su correo electrónico, con una invitación de calendario. Un técnico leerá lo que nos contó antes de que usted llegue.',
  change: 'Para cancelar su entrega o cambiarla de horario, use el enlace de ese correo, o llámenos.',
  head: {
    title: 'Entrega para servicio reservada',
    description: 'Su entrega está reservada: su referencia y su horario para traer el carrito de golf a servicio.',
    home: 'Inicio',
    services: 'Servicios',
    page: 'Entrega reservada',
  },
}

export default { en, es } satisfies PageWords<BookedWords>
