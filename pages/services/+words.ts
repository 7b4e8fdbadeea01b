import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { HOURLY_RATE_TEXT, REPAIR_TURNAROUND, SERVICES, pricingText } from '#app/content/service-department'
import { HOURLY_RATE_TEXT_ES, REPAIR_TURNAROUND_ES, SERVICES_ES, pricingTextEs } from '#app/content/service-department-es'
import type { ServiceOffering, ServicePricing } from '#app/content/service-department'
import { BOOKING_FORM_WORDS } from './booking-words'

/** The four services' words by their id (the page and its structured data), with their price worded. */
const servicesWords = (services: readonly ServiceOffering[], price: (pricing: ServicePricing) => string) =>
  Object.fromEntries(services.map((s) => [s.id, { title: s.title, serviceType: s.serviceType, description: s.description, items: [...s.items], price: price(s.pricing) }]))

/** The services page's words; `{city}` and `{phone}` are the dealer's facts, `{rate}` and `{turnaround}` the words' own. */
const en = {
  rate: HOURLY_RATE_TEXT,
  turnaround: REPAIR_TURNAROUND,
  responseTime: business.responseTime.typical as string,
  head: {
    title: `Golf Cart Service & Repair: From ${HOURLY_RATE_TEXT}`,
    description: `Certified golf cart maintenance, repair, battery service, custom modifications and warranty work in ${business.county}, PA. From ${HOURLY_RATE_TEXT}; most repairs in ${REPAIR_TURNAROUND}.`,
    keywords: ['golf cart repair {city}', `golf cart service ${business.county}`, 'golf cart battery service', 'golf cart customization PA', 'Denago warranty service', 'Evolution golf cart service'],
    department: `${business.name} Service Department`,
    home: 'Home',
    services: 'Services',
  },
  hero: {
    eyebrow: 'Certified golf cart service',
    title: 'Golf Cart Service & Repair',
    text: 'Maintenance, repairs, battery service, custom builds and warranty work by certified technicians in {city}. Labor from {rate}, and most repairs take {turnaround}.',
    schedule: 'Schedule Service',
    call: 'Call {phone}',
  },
  offer: {
    eyebrow: 'What we do',
    title: 'Our Services',
    intro: 'Electric golf carts and low-speed vehicles of every make are welcome in our shop, whether you bought from us or not.',
    turnaround: 'Most repairs take {turnaround}.',
    estimate: 'We diagnose first and call you with an estimate before any further work.',
  },
  services: servicesWords(SERVICES, pricingText),
  why: {
    title: 'Why Choose Our Service Department',
    certified: { title: 'Certified Technicians', text: 'Factory-trained on Denago and Evolution drivetrains, lithium batteries and controllers.' },
    fast: { title: 'Fast Turnaround', text: 'Most repairs are finished within {turnaround}, so your cart is back before the weekend.' },
    pricing: { title: 'Upfront Pricing', text: 'Labor from {rate}, custom work quoted in writing, and no surprises on the invoice.' },
    warranty: { title: 'Genuine Parts & Warranty', text: 'Authorized warranty service with genuine manufacturer parts for the vehicles we sell.' },
  },
  cta: {
    title: 'Schedule Your Service',
    text: 'Book a drop-off window below and get your reference at once, or call us and we book it for you. Questions about your cart? We reply, usually within {responseTime}.',
    contact: 'Ask Our Service Team',
  },
  info: {
    title: 'Service Hours & Information',
    hours: 'Service Department Hours',
    sunday: 'For a Sunday breakdown, call {phone}.',
    diagnosis: { title: 'Diagnosis First', text: 'We inspect your cart, find the cause and call with the price before we repair anything. Maintenance, repair and battery work is billed from {rate}.' },
    pickup: { title: 'Pickup & Return', text: "Cart won't move? We can collect it anywhere in {county} and bring it back when the work is done. Ask when you book." },
    before: { title: 'Before You Drop Off', text: 'Bring the key and charger, tell us about any warning lights or noises, and have your warranty paperwork handy for claims.' },
  },
  form: BOOKING_FORM_WORDS.en,
}

export type ServicesWords = typeof en

