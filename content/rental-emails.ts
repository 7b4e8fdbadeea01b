/**
 * What the renter's e-mails say, in the language the renter reserved in (the language of the
 * page the form was on); the server fills in each reservation (server/rentals/emails.ts). Only
 * the server composes them, so both languages sit here together.
 */
import { business, type Phone } from './business'
import { dayText } from './dates'
import { ES_DATES } from './dates-es'
import { formatPrice } from './format'
import type { Language } from './languages'
import { daysText, DEPOSIT_NOTE, planTitle } from './rental-booking'
import { RENTAL_PLANS } from './rentals'

export interface RentalEmailWords {
  /** The <html lang> of the message. */
  lang: string
  /** The dealer's phone and e-mail as the settings have them when the message is composed. */
  signature: (phone: Phone, email: string) => string[]
  greeting: (firstName: string) => string
  details: string
  labels: { reference: string; cart: string; start: string; end: string; days: string; price: string; delivery: string; address: string; unit: string }
  /** A plan's name ("4 Seater"), a number of days, a day ("Thursday, June 4"). */
  plan: (id: string) => string
  days: (n: number) => string
  day: (date: string) => string
  cancelLink: string
  deliveryFree: (miles: number) => string
  deliveryFee: (fee: number, miles: number) => string
  deliveryUnknown: string
  call: (phone: Phone) => string
  deposit: string
  requested: { subject: (ref: string) => string; lines: (hours: number) => string[] }
  confirmed: { subject: (ref: string) => string; lines: string[] }
  declined: { subject: (ref: string) => string; lines: (reason: string) => string[] }
  cancelled: { subject: (ref: string) => string; lines: (reason: string) => string[] }
  released: { subject: (ref: string) => string; lines: (hours: number) => string[] }
  reminder: { subject: (ref: string) => string; lines: string[] }
  calendar: { summary: (plan: string, days: number) => string; description: (ref: string, phone: Phone) => string }
}

const en: RentalEmailWords = {
  lang: 'en',
  signature: (phone, email) => [business.name, `${phone.display} · ${email}`],
  greeting: (firstName) => `Hello ${firstName},`,
  details: 'Your rental',
  labels: { reference: 'Reference', cart: 'Cart', start: 'Starts', end: 'Collected', days: 'Days', price: 'Price', delivery: 'Delivery (estimate)', address: 'Delivery address', unit: 'Your cart' },
  plan: planTitle,
  days: daysText,
  day: (date) => dayText(date),
  cancelLink: 'To cancel online (until 48 hours before your start day):',
  deliveryFree: (miles) => `Free (about ${miles} miles)`,
  deliveryFee: (fee, miles) => `About ${formatPrice(fee)} (about ${miles} miles)`,
  deliveryUnknown: 'Quoted when we confirm',
  call: (phone) => `Questions? Call us at ${phone.display}.`,
  deposit: DEPOSIT_NOTE,
  requested: {
    subject: (ref) => `We received your rental reservation ${ref}: ${business.name}`,
    lines: (hours) => [`Thank you for reserving with ${business.name}. A cart is held for you while we confirm, within ${hours} hours.`, 'You will get a second e-mail when it is confirmed.'],
  },
  confirmed: {
    subject: (ref) => `Your rental ${ref} is confirmed: ${business.name}`,
    lines: ['Your reservation is confirmed. The attached calendar file (.ics) adds it to your calendar.', 'We call you before your start day to agree on a delivery time.'],
  },
  declined: {
    subject: (ref) => `We could not confirm your rental ${ref}: ${business.name}`,
    lines: (reason) => ['We are sorry: we could not confirm your reservation.', `The reason: ${reason}`, 'Call us and we will gladly look for other days or another cart.'],
  },
  cancelled: {
    subject: (ref) => `Your rental ${ref} is cancelled: ${business.name}`,
    lines: (reason) => ['Your reservation is cancelled.', `Note: ${reason}`, 'Nothing was charged. We hope to see you another time.'],
  },
  released: {
    subject: (ref) => `Your rental request ${ref} has lapsed: ${business.name}`,
    lines: (hours) => [`We could not confirm your request within ${hours} hours, so the cart we held is free again.`, 'We are sorry. Call us, or reserve again online, and we will look after you first.'],
  },
  reminder: {
    subject: (ref) => `Your golf cart arrives tomorrow (${ref}): ${business.name}`,
    lines: ['A reminder: your rental starts tomorrow.', 'Please have someone 18 or older at the address to receive the cart, with the driver\u2019s license and a card for the deposit.'],
  },
  calendar: {
    summary: (plan, days) => `Golf cart rental: ${plan}, ${daysText(days)}`,
    description: (ref, phone) => `${business.name} rental ${ref}. Questions: ${phone.display}.`,
  },
}

