import type { PageWords } from '#app/renderer/types'
import { THANK_YOU_COPY } from '#app/content/rental-reservation-pages'
import { RENTAL_PLANS_WORDS } from '#app/content/rentals'
import { RENTAL_PLANS_WORDS_ES } from '#app/content/rentals-es'

const titles = (words: typeof RENTAL_PLANS_WORDS) => ({ '4-seater': words.plans['4-seater'].title, '6-seater': words.plans['6-seater'].title, utility: words.plans.utility.title })

/** The thank-you page's words (content/rental-reservation-pages.ts THANK_YOU_COPY). */
const en = {
  head: {
    title: 'Rental Reservation Received',
    description: `${THANK_YOU_COPY.title}: what happens next with your golf cart rental reservation.`,
    home: 'Home',
    rentals: 'Rentals',
    here: 'Reservation Received',
  },
  eyebrow: THANK_YOU_COPY.eyebrow as string,
  title: THANK_YOU_COPY.title as string,
  /** "4 Seater, Thursday, June 4, 2026, 3 days." */
  heading: '{plan}, {start}, {days}.',
  reference: THANK_YOU_COPY.reference as string,
  /** "4 Seater: Thursday, June 4, 2026 to Sunday, June 7, 2026, $685." */
  stay: '{plan}: {from} to {to}, {price}.',
  next: [...THANK_YOU_COPY.next] as string[],
  nextTitle: THANK_YOU_COPY.nextTitle as string,
  call: THANK_YOU_COPY.call('{phone}'),
  cancelNote: THANK_YOU_COPY.cancelNote as string,
  unknown: THANK_YOU_COPY.unknown as string,
  dayCount: { one: '1 day', other: '{count} days' },
  plans: titles(RENTAL_PLANS_WORDS),
}

export type ThankYouWords = typeof en

const es: ThankYouWords = {
  head: {
    title: 'Reserva de alquiler recibida',
    description: 'Su carrito está apartado: lo que sigue con la reserva del alquiler de su carrito de golf.',
    home: 'Inicio',
    rentals: 'Alquileres',
    here: 'Reserva recibida',
  },
  eyebrow: 'Reserva recibida',
  title: 'Su carrito está apartado',
  heading: '{plan}, {start}, {days}.',
  reference: 'Su número de referencia',
  stay: '{plan}: del {from} al {to}, {price}.',
  next: [
    'Revisamos el carrito y su dirección de entrega, y le confirmamos por correo electrónico con una invitación para su calendario.',
    'Su carrito llega limpio, cargado y asegurado el día de inicio; le llamamos para acordar la hora de entrega.',
    'El depósito de seguridad se cobra a su tarjeta al momento de la entrega; no hay nada que pagar en línea.',
  ],
  nextTitle: 'Lo que sigue',
  call: 'Llame al {phone}',
  cancelNote: '¿Necesita cancelar? Use el enlace de su correo electrónico hasta 48 horas antes del día de inicio, o llámenos.',
  unknown: 'No encontramos esa reserva. Si acaba de reservar, revise su correo electrónico o llámenos.',
  dayCount: { one: '1 día', other: '{count} días' },
  plans: titles(RENTAL_PLANS_WORDS_ES),
}

export default { en, es } satisfies PageWords<ThankYouWords>
