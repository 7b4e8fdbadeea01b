import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'

/** The reply times as one sentence in pieces, around the times themselves. */
const en = {
  eyebrow: 'Request received',
  title: 'Thank You!',
  sent: {
    'test-drive': 'Your test drive request is in',
    rental: 'Your rental request is in',
    'trade-in': 'Your trade-in details are in',
  },
  /** After what was sent: ". We reply within {within}, typically within {typical}." */
  replyWithin: '. We reply within ',
  within: business.responseTime.within as string,
  typicallyWithin: ', typically within ',
  typical: business.responseTime.typical as string,
  end: '.',
  nextTitle: 'What Happens Next',
  next: {
    'test-drive': [
      'We check that the cart is charged and ready on the day you chose.',
      'A member of our sales team calls or e-mails you to confirm the day and time.',
      'Bring your driver\u2019s license; the drive takes about 20 minutes and there is no obligation.',
    ],
    rental: [
      'We check that a cart of the kind you chose is free for your dates.',
      'We call or e-mail you with the price, the delivery fee and a delivery time.',
      'Your cart arrives cleaned, charged and insured on the day your rental starts.',
    ],
    'trade-in': [
      'Our sales team looks up carts like yours and what they sell for.',
      'We call or e-mail you with a first estimate and any questions about your cart.',
      'Bring your cart by (or we collect it) for a final offer toward your next cart.',
    ],
  },
  answerNow: 'Need an Answer Now?',
  callText: 'Call us during business hours and talk to our team right away.',
  /** Before the main phone, after the phone icon. */
  callNow: ' Call Now: ',
  head: {
    title: 'Thank You: {sent}',
    description: `Thanks for your request to {name}. We reply within ${business.responseTime.within}, typically within ${business.responseTime.typical}.`,
  },
}

export type EnquirySentWords = typeof en

const es: EnquirySentWords = {
  eyebrow: 'Solicitud recibida',
  title: '¡Gracias!',
  sent: {
    'test-drive': 'Recibimos su solicitud de prueba de manejo',
    rental: 'Recibimos su solicitud de alquiler',
    'trade-in': 'Recibimos los datos de su carrito en parte de pago',
  },
  replyWithin: '. Le responderemos en un plazo de ',
  within: '24 horas',
  typicallyWithin: ', normalmente de ',
  typical: '2 a 6 horas, en nuestro horario de atención',
  end: '.',
  nextTitle: 'Qué sigue',
  next: {
    'test-drive': [
      'Comprobamos que el carrito esté cargado y listo para el día que eligió.',
      'Alguien de nuestro equipo de ventas le llama o le escribe para confirmar el día y la hora.',
      'Traiga su licencia de conducir; la prueba dura unos 20 minutos y no tiene ningún compromiso.',
    ],
    rental: [
      'Comprobamos que haya un carrito del tipo que eligió libre para sus fechas.',
      'Le llamamos o le escribimos con el precio, el costo de entrega y la hora de entrega.',
      'Su carrito llega limpio, cargado y asegurado el día en que empieza su alquiler.',
    ],
    'trade-in': [
      'Nuestro equipo de ventas busca carritos como el suyo y en cuánto se venden.',
      'Le llamamos o le escribimos con un primer estimado y cualquier pregunta sobre su carrito.',
      'Traiga su carrito (o lo recogemos nosotros) para una oferta final a cuenta de su próximo carrito.',
    ],
  },
  answerNow: '¿Necesita una respuesta ya?',
  callText: 'Llámenos en nuestro horario de atención y hable con nuestro equipo enseguida.',
  callNow: ' Llame ahora: ',
  head: {
    title: 'Gracias: {sent}',
    description: 'Gracias por su solicitud a {name}. Le responderemos en un plazo de 24 horas, normalmente de 2 a 6 horas en nuestro horario de atención.',
  },
}

export default { en, es } satisfies PageWords<EnquirySentWords>
