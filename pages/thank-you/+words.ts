import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { SHOWROOM_WORDS, type ShowroomWords } from '#app/content/showrooms'
import { SHOWROOM_WORDS_ES } from '#app/content/showrooms-es'

const en = {
  /** The section with the reply time and the phone, as assistive technology names it. */
  replyLabel: 'Reply and phone',
  /** The other locations' names and sentences (content/showrooms.ts). */
  locations: SHOWROOM_WORDS as Readonly<Record<string, ShowroomWords>>,
  eyebrow: 'Message received',
  title: 'Thank You for Contacting Us!',
  /** Around the business's name: "Your message is on its way to our team at {name}. Here is what happens next." */
  introBefore: 'Your message is on its way to our team at ',
  introAfter: '. Here is what happens next.',
  responseTitle: 'Response Time',
  replyWithin: 'We reply within ',
  within: business.responseTime.within as string,
  typicallyWithin: 'Typically within ',
  typical: business.responseTime.typical as string,
  byPhone: ', by phone or e-mail, whichever you prefer.',
  end: '.',
  answerNow: 'Need an Answer Now?',
  callText: 'Call us during business hours and talk to our team right away.',
  callNow: ' Call Now: ',
  nextTitle: 'What Happens Next',
  steps: [
    {
      title: 'We Review Your Message',
      text: 'Your message goes straight to the right person in sales, service, rentals or parts, with the details you sent.',
    },
    {
      title: 'Personal Response',
      text: 'A member of our team calls or e-mails you back, answers your questions and asks anything we need to know.',
    },
    {
      title: 'Solution & Service',
      text: 'We put together your quote, rental, appointment or order, and stay with you through delivery and beyond.',
    },
  ],
  servingAll: 'Serving All of ',
  /** Around the main showroom's address. */
  besidesBefore: 'Besides our main showroom at ',
  besidesAfter: ', you can reach us here:',
  head: {
    title: 'Thank You for Contacting Us',
    description: `Thanks for your message to {name}. We reply within ${business.responseTime.within}, typically within ${business.responseTime.typical}.`,
  },
}

export type ThankYouWords = typeof en

const es: ThankYouWords = {
  replyLabel: 'Respuesta y teléfono',
  locations: SHOWROOM_WORDS_ES,
  eyebrow: 'Mensaje recibido',
  title: '¡Gracias por comunicarse con nosotros!',
  introBefore: 'Su mensaje va camino a nuestro equipo de ',
  introAfter: '. Esto es lo que sigue.',
  responseTitle: 'Tiempo de respuesta',
  replyWithin: 'Le responderemos en un plazo de ',
  within: '24 horas',
  typicallyWithin: 'Normalmente en ',
  typical: '2 a 6 horas, en nuestro horario de atención',
  byPhone: ', por teléfono o por correo electrónico, como usted prefiera.',
  end: '.',
  answerNow: '¿Necesita una respuesta ya?',
  callText: 'Llámenos en nuestro horario de atención y hable con nuestro equipo enseguida.',
  callNow: ' Llame ahora: ',
  nextTitle: 'Qué sigue',
  steps: [
    {
      title: 'Revisamos su mensaje',
      text: 'Su mensaje llega directamente a la persona indicada en ventas, servicio, alquileres o piezas, con los datos que nos envió.',
    },
    {
      title: 'Respuesta personal',
      text: 'Alguien de nuestro equipo le llama o le escribe, responde a sus preguntas y le pregunta lo que necesitemos saber.',
    },
    {
      title: 'Solución y servicio',
      text: 'Preparamos su cotización, alquiler, cita o pedido, y le acompañamos durante la entrega y después.',
    },
  ],
  servingAll: 'Al servicio de todo ',
  besidesBefore: 'Además de nuestra sala de exhibición principal en ',
  besidesAfter: ', puede comunicarse con nosotros aquí:',
  head: {
    title: 'Gracias por comunicarse con nosotros',
    description: 'Gracias por su mensaje a {name}. Le responderemos en un plazo de 24 horas, normalmente de 2 a 6 horas en nuestro horario de atención.',
  },
}

export default { en, es } satisfies PageWords<ThankYouWords>
