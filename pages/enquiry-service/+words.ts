import type { PageWords } from '#app/renderer/types'
import { BOOKING_FORM_WORDS } from '#app/pages/services/booking-words'

/** The booking form on its own page (/enquiries/service): its hero and head; the form's words are `form`. */
const en = {
  eyebrow: 'Certified golf cart service',
  /** Followed by the main phone, as a link. */
  talk: 'Prefer to talk? Call',
  required: 'All fields are required unless marked optional.',
  description: 'Book a drop-off window for golf cart service or repair at {business}: only windows with room are offered, and your reference comes at once.',
  home: 'Home',
  services: 'Services',
  form: BOOKING_FORM_WORDS.en,
}

export type ServiceEnquiryWords = typeof en

const es: ServiceEnquiryWords = {
  eyebrow: 'Servicio certificado de carritos de golf',
  talk: '¿Prefiere hablar con nosotros? Llame al',
  required: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  description: 'Reserve un horario para traer su carrito de golf a servicio en {business}: solo verá horarios con espacio y recibirá su referencia al instante.',
  home: 'Inicio',
  services: 'Servicios',
  form: BOOKING_FORM_WORDS.es,
}

export default { en, es } satisfies PageWords<ServiceEnquiryWords>