const es: ServicesWords = {
  rate: HOURLY_RATE_TEXT_ES,
  turnaround: REPAIR_TURNAROUND_ES,
  responseTime: '2 a 6 horas durante el horario de oficina',
  head: {
    title: `Reparación de carritos de golf: desde ${HOURLY_RATE_TEXT_ES}`,
    description: `Mantenimiento, reparaciones, baterías, modificaciones y garantía de carritos de golf en ${business.county}, PA. Desde ${HOURLY_RATE_TEXT_ES}; la mayoría en ${REPAIR_TURNAROUND_ES}.`,
    keywords: ['reparación de carritos de golf {city}', `servicio de carritos de golf ${business.county}`, 'servicio de baterías para carritos de golf', 'personalización de carritos de golf PA', 'servicio de garantía Denago', 'servicio de carritos de golf Evolution'],
    department: `Departamento de servicio de ${business.name}`,
    home: 'Inicio',
    services: 'Servicios',
  },
  hero: {
    eyebrow: 'Servicio certificado de carritos de golf',
    title: 'Servicio y reparación de carritos de golf',
    text: 'Mantenimiento, reparaciones, servicio de baterías, proyectos a la medida y trabajos de garantía a cargo de técnicos certificados en {city}. Mano de obra desde {rate} y la mayoría de las reparaciones toman de {turnaround}.',
    schedule: 'Reservar servicio',
    call: 'Llame al {phone}',
  },
  offer: {
    eyebrow: 'Lo que hacemos',
    title: 'Nuestros servicios',
    intro: 'En nuestro taller recibimos carritos de golf eléctricos y vehículos de baja velocidad (LSV) de todas las marcas, los haya comprado con nosotros o no.',
    turnaround: 'La mayoría de las reparaciones toman de {turnaround}.',
    estimate: 'Primero hacemos el diagnóstico y le llamamos con un estimado antes de hacer cualquier otro trabajo.',
  },
  services: servicesWords(SERVICES_ES, pricingTextEs),
  why: {
    title: 'Por qué elegir nuestro departamento de servicio',
    certified: { title: 'Técnicos certificados', text: 'Capacitados por la fábrica en los sistemas de propulsión Denago y Evolution, las baterías de litio y los controladores.' },
    fast: { title: 'Servicio rápido', text: 'La mayoría de las reparaciones quedan listas en un plazo de {turnaround}, así que tendrá su carrito de vuelta antes del fin de semana.' },
    pricing: { title: 'Precios claros', text: 'Mano de obra desde {rate}, cotización por escrito para los trabajos a la medida y ninguna sorpresa en la factura.' },
    warranty: { title: 'Piezas originales y garantía', text: 'Servicio de garantía autorizado con piezas originales del fabricante para los vehículos que vendemos.' },
  },
  cta: {
    title: 'Reserve su servicio',
    text: 'Reserve un horario de entrega aquí abajo y reciba su número de referencia al instante, o llámenos y se lo reservamos nosotros. ¿Tiene preguntas sobre su carrito? Le respondemos, por lo general, en {responseTime}.',
    contact: 'Pregúntele a nuestro equipo de servicio',
  },
  info: {
    title: 'Horario e información del servicio',
    hours: 'Horario del departamento de servicio',
    sunday: 'Si su carrito se daña un domingo, llame al {phone}.',
    diagnosis: { title: 'Primero, el diagnóstico', text: 'Revisamos su carrito, encontramos la causa y le llamamos con el precio antes de reparar nada. El mantenimiento, las reparaciones y el trabajo en baterías se cobran desde {rate}.' },
    pickup: { title: 'Recogida y devolución', text: '¿Su carrito no anda? Podemos recogerlo en cualquier lugar de {county} y devolvérselo cuando el trabajo esté listo. Pregunte al hacer su reserva.' },
    before: { title: 'Antes de traer su carrito', text: 'Traiga la llave y el cargador, díganos si ha visto alguna luz de advertencia o ha oído algún ruido, y tenga a mano los papeles de la garantía si va a hacer un reclamo.' },
  },
  form: BOOKING_FORM_WORDS.es,
}

export default { en, es } satisfies PageWords<ServicesWords>
