import type { PageWords } from '#app/renderer/types'
import { RENTAL_DELIVERY_FEE_TEXT, RENTAL_INCLUDED_FEATURES, RENTAL_PLANS_WORDS } from '#app/content/rentals'
import { RENTAL_DELIVERY_FEE_TEXT_ES, RENTAL_INCLUDED_FEATURES_ES, RENTAL_PLANS_WORDS_ES } from '#app/content/rentals-es'
import { AVAILABILITY_FORM_COPY } from '#app/content/rental-availability-form'
import { AVAILABILITY_FORM_COPY_ES } from '#app/content/rental-availability-form-es'
import type { CheckerWords } from '../checker'

/** A town's rental page's words ({town} is the town's name, {place} with its kind: "Allentown City"). */
const en = {
  head: {
    title: '{town} Golf Cart Rentals | {business}',
    description: 'Golf cart rentals in {place}, PA: 4-seat, 6-seat and utility carts from {price}/day, insured and delivered charged. Book by the day, week or month.',
    keywords: ['golf cart rental {town}', '{town} PA golf cart rentals', 'rent a golf cart {place}', '{town} event golf cart rental', 'Lehigh County golf cart rentals'],
    home: 'Home',
    rentals: 'Rentals',
  },
  hero: {
    eyebrow: 'Golf cart rentals',
    title: '{town} Golf Cart Rentals',
    serving: 'Serving {place}, Pennsylvania',
    text: '4-seat, 6-seat and utility carts from {price}/day, delivered fully charged and insured to your door in {town}.',
    book: 'Book Rental',
  },
  local: {
    title: 'Perfect for {town} Adventures',
    zip: 'Delivering to {town} ZIP {noun} {codes}',
    zipNoun: { one: 'code', other: 'codes' },
    uses: 'Popular Uses',
    features: 'Local Attractions & Features',
  },
  promise: {
    title: 'Renting in {town} Made Easy',
    delivery: 'Free Delivery',
    deliveryText: 'Free delivery within {town} and surrounding areas: the first {miles} miles are on us, and farther trips are {fee}.',
    insured: 'Fully Insured',
    insuredText: 'Insurance is included with every rental, so your party, event or project is covered from drop-off to pickup.',
    ready: 'Ready to Go',
    readyText: 'Every cart arrives cleaned, safety-checked and fully charged, with seat belts and street-legal lighting.',
  },
  why: {
    title: 'Why Choose Our Golf Cart Rentals',
    features: [...RENTAL_INCLUDED_FEATURES],
    team: 'A local {county} team, {years} years in business',
    technicians: 'Carts maintained by our certified technicians',
    rates: 'Daily, 3 day, weekly and monthly rates',
  },
  help: {
    title: 'Need Help Choosing?',
    text: 'Not sure whether a 4 seater, a 6 seater or a utility cart fits your {town} plans? Tell us the date, the number of riders and what you need to carry, and we will recommend the right cart and the best rate.',
    fleet: 'View Fleet',
    online: 'Or request a rental online',
    onlineRest: ': tell us the cart and the dates, and we confirm the price and a delivery time in {town}.',
  },
  cta: {
    title: 'Book Your {town} Golf Cart Rental',
    contact: 'Book Online',
    text: 'Call us at {phone} or e-mail {email} to reserve your cart and delivery time.',
    town: 'Learn About {town}',
  },
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT,
  plans: RENTAL_PLANS_WORDS,
  checker: <CheckerWords>{ form: AVAILABILITY_FORM_COPY, plans: { '4-seater': RENTAL_PLANS_WORDS.plans['4-seater'].title, '6-seater': RENTAL_PLANS_WORDS.plans['6-seater'].title, utility: RENTAL_PLANS_WORDS.plans.utility.title } },
}

export type TownRentalWords = typeof en

const es: TownRentalWords = {
  head: {
    title: 'Alquiler en {town} | {business}',
    description: 'Alquiler de carritos de golf en {place}, PA: de 4 y 6 plazas y utilitarios desde {price} por día, con seguro y entrega con carga. Por día, semana o mes.',
    keywords: ['alquiler de carritos de golf {town}', 'alquiler de carritos de golf {town} PA', 'alquilar un carrito de golf {place}', 'alquiler de carrito de golf para eventos {town}', 'alquiler de carritos de golf Lehigh County'],
    home: 'Inicio',
    rentals: 'Alquileres',
  },
  hero: {
    eyebrow: 'Alquiler de carritos de golf',
    title: 'Alquiler de carritos de golf en {town}',
    serving: 'Al servicio de {place}, Pensilvania',
    text: 'Carritos de 4 y 6 plazas y utilitarios desde {price} por día, entregados con la batería cargada y asegurados en su puerta en {town}.',
    book: 'Reservar alquiler',
  },
  local: {
    title: 'Ideal para sus aventuras en {town}',
    zip: 'Entregamos en {town}, {noun} {codes}',
    zipNoun: { one: 'código postal', other: 'códigos postales' },
    uses: 'Usos más comunes',
    features: 'Atracciones y lugares de interés',
  },
  promise: {
    title: 'Alquilar en {town} es fácil',
    delivery: 'Entrega gratis',
    deliveryText: 'Entrega gratis en {town} y sus alrededores: las primeras {miles} millas corren por nuestra cuenta, y para distancias mayores el cargo es de {fee}.',
    insured: 'Totalmente asegurado',
    insuredText: 'Todo alquiler incluye seguro, así que su fiesta, evento o proyecto está cubierto desde la entrega hasta la recogida.',
    ready: 'Listo para usar',
    readyText: 'Cada carrito llega limpio, revisado y con la batería cargada, con cinturones de seguridad y luces legales para la calle.',
  },
  why: {
    title: 'Por qué alquilar sus carritos de golf con nosotros',
    features: [...RENTAL_INCLUDED_FEATURES_ES],
    team: 'Un equipo local de {county}, con {years} años en el negocio',
    technicians: 'Carritos mantenidos por nuestros técnicos certificados',
    rates: 'Tarifas por día, por 3 días, por semana y por mes',
  },
  help: {
    title: '¿Necesita ayuda para elegir?',
    text: '¿No sabe si le conviene un carrito de 4 plazas, uno de 6 o uno utilitario para sus planes en {town}? Díganos la fecha, cuántas personas van y qué necesita cargar, y le recomendamos el carrito adecuado y la mejor tarifa.',
    fleet: 'Ver la flota',
    online: 'O solicite un alquiler en línea',
    onlineRest: ': díganos el carrito y las fechas, y le confirmamos el precio y la hora de entrega en {town}.',
  },
  cta: {
    title: 'Reserve su carrito de golf en {town}',
    contact: 'Reservar en línea',
    text: 'Llámenos al {phone} o escríbanos a {email} para reservar su carrito y la hora de entrega.',
    town: 'Conozca {town}',
  },
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT_ES,
  plans: RENTAL_PLANS_WORDS_ES,
  checker: { form: AVAILABILITY_FORM_COPY_ES, plans: { '4-seater': RENTAL_PLANS_WORDS_ES.plans['4-seater'].title, '6-seater': RENTAL_PLANS_WORDS_ES.plans['6-seater'].title, utility: RENTAL_PLANS_WORDS_ES.plans.utility.title } },
}

export default { en, es } satisfies PageWords<TownRentalWords>
