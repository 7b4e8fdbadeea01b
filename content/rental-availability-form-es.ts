/** The availability form's words in Spanish (rental-availability-form.ts): read only by the rental pages' +words.ts. */
import type { AvailabilityFormCopy } from './rental-availability-form'
import { RENTAL_FREE_DELIVERY_MILES } from './rentals'

export const AVAILABILITY_FORM_COPY_ES: AvailabilityFormCopy = {
  title: 'Consulte la disponibilidad y reserve en línea',
  heroLink: 'Consultar disponibilidad en línea',
  intro: 'Elija un carrito, el día de inicio y cuántos días lo necesita. Le mostramos si hay uno libre, el precio y, si no lo hay, los días libres más cercanos.',
  plan: 'Carrito',
  start: 'Día de inicio',
  startHint: 'A partir de mañana. Si necesita un carrito para hoy, llámenos.',
  days: 'Cantidad de días',
  daysHint: 'Los alquileres se cuentan en días de 24 horas, de 1 a 30.',
  submit: 'Consultar disponibilidad',
  checking: 'Consultando…',
  orCall: '¿Prefiere hablarlo con alguien? Llámenos:',
  failed: 'No pudimos consultar la disponibilidad en este momento. Inténtelo de nuevo o llámenos.',
  deliveryNote: `La entrega es gratis en las primeras ${RENTAL_FREE_DELIVERY_MILES} millas; le calculamos el cargo para su pueblo o ciudad cuando reserve.`,
}
