import { business } from './business'
import type { Language } from './languages'
import { LEAD_KIND_COPY } from './leads'

/*
 * The words of the confirmation a visitor gets after sending any lead form, in the language
 * they wrote in (the language of the page the form was on). Only the server composes it, so
 * both languages sit here together. It repeats nothing the visitor typed
 * (server/mail/confirmation-email.ts says why).
 */

export interface ConfirmationWords {
  /** The <html lang> of the message. */
  lang: string
  hello: string
  /** Each kind of lead as the sentences name it, lower case: "test drive request". */
  kinds: Record<keyof typeof LEAD_KIND_COPY, string>
  /** The contact form's topics in this language (by INTERESTS' values), where they are not the form's own labels. */
  interests?: Record<'sales' | 'service' | 'parts' | 'general', string>
  received: (kind: string, topic: string | undefined, at: string) => string
  reply: string
  /** "If it is urgent, call us at {phone}, or write to {email} (…)": the phone and the address are links in the HTML part. */
  urgent: { before: string; or: string; after: string }
  reference: string
  notYou: string
  subject: (kind: string) => string
}

const en: ConfirmationWords = {
  lang: 'en',
  hello: 'Hello,',
  kinds: Object.fromEntries(Object.entries(LEAD_KIND_COPY).map(([kind, { label }]) => [kind, label.toLowerCase()])) as ConfirmationWords['kinds'],
  received: (kind, topic, at) => `We received your ${kind}${topic ? ` (${topic})` : ''} on ${at}.`,
  reply: `Thank you for contacting ${business.name}. We will reply within ${business.responseTime.within} (usually ${business.responseTime.typical}).`,
  urgent: { before: 'If it is urgent, call us at', or: 'or write to', after: '(a reply to this e-mail reaches us too).' },
  reference: 'Reference',
  notYou: 'If you did not send this, you can ignore this e-mail: nothing else will follow from it.',
  subject: (kind) => `We received your ${kind}: ${business.name}`,
}

const es: ConfirmationWords = {
  lang: 'es',
  hello: 'Hola:',
  kinds: {
    contact: 'mensaje',
    'test-drive': 'solicitud de prueba de manejo',
    rental: 'solicitud de alquiler',
    service: 'solicitud de servicio',
    'trade-in': 'solicitud para dar su carrito como parte de pago',
  },
  interests: { sales: 'Consulta de ventas', service: 'Solicitud de servicio', parts: 'Piezas y accesorios', general: 'Pregunta general' },
  received: (kind, topic, at) => `Recibimos su ${kind}${topic ? ` (${topic})` : ''} el ${at}.`,
  reply: `Gracias por comunicarse con ${business.name}. Le responderemos en un plazo de 24 horas (normalmente de 2 a 6 horas, en nuestro horario de atención).`,
  urgent: { before: 'Si es urgente, llámenos al', or: 'o escríbanos a', after: '(si responde a este correo, también nos llega).' },
  reference: 'Referencia',
  notYou: 'Si usted no envió este mensaje, puede ignorar este correo: no recibirá nada más por él.',
  subject: (kind) => `Recibimos su ${kind}: ${business.name}`,
}

export const CONFIRMATION_WORDS: Record<Language, ConfirmationWords> = { en, es }
