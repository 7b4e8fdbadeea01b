import type { PageWords } from '#app/renderer/types'
import { CANCEL_COPY, RESERVE_COPY, THANK_YOU_COPY } from '#app/content/rental-reservation-pages'
import { RENTAL_PLANS_WORDS } from '#app/content/rentals'
import { RENTAL_PLANS_WORDS_ES } from '#app/content/rentals-es'

const titles = (words: typeof RENTAL_PLANS_WORDS) => ({ '4-seater': words.plans['4-seater'].title, '6-seater': words.plans['6-seater'].title, utility: words.plans.utility.title })

/** The renter's cancel page's words (content/rental-reservation-pages.ts CANCEL_COPY). */
const en = {
  head: {
    description: 'Cancel your golf cart rental reservation online, up to 48 hours before your start day.',
    home: 'Home',
    rentals: 'Rentals',
  },
  eyebrow: RESERVE_COPY.eyebrow as string,
  title: CANCEL_COPY.title as string,
  intro: CANCEL_COPY.intro as string,
  submit: CANCEL_COPY.submit as string,
  cancelled: CANCEL_COPY.cancelled as string,
  tooLate: CANCEL_COPY.tooLate('{phone}'),
  notActive: CANCEL_COPY.notActive as string,
  badLink: CANCEL_COPY.badLink as string,
  reservation: CANCEL_COPY.reservation('{reference}'),
  reservationUnknown: CANCEL_COPY.reservation(),
  /** "4 Seater: Thursday, June 4, 2026 to Sunday, June 7, 2026 (3 days)." */
  stay: '{plan}: {from} to {to} ({days}).',
  call: THANK_YOU_COPY.call('{phone}'),
  dayCount: { one: '1 day', other: '{count} days' },
  plans: titles(RENTAL_PLANS_WORDS),
}

export type CancelWords = typeof en

const es: CancelWords = {
  head: {
    description: 'Cancele en línea la reserva del alquiler de su carrito de golf, hasta 48 horas antes del día de inicio.',
    home: 'Inicio',
    rentals: 'Alquileres',
  },
  eyebrow: 'Alquiler de carritos de golf',
  title: 'Cancelar su reserva de alquiler',
  intro: 'Revise la reserva que aparece abajo y cancélela si está seguro.',
  submit: 'Cancelar mi reserva',
  cancelled: 'Su reserva quedó cancelada. Le enviamos un aviso por correo electrónico.',
  tooLate: 'Faltan menos de 48 horas para el día de inicio: llámenos al {phone} para cambiarla o cancelarla.',
  notActive: 'Esta reserva ya no está activa: no hay nada que cancelar.',
  badLink: 'Este enlace de cancelación no es válido. Use el enlace de su correo electrónico o llámenos.',
  reservation: 'Reserva {reference}',
  reservationUnknown: 'Reserva',
  stay: '{plan}: del {from} al {to} ({days}).',
  call: 'Llame al {phone}',
  dayCount: { one: '1 día', other: '{count} días' },
  plans: titles(RENTAL_PLANS_WORDS_ES),
}

export default { en, es } satisfies PageWords<CancelWords>
