import type { PageWords } from '#app/renderer/types'
import { FORM_WORDS } from '#app/components/form-words'
import { ROAD_USE_COPY, ROAD_USE_TEXT } from '#app/content/road-use'
import { SPEC_LABELS } from '#app/domain/vehicles/vehicle'
import { UNIT_WORDS, type UnitWords } from './details'

/** A road use's words (content/road-use.ts in English), by the vehicle's `roadUse`. */
const roadUse = (use: keyof typeof ROAD_USE_COPY) => ({ label: ROAD_USE_COPY[use].label as string, long: ROAD_USE_COPY[use].long as string })

/** The vehicle page's words; the vehicle's name, description and features are the dealer's and stay as written. */
const en = {
  /** The test-drive and trade-in forms' words (components/form-words.ts). */
  enquiryForm: FORM_WORDS.en.enquiry,
  head: {
    title: '{name} for Sale, {price}',
    shortTitle: '{name}, {price}',
    soldTitle: '{name}, Sold',
    description: '{condition} {name}, {price} at {business}. {description}',
    soldDescription: 'Sold: this {condition} {name} has found a new owner. See similar carts for sale at {business}, or call {phone}.',
    new: 'New',
    preOwned: 'Pre-owned',
    keywordBrand: '{brand} golf cart',
    keywordSeats: '{seats} seat golf cart',
    keywordLocal: 'golf cart for sale Lehigh County',
    seatingCapacity: 'Seating capacity',
    topSpeed: 'Top speed',
    range: 'Range',
    battery: 'Battery',
    roadUse: ROAD_USE_TEXT.property as string,
    home: 'Home',
    inventory: 'Inventory',
  },
  back: 'Back to Inventory',
  photoAlt: '{name}: {seats}-seat {brand} {category}',
  photos: 'Photos of the {name}',
  soldTitle: 'Sold',
  soldText: "This cart has found a new owner. Call us at {phone} and we'll find you one like it, or see the similar carts below.",
  pendingTitle: 'Sale pending',
  pendingText: 'A buyer has put down a deposit on this cart. Call us to be next in line, or ask about a similar one.',
  roadUse: { lsv: roadUse('lsv'), 'golf-cart': roadUse('golf-cart'), 'off-road': roadUse('off-road'), learnMore: ROAD_USE_TEXT.learnMore as string },
  lastListed: 'Last listed at {price}',
  msrp: 'MSRP',
  saving: 'You save {amount}',
  seats: 'Seats',
  brand: 'Brand',
  askSimilar: 'Ask About Similar Carts',
  message: 'Send a Message',
  testDrive: 'Schedule Test Drive',
  financing: 'Get Financing Quote',
  details: 'View Vehicle Details',
  testDriveIntro: 'Pick a day and a time and we will have this cart charged and waiting.',
  tradeInIntro: 'Tell us about the cart you have now and we will send a first estimate toward this one.',
  similar: 'Similar Carts for Sale',
  features: 'Features',
  specifications: 'Specifications',
  /** The specifications' names (domain/vehicles/vehicle.ts), and a pre-owned unit's condition; a key of the dealer's own is named from its key, in English. */
  specs: { ...SPEC_LABELS, condition: 'Condition' } as Record<'topSpeed' | 'range' | 'batteryType' | 'chargingTime' | 'payload' | 'seatingCapacity' | 'condition', string>,
  unit: UNIT_WORDS as UnitWords,
  interestedTitle: 'Interested in this vehicle?',
  interestedText: 'Our sales team can answer questions, arrange a test drive or put together a delivery and financing quote. Call {phone} or stop by the showroom.',
  likeThisTitle: 'Looking for a cart like this one?',
  likeThisText: 'This {name} is sold, but our sales team can find you a similar cart, new or pre-owned, or order one in. Call {phone} or stop by the showroom.',
  contactSales: 'Contact Sales Team',
  more: 'View More Vehicles',
  fullSpecs: 'Full Specifications',
}

export type VehicleWords = typeof en

