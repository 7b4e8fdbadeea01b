import type { PageWords } from '#app/renderer/types'
import { EN_DATES } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'
import { RESERVE_COPY } from '#app/content/rental-reservation-pages'
import { RENTAL_MINIMUM_AGE, RENTAL_PLANS_WORDS } from '#app/content/rentals'
import { RENTAL_PLANS_WORDS_ES } from '#app/content/rentals-es'
import { DEPOSIT_NOTE_ES, RENTAL_MESSAGES_ES } from '#app/pages/rentals/rental-booking-es'
import { RENTAL_MESSAGES } from '#app/domain/bookings/rental-request'
import { DELIVERY_TOWNS, OTHER_TOWN } from '#app/domain/leads/enquiry-fields'
import { shortDayWords } from '../day-words'

const titles = (words: typeof RENTAL_PLANS_WORDS) => ({ '4-seater': words.plans['4-seater'].title, '6-seater': words.plans['6-seater'].title, utility: words.plans.utility.title })
const periods = (words: typeof RENTAL_PLANS_WORDS) => ({ Daily: words.rates.Daily.label, '3 Day': words.rates['3 Day'].label, Weekly: words.rates.Weekly.label, Monthly: words.rates.Monthly.label })

/** The reservation form's words (content/rental-reservation-pages.ts RESERVE_COPY), with the request's messages by key. */
const en = {
  head: {
    description: 'Reserve a golf cart rental online from {business}: we hold a cart for your days at once and confirm by e-mail. No payment online.',
    home: 'Home',
    rentals: 'Rentals',
  },
  eyebrow: RESERVE_COPY.eyebrow,
  title: RESERVE_COPY.title,
  intro: `${RESERVE_COPY.intro} Prefer to talk? Call {phone}.`,
  choosePlan: RESERVE_COPY.choosePlan,
  chooseTown: RESERVE_COPY.chooseTown,
  otherTown: DELIVERY_TOWNS.find((t) => t.value === OTHER_TOWN)!.label,
  collected: RESERVE_COPY.collected('{day}'),
  honeypot: RESERVE_COPY.honeypot,
  summaryTitle: RESERVE_COPY.summaryTitle,
  plan: RESERVE_COPY.plan,
  start: RESERVE_COPY.start,
  days: RESERVE_COPY.days,
  town: RESERVE_COPY.town,
  address: RESERVE_COPY.address,
  addressHint: RESERVE_COPY.addressHint,
  firstName: RESERVE_COPY.firstName,
  lastName: RESERVE_COPY.lastName,
  email: RESERVE_COPY.email,
  phone: RESERVE_COPY.phone,
  note: RESERVE_COPY.note,
  driver: RESERVE_COPY.driver,
  driverHint: RESERVE_COPY.driverHint,
  submit: RESERVE_COPY.submit,
  sending: RESERVE_COPY.sending,
  price: RESERVE_COPY.price,
  delivery: RESERVE_COPY.delivery,
  deliveryFree: RESERVE_COPY.deliveryFree('{miles}' as unknown as number),
  deliveryFee: 'About {fee} (about {miles} miles from our showroom)',
  deliveryUnknown: RESERVE_COPY.deliveryUnknown,
  deliveryEstimateNote: RESERVE_COPY.deliveryEstimateNote,
  noPayment: RESERVE_COPY.noPayment,
  hold: RESERVE_COPY.hold('{hours}' as unknown as number),
  full: RESERVE_COPY.full,
  fullNone: RESERVE_COPY.fullNone,
  policy: RESERVE_COPY.policy,
  failed: RESERVE_COPY.failed,
  rateLimited: 'You have sent several messages already. Please wait a while before sending another, or call us at {phone}.',
  /** "1 day", "3 days" */
  dayCount: { one: '1 day', other: '{count} days' },
  plans: titles(RENTAL_PLANS_WORDS),
  /** A price part's period: "1 × Weekly". */
  periods: periods(RENTAL_PLANS_WORDS),
  shortDay: shortDayWords(EN_DATES, '{weekday}, {month} {day}'),
  /** The request's messages by their key (domain/bookings/rental-request.ts RENTAL_MESSAGES). */
  errors: { ...RENTAL_MESSAGES } as Record<keyof typeof RENTAL_MESSAGES, string>,
}

/** The words' shape, each message a string (RESERVE_COPY's are literal). */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

export type ReserveWords = Widen<typeof en>

const es: ReserveWords = {
  head: {
    description: 'Reserve en línea un carrito de golf de alquiler con {business}: se lo apartamos al instante y le confirmamos por correo. Sin pago en línea.',
    home: 'Inicio',
    rentals: 'Alquileres',
  },
  eyebrow: 'Alquiler de carritos de golf',
  title: 'Reserve un carrito de alquiler',
  intro: 'Díganos adónde va el carrito y cómo comunicarnos con usted. Le apartamos un carrito al instante y le confirmamos por correo electrónico. ¿Prefiere hablar con alguien? Llame al {phone}.',
  choosePlan: 'Elija un carrito',
  chooseTown: 'Elija un pueblo o ciudad',
  otherTown: 'Otro lugar (indíquelo en el mensaje)',
  collected: 'lo recogemos el {day}',
  honeypot: 'Deje este campo vacío',
  summaryTitle: 'Su alquiler',
  plan: 'Carrito',
  start: 'Día de inicio',
  days: 'Cantidad de días',
  town: 'Pueblo o ciudad de entrega',
  address: 'Dirección de entrega',
  addressHint: 'Calle y número, y lo que el chofer deba saber (un portón, la entrada del lugar del evento).',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  note: '¿Algo más? (opcional)',
  driver: `El conductor tiene ${RENTAL_MINIMUM_AGE} años o más y una licencia de conducir válida`,
  driverHint: 'Así lo pide nuestra política de alquiler; revisamos la licencia al momento de la entrega.',
  submit: 'Reservar',
  sending: 'Reservando…',
  price: 'Precio',
  delivery: 'Entrega (estimado)',
  deliveryFree: 'Gratis: a unas {miles} millas de nuestra sala de exhibición',
  deliveryFee: 'Unos {fee} (a unas {miles} millas de nuestra sala de exhibición)',
  deliveryUnknown: 'Le cotizamos el cargo de entrega cuando confirmemos',
  deliveryEstimateNote: 'El cargo de entrega es un estimado según la distancia a su pueblo o ciudad; se lo confirmamos con su reserva.',
  noPayment: DEPOSIT_NOTE_ES,
  hold: 'Le apartamos el carrito por {hours} horas mientras confirmamos su reserva.',
  full: 'Alguien acaba de reservar ese carrito para algunos de esos días. Estos días de inicio tienen uno libre:',
  fullNone: 'No hay ningún carrito de este tipo libre en esos días ni en fechas cercanas. Llámenos y le buscamos una opción.',
  policy: 'Política de alquiler',
  failed: 'No pudimos enviar su reserva. Inténtelo de nuevo o llámenos.',
  rateLimited: 'Ya nos ha enviado varios mensajes. Espere un rato antes de enviar otro, o llámenos al {phone}.',
  dayCount: { one: '1 día', other: '{count} días' },
  plans: titles(RENTAL_PLANS_WORDS_ES),
  periods: { Daily: 'día', '3 Day': '3 días', Weekly: 'semana', Monthly: 'mes' },
  shortDay: shortDayWords(ES_DATES, '{weekday}, {day} {month}'),
  errors: RENTAL_MESSAGES_ES,
}

export default { en, es } satisfies PageWords<ReserveWords>
