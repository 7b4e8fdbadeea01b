/**
 * The lead forms' words in every language. Server only: a page that renders a form takes its
 * language's words from here in its +words.ts and passes them to the form (its `words`), so the
 * browser gets them with the page's context, in the page's language alone.
 */
import type { PageWords } from '../renderer/types'
import { FORM_WORDS_EN, type FormWords } from './form-words-en'

export type { ContactFormWords, EnquiryFormWords, FormWords } from './form-words-en'

const form: FormWords['contact']['form'] = {
  honeypot: 'Deje este campo vacío',
  sending: 'Enviando...',
  errorTitle: 'No se pudo enviar',
  submitFailed: 'No pudimos enviar su mensaje. Inténtelo de nuevo.',
  validation: 'Por favor, corrija los campos señalados.',
  failed: 'No pudimos enviar su mensaje. Inténtelo de nuevo, o llámenos al {phone}.',
}

const personErrors = {
  firstName: 'Escriba su nombre',
  lastName: 'Escriba su apellido',
  email: 'Escriba un correo electrónico válido',
  phone: 'Escriba su número de teléfono, con el código de área',
  interest: 'Elija el tema de su mensaje',
  message: 'El mensaje debe tener al menos 10 caracteres',
  firstNameTooLong: 'El nombre puede tener como máximo 100 caracteres',
  lastNameTooLong: 'El apellido puede tener como máximo 100 caracteres',
  phoneTooLong: 'El número de teléfono puede tener como máximo 30 caracteres',
  messageTooLong: 'El mensaje puede tener como máximo 5000 caracteres',
}

const es: FormWords = {
  contact: {
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      interest: 'Me interesa',
      message: 'Mensaje',
    },
    interests: {
      sales: 'Consulta de ventas',
      service: 'Solicitud de servicio',
      parts: 'Piezas y accesorios',
      general: 'Pregunta general',
    },
    send: 'Enviar mensaje',
    errors: personErrors,
    form,
  },
  enquiry: {
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      message: '¿Algo más? (opcional)',
      vehicleId: 'Carrito',
      preferredDay: 'Día preferido',
      timeOfDay: 'Horario',
      plan: 'Carrito',
      startDate: 'Fecha de inicio',
      days: 'Número de días',
      town: 'Localidad de entrega',
      make: 'Marca',
      model: 'Modelo',
      year: 'Año',
      condition: 'Estado',
    },
    titles: { 'test-drive': 'Solicite una prueba de manejo', rental: 'Solicite un alquiler', 'trade-in': 'Cotice su carrito en parte de pago' },
    submit: { 'test-drive': 'Solicitar prueba de manejo', rental: 'Solicitar alquiler', 'trade-in': 'Enviar datos del intercambio' },
    disclosures: {
      'test-drive': 'O solicite una prueba de manejo en línea',
      rental: 'O solicite un alquiler en línea',
      'trade-in': 'O cotice su carrito en parte de pago en línea',
    },
    loading: 'Cargando el formulario…',
    cart: 'Carrito',
    toward: 'A cuenta de',
    chooseCart: 'Elija un carrito',
    chooseTime: 'Elija un horario',
    chooseTown: 'Elija una localidad',
    chooseCondition: 'Elija el estado',
    dayHint: 'De lunes a sábado, dentro de los próximos 60 días.',
    times: { morning: 'Mañana (9 a.m. - 12 p.m.)', afternoon: 'Tarde (12 p.m. - 5 p.m.)' },
    conditions: {
      excellent: 'Excelente: como nuevo, no necesita reparaciones',
      good: 'Bueno: poco desgaste, funciona bien',
      fair: 'Regular: funciona, pero necesita algo de trabajo',
      poor: 'Malo: no funciona o necesita reparaciones mayores',
    },
    plans: { '4-seater': 'De 4 asientos', '6-seater': 'De 6 asientos', utility: 'Utilitario' },
    otherTown: 'Otro lugar (indíquelo en el mensaje)',
    errors: {
      ...personErrors,
      vehicleId: 'Elija el carrito que le gustaría manejar',
      vehicleGone: 'Este carrito ya no está disponible. Llámenos y le buscamos uno parecido.',
      preferredDay: 'Elija un día para su prueba de manejo',
      timeOfDay: 'Elija mañana o tarde',
      plan: 'Elija un carrito de 4 asientos, de 6 asientos o utilitario',
      startDate: 'Elija el día en que empieza su alquiler',
      startDateTooFar: 'Elija una fecha de inicio dentro de los próximos 365 días',
      days: 'Escriba el número de días, de 1 a 30',
      town: 'Elija la localidad donde entregamos el carrito',
      make: 'Escriba la marca de su carrito (por ejemplo, Club Car)',
      model: 'Escriba el modelo de su carrito, o "no sé"',
      year: 'Escriba el año en que se fabricó su carrito',
      yearRange: 'Escriba el año en que se fabricó su carrito, de {min} a {max}',
      condition: 'Elija el estado de su carrito',
      pastDay: 'Elija un día a partir de hoy',
      appointmentTooFar: 'Elija un día dentro de los próximos 60 días',
      sunday: 'Los domingos estamos cerrados. Por favor, elija otro día',
    },
    form,
  },
}

export const FORM_WORDS = { en: FORM_WORDS_EN, es } satisfies PageWords<FormWords>
export default FORM_WORDS
