/**
 * The availability answers' and the month table's words in Spanish (rental-booking.ts), and
 * the rental requests' messages: read only on the server (the rental pages' +data and +words).
 */
import type { Language } from '#app/content/languages'
import { monthText } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'
import { formatPrice } from '#app/content/format'
import { RENTAL_BOOKING_WORDS, type AvailabilityAnswerCopy, type RentalBookingWords } from '#app/content/rental-booking'
import { RENTAL_MESSAGES, RESERVATION_LIMITS } from '#app/domain/bookings/rental-request'
import { RENTAL_HORIZON_DAYS } from '#app/domain/bookings/rental-reservation'
import { RENTAL_MAX_DAYS } from '#app/domain/bookings/rental-price'
import { RENTAL_MINIMUM_AGE, RENTAL_PLANS } from '#app/content/rentals'

const PLAN_TITLES_ES: Record<string, string> = { '4-seater': '4 plazas', '6-seater': '6 plazas', utility: 'Utilitario' }
/** The month table's title: "Carritos de 4 plazas libres cada día, junio de 2026". */
const PLAN_CARTS_ES: Record<string, string> = { '4-seater': 'Carritos de 4 plazas', '6-seater': 'Carritos de 6 plazas', utility: 'Carritos utilitarios' }
/** "para el de 4 plazas" */
const PLAN_DEPOSIT_ES: Record<string, string> = { '4-seater': 'para el de 4 plazas', '6-seater': 'para el de 6 plazas', utility: 'para el utilitario' }

export const daysTextEs = (n: number) => (n === 1 ? '1 día' : `${n} días`)
export const planTitleEs = (id: string) => PLAN_TITLES_ES[id] ?? id

const deposits = RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} ${PLAN_DEPOSIT_ES[p.id]}`)
export const DEPOSIT_NOTE_ES = `Sin pago en línea: el depósito de seguridad reembolsable (${deposits.slice(0, -1).join(', ')} y ${deposits.at(-1)}) se cobra a su tarjeta cuando le entregamos el carrito.`

export const AVAILABILITY_ANSWER_COPY_ES: AvailabilityAnswerCopy = {
  available: (units: number) => (units === 1 ? 'Disponible: hay 1 carrito libre todos esos días.' : `Disponible: hay ${units} carritos libres todos esos días.`),
  unavailable: 'No disponible: no hay ningún carrito de este tipo libre todos esos días.',
  nearest: 'Los días de inicio más cercanos con un carrito libre por la misma cantidad de días:',
  noneNearby: 'Tampoco hay disponibilidad en fechas cercanas. Llámenos y le buscamos una opción.',
  price: (total: number, days: number) => `${formatPrice(total)} por ${daysTextEs(days)}`,
  pricePartsLabel: 'La combinación más económica de nuestros periodos:',
  reserve: 'Reservar este carrito',
  stay: (plan: string, from: string, to: string) => `${plan}: del ${from} al ${to}.`,
  monthTitle: (plan: string, month: string) => `${PLAN_CARTS_ES[plan] ?? plan} libres cada día, ${monthText(month, ES_DATES)}`,
  monthCaption: 'Cuántos carritos hay libres cada día; los días pasados y los que están a más de un año no se pueden reservar en línea.',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  freeCount: (n: number) => (n === 0 ? 'ninguno libre' : n === 1 ? '1 libre' : `${n} libres`),
  notBookable: 'no se reserva en línea',
  showMonth: 'Ver el mes',
}

export const RENTAL_BOOKING_WORDS_ES: RentalBookingWords = {
  answer: AVAILABILITY_ANSWER_COPY_ES,
  planTitle: planTitleEs,
  daysText: daysTextEs,
  depositNote: DEPOSIT_NOTE_ES,
  periods: { Daily: 'día', '3 Day': '3 días', Weekly: 'semana', Monthly: 'mes' },
  dates: ES_DATES,
}

/** Each language's words for the availability answers (the server's choice by the page's language). */
export const RENTAL_BOOKING_BY_LANGUAGE: Record<Language, RentalBookingWords> = { en: RENTAL_BOOKING_WORDS, es: RENTAL_BOOKING_WORDS_ES }

export type RentalMessageKey = keyof typeof RENTAL_MESSAGES

/** The rental requests' messages (domain/bookings/rental-request.ts RENTAL_MESSAGES) in Spanish. */
export const RENTAL_MESSAGES_ES: Record<RentalMessageKey, string> = {
  plan: 'Elija un carrito de 4 plazas, de 6 plazas o utilitario',
  start: 'Elija el día en que empieza su alquiler',
  startTooSoon: 'Elija un día de inicio a partir de mañana; para hoy, llámenos',
  startTooFar: `Elija un día de inicio dentro de los próximos ${RENTAL_HORIZON_DAYS} días`,
  days: `Escriba la cantidad de días, de 1 a ${RENTAL_MAX_DAYS}`,
  month: 'Elija un mes (AAAA-MM)',
  town: 'Elija el pueblo o la ciudad donde entregamos',
  address: 'Escriba la dirección donde entregamos',
  note: `Use ${RESERVATION_LIMITS.note} caracteres como máximo`,
  driver: `Confirme que el conductor tiene ${RENTAL_MINIMUM_AGE} años o más y una licencia de conducir válida`,
  firstName: 'Escriba su nombre',
  lastName: 'Escriba su apellido',
  email: 'Escriba un correo electrónico válido',
  phone: 'Escriba su número de teléfono',
  invalid: 'Corrija los campos marcados.',
  noCart: 'No hay ningún carrito de este tipo libre todos esos días.',
}

/** A rental request's message by its English text ("Choose a month (YYYY-MM)" → "month"). */
export const RENTAL_MESSAGE_KEYS: Record<string, RentalMessageKey> = Object.fromEntries(Object.entries(RENTAL_MESSAGES).map(([key, message]) => [message, key as RentalMessageKey]))
