import type { PageWords } from '#app/renderer/types'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { DATE_PATTERNS, PLACES } from '../booking-words'

const COPY = SERVICE_BOOKING_COPY.manage
const PHONE = '{phone}'

/** The customer's page behind the link in their e-mails; `{phone}` is the main phone. */
const en = {
  dates: DATE_PATTERNS.en,
  places: PLACES.en,
  eyebrow: 'Service',
  title: COPY.title as string,
  reference: `${SERVICE_BOOKING_COPY.booked.reference}: {reference}`,
  cart: SERVICE_BOOKING_COPY.booked.cart as string,
  invalid: COPY.invalid as string,
  status: COPY.status as string,
  cancel: COPY.cancel as string,
  move: COPY.move as string,
  moveSubmit: COPY.moveSubmit as string,
  /** What the page says after a form's answer (the server's outcome word). */
  outcomes: {
    cancelled: COPY.cancelled as string,
    moved: COPY.moved as string,
    'too-late': COPY.tooLate(PHONE),
    'not-active': COPY.notActive as string,
    full: COPY.full as string,
    gone: COPY.gone as string,
    choose: COPY.choose as string,
    invalid: COPY.invalid as string,
  },
  statuses: {
    booked: SERVICE_BOOKING_COPY.statuses.booked!,
    confirmed: SERVICE_BOOKING_COPY.statuses.confirmed!,
    received: SERVICE_BOOKING_COPY.statuses.received!,
    'in-progress': SERVICE_BOOKING_COPY.statuses['in-progress']!,
    ready: SERVICE_BOOKING_COPY.statuses.ready!,
    collected: SERVICE_BOOKING_COPY.statuses.collected!,
    cancelled: SERVICE_BOOKING_COPY.statuses.cancelled!,
  } as Record<string, string>,
  head: {
    title: 'Your Service Drop-Off',
    description: `${COPY.title}: cancel it or move it to another window.`,
    home: 'Home',
    services: 'Services',
  },
}

export type ManageWords = typeof en

const es: ManageWords = {
  dates: DATE_PATTERNS.es,
  places: PLACES.es,
  eyebrow: 'Servicio',
  title: 'Su entrega para servicio',
  reference: 'Su referencia: {reference}',
  cart: 'Carrito',
  invalid: 'Este enlace no es válido. Por favor, use el enlace de su correo electrónico, o llámenos.',
  status: 'Estado',
  cancel: 'Cancelar esta entrega',
  move: 'Cambiar a otro horario',
  moveSubmit: 'Cambiar mi entrega',
  outcomes: {
    cancelled: 'Su entrega quedó cancelada. Le enviamos un correo electrónico para confirmárselo.',
    moved: 'Su entrega cambió de horario. Le enviamos un correo electrónico con el nuevo horario.',
    'too-late': 'El horario ya empezó, así que no se puede cambiar por internet. Por favor, llámenos al {phone}.',
    'not-active': 'Esta reserva ya no se puede cambiar por internet.',
    full: 'Ese horario se acaba de llenar. Por favor, elija otro.',
    gone: 'Ese horario ya no está disponible para reservas. Por favor, elija otro.',
    choose: 'Elija otro horario al que quiera pasar su entrega.',
    invalid: 'Este enlace no es válido. Por favor, use el enlace de su correo electrónico, o llámenos.',
  },
  statuses: {
    booked: 'Reservada',
    confirmed: 'Confirmada',
    received: 'Carrito recibido',
    'in-progress': 'En reparación',
    ready: 'Listo para recoger',
    collected: 'Recogido',
    cancelled: 'Cancelada',
  },
  head: {
    title: 'Su entrega para servicio',
    description: 'Su entrega para servicio: cancélela o cámbiela a otro horario.',
    home: 'Inicio',
    services: 'Servicios',
  },
}

export default { en, es } satisfies PageWords<ManageWords>