/** The plans as a Spanish reader names them. */
const PLAN_NAMES_ES: Record<(typeof RENTAL_PLANS)[number]['id'], string> = { '4-seater': 'carrito de 4 plazas', '6-seater': 'carrito de 6 plazas', utility: 'vehículo utilitario' }
const planEs = (id: string) => PLAN_NAMES_ES[id as keyof typeof PLAN_NAMES_ES] ?? id
const daysEs = (n: number) => (n === 1 ? '1 día' : `${n} días`)
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const es: RentalEmailWords = {
  lang: 'es',
  signature: (phone, email) => [business.name, `${phone.display} · ${email}`],
  greeting: (firstName) => `Hola, ${firstName}:`,
  details: 'Su alquiler',
  labels: { reference: 'Referencia', cart: 'Carrito', start: 'Comienza', end: 'Lo recogemos', days: 'Días', price: 'Precio', delivery: 'Entrega (aproximada)', address: 'Dirección de entrega', unit: 'Su carrito' },
  plan: (id) => capitalized(planEs(id)),
  days: daysEs,
  day: (date) => dayText(date, ES_DATES),
  cancelLink: 'Para cancelar en línea (hasta 48 horas antes del día en que comienza):',
  deliveryFree: (miles) => `Gratis (unas ${miles} millas)`,
  deliveryFee: (fee, miles) => `Unos ${formatPrice(fee)} (unas ${miles} millas)`,
  deliveryUnknown: 'Se lo cotizamos al confirmar',
  call: (phone) => `¿Preguntas? Llámenos al ${phone.display}.`,
  deposit: `No se paga nada en línea: el depósito de garantía reembolsable (${RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} por un ${planEs(p.id)}`).join(', ')}) se cobra a su tarjeta cuando le entregamos el carrito.`,
  requested: {
    subject: (ref) => `Recibimos su reservación de alquiler ${ref}: ${business.name}`,
    lines: (hours) => [`Gracias por reservar con ${business.name}. Le apartamos un carrito mientras confirmamos, en un plazo de ${hours} horas.`, 'Recibirá otro correo cuando quede confirmada.'],
  },
  confirmed: {
    subject: (ref) => `Su alquiler ${ref} está confirmado: ${business.name}`,
    lines: ['Su reservación está confirmada. El archivo de calendario adjunto (.ics) la añade a su calendario.', 'Le llamamos antes del día en que comienza para acordar la hora de entrega.'],
  },
  declined: {
    subject: (ref) => `No pudimos confirmar su alquiler ${ref}: ${business.name}`,
    lines: (reason) => ['Lo sentimos: no pudimos confirmar su reservación.', `El motivo: ${reason}`, 'Llámenos y con gusto buscamos otros días u otro carrito.'],
  },
  cancelled: {
    subject: (ref) => `Su alquiler ${ref} está cancelado: ${business.name}`,
    lines: (reason) => ['Su reservación está cancelada.', `Nota: ${reason}`, 'No se le cobró nada. Esperamos verle en otra ocasión.'],
  },
  released: {
    subject: (ref) => `Su solicitud de alquiler ${ref} venció: ${business.name}`,
    lines: (hours) => [`No pudimos confirmar su solicitud en ${hours} horas, así que el carrito que le apartamos quedó libre.`, 'Lo sentimos. Llámenos, o reserve otra vez en línea, y le atendemos primero.'],
  },
  reminder: {
    subject: (ref) => `Su carrito de golf llega mañana (${ref}): ${business.name}`,
    lines: ['Le recordamos que su alquiler comienza mañana.', 'Por favor, tenga en la dirección a una persona de 18 años o más para recibir el carrito, con la licencia de conducir y una tarjeta para el depósito.'],
  },
  calendar: {
    summary: (plan, days) => `Alquiler de carrito de golf: ${plan}, ${daysEs(days)}`,
    description: (ref, phone) => `Alquiler ${ref} de ${business.name}. Preguntas: ${phone.display}.`,
  },
}

export const RENTAL_EMAIL_WORDS: Record<Language, RentalEmailWords> = { en, es }
