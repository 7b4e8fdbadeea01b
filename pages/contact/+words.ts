import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { FORM_WORDS } from '#app/components/form-words'

const en = {
  eyebrow: "We're here to help",
  title: 'Contact Us',
  /** The intro's sentence: its start, the reply time and what leads to the main phone (a link, then a full stop). */
  intro: 'Questions about a cart, a rental or a repair? Send us a message and our team will reply within',
  within: business.responseTime.within as string,
  orCall: ', or call ',
  formTitle: 'Send Us a Message',
  required: 'All fields are required.',
  head: {
    title: 'Contact Us: Golf Cart Sales, Rentals & Service',
    description: `Contact {name} in {city}, PA. Call {phone} or send a message about carts, rentals, service or parts; we reply within ${business.responseTime.within}.`,
    pageName: 'Contact {name}',
  },
  form: FORM_WORDS.en.contact,
}

export type ContactWords = typeof en

const es: ContactWords = {
  eyebrow: 'Estamos para ayudarle',
  title: 'Contáctenos',
  intro: '¿Preguntas sobre un carrito, un alquiler o una reparación? Envíenos un mensaje y nuestro equipo le responderá en un plazo de',
  within: '24 horas',
  orCall: ', o llámenos al ',
  formTitle: 'Envíenos un mensaje',
  required: 'Todos los campos son obligatorios.',
  head: {
    title: 'Contáctenos: ventas, alquiler y servicio',
    description: 'Llame a {name} en {city}, PA, al {phone}, o escríbanos sobre carritos, alquileres, servicio o piezas. Respondemos en 24 horas.',
    pageName: 'Contacto de {name}',
  },
  form: FORM_WORDS.es.contact,
}

export default { en, es } satisfies PageWords<ContactWords>