const es: VehicleWords = {
  enquiryForm: FORM_WORDS.es.enquiry,
  head: {
    title: '{name} en venta, {price}',
    shortTitle: '{name}: {price}',
    soldTitle: '{name}, vendido',
    description: '{name} {condition}, {price} en {business}. {description}',
    soldDescription: 'Vendido: este {name} {condition} ya tiene nuevo dueño. Vea carritos similares en venta en {business} o llame al {phone}.',
    new: 'nuevo',
    preOwned: 'usado',
    keywordBrand: 'carrito de golf {brand}',
    keywordSeats: 'carrito de golf de {seats} asientos',
    keywordLocal: 'carritos de golf en venta Lehigh County',
    seatingCapacity: 'Número de asientos',
    topSpeed: 'Velocidad máxima',
    range: 'Autonomía',
    battery: 'Batería',
    roadUse: 'Uso en la vía pública',
    home: 'Inicio',
    inventory: 'Inventario',
  },
  back: 'Volver al inventario',
  photoAlt: '{name}: {brand} {category} de {seats} asientos',
  photos: 'Fotos del {name}',
  soldTitle: 'Vendido',
  soldText: 'Este carrito ya tiene nuevo dueño. Llámenos al {phone} y le conseguimos uno parecido, o vea los carritos similares más abajo.',
  pendingTitle: 'Venta pendiente',
  pendingText: 'Un comprador ya dejó un depósito por este carrito. Llámenos para ser el próximo en la lista o pregunte por uno similar.',
  roadUse: {
    lsv: {
      label: 'Apto para la calle (LSV)',
      long: 'Vehículo de baja velocidad (LSV) apto para la calle: con título, registro, seguro e inspección en Pensilvania',
    },
    'golf-cart': {
      label: 'Carrito de golf, no apto para la calle',
      long: 'Carrito de golf: no se puede titular ni registrar en Pensilvania; no es para vías públicas',
    },
    'off-road': {
      label: 'Todo terreno, propiedad privada',
      long: 'Vehículo utilitario todo terreno: para propiedad privada, no para vías públicas',
    },
    learnMore: 'Qué significa apto para la calle en Pensilvania',
  },
  lastListed: 'Último precio publicado: {price}',
  msrp: 'Precio sugerido (MSRP)',
  saving: 'Usted ahorra {amount}',
  seats: 'Asientos',
  brand: 'Marca',
  askSimilar: 'Pregunte por carritos similares',
  message: 'Envíenos un mensaje',
  testDrive: 'Programe una prueba de manejo',
  financing: 'Pida una cotización de financiamiento',
  details: 'Ver detalles del vehículo',
  testDriveIntro: 'Escoja el día y la hora, y tendremos este carrito cargado y listo para usted.',
  tradeInIntro: 'Cuéntenos del carrito que tiene ahora y le enviaremos un primer estimado para la compra de este.',
  similar: 'Carritos similares en venta',
  features: 'Características',
  specifications: 'Especificaciones',
  specs: {
    topSpeed: 'Velocidad máxima',
    range: 'Autonomía',
    batteryType: 'Tipo de batería',
    chargingTime: 'Tiempo de carga',
    payload: 'Capacidad de carga',
    seatingCapacity: 'Número de asientos',
    condition: 'Estado',
  },
  unit: {
    year: 'Año',
    color: 'Color',
    stockNumber: 'Número de inventario',
    hourMeter: 'Horómetro',
    mileage: 'Millaje',
    hours: { one: 'hora', other: 'horas' },
    miles: { one: 'milla', other: 'millas' },
  },
  interestedTitle: '¿Le interesa este vehículo?',
  interestedText:
    'Nuestro equipo de ventas puede contestar sus preguntas, programar una prueba de manejo o prepararle una cotización de entrega y financiamiento. Llame al {phone} o visite nuestra sala de exhibición.',
  likeThisTitle: '¿Busca un carrito como este?',
  likeThisText:
    'Este {name} ya se vendió, pero nuestro equipo de ventas le puede conseguir un carrito similar, nuevo o usado, o pedirlo de fábrica. Llame al {phone} o visite nuestra sala de exhibición.',
  contactSales: 'Contacte al equipo de ventas',
  more: 'Ver más vehículos',
  fullSpecs: 'Especificaciones completas',
}

export default { en, es } satisfies PageWords<VehicleWords>
