import type { PageWords } from '#app/renderer/types'
import { RENTAL_DELIVERY_FEE_TEXT, RENTAL_INCLUDED_FEATURES, RENTAL_PLANS_WORDS, RENTAL_TERMS } from '#app/content/rentals'
import { RENTAL_DELIVERY_FEE_TEXT_ES, RENTAL_INCLUDED_FEATURES_ES, RENTAL_PLANS_WORDS_ES, RENTAL_TERMS_ES } from '#app/content/rentals-es'
import { AVAILABILITY_FORM_COPY } from '#app/content/rental-availability-form'
import { AVAILABILITY_FORM_COPY_ES } from '#app/content/rental-availability-form-es'
import type { CheckerWords } from '../checker'

/** The rentals overview's words, with the price tables' and the availability form's. */
const en = {
  head: {
    title: 'Golf Cart Rentals: Daily, Weekly & Monthly Plans',
    description: 'Rent a 4-seat, 6-seat or utility golf cart in {county}, PA from {price}/day. Weekly and monthly savings, insurance included, delivered charged.',
    keywords: ['golf cart rental Lehigh County', 'golf cart rentals Allentown PA', '6 seater golf cart rental', 'utility cart rental', 'weekly golf cart rental', 'monthly golf cart rental'],
    home: 'Home',
    rentals: 'Rentals',
  },
  hero: {
    eyebrow: 'Daily, weekly and monthly rentals',
    title: 'Golf Cart Rentals in Lehigh County',
    text: 'Street-legal 4-seat, 6-seat and utility carts from {price}/day, delivered fully charged and insured to your home, venue or job site anywhere in {county}.',
    call: 'Call to Reserve {phone}',
    plans: 'See Plans & Prices',
  },
  included: {
    title: 'Every Rental Includes',
    intro: 'No add-ons to sort out: the same six things come with every cart, every plan.',
    features: [...RENTAL_INCLUDED_FEATURES],
  },
  help: {
    title: 'Need Help Choosing?',
    text: 'Tell us your date, your guest count and where the cart is going, and we will match you with the right cart and the lowest rate for your dates.',
    fleet: 'View Our Fleet',
    online: 'Or request a rental online',
    onlineRest: ': tell us the cart, the dates and where it is going, and we confirm the price and a delivery time.',
  },
  towns: {
    title: 'Golf Cart Rentals Near You',
    intro: 'We deliver rentals to all {count} municipalities on our list and the communities around them.',
    link: '{town} Golf Cart Rentals',
  },
  terms: {
    title: 'Rental Terms',
    items: [...RENTAL_TERMS],
    deliveryFee: 'Delivery fee: {fee}.',
    insurance: 'Insurance is included with every rental.',
    policy: 'Deposits, age limits and cancellation terms are in our {link}.',
    policyLink: 'rental policy',
  },
  cta: {
    title: 'Reserve Your Golf Cart Today',
    text: 'Rentals are first come, first served on busy weekends. Call {phone} to hold your cart and date.',
  },
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT,
  plans: RENTAL_PLANS_WORDS,
  checker: <CheckerWords>{ form: AVAILABILITY_FORM_COPY, plans: { '4-seater': RENTAL_PLANS_WORDS.plans['4-seater'].title, '6-seater': RENTAL_PLANS_WORDS.plans['6-seater'].title, utility: RENTAL_PLANS_WORDS.plans.utility.title } },
}

export type RentalsWords = typeof en

const es: RentalsWords = {
  head: {
    title: 'Alquiler de carritos de golf por día, semana o mes',
    description: 'Alquile un carrito de golf de 4 o 6 plazas o utilitario en {county}, PA, desde {price} por día. Ahorre por semana o mes; seguro incluido y entrega con carga.',
    keywords: [
      'alquiler de carritos de golf Lehigh County',
      'alquiler de carritos de golf Allentown PA',
      'alquiler de carrito de golf de 6 plazas',
      'alquiler de carrito utilitario',
      'alquiler semanal de carrito de golf',
      'alquiler mensual de carrito de golf',
    ],
    home: 'Inicio',
    rentals: 'Alquileres',
  },
  hero: {
    eyebrow: 'Alquileres por día, semana y mes',
    title: 'Alquiler de carritos de golf en Lehigh County',
    text: 'Carritos de 4 y 6 plazas y utilitarios, legales para la calle, desde {price} por día, entregados con la batería cargada y asegurados en su casa, su evento o su obra en cualquier lugar de {county}.',
    call: 'Llame para reservar: {phone}',
    plans: 'Ver planes y precios',
  },
  included: {
    title: 'Todo alquiler incluye',
    intro: 'Sin extras que resolver: cada carrito, en cualquier plan, viene con estas mismas seis cosas.',
    features: [...RENTAL_INCLUDED_FEATURES_ES],
  },
  help: {
    title: '¿Necesita ayuda para elegir?',
    text: 'Díganos la fecha, cuántas personas son y adónde va el carrito, y le recomendamos el carrito adecuado con la tarifa más baja para sus fechas.',
    fleet: 'Ver nuestra flota',
    online: 'O solicite un alquiler en línea',
    onlineRest: ': díganos el carrito, las fechas y adónde va, y le confirmamos el precio y la hora de entrega.',
  },
  towns: {
    title: 'Alquiler de carritos de golf cerca de usted',
    intro: 'Entregamos alquileres en los {count} municipios de nuestra lista y en las comunidades de alrededor.',
    link: 'Alquiler de carritos de golf en {town}',
  },
  terms: {
    title: 'Condiciones del alquiler',
    items: [...RENTAL_TERMS_ES],
    deliveryFee: 'Cargo de entrega: {fee}.',
    insurance: 'Todo alquiler incluye seguro.',
    policy: 'Los depósitos, la edad mínima y las condiciones de cancelación están en nuestra {link}.',
    policyLink: 'política de alquiler',
  },
  cta: {
    title: 'Reserve hoy su carrito de golf',
    text: 'Los fines de semana de mucho movimiento, los alquileres se asignan por orden de llegada. Llame al {phone} para apartar su carrito y su fecha.',
  },
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT_ES,
  plans: RENTAL_PLANS_WORDS_ES,
  checker: { form: AVAILABILITY_FORM_COPY_ES, plans: { '4-seater': RENTAL_PLANS_WORDS_ES.plans['4-seater'].title, '6-seater': RENTAL_PLANS_WORDS_ES.plans['6-seater'].title, utility: RENTAL_PLANS_WORDS_ES.plans.utility.title } },
}

export default { en, es } satisfies PageWords<RentalsWords>
