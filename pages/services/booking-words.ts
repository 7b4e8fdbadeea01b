/**
 * The service booking's words in each language, for the pages that show its form or a booking
 * (their +words.ts: server only, never imported by a page's script). English is
 * content/service-booking.ts's, as the site has always said it; `{phone}` and `{count}` are
 * filled in where shown.
 */
import { EN_DATES } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'
import { SERVICE_BOOKING_COPY as COPY } from '#app/content/service-booking'
import { SERVICE_MESSAGES } from '#app/domain/bookings/service-booking'
import type { Language } from '#app/content/languages'
import type { DatePatterns } from './date-words'

const PHONE = '{phone}'

/** A language's names of days and months, and how it orders them, as plain text (./date-words.ts). */
const patterns = (words: typeof EN_DATES, day: string, short: string, range: string): DatePatterns => ({
  weekdays: [...words.weekdays],
  weekdaysShort: [...words.weekdaysShort],
  months: [...words.months],
  monthsShort: [...words.monthsShort],
  am: words.am,
  pm: words.pm,
  day,
  short,
  range,
})

/** Words as text, not as the English catalogue's literal types. */
type Text<T> = T extends string ? string : T extends readonly (infer U)[] ? ReadonlyArray<Text<U>> : { [K in keyof T]: Text<T[K]> }

/** Each language's names and order of days and times, for the booking pages' words. */
export const DATE_PATTERNS: Record<Language, DatePatterns> = {
  en: patterns(EN_DATES, '{weekday}, {month} {day}, {year}', '{weekday}, {month} {day}', '{from} – {to}'),
  es: patterns(ES_DATES, '{weekday}, {day} de {month} de {year}', '{weekday}, {day} {month}', 'de {from} a {to}'),
}

/** content/service-booking.ts placesText, by the language's plural rules. */
export const PLACES: Record<Language, { one: string; other: string }> = {
  en: { one: '1 place left', other: '{count} places left' },
  es: { one: 'queda 1 espacio', other: 'quedan {count} espacios' },
}

const english = {
  dates: DATE_PATTERNS.en,
  places: PLACES.en,
  title: COPY.title,
  detailsTitle: COPY.detailsTitle,
  intro: COPY.intro,
  windowLegend: COPY.windowLegend,
  windowHint: COPY.windowHint,
  noWindows: COPY.noWindows(PHONE),
  make: COPY.make,
  model: COPY.model,
  problem: COPY.problem,
  firstName: COPY.firstName,
  lastName: COPY.lastName,
  email: COPY.email,
  phone: COPY.phone,
  note: COPY.note,
  honeypot: COPY.honeypot,
  submit: COPY.submit,
  sending: COPY.sending,
  loading: 'Loading the booking form…',
  failed: COPY.failed(PHONE),
  full: COPY.full,
  fullNone: COPY.fullNone(PHONE),
  /**
   * The server's answers, worded by their field and status on a page in another language (the
   * API answers in English; an English page shows the server's own words).
   */
  answers: {
    invalid: SERVICE_MESSAGES.invalid,
    unavailable: SERVICE_MESSAGES.full,
    /** As server/leads/intake.ts says it (429). */
    busy: 'You have sent several messages already. Please wait a while before sending another, or call us at {phone}.',
    fields: {
      window: SERVICE_MESSAGES.window,
      make: SERVICE_MESSAGES.make,
      model: SERVICE_MESSAGES.model,
      problem: SERVICE_MESSAGES.problem,
      firstName: SERVICE_MESSAGES.firstName,
      lastName: SERVICE_MESSAGES.lastName,
      email: SERVICE_MESSAGES.email,
      phone: SERVICE_MESSAGES.phone,
      note: SERVICE_MESSAGES.note,
    },
  },
}

export type BookingFormWords = Text<typeof english>

const en: BookingFormWords = english

const es: BookingFormWords = {
  dates: DATE_PATTERNS.es,
  places: PLACES.es,
  title: 'Reserve la entrega de su carrito para servicio',
  detailsTitle: 'Su horario y su carrito',
  intro: 'Elija un horario de entrega con espacio, cuéntenos sobre su carrito y recibirá su número de referencia al instante. Primero hacemos el diagnóstico y le llamamos con el precio antes de cualquier reparación.',
  windowLegend: 'Horario de entrega',
  windowHint: 'Solo aparecen los horarios con espacio. Traiga el carrito, la llave y el cargador dentro del horario.',
  noWindows: 'No hay horarios de entrega disponibles en los próximos días. Por favor, llámenos al {phone}.',
  make: 'Marca',
  model: 'Modelo',
  problem: '¿Qué problema tiene?',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  note: '¿Algo más? (opcional)',
  honeypot: 'Deje este campo vacío',
  submit: 'Reservar esta entrega',
  sending: 'Reservando…',
  loading: 'Cargando el formulario de reserva…',
  failed: 'No pudimos enviar su reserva. Inténtelo de nuevo, o llámenos al {phone}.',
  full: 'Los horarios más cercanos con espacio:',
  fullNone: 'Tampoco hay horarios cercanos. Por favor, llámenos al {phone}.',
  answers: {
    invalid: 'Por favor, corrija los campos marcados.',
    unavailable: 'Ese horario de entrega se acaba de llenar o ya no está disponible. Por favor, elija otro.',
    busy: 'Ya nos ha enviado varios mensajes. Espere un rato antes de enviar otro, o llámenos al {phone}.',
    fields: {
      window: 'Elija un horario de entrega',
      make: 'Escriba la marca de su carrito (por ejemplo, Club Car)',
      model: 'Escriba el modelo de su carrito, o "no estoy seguro"',
      problem: 'Cuéntenos qué problema tiene, en al menos 10 caracteres',
      firstName: 'Escriba su nombre (hasta 100 caracteres)',
      lastName: 'Escriba su apellido (hasta 100 caracteres)',
      email: 'Escriba un correo electrónico válido',
      phone: 'Escriba un número de teléfono de al menos 10 dígitos',
      note: 'Por favor, no pase de 5,000 caracteres',
    },
  },
}

/** The booking form's words (./BookingForm.tsx reads them as its page's `form`). */
export const BOOKING_FORM_WORDS: Record<Language, BookingFormWords> = { en, es }
