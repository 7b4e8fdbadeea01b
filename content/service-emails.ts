/**
 * What the customer's service e-mails say, in the language they booked in (the language of the
 * page the form was on); the server fills in each booking (server/service/emails.ts) and its
 * calendar entry (server/service/ical.ts). Only the server composes them, so both languages sit
 * here together.
 */
import { business, type Phone } from './business'
import { dayText, timeText } from './dates'
import { ES_DATES } from './dates-es'
import type { Language } from './languages'
import { windowText } from './service-booking'

export interface ServiceEmailWords {
  /** The <html lang> of the message. */
  lang: string
  greeting: (name: string) => string
  details: string
  labels: { reference: string; window: string; cart: string; problem: string; address: string }
  /** A drop-off window: its day and times ("Thursday, June 4, 8:00 AM – 10:00 AM"). */
  window: (day: string, from: string, to: string) => string
  booked: { subject: (ref: string) => string; lines: readonly string[] }
  moved: { subject: (ref: string) => string; lines: readonly string[] }
  cancelled: { subject: (ref: string) => string; lines: (reason: string) => string[] }
  reminder: { subject: (ref: string) => string; lines: readonly string[] }
  ready: { subject: (ref: string) => string; lines: readonly string[] }
  change: string
  call: (phone: Phone) => string
  signature: readonly string[]
  calendar: { summary: (make: string) => string; description: (ref: string) => string }
}

const en: ServiceEmailWords = {
  lang: 'en',
  greeting: (name) => `Hello ${name},`,
  details: 'Your drop-off',
  labels: { reference: 'Reference', window: 'Drop-off', cart: 'Cart', problem: 'What you told us', address: 'Where' },
  window: (day, from, to) => `${dayText(day)}, ${windowText(from, to)}`,
  booked: {
    subject: (ref) => `Service drop-off booked: ${ref}`,
    lines: ['Your cart has a place in the drop-off window below. The calendar invitation is attached.', 'A technician reads what you told us before you arrive; we diagnose first and call with the price before any repair.'],
  },
  moved: {
    subject: (ref) => `Service drop-off moved: ${ref}`,
    lines: ['Your drop-off has moved to the window below.'],
  },
  cancelled: {
    subject: (ref) => `Service drop-off cancelled: ${ref}`,
    lines: (reason) => ['Your drop-off below is cancelled.', ...(reason ? [`Reason: ${reason}`] : []), 'You are welcome to book another window at any time.'],
  },
  reminder: {
    subject: (ref) => `Reminder: your service drop-off tomorrow (${ref})`,
    lines: ['A reminder that your drop-off is tomorrow. Please bring the cart, its key and charger within the window.'],
  },
  ready: {
    subject: (ref) => `Your cart is ready for pick-up (${ref})`,
    lines: ['Good news: your cart is ready. You can pick it up during our service hours.'],
  },
  change: 'To cancel or move this drop-off until the window starts:',
  call: (phone) => `Questions? Call us at ${phone.display}.`,
  signature: ['The service team', business.name],
  calendar: {
    summary: (make) => `Service drop-off: ${make}`,
    description: (ref) => `Reference ${ref}. Bring the cart, its key and charger.`,
  },
}

const es: ServiceEmailWords = {
  lang: 'es',
  greeting: (name) => `Hola, ${name}:`,
  details: 'Su cita para dejar el carrito',
  labels: { reference: 'Referencia', window: 'Entrega en el taller', cart: 'Carrito', problem: 'Lo que nos contó', address: 'Dónde' },
  window: (day, from, to) => `${dayText(day, ES_DATES)}, de ${timeText(from, ES_DATES)} a ${timeText(to, ES_DATES)}`,
  booked: {
    subject: (ref) => `Cita de servicio reservada: ${ref}`,
    lines: ['Su carrito tiene lugar en el horario de entrega que aparece abajo. Adjuntamos la invitación para su calendario.', 'Un técnico lee lo que nos contó antes de que llegue; primero hacemos el diagnóstico y le llamamos con el precio antes de cualquier reparación.'],
  },
  moved: {
    subject: (ref) => `Cita de servicio cambiada: ${ref}`,
    lines: ['Su cita para dejar el carrito pasó al horario que aparece abajo.'],
  },
  cancelled: {
    subject: (ref) => `Cita de servicio cancelada: ${ref}`,
    lines: (reason) => ['Su cita para dejar el carrito, que aparece abajo, está cancelada.', ...(reason ? [`Motivo: ${reason}`] : []), 'Puede reservar otro horario cuando guste.'],
  },
  reminder: {
    subject: (ref) => `Recordatorio: mañana deja su carrito en el taller (${ref})`,
    lines: ['Le recordamos que su cita para dejar el carrito es mañana. Por favor, traiga el carrito, su llave y su cargador dentro del horario.'],
  },
  ready: {
    subject: (ref) => `Su carrito está listo para recoger (${ref})`,
    lines: ['¡Buenas noticias! Su carrito está listo. Puede recogerlo en nuestro horario de servicio.'],
  },
  change: 'Para cancelar o cambiar esta cita hasta que empiece el horario:',
  call: (phone) => `¿Preguntas? Llámenos al ${phone.display}.`,
  signature: ['El equipo de servicio', business.name],
  calendar: {
    summary: (make) => `Entrega de carrito al taller: ${make}`,
    description: (ref) => `Referencia ${ref}. Traiga el carrito, su llave y su cargador.`,
  },
}

export const SERVICE_EMAIL_WORDS: Record<Language, ServiceEmailWords> = { en, es }
