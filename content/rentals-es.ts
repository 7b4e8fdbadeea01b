/**
 * The rental price list's words in Spanish (content/rentals.ts has the figures and the
 * English): read only by the rental pages' +words.ts, on the server.
 */
import { formatPrice } from './format'
import { RENTAL_DELIVERY_FEE_PER_MILE, RENTAL_FREE_DELIVERY_MILES, type RentalPlansWords } from './rentals'

/** "$6 por milla después de las primeras 10 millas" */
export const RENTAL_DELIVERY_FEE_TEXT_ES = `${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} por milla después de las primeras ${RENTAL_FREE_DELIVERY_MILES} millas`

export const RENTAL_PLANS_WORDS_ES: RentalPlansWords = {
  plans: {
    '4-seater': {
      title: '4 plazas',
      kind: 'de 4 plazas',
      description:
        'Nuestro alquiler más popular. Para cuatro personas, legal para la calle y con cinturones de seguridad: ideal para mandados en el vecindario, visitas de familia, fiestas y eventos de fin de semana.',
    },
    '6-seater': {
      title: '6 plazas',
      kind: 'de 6 plazas',
      description:
        'Espacio para seis en tres filas de asientos. Perfecto para familias grandes, cortejos de boda y para llevar a los invitados del estacionamiento a la fiesta.',
    },
    utility: {
      title: 'Utilitario',
      kind: 'utilitario',
      description:
        'Un carrito de trabajo con caja de carga trasera para herramientas, neveras, materiales y equipo. Hecho para fincas, obras, salones de eventos y el montaje de actividades.',
    },
  },
  rates: {
    Daily: { label: 'Diario', description: 'Veinticuatro horas completas de carrito para una fiesta, una boda o un día en la feria.' },
    '3 Day': { label: '3 días', description: 'Un fin de semana largo, una reunión familiar o un festival de varios días, a una tarifa diaria más baja.' },
    Weekly: { label: 'Semanal', description: 'Una semana completa para unas vacaciones en casa, visitas de familia o un evento de toda la semana.' },
    Monthly: { label: 'Mensual', description: 'Treinta días para proyectos de temporada, visitas largas o un verano de un lado a otro, a nuestra tarifa diaria más baja.' },
  },
  heading: 'Alquiler de carrito de golf {plan}',
  perDay: 'por día',
  forDays: 'por {days} días',
  renewsAt: 'Se renueva a {price} por día',
  save: 'AHORRE {percent}%',
  recommended: 'RECOMENDADO',
  reserveToday: 'Reserve hoy',
  bookRental: 'Reservar alquiler',
  what: '{plan}, {rate}',
  byPhone: 'por teléfono al {phone}: {what}',
  deliveryFee: 'Cargo de entrega: {fee}',
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT_ES,
}

/** What every rental includes (RENTAL_INCLUDED_FEATURES). */
export const RENTAL_INCLUDED_FEATURES_ES: readonly string[] = [
  'Legal para la calle, con cinturones de seguridad',
  'Con la batería cargada y listo para usar',
  'Asistencia las 24 horas, los 7 días de la semana',
  'Recogida y devolución flexibles',
  'Seguro incluido',
  'Sin cargos ocultos',
]

/** The footnote under the price tables (RENTAL_TERMS). */
export const RENTAL_TERMS_ES: readonly string[] = [
  'Los periodos de alquiler se cuentan en bloques de 24 horas.',
  'No se hacen reembolsos por devoluciones anticipadas.',
  'Todos los alquileres y precios están sujetos a disponibilidad.',
]
