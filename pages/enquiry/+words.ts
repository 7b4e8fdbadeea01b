import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { FORM_WORDS } from '#app/components/form-words'

const en = {
  eyebrow: 'We reply within 24 hours',
  intros: {
    'test-drive': 'Choose a day and a time and we will have the cart charged and waiting. We confirm by phone or e-mail.',
    rental: 'Tell us which cart, when and where, and we will confirm the price, the delivery fee and a delivery time.',
    'trade-in': 'Tell us about the cart you want to trade in, and we will come back to you with a first estimate.',
  },
  /** After the intro, before the main phone (a link, then a full stop). */
  preferToTalk: ' Prefer to talk? Call',
  testDriveOf: 'Test drive the {vehicle}',
  required: 'All fields are required unless marked optional.',
  head: {
    descriptions: {
      'test-drive': 'Pick a day and a time to test drive a golf cart at our Allentown showroom.',
      rental: 'Tell us the cart, the dates and the town, and we will confirm your golf cart rental and delivery.',
      'trade-in': 'Tell us about the golf cart you want to trade in and we will send you a first estimate.',
    },
    replies: `{name} replies within ${business.responseTime.within}.`,
  },
  form: FORM_WORDS.en.enquiry,
}

export type EnquiryWords = typeof en

const es: EnquiryWords = {
  eyebrow: 'Respondemos en 24 horas',
  intros: {
    'test-drive': 'Elija un día y un horario, y tendremos el carrito cargado y listo para usted. Le confirmamos por teléfono o por correo electrónico.',
    rental: 'Díganos qué carrito, cuándo y dónde, y le confirmamos el precio, el costo de entrega y la hora de entrega.',
    'trade-in': 'Cuéntenos sobre el carrito que quiere dar en parte de pago, y le enviaremos un primer estimado.',
  },
  preferToTalk: ' ¿Prefiere hablar con nosotros? Llame al',
  testDriveOf: 'Prueba de manejo del {vehicle}',
  required: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  head: {
    descriptions: {
      'test-drive': 'Elija el día y la hora para probar un carrito de golf en nuestra sala de exhibición de Allentown.',
      rental: 'Díganos el carrito, las fechas y la localidad, y le confirmamos el alquiler y la entrega.',
      'trade-in': 'Cuéntenos sobre el carrito que quiere dar en parte de pago y le enviamos un primer estimado.',
    },
    replies: '{name} responde en 24 horas.',
  },
  form: FORM_WORDS.es.enquiry,
}

export default { en, es } satisfies PageWords<EnquiryWords>
